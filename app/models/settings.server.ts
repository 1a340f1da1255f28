import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import type { BusinessProfile } from "~/content/types";
import { siteFile } from "~/content/files.server";
import { DEFAULT_OVERDUE_HOURS, type LeadSettings } from "~/leads/alert-settings";

const PROFILE_KEY = "business_profile";

/** The business profile: content/site.yaml's values, overridden by what staff saved in Settings. */
export async function getProfile(db: Db): Promise<BusinessProfile> {
  const defaults = siteFile().profile;
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", PROFILE_KEY).executeTakeFirst();
  if (!row) return defaults;
  const saved = JSON.parse(row.value) as Partial<BusinessProfile>;
  return { ...defaults, ...saved, videos: { ...defaults.videos, ...(saved.videos ?? {}) } };
}

export async function saveProfile(db: Db, profile: BusinessProfile) {
  const value = JSON.stringify(profile);
  const updated_at = nowIso();
  await db
    .insertInto("site_settings")
    .values({ key: PROFILE_KEY, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}

const LEADS_KEY = "lead_settings";

/** Settings → New leads: the auto-reply (content/site.yaml's text until staff change it), the webhook, the overdue time. */
export async function getLeadSettings(db: Db): Promise<LeadSettings> {
  const defaults: LeadSettings = { autoReply: siteFile().quoteForm.autoReply, webhookUrl: "", webhookSecret: "", overdueHours: DEFAULT_OVERDUE_HOURS };
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", LEADS_KEY).executeTakeFirst();
  if (!row) return defaults;
  return { ...defaults, ...(JSON.parse(row.value) as Partial<LeadSettings>) };
}

export async function saveLeadSettings(db: Db, settings: LeadSettings) {
  const value = JSON.stringify(settings);
  const updated_at = nowIso();
  await db
    .insertInto("site_settings")
    .values({ key: LEADS_KEY, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
