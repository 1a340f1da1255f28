import { FieldError } from "~/components/FieldError";
import { useT } from "~/components/use-locale";

/** An optional choice of the quote form: "Choose…" (nothing) or one of the offered options, its error below. */
export function ChoiceField({
  name,
  label,
  options,
  value,
  error,
  words,
}: {
  name: string;
  label: string;
  options: readonly string[];
  /** What the page shows for each option, when its language is not the English posted. */
  words?: Record<string, string>;
  value?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={name} className="label">
        {label} <span className="font-normal text-slate-600">{t("(optional)")}</span>
      </label>
      <select
        id={name}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
        className="field"
      >
        <option value="">{t("Choose…")}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {words?.[o] ?? t(o)}
          </option>
        ))}
      </select>
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
