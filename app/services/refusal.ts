/**
 * What a service answers when its rules refuse a write: one sentence in the form's words, the
 * fields it names, and the status to answer with (400 when none is given). Every service uses it,
 * so every screen shows a refusal the same way.
 */
export interface Refusal {
  error: string;
  fieldErrors?: Record<string, string>;
  status?: 400 | 404 | 409;
}

/** A service's answer: what was written, or why not. */
export type Result<T> = Refusal | T;
