import type { ActionResult } from "~/forms/notice";
import type { ProposalSettings } from "~/proposals/settings";
import { SavedNote } from "./SettingsNav";
import { TextAreaField, TextField } from "./Field";
import { SettingsForm, useSettingsForm } from "./SettingsForm";

/** Settings → Proposals and payments (decision 0052): the disclosure's facts and payments; the rate table. */
/** The saved settings without the sealed Stripe secrets: only whether they are saved and readable. */
export type ProposalSettingsView = Omit<ProposalSettings, "stripeKeySealed" | "stripeWebhookSealed"> & {
  registration: string;
  keySaved: boolean;
  hookSaved: boolean;
  readable: boolean;
  webhookUrl: string;
};

export function ProposalSettingsForm({ s, result }: { s: ProposalSettingsView; result?: ActionResult }) {
  const f = useSettingsForm("proposal-settings-save", "p", result);
  const t = (name: keyof ProposalSettingsView & string, label: string, hint?: string, extra: Record<string, unknown> = {}) => (
    <TextField {...f.field(name, String(s[name] ?? ""))} label={label} hint={hint} {...extra} />
  );
  return (
    <SettingsForm
      intent="proposal-settings-save"
      title="The disclosure statement and payments"
      save="Save the proposal settings"
      className="max-w-3xl space-y-4"
    >
      <p className="text-slate-700">
        Residential proposals of $1,000 or more show Washington's disclosure statement (RCW 18.27.114) with these facts and your registration number (
        {s.registration || "not set in Business details"}).
      </p>
      {t("registrationExpires", "Registration expires", undefined, { type: "date" })}
      {t("bondAmount", "Bond or deposit amount", "As posted with the state, like $30,000.", { maxLength: 40 })}
      {t("bondCompany", "Bonding company", undefined, { maxLength: 120 })}
      {t("insurer", "Liability insurer", undefined, { maxLength: 120 })}
      <TextAreaField
        {...f.field("payInstructions", s.payInstructions)}
        label="How to pay without Stripe"
        rows={3}
        maxLength={1000}
        hint="Shown on a signed proposal: checks payable to…, or bank transfer details."
      />
      <h3 className="text-base font-semibold text-lake-900">Deposits through Stripe</h3>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="stripeEnabled" defaultChecked={s.stripeEnabled} className="h-5 w-5" />
        Take deposits through Stripe (card or US bank account)
      </label>
      {t("stripeApiBase", "Stripe API address", undefined, { maxLength: 200 })}
      <TextField
        {...f.field("stripeKey")}
        label="Stripe secret key"
        autoComplete="off"
        maxLength={300}
        hint={
          s.keySaved
            ? s.readable
              ? "A key is saved (never shown again). Leave empty to keep it."
              : "The saved key cannot be read on this server: enter it again."
            : "From Stripe's Dashboard → Developers → API keys."
        }
      />
      <TextField
        {...f.field("stripeWebhookSecret")}
        label="Stripe webhook signing secret"
        autoComplete="off"
        maxLength={300}
        hint={`${s.hookSaved ? "A secret is saved (never shown again). Leave empty to keep it. " : ""}In Stripe, add a webhook to ${s.webhookUrl} for the checkout.session events.`}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="forgetStripe" className="h-5 w-5" />
        Delete the saved Stripe keys
      </label>
    </SettingsForm>
  );
}

export function TaxRatesForm({ source, rows }: { source: string; rows: Array<{ code: string; text: string }> }) {
  return (
    <form
      method="post"
      action="/admin/settings/tax-rates"
      encType="multipart/form-data"
      className="mt-10 max-w-3xl space-y-4"
      aria-labelledby="tax-rates-heading"
    >
      <h2 id="tax-rates-heading" className="text-lg font-semibold text-lake-900">
        Sales tax rates
      </h2>
      <p className="text-slate-700" data-testid="rate-source">
        {source}
      </p>
      <ul className="list-disc pl-6 text-slate-800">
        {rows.map((r) => (
          <li key={r.code}>{r.text}</li>
        ))}
      </ul>
      <TextField
        id="p-file"
        name="file"
        type="file"
        accept=".csv,text/csv"
        label="The Department of Revenue's rate file (CSV)"
        hint="Download it each quarter from dor.wa.gov (Taxes & rates → Sales & use tax rates)."
      />
      <button type="submit" className="btn-primary">
        Replace the rate table
      </button>
      <SavedNote intent="tax-rates-upload" />
    </form>
  );
}
