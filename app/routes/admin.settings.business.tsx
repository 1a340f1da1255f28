import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { SavedNote, settingsView } from "~/components/admin/SettingsNav";
import { SettingsTab } from "~/components/admin/SettingsTab";
import { HistoryList } from "~/components/admin/HistoryList";
import { ReviewLinksForm, TextUsForm } from "~/components/admin/TextAndReviewSettings";
import { getProfile } from "~/models/settings.server";
import { textAndReviewSettings } from "~/sms/view.server";
import { settingsHistory } from "./admin.settings.server";
import type { Route } from "./+types/admin.settings.business";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("business");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async (services) => {
  const [profile, history, texts] = await Promise.all([getProfile(services.db), settingsHistory(services.db), textAndReviewSettings(services)]);
  return { profile, history, mobile: texts.mobile, reviewLinks: texts.reviewLinks };
});

export const action = screenAction(SCREEN);

/** Settings → Business details: the profile, the mobile for texts, the review links, and the profile's History (decision 0038). */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => (
  <>
    <SettingsTab profile={d.profile} result={result} />
    <TextUsForm mobile={d.mobile} result={result} />
    <ReviewLinksForm links={d.reviewLinks} result={result} />
    <div className="mt-10 max-w-3xl space-y-3">
      <SavedNote intent="settings-restore-version" />
      <HistoryList versions={d.history} intent="settings-restore-version" />
    </div>
  </>
));
