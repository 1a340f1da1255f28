import { data } from "react-router";
import { SettingsTab } from "~/components/admin/SettingsTab";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const OWNER_ONLY = { role: "owner" } as const;
import type { ActionResult } from "~/forms/notice";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { LeadSettingsForm } from "~/components/admin/LeadSettingsForm";
import { privateMeta } from "~/platform/meta";
import { HistoryList } from "~/components/admin/HistoryList";
import { settingsHistory, settingsIntents } from "./admin.settings.server";
import { brandHistory, brandIntents } from "./admin.settings.brand.server";
import { BrandSettings } from "~/components/admin/BrandSettings";
import { getBrand } from "~/models/brand.server";
import { servicesWithState } from "~/content/services-offered.server";
import { ReviewLinksForm, SmsAlertForm, TextUsForm } from "~/components/admin/TextAndReviewSettings";
import { textAndReviewSettings } from "~/sms/view.server";
import { smsIntents } from "~/sms/admin.server";
import { reviewSettingsIntents } from "~/reviews/admin.server";
import { DataSettingsForm } from "~/components/admin/DataSettingsForm";
import { getDataSettings } from "~/models/data-settings.server";
import { dataIntents } from "./admin.settings.data.server";
import type { Route } from "./+types/admin.settings";

export const meta: Route.MetaFunction = () => privateMeta("Settings | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, OWNER_ONLY);
  const { db } = context.services;
  const [profile, history, leads, brand] = await Promise.all([getProfile(db), settingsHistory(db), getLeadSettings(db), getBrand(db)]);
  // The webhook secret never goes to the page: only whether one is saved, and its end.
  const leadSettings = {
    autoReply: leads.autoReply,
    autoReplyPerHour: leads.autoReplyPerHour,
    webhookUrl: leads.webhookUrl,
    secretEnd: leads.webhookSecret ? leads.webhookSecret.slice(-4) : null,
    overdueHours: leads.overdueHours,
  };
  const [services, brandVersions, texts, dataSettings] = await Promise.all([
    servicesWithState(db, brand),
    brandHistory(db),
    textAndReviewSettings(context.services),
    getDataSettings(db),
  ]);
  return data({ profile, history, leadSettings, brand, services, brandVersions, texts, dataSettings }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  runAdminAction(
    request,
    context,
    "/admin/settings",
    { ...settingsIntents, ...brandIntents, ...smsIntents, ...reviewSettingsIntents, ...dataIntents },
    OWNER_ONLY,
  );

export default function SettingsRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  return (
    <>
      <NoticeBanner notice={result?.notice} />
      <SettingsTab
        profile={d.profile}
        errors={result?.notice.intent === "settings-save" ? (result.notice.fieldErrors ?? null) : null}
        values={result?.notice.intent === "settings-save" ? result.values : null}
      />
      <BrandSettings
        brand={d.brand}
        services={d.services}
        history={d.brandVersions}
        companyName={d.profile.companyName}
        phone={d.profile.phone}
        intent={result?.notice.intent ?? null}
        errors={result?.notice.intent?.startsWith("brand-") ? (result.notice.fieldErrors ?? null) : null}
        values={result?.notice.intent?.startsWith("brand-") ? result.values : null}
      />
      <LeadSettingsForm
        settings={d.leadSettings}
        errors={result?.notice.intent === "lead-settings-save" ? (result.notice.fieldErrors ?? null) : null}
        values={result?.notice.intent === "lead-settings-save" ? result.values : null}
      />
      <SmsAlertForm sms={d.texts.sms} result={result} />
      <TextUsForm mobile={d.texts.mobile} result={result} />
      <ReviewLinksForm links={d.texts.reviewLinks} result={result} />
      <DataSettingsForm
        settings={d.dataSettings}
        errors={result?.notice.intent === "data-settings-save" ? (result.notice.fieldErrors ?? null) : null}
        values={result?.notice.intent === "data-settings-save" ? result.values : null}
      />
      <div className="max-w-3xl">
        <HistoryList versions={d.history} intent="settings-restore-version" />
      </div>
    </>
  );
}
