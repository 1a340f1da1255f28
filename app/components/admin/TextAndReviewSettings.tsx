import { Form } from "react-router";
import type { ActionResult } from "~/forms/notice";
import { TextField } from "./Field";
import { SettingsForm, useSettingsForm } from "./SettingsForm";

/**
 * Settings of decision 0032, each its own form: "Text us" (the mobile number for texts), the
 * text message to the owner for each new lead, and the review sites offered after a review.
 */

export interface SmsView {
  enabled: boolean;
  baseUrl: string;
  accountSid: string;
  fromNumber: string;
  ownerMobile: string;
  perHour: number;
  /** Whether a token is saved, and whether this server can read it (never the token). */
  tokenSaved: boolean;
  tokenReadable: boolean;
}

export function TextUsForm({ mobile, result }: { mobile: string; result?: ActionResult }) {
  const f = useSettingsForm("text-us-save", "t", result);
  return (
    <SettingsForm intent="text-us-save" title="Texts from visitors" save="Save the mobile number">
      <TextField
        {...f.field("mobile", mobile)}
        type="tel"
        label="Mobile number for texts"
        maxLength={40}
        hint='When filled, a "Text us" link shows beside "Call" at the top of every page and on the contact page, and opens a new text to this number on phones. Leave it empty to show none.'
      />
    </SettingsForm>
  );
}

export function SmsAlertForm({ sms, result }: { sms: SmsView; result?: ActionResult }) {
  const f = useSettingsForm("sms-save", "s", result);
  const test = result?.notice.intent === "sms-test" ? result.notice : null;
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="sms-heading">
      <SettingsForm
        intent="sms-save"
        title="New leads: a text message to your phone (optional)"
        save="Save text message settings"
        className="space-y-4"
        named={false}
      >
        <p className="text-sm text-slate-700">
          Each new quote request is texted to your mobile within seconds: the town, the kind of work and a link to the lead (never the visitor&apos;s own
          words). It needs an account with Twilio, or another text service that works the same way; a text costs about a cent there.
        </p>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="enabled" defaultChecked={f.val("enabled", sms.enabled ? "on" : "") === "on"} className="h-5 w-5 accent-lake-700" />
          Text me each new lead
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...f.field("ownerMobile", sms.ownerMobile)} type="tel" label="Your mobile (texts go here)" maxLength={40} />
          <TextField {...f.field("fromNumber", sms.fromNumber)} type="tel" label="Send from number (your Twilio number)" maxLength={40} />
          <TextField
            {...f.field("accountSid", sms.accountSid)}
            label="Account SID"
            maxLength={64}
            autoComplete="off"
            hint="On the first page of your Twilio console; it starts with AC."
          />
          <TextField
            {...f.field("authToken")}
            type="password"
            label="Auth token"
            maxLength={128}
            autoComplete="new-password"
            hint={
              sms.tokenSaved
                ? sms.tokenReadable
                  ? "A token is saved (it is never shown). Leave this empty to keep it."
                  : "The saved token cannot be read on this server (the site was restored elsewhere): enter it again."
                : "Beside the account SID in your Twilio console. Kept encrypted; never shown again."
            }
          />
          <TextField
            {...f.field("perHour", String(sms.perHour))}
            type="number"
            min={1}
            max={60}
            label="At most this many texts an hour"
            hint="Beyond it, leads still arrive by e-mail and in Messages, just not by text."
          />
          <TextField
            {...f.field("baseUrl", sms.baseUrl)}
            type="url"
            label="Text service address"
            maxLength={200}
            hint="Leave https://api.twilio.com for Twilio; another service that works like Twilio gives its own."
          />
        </div>
        {sms.tokenSaved && (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="forget" className="h-5 w-5 accent-lake-700" />
            Turn texts off and delete the saved auth token
          </label>
        )}
      </SettingsForm>
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="sms-test" />
        <button type="submit" className="btn-secondary min-h-11" disabled={!sms.tokenSaved}>
          Send a test text to my mobile
        </button>
        {test && (
          <p role={test.kind === "error" ? "alert" : "status"} className={`text-sm font-semibold ${test.kind === "error" ? "text-red-800" : "text-green-900"}`}>
            {test.kind === "error" ? test.description : `${test.title}. ${test.description}`}
          </p>
        )}
      </Form>
    </section>
  );
}

export function ReviewLinksForm({ links, result }: { links: { google: string; houzz: string }; result?: ActionResult }) {
  const f = useSettingsForm("review-links-save", "r", result);
  const link = (name: "google" | "houzz", label: string, hint: string) => (
    <TextField {...f.field(name, links[name])} type="url" label={label} maxLength={300} hint={hint} />
  );
  return (
    <SettingsForm intent="review-links-save" title="Reviews" save="Save review links">
      <p className="text-sm text-slate-700">
        After a client sends a review through their link, the thank-you page can offer your pages on Google and Houzz, to every reviewer alike. Leave empty to
        offer none.
      </p>
      {link("google", "Your Google review link", "In your Google Business Profile: Ask for reviews, then copy the link (https://g.page/…).")}
      {link("houzz", "Your Houzz review link", "Your Houzz profile's review page (https://www.houzz.com/…).")}
    </SettingsForm>
  );
}
