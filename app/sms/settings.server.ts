import { putSetting, readSetting } from "~/models/settings.server";
import type { Db } from "~/db/schema";

/** The business's mobile number for "Text us" links (decision 0032); "" shows none. Its own row, apart from the profile. */
export interface TextUs {
  mobile: string;
}
const TEXT_US_KEY = "text_us";

export async function getTextUs(db: Db): Promise<TextUs> {
  const row = await readSetting(db, TEXT_US_KEY);
  if (!row) return { mobile: "" };
  try {
    return { mobile: String((JSON.parse(row.value) as Partial<TextUs>).mobile ?? "") };
  } catch {
    return { mobile: "" };
  }
}

export async function saveTextUs(db: Db, v: TextUs) {
  await putSetting(db, TEXT_US_KEY, JSON.stringify(v));
}
