import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { VisitSettingsForm, CalendarAddress } from "~/components/admin/VisitSettingsForm";
import { settingsView } from "~/components/admin/SettingsNav";
import { visitSettingsView } from "~/services/visit-settings.server";
import type { Route } from "./+types/admin.settings.visits";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("visits");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async (services) => ({ view: await visitSettingsView(services) }));

export const action = screenAction(SCREEN);

/** Settings → Site visits (decision 0050): the booking windows, the owner's busy calendar, his calendar of booked visits. */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => (
  <>
    <VisitSettingsForm view={d.view} result={result} />
    <CalendarAddress on={d.view.calendarOn} link={result?.notice.intent === "visit-calendar-new" ? (result.notice.link ?? null) : null} />
  </>
));
