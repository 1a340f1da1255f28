import { Form } from "react-router";
import { SavedNote } from "./SettingsNav";
import { formatZoned } from "~/content/schedule";
import type { ActionResult } from "~/forms/notice";
import { LinesField, SettingsForm, useSettingsForm } from "./SettingsForm";

/** What the screen shows (services/visit-settings.server.ts's view): never the calendar's secret address. */
export interface VisitSettingsFormView {
  windows: string;
  visitMinutes: number;
  bufferMinutes: number;
  daysAhead: number;
  blackouts: string;
  feedHost: string | null;
  reading: { ok: boolean; error: string | null; fetchedAt: string; busyCount: number } | null;
  calendarOn: boolean;
}

const FIELDS = [
  { name: "visitMinutes", label: "Visit length (minutes)", hint: "How long you spend on a lot.", min: 15, max: 480 },
  { name: "bufferMinutes", label: "Travel time between visits (minutes)", hint: "Kept free before and after each visit and each busy time.", min: 0, max: 240 },
  { name: "daysAhead", label: "Days ahead offered", hint: "How far ahead visitors may book.", min: 1, max: 90 },
] as const;

/** Settings → Site visits: weekly windows, length, travel time, days ahead, days off and the busy calendar (decision 0050). */
export function VisitSettingsForm({ view, result }: { view: VisitSettingsFormView; result: ActionResult | undefined }) {
  const form = useSettingsForm("visit-settings-save", "v", result);
  const { errors, val, describe, note } = form;
  const r = view.reading;
  return (
    <SettingsForm
      intent="visit-settings-save"
      title="Site visits"
      save="Save the visit settings"
      busyLabel="Saving…"
      className="max-w-3xl space-y-6"
      footer={(button, saved) => (
        <div className="flex flex-wrap items-center gap-3">
          {button}
          {saved}
        </div>
      )}
    >
      <p className="-mt-4 text-sm text-slate-700">
        After a quote request, the visitor is offered the next free times in these windows (Pacific time) and books one with a tap. You and the client get a
        calendar invite; the client can move or cancel it from the e-mail.
      </p>
      <LinesField
        form={form}
        name="windows"
        saved={view.windows}
        label="Visit windows"
        rows={4}
        maxLength={2000}
        hint="One a line, like Tue 8:00-11:00 or Thu 1pm-4pm. Leave it empty to offer no times."
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`v-${f.name}`} className="label">
              {f.label}
            </label>
            <input
              id={`v-${f.name}`}
              name={f.name}
              type="number"
              inputMode="numeric"
              min={f.min}
              max={f.max}
              className="field"
              defaultValue={val(f.name, String(view[f.name]))}
              aria-invalid={Boolean(errors[f.name])}
              aria-describedby={describe(f.name)}
            />
            {note(f.name, f.hint)}
          </div>
        ))}
      </div>
      <LinesField
        form={form}
        name="blackouts"
        saved={view.blackouts}
        label="Days off"
        rows={3}
        maxLength={4000}
        hint="Dates with no visits, one a line, like 2026-12-24."
      />
      <div>
        <label htmlFor="v-feedUrl" className="label">
          Your calendar&apos;s secret iCal address (optional)
        </label>
        <input
          id="v-feedUrl"
          name="feedUrl"
          type="url"
          maxLength={500}
          className="field"
          placeholder={view.feedHost ? `Saved (${view.feedHost}); type a new one to replace it` : "https://calendar.google.com/calendar/ical/…/basic.ics"}
          defaultValue={val("feedUrl", "")}
          aria-invalid={Boolean(errors.feedUrl)}
          aria-describedby={describe("feedUrl")}
        />
        {note("feedUrl", "Read every 10 minutes for busy times only (never titles or people): no visit is offered when you are busy.")}
        {r ? (
          <p className={`mt-2 text-sm ${r.ok ? "text-slate-700" : "font-semibold text-red-800"}`} data-testid="feed-reading">
            {r.ok
              ? `Read ${formatZoned(r.fetchedAt)}: ${r.busyCount} busy time${r.busyCount === 1 ? "" : "s"} ahead.`
              : `Could not be read ${formatZoned(r.fetchedAt)}: ${r.error} No visit times are offered until it can be.`}
          </p>
        ) : null}
        {view.feedHost ? (
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="forgetFeed" className="h-5 w-5" /> Stop reading my calendar (forget its address)
          </label>
        ) : null}
      </div>
    </SettingsForm>
  );
}

/** The owner's calendar of booked visits: a secret address made here, shown once. */
export function CalendarAddress({ on, link }: { on: boolean; link: string | null }) {
  return (
    <section className="mt-10 max-w-3xl space-y-3" aria-labelledby="visit-calendar-heading">
      <h2 id="visit-calendar-heading" className="text-lg font-semibold text-lake-900">
        Booked visits in your calendar
      </h2>
      <p className="text-sm text-slate-700">
        A secret address your phone&apos;s calendar subscribes to: every booked visit shows there, with the client&apos;s name, phone and place. Anyone with the
        address sees them, so keep it to yourself; make a new one if it got out.
      </p>
      {link ? (
        <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">Your calendar address (shown only now):</p>
          <input readOnly value={link} aria-label="Your calendar address" className="field mt-1 font-mono text-xs" data-testid="calendar-link" />
        </div>
      ) : (
        <p className="text-sm text-slate-800">{on ? "An address is in use (it is not shown again)." : "No address yet."}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="visit-calendar-new" />
          <button type="submit" className="btn-secondary">
            {on ? "Make a new calendar address (the old one stops)" : "Make my calendar address"}
          </button>
        </Form>
        {on ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="visit-calendar-stop" />
            <button type="submit" className="btn-secondary">
              Turn the calendar address off
            </button>
          </Form>
        ) : null}
        <SavedNote intent="visit-calendar-stop" />
      </div>
    </section>
  );
}
