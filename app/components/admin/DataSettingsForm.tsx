import { useSubmitting } from "./common";
import { SavedNote } from "./SettingsNav";
import { Form, Link } from "react-router";
import { TextField } from "./Field";
import type { DataSettings } from "~/forms/data-settings";

/**
 * Settings → Data (decision 0033): how long leads, activity and visit figures are kept (a daily
 * job deletes what is older and says so in Activity), and how soon an accessibility report is
 * answered. The privacy notice and the accessibility statement show these numbers.
 */
export function DataSettingsForm({
  settings,
  errors,
  values,
}: {
  settings: DataSettings & { saved: boolean };
  errors: Record<string, string> | null;
  values: Record<string, string> | null;
}) {
  const busy = useSubmitting("data-settings-save");
  const val = (name: keyof DataSettings) => values?.[name] ?? String(settings[name]);
  return (
    <Form method="post" preventScrollReset className="mt-10 max-w-3xl space-y-5" aria-labelledby="data-settings-heading" data-testid="data-settings">
      <input type="hidden" name="intent" value="data-settings-save" />
      <h2 id="data-settings-heading" className="text-lg font-semibold text-lake-900">
        Data
      </h2>
      <p className="-mt-3 text-sm text-slate-700">
        How long the site keeps what visitors send and what it counts. Every night anything older is deleted, and Activity says what went. The{" "}
        <a className="underline" href="/privacy">
          privacy notice
        </a>{" "}
        shows these times.
        {!settings.saved && " These are the suggested times; save them once to confirm."}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="d-leadMonths"
          name="leadMonths"
          type="number"
          min={1}
          max={120}
          required
          label="Keep leads and their photos for (months after the last change)"
          defaultValue={val("leadMonths")}
          error={errors?.leadMonths}
        />
        <TextField
          id="d-activityMonths"
          name="activityMonths"
          type="number"
          min={1}
          max={60}
          required
          label="Keep the activity log for (months)"
          defaultValue={val("activityMonths")}
          error={errors?.activityMonths}
        />
        <TextField
          id="d-analyticsMonths"
          name="analyticsMonths"
          type="number"
          min={1}
          max={24}
          required
          label="Keep daily visit figures for (months)"
          defaultValue={val("analyticsMonths")}
          error={errors?.analyticsMonths}
        />
        <TextField
          id="d-accessibilityDays"
          name="accessibilityDays"
          type="number"
          min={1}
          max={30}
          required
          label="Answer a report of an accessibility problem within (business days)"
          hint="The accessibility statement promises this."
          defaultValue={val("accessibilityDays")}
          error={errors?.accessibilityDays}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save the data settings"}
        </button>
        <Link to="/admin/settings/backups" className="inline-flex min-h-11 items-center font-semibold text-lake-800 underline">
          Backups: take one now, or set a daily one
        </Link>
      </div>
      <SavedNote intent="data-settings-save" />
    </Form>
  );
}
