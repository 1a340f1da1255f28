import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { DataSettingsForm } from "~/components/admin/DataSettingsForm";
import { SettingsFrame } from "~/components/admin/SettingsNav";
import type { ActionResult } from "~/forms/notice";
import { getDataSettings } from "~/models/data-settings.server";
import type { Route } from "./+types/admin.settings.data";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("data");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async ({ db }) => {
  return { dataSettings: await getDataSettings(db) };
});

export const action = screenAction(SCREEN);

/** Settings → Data and backups: how long things are kept, and the way to the backups (decision 0038). */
export default function DataScreen({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <SettingsFrame result={result}>
      <DataSettingsForm settings={d.dataSettings} result={result} />
    </SettingsFrame>
  );
}
