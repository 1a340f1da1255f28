import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import type { BusinessProfile } from "~/content/types";
import { siteFile } from "~/content/files.server";

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
