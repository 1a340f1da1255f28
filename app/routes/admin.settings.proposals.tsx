import { settingsMeta, settingsScreen } from "~/admin/settings-screens";
import { screenAction, settingsLoader } from "~/routes/admin.settings-actions.server";
import { ProposalSettingsForm, TaxRatesForm } from "~/components/admin/ProposalSettingsForm";
import { settingsView } from "~/components/admin/SettingsNav";
import { getProfile } from "~/models/settings.server";
import { formatRate } from "~/proposals/money";
import { getProposalSettings, getTaxTable } from "~/proposals/settings.server";
import { openToken } from "~/sms/sms.server";
import type { Route } from "./+types/admin.settings.proposals";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
const SCREEN = settingsScreen("proposals");

export const meta = settingsMeta(SCREEN);

export const loader = settingsLoader(async ({ db, cookieSecret, config }) => {
  const [s, table, profile] = await Promise.all([getProposalSettings(db), getTaxTable(db), getProfile(db)]);
  // The secrets never go to the page: only whether they are saved and readable here.
  const { stripeKeySealed, stripeWebhookSealed, ...rest } = s;
  const view = {
    ...rest,
    registration: profile.registration,
    keySaved: Boolean(stripeKeySealed),
    hookSaved: Boolean(stripeWebhookSealed),
    readable: Boolean(stripeKeySealed && openToken(cookieSecret, stripeKeySealed)),
    webhookUrl: `${config.siteUrl}/api/stripe/webhook`,
  };
  const rows = table.rows.map((r) => ({ code: r.code, text: `${r.name}: ${formatRate(r.ratePpm)}, location code ${r.code}, rate of ${r.effective}` }));
  return { view, source: table.source, rows };
});

export const action = screenAction(SCREEN);

/** Settings → Proposals and payments (decision 0052). */
export default settingsView((d: Route.ComponentProps["loaderData"], result) => (
  <>
    <ProposalSettingsForm s={d.view} result={result} />
    <TaxRatesForm source={d.source} rows={d.rows} />
  </>
));
