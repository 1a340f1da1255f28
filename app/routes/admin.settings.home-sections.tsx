import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { HomeSections } from "~/components/admin/HomeSections";
import { settingsView } from "~/components/admin/SettingsNav";
import { getBrand } from "~/models/brand.server";
import type { Route } from "./+types/admin.settings.home-sections";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("home-sections");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async ({ db }) => ({ brand: await getBrand(db) }));

export const action = screenAction(SCREEN);

/** Settings → Home page sections (decision 0038, issue #43; its changes are in the Brand screen's History). */
export default settingsView((d: Route.ComponentProps["loaderData"]) => (
  <div className="max-w-3xl">
    <HomeSections brand={d.brand} />
  </div>
));
