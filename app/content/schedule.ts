import { clockDate } from "~/platform/clock";
/**
 * Scheduled publishing: times are typed and shown in the business's time zone and stored as
 * ISO UTC strings (which sort and compare as text on both databases). Shared by the server and
 * the admin pages; no server imports. See docs/decisions/0011-content-safety.md.
 */

/** Where the business is: schedules are typed and shown in this zone. */
export const BUSINESS_TIME_ZONE = "America/Los_Angeles";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant as the business's wall clock: year, month, day, hour, minute and second. */
export function zonedParts(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), mo: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute), s: Number(parts.second) };
}

/** 7 → "07": a part of a date or time as two digits. */
export const twoDigits = (n: number) => String(n).padStart(2, "0");

/** Minutes the zone is ahead of UTC at that moment (negative in the Americas). */
function offsetMinutes(date: Date) {
  const p = zonedParts(date);
  const asUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A `datetime-local` value ("2026-12-01T09:00") read as the business's wall-clock time, as an ISO
 * UTC string; null when it is not a real date and time. A time skipped by the spring change is
 * moved forward an hour, as a wall clock would be.
 */
export function zonedInputToIso(local: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, sec);
  if (new Date(wall).getUTCDate() !== d) return null;
  const t1 = wall - offsetMinutes(new Date(wall)) * 60000;
  const t2 = wall - offsetMinutes(new Date(t1)) * 60000;
  const matches = (t: number) => {
    const p = zonedParts(new Date(t));
    return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) === wall;
  };
  // In the autumn's repeated hour the first one counts; in the spring's skipped hour, the later time.
  const t = matches(t2) ? (matches(t1) ? Math.min(t1, t2) : t2) : matches(t1) ? t1 : Math.max(t1, t2);
  return new Date(t).toISOString();
}

/**
 * The time a schedule was typed for, checked the same way wherever something is scheduled: the
 * instant, or what to fix. `what` is how the message names the thing ("the changes", "it").
 */
export function scheduledTime(typed: string, what: { goesLive: string; schedule: string }, nowIso: string): { at: string } | { error: string } {
  const at = zonedInputToIso(typed.slice(0, 40));
  if (!at) return { error: `Choose the date and time ${what.goesLive}, like 2026-12-01 09:00.` };
  if (at <= nowIso) return { error: `Choose a time in the future to schedule ${what.schedule}.` };
  return { at };
}

/** An ISO time as the `datetime-local` value of the business's wall clock (seconds only when set). */
export function isoToZonedInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const p = zonedParts(date);
  return `${p.y}-${twoDigits(p.mo)}-${twoDigits(p.d)}T${twoDigits(p.h)}:${twoDigits(p.mi)}${p.s ? `:${twoDigits(p.s)}` : ""}`;
}

const displayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Dec 1, 2026, 9:00 AM PST": a stored time as staff read it, with the zone. */
export function formatZoned(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : displayFormat.format(date);
}

/** The zone's name as the form shows it beside the fields. */
export const TIME_ZONE_LABEL = "Pacific Time (Chelan, WA)";

export type ContentStatus = "Draft" | "Scheduled" | "Published" | "Ended";

/** What a visitor sees of an item right now. */
export function contentStatus(
  item: { is_published: boolean; publish_at: string | null; unpublish_at: string | null },
  now = clockDate().toISOString(),
): ContentStatus {
  if (!item.is_published) return "Draft";
  if (item.publish_at && item.publish_at > now) return "Scheduled";
  if (item.unpublish_at && item.unpublish_at <= now) return "Ended";
  return "Published";
}

/** How long a deleted item stays in Deleted items before it goes for good. */
export const TRASH_DAYS = 30;
