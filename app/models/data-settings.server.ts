import { putSetting, readSetting } from "~/models/settings.server";
import type { Db } from "~/db/schema";
import { DATA_DEFAULTS, type DataSettings } from "~/forms/data-settings";

const KEY = "data_settings";

/** Settings → Data (decision 0033); the defaults until an owner saves them. `saved`: an owner saved them once. */
export async function getDataSettings(db: Db): Promise<DataSettings & { saved: boolean }> {
  const row = await readSetting(db, KEY);
  if (!row) return { ...DATA_DEFAULTS, saved: false };
  return { ...DATA_DEFAULTS, ...(JSON.parse(row.value) as Partial<DataSettings>), saved: true };
}

export async function saveDataSettings(db: Db, settings: DataSettings) {
  await putSetting(db, KEY, JSON.stringify(settings));
}
