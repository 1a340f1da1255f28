/**
 * The admin's field kit: every field has a visible label tied to its control, an optional hint and
 * an error, both announced with the field (aria-describedby), and aria-invalid when it is wrong.
 */
import { useEffect, type InputHTMLAttributes, type ReactNode, type RefObject, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface Common {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

function described(id: string, hint?: ReactNode, error?: string | null) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { "aria-describedby": ids.length ? ids.join(" ") : undefined, "aria-invalid": error ? true : undefined };
}

function Extras({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

/** A field's frame: its label above the control, then its hint and error. */
function Labelled({ id, label, hint, error, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({ id, label, hint, error, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className="field" {...described(id, hint, error)} {...input} />
    </Labelled>
  );
}

export function TextAreaField({ id, label, hint, error, className, ...area }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <textarea id={id} className="field" {...described(id, hint, error)} {...area} />
    </Labelled>
  );
}

export function SelectField({ id, label, hint, error, className, children, ...select }: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} className="field" {...described(id, hint, error)} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

export function CheckboxField({ id, label, hint, error, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-medium">
        <input id={id} type="checkbox" className="h-4 w-4 accent-lake-700" {...described(id, hint, error)} {...input} />
        {label}
      </label>
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

/** A select's options from a list of keys and their labels (the blog's or the gallery's categories). */
export function KeyOptions({ items }: { items: ReadonlyArray<{ key: string; label: string }> }) {
  return items.map((c) => (
    <option key={c.key} value={c.key}>
      {c.label}
    </option>
  ));
}

/** A select's options for the site's pages: each page's address, shown by its label. */
export function PageOptions({ pages }: { pages: ReadonlyArray<{ path: string; label: string }> }) {
  return pages.map((p) => (
    <option key={p.path} value={p.path}>
      {p.label}
    </option>
  ));
}

/**
 * After the server answers a form with errors (`answer` changes), focus goes to its first field
 * marked wrong, or to its alert (`[data-form-alert]`) when no field is. Without JavaScript the route
 * gives that field `autoFocus` instead.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (!answer || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>("[data-form-alert]");
    target?.focus();
  }, [answer, form]);
}

/**
 * What went wrong with a whole form, announced: `useFocusFirstError` moves focus here when no
 * field is marked; without JavaScript, `autoFocus` does (when no field takes it).
 */
export function FormAlert({ autoFocus, children }: { autoFocus: boolean; children: React.ReactNode }) {
  return (
    <div role="alert" tabIndex={-1} data-form-alert autoFocus={autoFocus} className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </div>
  );
}
