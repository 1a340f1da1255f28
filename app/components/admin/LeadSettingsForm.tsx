import { useSubmitting } from "./common";
import { SavedNote } from "./SettingsNav";
import { Form } from "react-router";
import { AUTO_REPLY_PLACEHOLDERS, SIGNATURE_HEADER } from "~/content/alert-settings";
import { AutoReplyLimits } from "./AutoReplyLimits";

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
export function LeadSettingsForm({
  settings,
  errors,
  values,
}: {
  settings: LeadSettingsView;
  errors: Record<string, string> | null;
  values: Record<string, string> | null;
}) {
  const busy = useSubmitting("lead-settings-save");
  const val = (name: string, fallback: string) => values?.[name] ?? fallback;
  const describe = (name: string, hint: boolean) => (errors?.[name] ? `l-${name}-error` : hint ? `l-${name}-hint` : undefined);
  const error = (name: string) =>
    errors?.[name] ? (
      <p id={`l-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  return (
    <Form method="post" preventScrollReset className="mt-10 max-w-3xl space-y-6" aria-labelledby="lead-settings-heading">
      <input type="hidden" name="intent" value="lead-settings-save" />
      <h2 id="lead-settings-heading" className="text-lg font-semibold text-lake-900">
        New leads
      </h2>
      <p className="-mt-4 text-sm text-slate-700">
        Every new quote request is e-mailed at once to the business address and every owner (editors can turn it on for themselves under Your account).
      </p>
      <ReplyField
        name="autoReply"
        label="Auto-reply to the visitor"
        value={val("autoReply", settings.autoReply)}
        error={error("autoReply")}
        describedBy={describe("autoReply", true)}
        hint={
          <>
            Sent right after a request arrives (when e-mail is set up). Leave it empty to send none. These words in braces are filled in:{" "}
            {AUTO_REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}. The visitor&apos;s name and message are never put in.
          </>
        }
      />
      <ReplyField
        name="autoReplyEs"
        label="Auto-reply to a request sent from the Spanish pages"
        lang="es"
        value={val("autoReplyEs", settings.autoReplyEs)}
        error={error("autoReplyEs")}
        describedBy={describe("autoReplyEs", true)}
        hint={<>Written in Spanish, with the same words in braces (filled in with Spanish words). Leave it empty to send no reply to Spanish requests.</>}
      />
      <AutoReplyLimits perHour={settings.autoReplyPerHour} error={errors?.autoReplyPerHour ?? null} value={values?.autoReplyPerHour ?? null} />
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
          defaultValue={val("overdueHours", String(settings.overdueHours))}
          aria-invalid={Boolean(errors?.overdueHours)}
          aria-describedby={describe("overdueHours", true)}
        />
        {error("overdueHours") ?? (
          <p id="l-overdueHours-hint" className="mt-1 text-xs text-slate-700">
            Business hours are Monday to Friday, 8 am to 5 pm Pacific time. Overdue leads are flagged on the dashboard and in Messages.
          </p>
        )}
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
            defaultValue={val("webhookUrl", settings.webhookUrl)}
            aria-invalid={Boolean(errors?.webhookUrl)}
            aria-describedby={describe("webhookUrl", false)}
          />
          {error("webhookUrl")}
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
            aria-invalid={Boolean(errors?.webhookSecret)}
            aria-describedby={describe("webhookSecret", true)}
          />
          {error("webhookSecret") ?? (
            <p id="l-webhookSecret-hint" className="mt-1 text-xs text-slate-700">
              {settings.secretEnd
                ? `A secret is saved (it ends in …${settings.secretEnd}). Leave this empty to keep it.`
                : "At least 16 characters; the receiver checks the signature with the same secret."}
            </p>
          )}
        </div>
        {settings.webhookUrl ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="removeWebhook" className="h-4 w-4 accent-lake-700" />
            Remove the webhook and its secret
          </label>
        ) : null}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : "Save lead settings"}
      </button>
      <SavedNote intent="lead-settings-save" />
    </Form>
  );
}

/** One auto-reply's text box, its hint or its error. */
function ReplyField(props: { name: string; label: string; lang?: string; value: string; error: React.ReactNode; describedBy?: string; hint: React.ReactNode }) {
  const id = `l-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        lang={props.lang}
        rows={10}
        maxLength={3000}
        className="field font-mono text-sm"
        defaultValue={props.value}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.describedBy}
      />
      {props.error ?? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {props.hint}
        </p>
      )}
    </div>
  );
}
