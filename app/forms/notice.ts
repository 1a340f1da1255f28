import { clockNow } from "~/platform/clock";
/** What every admin action answers: a notice for a toast (or a banner without JavaScript). */
export interface Notice {
  kind: "success" | "error";
  title: string;
  description?: string;
  intent: string;
  id?: string;
  fieldErrors?: Record<string, string>;
  /** A one-time link to show so it can be copied (an invitation or a reset link). */
  link?: string;
  at: number;
}

export const ok = (intent: string, title: string, extra: Partial<Notice> = {}): Notice => ({ kind: "success", title, intent, at: clockNow(), ...extra });

export const fail = (intent: string, title: string, description: string, extra: Partial<Notice> = {}): Notice => ({
  kind: "error",
  title,
  description,
  intent,
  at: clockNow(),
  ...extra,
});

/** What an admin route's action hands back to its page when it does not redirect. */
export interface ActionResult {
  notice: Notice;
  values: Record<string, string> | null;
  /** What a refused action hands back for its form beyond the raw values (the page editor: the blocks as typed). */
  kept?: unknown;
}
