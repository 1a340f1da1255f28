import { FieldError } from "~/components/FieldError";

/** An optional choice of the quote form: "Choose…" (nothing) or one of the offered options, its error below. */
export function ChoiceField({
  name,
  label,
  options,
  value,
  error,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value?: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <select
        id={name}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
        className="field"
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
