import { z } from "zod";
import { webAddress } from "~/forms/web-address";

/**
 * Settings → Site visits (decision 0050): when the owner walks lots. Plain module (the form, the
 * server and the slots share it). Windows and blackout dates are typed as lines the owner reads
 * back as he wrote them ("Tue 8:00-11:00", "2026-12-24"); they are stored parsed and as typed.
 */
export const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const DAY_LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** One weekly window: a day (0 = Sunday) and its Pacific wall-clock start and end in minutes after midnight. */
export interface VisitWindow {
  day: number;
  from: number;
  to: number;
}

export interface VisitSettings {
  windows: VisitWindow[];
  visitMinutes: number;
  bufferMinutes: number;
  daysAhead: number;
  /** Pacific dates (YYYY-MM-DD) with no visits. */
  blackouts: string[];
  /** The owner's calendar's secret iCal address, sealed with the site's secret ("" when none). */
  feedSealed: string;
  /** SHA-256 of the secret in the owner's own feed of booked visits ("" until he makes one). */
  calendarTokenHash: string;
}

export const VISIT_DEFAULTS: VisitSettings = {
  windows: [],
  visitMinutes: 60,
  bufferMinutes: 30,
  daysAhead: 21,
  blackouts: [],
  feedSealed: "",
  calendarTokenHash: "",
};

export const VISIT_LIMITS = { windows: 21, blackouts: 60, line: 40, feedUrl: 500 } as const;

const DAY_RE = /^(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?$/i;
const TIME_RE = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;

/** "8", "8:30", "8am", "13:00" → minutes after midnight (an end of "0:00" is midnight at the day's end). */
function readTime(raw: string, endOf?: number): number | null {
  const m = TIME_RE.exec(raw.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const mi = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase().replace(/\./g, "");
  if (mi > 59 || h > 24) return null;
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half === "pm" ? 12 : 0);
  }
  const t = h * 60 + mi;
  if (endOf !== undefined && t === 0) return 24 * 60;
  return t > 24 * 60 ? null : t;
}

/** One line "Tue 8:00-11:00" (or "Thursday 8am to 11am") → a window, or why not. */
export function parseWindowLine(line: string): VisitWindow | string {
  const m = /^(\S+)\s+(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/i.exec(line.trim());
  const example = "Write each window like Tue 8:00-11:00.";
  if (!m) return `"${line.trim().slice(0, VISIT_LIMITS.line)}" is not a window. ${example}`;
  const dm = DAY_RE.exec(m[1]!);
  if (!dm) return `"${m[1]!.slice(0, 20)}" is not a day of the week. ${example}`;
  const day = DAY_NAMES.findIndex((d) => d.toLowerCase() === dm[1]!.toLowerCase());
  let from = readTime(m[2]!);
  const to = readTime(m[3]!, 1);
  if (from === null || to === null) return `"${line.trim().slice(0, VISIT_LIMITS.line)}" has a time we cannot read. ${example}`;
  // "1-4pm": the start takes the end's half of the day when that keeps it before the end.
  const endHalf = /(am|pm)\s*$/i.exec(m[3]!)?.[1];
  const sameHalf = endHalf && !/m\.?\s*$/i.test(m[2]!) ? readTime(`${m[2]!.trim()}${endHalf}`) : null;
  if (sameHalf !== null && sameHalf < to) from = sameHalf;
  if (to <= from) return `"${line.trim().slice(0, VISIT_LIMITS.line)}" ends before it starts. ${example}`;
  return { day, from, to };
}

const hhmm = (t: number) => `${Math.floor(t / 60)}:${String(t % 60).padStart(2, "0")}`;
export const windowLine = (w: VisitWindow) => `${DAY_NAMES[w.day]} ${hhmm(w.from)}-${hhmm(w.to)}`;

const lines = (v: string) =>
  v
    .split(/\r?\n|,|;/)
    .map((l) => l.trim())
    .filter(Boolean);

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isRealDate(v: string) {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** The form: each field is checked here and the message says what to type instead. */
export const visitSettingsSchema = z.object({
  windows: z
    .string()
    .max(2000, "The visit windows are too long.")
    .transform((v, ctx) => {
      const all = lines(v);
      if (all.length > VISIT_LIMITS.windows) ctx.addIssue({ code: "custom", message: `Enter at most ${VISIT_LIMITS.windows} windows.` });
      const out: VisitWindow[] = [];
      for (const l of all.slice(0, VISIT_LIMITS.windows)) {
        const w = parseWindowLine(l);
        if (typeof w === "string") ctx.addIssue({ code: "custom", message: w });
        else out.push(w);
      }
      return out.sort((a, b) => a.day - b.day || a.from - b.from);
    }),
  visitMinutes: z.coerce
    .number({ message: "Enter the visit's length in minutes, like 60." })
    .int("Enter whole minutes, like 60.")
    .min(15, "A visit takes at least 15 minutes.")
    .max(480, "Enter at most 480 minutes (8 hours)."),
  bufferMinutes: z.coerce
    .number({ message: "Enter the travel time in minutes, like 30." })
    .int("Enter whole minutes, like 30.")
    .min(0, "Enter 0 or more minutes.")
    .max(240, "Enter at most 240 minutes."),
  daysAhead: z.coerce
    .number({ message: "Enter a number of days, like 21." })
    .int("Enter whole days, like 21.")
    .min(1, "Offer at least 1 day ahead.")
    .max(90, "Offer at most 90 days ahead."),
  blackouts: z
    .string()
    .max(4000, "The days off are too long.")
    .transform((v, ctx) => {
      const all = lines(v);
      if (all.length > VISIT_LIMITS.blackouts) ctx.addIssue({ code: "custom", message: `Enter at most ${VISIT_LIMITS.blackouts} days off.` });
      for (const d of all) if (!isRealDate(d)) ctx.addIssue({ code: "custom", message: `"${d.slice(0, 20)}" is not a date: write it like 2026-12-24.` });
      return [...new Set(all.filter(isRealDate))].sort().slice(0, VISIT_LIMITS.blackouts);
    }),
  feedUrl: z
    .string()
    .trim()
    .max(VISIT_LIMITS.feedUrl, `The calendar address is too long (${VISIT_LIMITS.feedUrl} characters at most).`)
    .transform((v) => v.replace(/^webcals?:\/\//i, "https://"))
    .refine((v) => v === "" || webAddress(v) !== null, "Enter the calendar's secret address in iCal format, starting with https://."),
});
