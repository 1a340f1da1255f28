import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { LeadSettingsForm } from "~/components/admin/LeadSettingsForm";
import { settingsView } from "~/components/admin/SettingsNav";
import { SmsAlertForm } from "~/components/admin/TextAndReviewSettings";
import { getLeadSettings } from "~/models/settings.server";
import { textAndReviewSettings } from "~/sms/view.server";
import type { Route } from "./+types/admin.settings.leads";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("leads");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async (services) => {
  const [leads, texts] = await Promise.all([getLeadSettings(services.db), textAndReviewSettings(services)]);
  // The webhook secret never goes to the page: only whether one is saved, and its end.
  const leadSettings = {
    autoReply: leads.autoReply,
    autoReplyEs: leads.autoReplyEs,
    autoReplyPerHour: leads.autoReplyPerHour,
    webhookUrl: leads.webhookUrl,
    secretEnd: leads.webhookSecret ? leads.webhookSecret.slice(-4) : null,
    overdueHours: leads.overdueHours,
  };
  return { leadSettings, sms: texts.sms };
});

export const action = screenAction(SCREEN);

/** Settings → New leads: the auto-reply, overdue hours, the webhook and the text message for each lead (decision 0038). */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => (
  <>
    <LeadSettingsForm settings={d.leadSettings} result={result} />
    <SmsAlertForm sms={d.sms} result={result} />
  </>
));
