import type { ReactNode } from "react";
import type { ActionResult } from "~/forms/notice";
import { AUTO_REPLY_PLACEHOLDERS, SIGNATURE_HEADER } from "~/content/alert-settings";
import { AutoReplyLimits } from "./AutoReplyLimits";
import { LinesField, SettingsForm, useSettingsForm } from "./SettingsForm";

export interface LeadSettingsView {
  autoReply: string;
  /** The reply to a quote request sent from the Spanish pages. */
  autoReplyEs: string;
  autoReplyPerHour: number;
  webhookUrl: string;
  /** The saved secret's last four characters, or null when none is saved (the secret itself never reaches the page). */
  secretEnd: string | null;
  overdueHours: number;
}

/** Settings → New leads: the visitor's auto-reply, the webhook, and when a lead counts as overdue. */
export function LeadSettingsForm({ settings, result }: { settings: LeadSettingsView; result: ActionResult | undefined }) {
  const f = useSettingsForm("lead-settings-save", "l", result);
  const reply = (name: "autoReply" | "autoReplyEs", label: string, hint: ReactNode, lang?: string) => (
    <LinesField form={f} name={name} saved={settings[name]} label={label} hint={hint} lang={lang} rows={10} maxLength={3000} />
  );
  return (
    <SettingsForm intent="lead-settings-save" title="New leads" save="Save lead settings" className="mt-10 max-w-3xl space-y-6">
      <p className="-mt-4 text-sm text-slate-700">
        Every new quote request is e-mailed at once to the business address and every owner (editors can turn it on for themselves under Your account).
      </p>
      {reply(
        "autoReply",
        "Auto-reply to the visitor",
        <>
          Sent right after a request arrives (when e-mail is set up). Leave it empty to send none. These words in braces are filled in:{" "}
          {AUTO_REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}. The visitor&apos;s name and message are never put in.
        </>,
      )}
      {reply(
        "autoReplyEs",
        "Auto-reply to a request sent from the Spanish pages",
        "Written in Spanish, with the same words in braces (filled in with Spanish words). Leave it empty to send no reply to Spanish requests.",
        "es",
      )}
      <AutoReplyLimits perHour={settings.autoReplyPerHour} error={f.errors.autoReplyPerHour ?? null} value={f.values?.autoReplyPerHour ?? null} />
      <div>
        <label htmlFor="l-overdueHours" className="label">
          A lead still New is overdue after (business hours)
        </label>
        <input
          id="l-overdueHours"
          name="overdueHours"
          type="number"
          min={0.5}
          max={72}
          step={0.5}
          required
          className="field max-w-[10rem]"
          defaultValue={f.val("overdueHours", String(settings.overdueHours))}
          aria-invalid={Boolean(f.errors.overdueHours)}
          aria-describedby={f.describe("overdueHours")}
        />
        {f.note("overdueHours", "Business hours are Monday to Friday, 8 am to 5 pm Pacific time. Overdue leads are flagged on the dashboard and in Messages.")}
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-semibold text-lake-900">Webhook (optional)</legend>
        <p className="-mt-2 text-sm text-slate-700">
          For a phone notification through ntfy, Slack, Zapier or an SMS gateway: each new lead is posted there as a small JSON, signed with the shared secret
          (header {SIGNATURE_HEADER}: sha256= and the HMAC-SHA256 of the body). A call that fails is retried for about a day.
        </p>
        <div>
          <label htmlFor="l-webhookUrl" className="label">
            Webhook address
          </label>
          <input
            id="l-webhookUrl"
            name="webhookUrl"
            type="url"
            className="field"
            placeholder="https://…"
            defaultValue={f.val("webhookUrl", settings.webhookUrl)}
            aria-invalid={Boolean(f.errors.webhookUrl)}
            aria-describedby={f.describe("webhookUrl", false)}
          />
          {f.note("webhookUrl")}
        </div>
        <div>
          <label htmlFor="l-webhookSecret" className="label">
            Shared secret
          </label>
          <input
            id="l-webhookSecret"
            name="webhookSecret"
            type="password"
            autoComplete="new-password"
            className="field"
            aria-invalid={Boolean(f.errors.webhookSecret)}
            aria-describedby={f.describe("webhookSecret")}
          />
          {f.note(
            "webhookSecret",
            settings.secretEnd
              ? `A secret is saved (it ends in …${settings.secretEnd}). Leave this empty to keep it.`
              : "At least 16 characters; the receiver checks the signature with the same secret.",
          )}
        </div>
        {settings.webhookUrl ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="removeWebhook" className="h-4 w-4 accent-lake-700" />
            Remove the webhook and its secret
          </label>
        ) : null}
      </fieldset>
    </SettingsForm>
  );
}
