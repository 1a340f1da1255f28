import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { readOnce } from "~/db/reads.server";
import type { BusinessProfile } from "~/content/types";
import { siteFile } from "~/content/files.server";
import { inLocale } from "~/content/request-locale.server";
import { DEFAULT_AUTO_REPLIES_PER_HOUR, DEFAULT_OVERDUE_HOURS, type LeadSettings } from "~/content/alert-settings";
import { PROFILE_EXTRA_DEFAULTS } from "~/forms/settings";
import { clockNow } from "~/platform/clock";

const PROFILE_KEY = "business_profile";

/** The business profile: content/site.yaml's values, overridden by what staff saved in Settings. */
export async function getProfile(db: Db): Promise<BusinessProfile> {
  const defaults: BusinessProfile = { ...PROFILE_EXTRA_DEFAULTS, ...siteFile().profile };
  const row = await readSetting(db, PROFILE_KEY);
  if (!row) return defaults;
  const saved = JSON.parse(row.value) as Partial<BusinessProfile>;
  return { ...defaults, ...saved, videos: { ...defaults.videos, ...(saved.videos ?? {}) } };
}

export async function saveProfile(db: Db, profile: BusinessProfile) {
  await putSetting(db, PROFILE_KEY, JSON.stringify(profile));
}

/**
 * When a setting was last saved, for the History's first row ("as it was before history began",
 * decision 0035): its row's time, or a moment before now when it was never saved (the copy's
 * values), so the row sorts before the save that follows and never shows as Dec 31, 1969.
 */
export async function settingSavedAt(db: Db, key: string) {
  const row = await db.selectFrom("site_settings").select("updated_at").where("key", "=", key).executeTakeFirst();
  return row?.updated_at ?? new Date(clockNow() - 1000).toISOString();
}
export const PROFILE_SETTING_KEY = PROFILE_KEY;

const LEADS_KEY = "lead_settings";

/** Settings → New leads: the auto-reply (content/site.yaml's text until staff change it), the webhook, the overdue time. */
export async function getLeadSettings(db: Db): Promise<LeadSettings> {
  const defaults: LeadSettings = {
    autoReply: siteFile().quoteForm.autoReply,
    autoReplyEs: inLocale("es", () => siteFile().quoteForm.autoReply),
    autoReplyPerHour: DEFAULT_AUTO_REPLIES_PER_HOUR,
    webhookUrl: "",
    webhookSecret: "",
    overdueHours: DEFAULT_OVERDUE_HOURS,
  };
  const row = await readSetting(db, LEADS_KEY);
  if (!row) return defaults;
  return { ...defaults, ...(JSON.parse(row.value) as Partial<LeadSettings>) };
}

export async function saveLeadSettings(db: Db, settings: LeadSettings) {
  await putSetting(db, LEADS_KEY, JSON.stringify(settings));
}

/**
 * The first-start setup code (docs/decisions/0025-first-start-setup.md): only its SHA-256 and
 * expiry, as one row, so every instance on this database sees the same (newest) code.
 */
const SETUP_CODE_KEY = "setup_code";
/** Set when the owner was made with the setup code; cleared by the first save of the business profile. */
const PROFILE_PENDING_KEY = "setup_profile_pending";

export interface SetupCodeRow {
  hash: string;
  issuedAt: string;
  expiresAt: string;
}

/** Stores a new setup code, replacing any earlier one. */
export async function saveSetupCode(db: Db, row: SetupCodeRow) {
  await putSetting(db, SETUP_CODE_KEY, JSON.stringify(row));
}

/** The stored setup code with its row's exact value (what `takeSetupCode` needs), or null. */
export async function getSetupCode(db: Db): Promise<{ row: SetupCodeRow; stored: string } | null> {
  const found = await db.selectFrom("site_settings").select("value").where("key", "=", SETUP_CODE_KEY).executeTakeFirst();
  if (!found) return null;
  try {
    return { row: JSON.parse(found.value) as SetupCodeRow, stored: found.value };
  } catch {
    return null;
  }
}

/** Removes the code if it is still the one read (`stored`): true only for the one caller that got there first. */
export async function takeSetupCode(db: Db, stored: string) {
  const r = await db.deleteFrom("site_settings").where("key", "=", SETUP_CODE_KEY).where("value", "=", stored).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Puts a taken code back (the account could not be made), unless a newer one was stored meanwhile. */
export async function putBackSetupCode(db: Db, stored: string) {
  await db
    .insertInto("site_settings")
    .values({ key: SETUP_CODE_KEY, value: stored, updated_at: nowIso() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

export async function deleteSetupCode(db: Db) {
  await db.deleteFrom("site_settings").where("key", "=", SETUP_CODE_KEY).execute();
}

export async function markProfileSetupPending(db: Db) {
  const updated_at = nowIso();
  await db
    .insertInto("site_settings")
    .values({ key: PROFILE_PENDING_KEY, value: "pending", updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: "pending", updated_at }))
    .execute();
}

export async function isProfileSetupPending(db: Db) {
  return Boolean(await db.selectFrom("site_settings").select("key").where("key", "=", PROFILE_PENDING_KEY).executeTakeFirst());
}

export async function clearProfileSetupPending(db: Db) {
  await db.deleteFrom("site_settings").where("key", "=", PROFILE_PENDING_KEY).execute();
}

/**
 * One setting's stored value (its row, or undefined): every Settings part reads its row here, once
 * per request however many loaders ask (readOnce); `putSetting` writes it.
 */
export function readSetting(db: Db, key: string): Promise<{ value: string } | undefined> {
  return readOnce(`site_settings:${key}`, () => db.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst());
}

/**
 * A setting kept as JSON: `defaults` with what its row saved laid over them, or a copy of
 * `defaults` when there is no row or it does not parse.
 */
export async function readJsonSetting<T extends object>(db: Db, key: string, defaults: T): Promise<T> {
  const row = await readSetting(db, key);
  if (!row) return { ...defaults };
  try {
    return { ...defaults, ...(JSON.parse(row.value) as Partial<T>) };
  } catch {
    return { ...defaults };
  }
}

/** Saves one setting (insert or replace): every Settings part keeps its row under its own key. */
export async function putSetting(db: Db, key: string, value: string, updated_at = nowIso()) {
  await db
    .insertInto("site_settings")
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
