import { AUTO_REPLIES_PER_HOUR_MAX } from "~/content/alert-settings";

/**
 * Settings → New leads: how many auto-replies may go out (decision 0031). Its own fieldset, inside
 * the lead settings form, so other lead settings can sit beside it.
 */
export function AutoReplyLimits({ perHour, error, value }: { perHour: number; error: string | null; value: string | null }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-lake-900">Auto-reply limits</legend>
      <p className="-mt-1 text-sm text-slate-700">
        Anyone can type any e-mail address into the contact form, so the auto-reply goes at most once a day to the same address, never to an address that
        refused our mail, never to spam, and carries none of the visitor&apos;s words. Their details reach you in your own e-mail.
      </p>
      <div>
        <label htmlFor="l-autoReplyPerHour" className="label">
          Most auto-replies sent in one hour
        </label>
        <input
          id="l-autoReplyPerHour"
          name="autoReplyPerHour"
          type="number"
          min={0}
          max={AUTO_REPLIES_PER_HOUR_MAX}
          step={1}
          required
          inputMode="numeric"
          className="field max-w-[10rem]"
          defaultValue={value ?? String(perHour)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "l-autoReplyPerHour-error" : "l-autoReplyPerHour-hint"}
        />
        {error ? (
          <p id="l-autoReplyPerHour-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id="l-autoReplyPerHour-hint" className="mt-1 text-xs text-slate-700">
            Past this number, new requests are still kept and e-mailed to you, only without an auto-reply. 0 sends none.
          </p>
        )}
      </div>
    </fieldset>
  );
}
