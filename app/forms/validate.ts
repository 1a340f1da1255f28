import type { z } from "zod";

/**
 * The one error shape of every form: a message per field (the first problem found) and one
 * sentence for the whole form. Admin notices, the contact form and the settings form all use it.
 */
export interface FormErrors {
  formError: string;
  fieldErrors: Record<string, string>;
}

export type Parsed<T> = { ok: true; data: T } | ({ ok: false } & FormErrors);

/** Runs a form's schema over its submitted values and reports errors in the shape above. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, formError: result.error.issues[0]?.message ?? "Check the form.", fieldErrors };
}

/** A submitted form's text fields (files and repeated names are ignored). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}
