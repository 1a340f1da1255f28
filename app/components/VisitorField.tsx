import type { InputHTMLAttributes } from "react";
import { FieldError } from "./FieldError";
import { useT } from "./use-locale";

/**
 * A text field of a visitors' form (the quote request, the accessibility report): its label marked
 * required or "(optional)", an optional hint, and the server's error under it, named by
 * aria-describedby. Without JavaScript the form posts as is; what was typed comes back in `value`.
 */
export function VisitorField({
  name,
  label,
  required = false,
  value,
  error,
  hint,
  rows,
  className,
  ...attrs
}: {
  name: string;
  label: string;
  required?: boolean;
  value?: string;
  error?: string;
  hint?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "maxLength">) {
  const t = useT();
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const field = { id: name, name, required, defaultValue: value, "aria-invalid": Boolean(error), "aria-describedby": describedBy, className: "field" };
  return (
    <div className={className}>
      <label htmlFor={name} className="label">
        {`${label} `}
        {required ? <span aria-hidden="true">*</span> : <span className="font-normal text-slate-600">{t("(optional)")}</span>}
      </label>
      {rows ? <textarea {...field} rows={rows} maxLength={attrs.maxLength} /> : <input {...field} {...attrs} />}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
