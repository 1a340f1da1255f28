import { readSetting } from "~/models/settings.server";
import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";

/**
 * Settings of decision 0032, each in its own site_settings row (apart from the business profile,
 * so its History and the profile's shape are untouched): the review sites offered on the
 * thank-you page.
 */
async function read<T extends object>(db: Db, key: string, defaults: T): Promise<T> {
  const row = await readSetting(db, key);
  if (!row) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(row.value) as Partial<T>) };
  } catch {
    return defaults;
  }
}

async function write(db: Db, key: string, value: object) {
  const text = JSON.stringify(value);
  const updated_at = nowIso();
  await db
    .insertInto("site_settings")
    .values({ key, value: text, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text, updated_at }))
    .execute();
}

export interface ReviewLinks {
  google: string;
  houzz: string;
}
const REVIEW_LINKS_KEY = "review_links";
export const getReviewLinks = (db: Db) => read<ReviewLinks>(db, REVIEW_LINKS_KEY, { google: "", houzz: "" });
export const saveReviewLinks = (db: Db, links: ReviewLinks) => write(db, REVIEW_LINKS_KEY, links);
