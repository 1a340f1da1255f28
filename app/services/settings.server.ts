/**
 * The one writer of the settings with a History (decision 0047): the business profile (Settings,
 * the first-start setup, a restored version) and the brand (colours, services offered, home
 * sections, the logo). Each save is one transaction with its version; any profile save ends the
 * dashboard's setup reminder in the same transaction.
 */
import type { Brand } from "~/content/brand";
import type { BusinessProfile } from "~/content/types";
import type { Db } from "~/db/schema";
import { getBrand, saveBrand } from "~/models/brand.server";
import { clearProfileSetupPending, getProfile, PROFILE_SETTING_KEY, saveProfile, settingSavedAt } from "~/models/settings.server";
import { versionedSave } from "./versioned.server";

/** Saves the business profile; `before` is what the screen started from (its version is the baseline). */
export async function saveProfileVersioned(db: Db, before: BusinessProfile, after: BusinessProfile, actor: string, note: string) {
  const savedAt = await settingSavedAt(db, PROFILE_SETTING_KEY);
  return versionedSave<BusinessProfile>(db, { entity: "settings", id: "profile", before, savedAt, actor, note }, async (tx) => {
    await saveProfile(tx, after);
    await clearProfileSetupPending(tx);
    return getProfile(tx);
  });
}

/** Saves the brand, read again inside the transaction so the version holds what was stored. */
export async function saveBrandVersioned(db: Db, after: Brand, actor: string, note: string) {
  const before = await getBrand(db);
  return versionedSave<Brand>(db, { entity: "settings", id: "brand", before, savedAt: await settingSavedAt(db, "brand"), actor, note }, async (tx) => {
    await saveBrand(tx, after);
    return after;
  });
}
