import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { DataSettingsForm } from "~/components/admin/DataSettingsForm";
import { settingsView } from "~/components/admin/SettingsNav";
import { getDataSettings } from "~/models/data-settings.server";
import type { Route } from "./+types/admin.settings.data";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("data");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async ({ db }) => ({ dataSettings: await getDataSettings(db) }));

export const action = screenAction(SCREEN);

/** Settings → Data and backups: how long things are kept, and the way to the backups (decision 0038). */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => <DataSettingsForm settings={d.dataSettings} result={result} />);
