import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { ServicesForm } from "~/components/admin/BrandSettings";
import { settingsView } from "~/components/admin/SettingsNav";
import { servicesWithState } from "~/services/services-offered.server";
import { getBrand } from "~/models/brand.server";
import type { Route } from "./+types/admin.settings.services";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("services");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async ({ db }) => ({ services: await servicesWithState(db, await getBrand(db)) }));

export const action = screenAction(SCREEN);

/** Settings → Services offered (decision 0038; its changes are in the Brand screen's History). */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => (
  <div className="max-w-3xl">
    {/* Keyed on what is saved: a restore from History shows in the fields at once. */}
    <ServicesForm
      key={d.services.map((x) => `${x.path}${x.offered}`).join()}
      services={d.services}
      error={result?.notice.intent === "brand-services-save" ? (result.notice.fieldErrors?.services ?? null) : null}
    />
  </div>
));
