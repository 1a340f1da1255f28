import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";

/** The business's mobile number for "Text us" links (decision 0032); "" shows none. Its own row, apart from the profile. */
export interface TextUs {
  mobile: string;
}
const TEXT_US_KEY = "text_us";

export async function getTextUs(db: Db): Promise<TextUs> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", TEXT_US_KEY).executeTakeFirst();
  if (!row) return { mobile: "" };
  try {
    return { mobile: String((JSON.parse(row.value) as Partial<TextUs>).mobile ?? "") };
  } catch {
    return { mobile: "" };
  }
}

export async function saveTextUs(db: Db, v: TextUs) {
  const value = JSON.stringify(v);
  const updated_at = nowIso();
  await db
    .insertInto("site_settings")
    .values({ key: TEXT_US_KEY, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
