import { TextAreaField, TextField } from "./Field";
import type { BusinessProfile } from "~/content/types";
import type { ActionResult } from "~/forms/notice";
import { SettingsForm, useSettingsForm } from "./SettingsForm";
import { INSURED_BONDED_LABEL, PROFILE_EXTRA_FIELDS, PROFILE_FIELDS as FIELDS, TRUST_FIELDS, VIDEO_LABELS } from "~/forms/settings";

export function SettingsTab({ profile, result }: { profile: BusinessProfile; result: ActionResult | undefined }) {
  const { errors, val, field } = useSettingsForm("settings-save", "s", result);
  return (
    <SettingsForm intent="settings-save" save="Save settings" className="max-w-3xl space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-lake-900">Business profile</legend>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            {...field(f.name, String(profile[f.name] ?? ""))}
            label={f.label}
            type={f.type ?? "text"}
            required
            className={f.name === "areaServed" || f.name === "officeLine" ? "sm:col-span-2" : ""}
            hint={f.hint}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-lake-900">For search engines and the About page</legend>
        <p className="-mt-2 text-sm text-slate-700 sm:col-span-2">
          All optional. Search engines read what you fill in here; nothing is shown or sent while a field is empty.
        </p>
        {PROFILE_EXTRA_FIELDS.map((f) =>
          f.lines ? (
            <TextAreaField
              key={f.name}
              {...field(f.name, String(profile[f.name] ?? ""))}
              label={f.label}
              rows={f.name === "credentials" || f.name === "sameAs" ? 4 : 3}
              className="sm:col-span-2"
              hint={f.hint}
            />
          ) : (
            <TextField key={f.name} {...field(f.name, String(profile[f.name] ?? ""))} label={f.label} inputMode="decimal" hint={f.hint} />
          ),
        )}
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby="s-insured-hint">
        <legend className="mb-2 text-lg font-semibold text-lake-900">{INSURED_BONDED_LABEL}</legend>
        <p id="s-insured-hint" className="-mt-2 text-sm text-slate-700">
          Is the business insured and bonded? Choose Yes only if it is: the home and contact pages then say so near the top.
        </p>
        {(["yes", "no"] as const).map((v) => (
          <label key={v} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="insuredBonded" value={v} defaultChecked={val("insuredBonded", profile.insuredBonded ?? "no") === v} className="h-5 w-5" />
            {v === "yes" ? "Yes, insured and bonded" : "No, or not yet"}
          </label>
        ))}
        {errors.insuredBonded && <p className="text-sm text-red-700">{errors.insuredBonded}</p>}
        <p className="mt-2 text-sm text-slate-700">Optional; each shows on the strip only once filled.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {TRUST_FIELDS.map((f) => (
            <TextField
              key={f.name}
              {...field(f.name, String(profile[f.name] ?? ""))}
              label={f.label}
              inputMode={f.name === "yearFounded" ? "numeric" : undefined}
              hint={f.hint}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-lake-900">Video links</legend>
        <p className="-mt-2 text-sm text-slate-700">
          Paste a YouTube link for each slot. An empty slot shows its picture without a player. Videos load only when a visitor clicks.
        </p>
        {Object.keys(profile.videos).map((key) => (
          <TextField
            key={key}
            id={`v-${key}`}
            name={`video:${key}`}
            label={VIDEO_LABELS[key] ?? key}
            placeholder="https://www.youtube.com/watch?v=…"
            defaultValue={val(`video:${key}`, profile.videos[key] ? `https://www.youtube.com/watch?v=${profile.videos[key]}` : "")}
            error={errors[`video:${key}`]}
          />
        ))}
      </fieldset>
    </SettingsForm>
  );
}
