import { Form, useNavigation } from "react-router";
import type { BusinessProfile } from "~/content/types";
import { PROFILE_FIELDS as FIELDS, VIDEO_LABELS } from "~/forms/settings";

export function SettingsTab({
  profile,
  errors,
  values,
}: {
  profile: BusinessProfile;
  errors: Record<string, string> | null;
  values: Record<string, string> | null;
}) {
  const nav = useNavigation();
  const busy = nav.state === "submitting" && nav.formData?.get("intent") === "settings-save";
  const val = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <Form method="post" className="max-w-3xl space-y-8">
      <input type="hidden" name="intent" value="settings-save" />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-lake-900">Business profile</legend>
        {FIELDS.map((f) => (
          <div key={f.name} className={f.name === "areaServed" || f.name === "officeLine" ? "sm:col-span-2" : ""}>
            <label htmlFor={`s-${f.name}`} className="label">
              {f.label}
            </label>
            <input
              id={`s-${f.name}`}
              name={f.name}
              type={f.type ?? "text"}
              required
              className="field"
              defaultValue={val(f.name, String(profile[f.name] ?? ""))}
              aria-invalid={Boolean(errors?.[f.name])}
              aria-describedby={errors?.[f.name] ? `s-${f.name}-error` : f.hint ? `s-${f.name}-hint` : undefined}
            />
            {errors?.[f.name] ? (
              <p id={`s-${f.name}-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors[f.name]}
              </p>
            ) : f.hint ? (
              <p id={`s-${f.name}-hint`} className="mt-1 text-xs text-slate-700">
                {f.hint}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-lake-900">Video links</legend>
        <p className="-mt-2 text-sm text-slate-700">
          Paste a YouTube link for each slot. An empty slot shows its picture without a player. Videos load only when a visitor clicks.
        </p>
        {Object.keys(profile.videos).map((key) => (
          <div key={key}>
            <label htmlFor={`v-${key}`} className="label">
              {VIDEO_LABELS[key] ?? key}
            </label>
            <input
              id={`v-${key}`}
              name={`video:${key}`}
              className="field"
              placeholder="https://www.youtube.com/watch?v=…"
              defaultValue={val(`video:${key}`, profile.videos[key] ? `https://www.youtube.com/watch?v=${profile.videos[key]}` : "")}
              aria-invalid={Boolean(errors?.[`video:${key}`])}
            />
            {errors?.[`video:${key}`] && <p className="mt-1 text-sm font-medium text-red-700">{errors[`video:${key}`]}</p>}
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : "Save settings"}
      </button>
    </Form>
  );
}
