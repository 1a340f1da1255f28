import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { BrandSettings } from "~/components/admin/BrandSettings";
import { settingsView } from "~/components/admin/SettingsNav";
import { getBrand } from "~/models/brand.server";
import { getProfile } from "~/models/settings.server";
import { brandHistory } from "./admin.settings.brand.server";
import type { Route } from "./+types/admin.settings.brand";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("brand");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async ({ db }) => {
  const [profile, brand, history] = await Promise.all([getProfile(db), getBrand(db), brandHistory(db)]);
  return { companyName: profile.companyName, phone: profile.phone, brand, history };
});

export const action = screenAction(SCREEN);

/** Settings → Brand: the colours, the logo and the brand's History (decision 0038). */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => {
  const intent = result?.notice.intent ?? null;
  return (
    <BrandSettings
      brand={d.brand}
      history={d.history}
      companyName={d.companyName}
      phone={d.phone}
      intent={intent}
      errors={intent?.startsWith("brand-") ? (result?.notice.fieldErrors ?? null) : null}
      values={intent?.startsWith("brand-") ? (result?.values ?? null) : null}
    />
  );
});
