import { Link } from "react-router";
import { TextField } from "./Field";
import type { DataSettings } from "~/forms/data-settings";
import type { ActionResult } from "~/forms/notice";
import { SettingsForm, useSettingsForm } from "./SettingsForm";

/**
 * Settings → Data (decision 0033): how long leads, activity and visit figures are kept (a daily
 * job deletes what is older and says so in Activity), and how soon an accessibility report is
 * answered. The privacy notice and the accessibility statement show these numbers.
 */
export function DataSettingsForm({ settings, result }: { settings: DataSettings & { saved: boolean }; result: ActionResult | undefined }) {
  const f = useSettingsForm("data-settings-save", "d", result);
  const months = (name: keyof DataSettings, max: number, label: string) => (
    <TextField {...f.field(name, String(settings[name]))} type="number" min={1} max={max} required label={label} />
  );
  return (
    <SettingsForm
      intent="data-settings-save"
      title="Data"
      save="Save the data settings"
      className="mt-10 max-w-3xl space-y-5"
      testId="data-settings"
      footer={(button, saved) => (
        <>
          <div className="flex flex-wrap items-center gap-4">
            {button}
            <Link to="/admin/settings/backups" className="inline-flex min-h-11 items-center font-semibold text-lake-800 underline">
              Backups: take one now, or set a daily one
            </Link>
          </div>
          {saved}
        </>
      )}
    >
      <p className="-mt-3 text-sm text-slate-700">
        How long the site keeps what visitors send and what it counts. Every night anything older is deleted, and Activity says what went. The{" "}
        <a className="underline" href="/privacy">
          privacy notice
        </a>{" "}
        shows these times.
        {!settings.saved && " These are the suggested times; save them once to confirm."}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {months("leadMonths", 120, "Keep leads and their photos for (months after the last change)")}
        {months("activityMonths", 60, "Keep the activity log for (months)")}
        {months("analyticsMonths", 24, "Keep daily visit figures for (months)")}
        <TextField
          {...f.field("accessibilityDays", String(settings.accessibilityDays))}
          type="number"
          min={1}
          max={30}
          required
          label="Answer a report of an accessibility problem within (business days)"
          hint="The accessibility statement promises this."
        />
      </div>
    </SettingsForm>
  );
}
