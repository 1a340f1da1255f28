import type { ReactNode, TextareaHTMLAttributes } from "react";
import { Form } from "react-router";
import type { ActionResult } from "~/forms/notice";
import { SaveButton } from "./SaveButtons";
import { SavedNote } from "./SettingsNav";

/** What a refused save handed back to its form: the fields' errors and what was typed. */
export interface Refusal {
  errors: Record<string, string> | null;
  values: Record<string, string> | null;
}

/** The refusal of the save that posted `intent`, or nothing when the answer is another form's. */
export function refusalOf(result: ActionResult | undefined, intent: string): Refusal {
  const mine = result?.notice.intent === intent && result.notice.kind === "error" ? result : null;
  return { errors: mine?.notice.fieldErrors ?? null, values: mine?.values ?? null };
}

/**
 * One Settings form's state: its refused fields' errors and what was typed, a field's value (what
 * was typed before a refusal, else the saved one), `field(name, saved)`: the id (`<prefix>-<name>`),
 * name, value and error that a TextField takes; and, for a field that shows its hint until it is
 * refused and then the error in its place, `note(name, hint)` and `describe(name, hasHint)`, its
 * aria-describedby.
 */
export function useSettingsForm(intent: string, prefix: string, result: ActionResult | undefined) {
  const { errors, values } = refusalOf(result, intent);
  const val = (name: string, saved: string) => values?.[name] ?? saved;
  return {
    prefix,
    errors: errors ?? {},
    values,
    val,
    describe: (name: string, hint = true) => (errors?.[name] ? `${prefix}-${name}-error` : hint ? `${prefix}-${name}-hint` : undefined),
    note: (name: string, hint?: ReactNode) =>
      errors?.[name] ? (
        <p id={`${prefix}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : hint ? (
        <p id={`${prefix}-${name}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null,
    field: (name: string, saved?: string) => ({
      id: `${prefix}-${name}`,
      name,
      defaultValue: saved === undefined ? undefined : val(name, saved),
      error: errors?.[name],
    }),
  };
}

/**
 * A Settings form posting `intent`: its heading (`<intent without -save>-heading`, which names the
 * form unless `named` is false), the fields, then its save button and the confirmation of the save
 * (`footer` places the two otherwise; `busyLabel` is the button's words while it is sent).
 */
export function SettingsForm({
  intent,
  title,
  save,
  className = "mt-10 max-w-3xl space-y-4",
  named = true,
  busyLabel,
  footer = (button, note) => (
    <>
      {button}
      {note}
    </>
  ),
  testId,
  children,
}: {
  intent: string;
  title?: ReactNode;
  save: string;
  className?: string;
  named?: boolean;
  busyLabel?: string;
  footer?: (button: ReactNode, note: ReactNode) => ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = `${intent.replace(/-save$/, "")}-heading`;
  return (
    <Form method="post" preventScrollReset className={className} aria-labelledby={title && named ? headingId : undefined} data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {title && (
        <h2 id={headingId} className="text-lg font-semibold text-lake-900">
          {title}
        </h2>
      )}
      {children}
      {footer(<SaveButton intent={intent} label={save} busyLabel={busyLabel} />, <SavedNote intent={intent} />)}
    </Form>
  );
}

/**
 * A Settings text box of one entry a line (monospaced), its hint until it is refused and then the
 * error in its place; `form` is the form's useSettingsForm, `saved` the value it holds now.
 */
export function LinesField({
  form,
  name,
  saved,
  label,
  hint,
  ...area
}: { form: ReturnType<typeof useSettingsForm>; name: string; saved: string; label: string; hint: ReactNode } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name" | "form"
>) {
  const id = `${form.prefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        {...area}
        className="field font-mono text-sm"
        defaultValue={form.val(name, saved)}
        aria-invalid={Boolean(form.errors[name])}
        aria-describedby={form.describe(name)}
      />
      {form.note(name, hint)}
    </div>
  );
}
