import { data } from "react-router";
import { requireUser } from "~/auth/guard.server";
import { settingsScreen } from "~/admin/settings-screens";
import { settingsAction } from "~/routes/admin.settings-actions.server";
import { LeadSettingsForm } from "~/components/admin/LeadSettingsForm";
import { SettingsFrame } from "~/components/admin/SettingsNav";
import { SmsAlertForm } from "~/components/admin/TextAndReviewSettings";
import type { ActionResult } from "~/forms/notice";
import { getLeadSettings } from "~/models/settings.server";
import { privateMeta } from "~/platform/meta";
import { textAndReviewSettings } from "~/sms/view.server";
import type { Route } from "./+types/admin.settings.leads";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("leads");

export const meta: Route.MetaFunction = () => privateMeta(`${SCREEN.label} | Settings | Lakeside Ridge CMS`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const [leads, texts] = await Promise.all([getLeadSettings(context.services.db), textAndReviewSettings(context.services)]);
  // The webhook secret never goes to the page: only whether one is saved, and its end.
  const leadSettings = {
    autoReply: leads.autoReply,
    autoReplyEs: leads.autoReplyEs,
    autoReplyPerHour: leads.autoReplyPerHour,
    webhookUrl: leads.webhookUrl,
    secretEnd: leads.webhookSecret ? leads.webhookSecret.slice(-4) : null,
    overdueHours: leads.overdueHours,
  };
  return data({ leadSettings, sms: texts.sms }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context, SCREEN);

/** Settings → New leads: the auto-reply, overdue hours, the webhook and the text message for each lead (decision 0038). */
export default function LeadsScreen({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <SettingsFrame result={result}>
      <LeadSettingsForm settings={d.leadSettings} result={result} />
      <SmsAlertForm sms={d.sms} result={result} />
    </SettingsFrame>
  );
}
