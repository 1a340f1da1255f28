// Settings' Brand and Services offered screens: the brand's forms and its History (decision 0038).
import { SaveButton, SaveRow } from "./SaveButtons";
import { BrandLogoForm } from "./BrandLogoForm";
import { SavedNote } from "./SettingsNav";
import { useState } from "react";
import { Form } from "react-router";
import { checkBrandColours, DEFAULT_ACCENT, DEFAULT_DARK, darken, formatRatio, contrastRatio, normalizeHex, WHITE, type Brand } from "~/content/brand";
import type { VersionView } from "~/admin/history";
import { HistoryList } from "./HistoryList";

interface ServiceRow {
  path: string;
  label: string;
  offered: boolean;
}

/**
 * Settings → Brand (docs/decisions/0027-brand-settings.md, 0038): the two colours with a live
 * preview, the logo, and the brand's History (services and home sections included). Each is its
 * own plain form, so all of it works without JavaScript (the preview then shows the saved colours).
 */
export function BrandSettings({
  brand,
  history,
  companyName,
  phone,
  intent,
  errors,
  values,
}: {
  brand: Brand;
  history: VersionView[];
  companyName: string;
  phone: string;
  intent: string | null;
  errors: Record<string, string> | null;
  values: Record<string, string> | null;
}) {
  return (
    <section className="max-w-3xl space-y-10" aria-label="Brand">
      {/* Keyed on what is saved: a restore from History shows in the fields at once. */}
      <ColoursForm
        key={`${brand.accent}${brand.dark}`}
        brand={brand}
        errors={intent === "brand-colours-save" ? errors : null}
        values={intent === "brand-colours-save" ? values : null}
        companyName={companyName}
        phone={phone}
      />
      <BrandLogoForm brand={brand} companyName={companyName} />
      <SavedNote intent="brand-restore-version" />
      {history.length > 0 && <HistoryList versions={history} intent="brand-restore-version" />}
    </section>
  );
}

export function ServicesForm({ services, error }: { services: ServiceRow[]; error: string | null }) {
  return (
    <Form method="post" preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="brand-services-save" />
      <input type="hidden" name="listed" value={services.map((s) => s.path).join("\n")} />
      <fieldset aria-describedby={error ? "services-error" : "services-hint"}>
        <legend className="mb-1 font-semibold text-lake-900">Services we offer</legend>
        <p id="services-hint" className="mb-3 text-sm text-slate-700">
          A service turned off leaves the menus, the Services page, the home page's cards and the sitemap; its page tells visitors it is no longer offered and
          points to the others. Its words are kept, so turning it back on restores it.
        </p>
        {error && (
          <p id="services-error" className="mb-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <ul className="grid gap-2 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.path}>
              <label className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
                <input type="checkbox" name={`offer:${s.path}`} defaultChecked={s.offered} className="h-5 w-5" />
                <span>{s.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SaveRow intent="brand-services-save" label="Save services" />
    </Form>
  );
}

function ColourField({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: "accent" | "dark";
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const picker = normalizeHex(value) ?? (name === "accent" ? DEFAULT_ACCENT : DEFAULT_DARK);
  return (
    <div>
      <label htmlFor={`b-${name}`} className="label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          name={`${name}Picker`}
          aria-label={`${label}: colour picker`}
          value={picker}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-12 shrink-0 cursor-pointer rounded border border-slate-400 bg-white p-0.5"
        />
        <input
          id={`b-${name}`}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="field min-w-0 font-mono"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          pattern="#?[0-9a-fA-F]{6}"
          aria-describedby={error ? `b-${name}-error` : `b-${name}-hint`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <p id={`b-${name}-hint`} className="mt-1 text-xs text-slate-700">
        # and six hexadecimal digits.
      </p>
      {error && (
        <p id={`b-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function ColoursForm({
  brand,
  errors,
  values,
  companyName,
  phone,
}: {
  brand: Brand;
  errors: Record<string, string> | null;
  values: Record<string, string> | null;
  companyName: string;
  phone: string;
}) {
  const savedAccent = brand.accent ?? DEFAULT_ACCENT;
  const savedDark = brand.dark ?? DEFAULT_DARK;
  // What was typed stays after a refusal; otherwise the saved colours.
  const [accent, setAccent] = useState(values?.accent ?? savedAccent);
  const [dark, setDark] = useState(values?.dark ?? savedDark);
  const a = normalizeHex(accent);
  const d = normalizeHex(dark);
  const problems = a && d ? checkBrandColours(a, d) : [];
  // The refusal's message stays only while the fields hold the refused pair: it clears as the colour is changed.
  const refusedShown = values !== null && values.accent === accent && values.dark === dark;
  const shownErrors = refusedShown ? errors : null;
  return (
    <Form method="post" preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="brand-colours-save" />
      {/* What both fields of each colour showed when the page was made (the saved colour, or a refused one): without JavaScript, the field changed from it wins (decision 0038). */}
      <input type="hidden" name="accentSaved" value={accent} />
      <input type="hidden" name="darkSaved" value={dark} />
      <fieldset className="space-y-4">
        <legend className="mb-1 font-semibold text-lake-900">Colours</legend>
        <p className="text-sm text-slate-700">
          The accent colours buttons and highlights; the dark colour is the header strip, page banners, the footer and headings. Both must keep text readable
          (WCAG AA, 4.5:1); a pair that does not is refused.{" "}
          <a href="#brand-preview" className="font-medium text-lake-700 underline">
            See the preview
          </a>
          .
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField name="accent" label="Accent colour" value={accent} onChange={setAccent} error={shownErrors?.accent ?? null} />
          <ColourField name="dark" label="Dark colour" value={dark} onChange={setDark} error={shownErrors?.dark ?? null} />
        </div>
      </fieldset>
      <ColourPreview accent={a ?? savedAccent} dark={d ?? savedDark} companyName={companyName} phone={phone} />
      <div aria-live="polite" data-testid="brand-contrast" className="text-sm">
        {a && d ? (
          problems.length ? (
            <ul className="space-y-1 font-medium text-red-800">
              {problems.map((p) => (
                <li key={p.message}>{p.message}</li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">
              White on the dark colour {formatRatio(contrastRatio(WHITE, d))}, white on the accent {formatRatio(contrastRatio(WHITE, a))}: both pass.
            </p>
          )
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <SaveButton intent="brand-colours-save" label="Save colours" />
        <button
          type="submit"
          name="reset"
          value="1"
          className="btn-secondary"
          onClick={() => {
            setAccent(DEFAULT_ACCENT);
            setDark(DEFAULT_DARK);
          }}
        >
          Use the original colours
        </button>
      </div>
      <SavedNote intent="brand-colours-save" />
    </Form>
  );
}

/** A header strip, a heading, a link and a button in the chosen colours; follows the fields as they change. */
function ColourPreview({ accent, dark, companyName, phone }: { accent: string; dark: string; companyName: string; phone: string }) {
  return (
    <figure id="brand-preview" data-testid="brand-preview" className="overflow-hidden rounded-lg border border-slate-300" aria-label="Preview of the colours">
      <div data-testid="preview-strip" className="px-4 py-2 text-sm font-semibold text-white" style={{ backgroundColor: dark }}>
        {companyName} · {phone}
      </div>
      <div className="space-y-3 bg-white p-4">
        <p data-testid="preview-heading" className="text-xl font-bold" style={{ color: dark }}>
          A heading in the dark colour
        </p>
        <p className="text-slate-800">
          Body text with{" "}
          <span data-testid="preview-link" className="font-medium underline" style={{ color: darken(accent, 0.2) }}>
            a link
          </span>
          .
        </p>
        <span data-testid="preview-button" className="btn text-white" style={{ backgroundColor: accent }}>
          Get an Estimate
        </span>
      </div>
      <figcaption className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-700">
        Preview: nothing changes on the site until you save.
      </figcaption>
    </figure>
  );
}
