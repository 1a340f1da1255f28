import { SavedNote } from "./SettingsNav";
import { Form } from "react-router";
import { useSubmitting } from "./common";
import type { ActionResult } from "~/forms/notice";
import { TextField } from "./Field";

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

function useForm(result: ActionResult | undefined, intent: string) {
  const busy = useSubmitting(intent);
  const mine = result?.notice.intent === intent && result.notice.kind === "error" ? result : null;
  return {
    busy,
    errors: mine?.notice.fieldErrors ?? {},
    val: (name: string, fallback: string) => mine?.values?.[name] ?? fallback,
  };
}

export function TextUsForm({ mobile, result }: { mobile: string; result?: ActionResult }) {
  const f = useForm(result, "text-us-save");
  return (
    <Form method="post" preventScrollReset className="mt-10 max-w-3xl space-y-4" aria-labelledby="text-us-heading">
      <input type="hidden" name="intent" value="text-us-save" />
      <h2 id="text-us-heading" className="text-lg font-semibold text-lake-900">
        Texts from visitors
      </h2>
      <TextField
        id="t-mobile"
        name="mobile"
        type="tel"
        label="Mobile number for texts"
        maxLength={40}
        defaultValue={f.val("mobile", mobile)}
        error={f.errors.mobile}
        hint='When filled, a "Text us" link shows beside "Call" at the top of every page and on the contact page, and opens a new text to this number on phones. Leave it empty to show none.'
      />
      <button type="submit" className="btn-primary" disabled={f.busy}>
        {f.busy ? "Saving..." : "Save the mobile number"}
      </button>
      <SavedNote intent="text-us-save" />
    </Form>
  );
}

export function SmsAlertForm({ sms, result }: { sms: SmsView; result?: ActionResult }) {
  const f = useForm(result, "sms-save");
  const test = result?.notice.intent === "sms-test" ? result.notice : null;
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="sms-heading">
      <Form method="post" preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value="sms-save" />
        <h2 id="sms-heading" className="text-lg font-semibold text-lake-900">
          New leads: a text message to your phone (optional)
        </h2>
        <p className="text-sm text-slate-700">
          Each new quote request is texted to your mobile within seconds: the town, the kind of work and a link to the lead (never the visitor&apos;s own
          words). It needs an account with Twilio, or another text service that works the same way; a text costs about a cent there.
        </p>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="enabled" defaultChecked={f.val("enabled", sms.enabled ? "on" : "") === "on"} className="h-5 w-5 accent-lake-700" />
          Text me each new lead
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="s-ownerMobile"
            name="ownerMobile"
            type="tel"
            label="Your mobile (texts go here)"
            maxLength={40}
            defaultValue={f.val("ownerMobile", sms.ownerMobile)}
            error={f.errors.ownerMobile}
          />
          <TextField
            id="s-fromNumber"
            name="fromNumber"
            type="tel"
            label="Send from number (your Twilio number)"
            maxLength={40}
            defaultValue={f.val("fromNumber", sms.fromNumber)}
            error={f.errors.fromNumber}
          />
          <TextField
            id="s-accountSid"
            name="accountSid"
            label="Account SID"
            maxLength={64}
            autoComplete="off"
            defaultValue={f.val("accountSid", sms.accountSid)}
            error={f.errors.accountSid}
            hint="On the first page of your Twilio console; it starts with AC."
          />
          <TextField
            id="s-authToken"
            name="authToken"
            type="password"
            label="Auth token"
            maxLength={128}
            autoComplete="new-password"
            error={f.errors.authToken}
            hint={
              sms.tokenSaved
                ? sms.tokenReadable
                  ? "A token is saved (it is never shown). Leave this empty to keep it."
                  : "The saved token cannot be read on this server (the site was restored elsewhere): enter it again."
                : "Beside the account SID in your Twilio console. Kept encrypted; never shown again."
            }
          />
          <TextField
            id="s-perHour"
            name="perHour"
            type="number"
            min={1}
            max={60}
            label="At most this many texts an hour"
            defaultValue={f.val("perHour", String(sms.perHour))}
            error={f.errors.perHour}
            hint="Beyond it, leads still arrive by e-mail and in Messages, just not by text."
          />
          <TextField
            id="s-baseUrl"
            name="baseUrl"
            type="url"
            label="Text service address"
            maxLength={200}
            defaultValue={f.val("baseUrl", sms.baseUrl)}
            error={f.errors.baseUrl}
            hint="Leave https://api.twilio.com for Twilio; another service that works like Twilio gives its own."
          />
        </div>
        {sms.tokenSaved && (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="forget" className="h-5 w-5 accent-lake-700" />
            Turn texts off and delete the saved auth token
          </label>
        )}
        <button type="submit" className="btn-primary" disabled={f.busy}>
          {f.busy ? "Saving..." : "Save text message settings"}
        </button>
        <SavedNote intent="sms-save" />
      </Form>
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
  const f = useForm(result, "review-links-save");
  return (
    <Form method="post" preventScrollReset className="mt-10 max-w-3xl space-y-4" aria-labelledby="review-links-heading">
      <input type="hidden" name="intent" value="review-links-save" />
      <h2 id="review-links-heading" className="text-lg font-semibold text-lake-900">
        Reviews
      </h2>
      <p className="text-sm text-slate-700">
        After a client sends a review through their link, the thank-you page can offer your pages on Google and Houzz, to every reviewer alike. Leave empty to
        offer none.
      </p>
      <TextField
        id="r-google"
        name="google"
        type="url"
        label="Your Google review link"
        maxLength={300}
        defaultValue={f.val("google", links.google)}
        error={f.errors.google}
        hint="In your Google Business Profile: Ask for reviews, then copy the link (https://g.page/…)."
      />
      <TextField
        id="r-houzz"
        name="houzz"
        type="url"
        label="Your Houzz review link"
        maxLength={300}
        defaultValue={f.val("houzz", links.houzz)}
        error={f.errors.houzz}
        hint="Your Houzz profile's review page (https://www.houzz.com/…)."
      />
      <button type="submit" className="btn-primary" disabled={f.busy}>
        {f.busy ? "Saving..." : "Save review links"}
      </button>
      <SavedNote intent="review-links-save" />
    </Form>
  );
}
