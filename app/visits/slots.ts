import { BUSINESS_TIME_ZONE, zonedInputToIso } from "~/content/schedule";
import type { VisitSettings } from "./settings";
import type { Locale } from "~/content/locale";

/**
 * Free site-visit times (decision 0050), a plain function of the settings, what is taken and the
 * time now. Each day's windows are Pacific wall-clock times turned into instants for that date,
 * so 8:00 stays 8:00 across the spring and autumn changes. A time is offered when it starts after
 * now, on a day that is not off, and neither a booked visit nor a busy time of the owner's
 * calendar comes within the travel buffer of it.
 */
export interface Interval {
  start: number;
  end: number;
}

export interface Slot {
  /** ISO UTC start. */
  start: string;
  end: string;
}

const MINUTE = 60_000;
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The Pacific date (YYYY-MM-DD) of an instant. */
export const pacificDate = (ms: number) => dayFormat.format(new Date(ms));

/** The date `n` days after a YYYY-MM-DD date. */
export function addDays(date: string, n: number) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const wall = (date: string, minutes: number) =>
  minutes >= 24 * 60
    ? zonedInputToIso(`${addDays(date, 1)}T00:00`)
    : zonedInputToIso(`${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);

/** Every start the windows allow on the days ahead, before anything is taken away. */
export function candidateSlots(settings: Pick<VisitSettings, "windows" | "visitMinutes" | "bufferMinutes" | "daysAhead">, now: number): Slot[] {
  const out: Slot[] = [];
  const today = pacificDate(now);
  const step = (settings.visitMinutes + settings.bufferMinutes) * MINUTE;
  const length = settings.visitMinutes * MINUTE;
  for (let i = 0; i <= settings.daysAhead; i++) {
    const date = addDays(today, i);
    for (const w of settings.windows.filter((x) => x.day === weekday(date))) {
      const from = wall(date, w.from);
      const to = wall(date, w.to);
      if (!from || !to) continue;
      const end = Date.parse(to);
      for (let s = Date.parse(from); s + length <= end; s += step) out.push({ start: new Date(s).toISOString(), end: new Date(s + length).toISOString() });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The free times: candidates after now, off the days off, clear of visits and busy times by the buffer. */
export function freeSlots(
  settings: Pick<VisitSettings, "windows" | "visitMinutes" | "bufferMinutes" | "daysAhead" | "blackouts">,
  taken: { visits: Interval[]; busy: Interval[] },
  now: number,
  limit = 12,
): Slot[] {
  const off = new Set(settings.blackouts);
  const buffer = settings.bufferMinutes * MINUTE;
  const out: Slot[] = [];
  for (const slot of candidateSlots(settings, now)) {
    const s = Date.parse(slot.start);
    const e = Date.parse(slot.end);
    if (s <= now || off.has(pacificDate(s))) continue;
    const padded = { start: s - buffer, end: e + buffer };
    if (taken.visits.some((v) => overlaps(padded, v)) || taken.busy.some((b) => overlaps(padded, b))) continue;
    out.push(slot);
    if (out.length >= limit) break;
  }
  return out;
}

const labelFormats = {
  en: new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "long", month: "long", day: "numeric" }),
  es: new Intl.DateTimeFormat("es-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "long", month: "long", day: "numeric" }),
};
const timeFormats = {
  en: new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }),
  es: new Intl.DateTimeFormat("es-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }),
};

/** "Tuesday, March 16"; in Spanish (es-US) "martes, 16 de marzo" (decision 0065). */
export const dayLabel = (iso: string, locale: Locale = "en") => labelFormats[locale].format(new Date(iso));
/** "8:00 AM – 9:00 AM"; in Spanish "8:00 a.m. – 9:00 a.m." */
export const timeRange = (start: string, end: string, locale: Locale = "en") =>
  `${timeFormats[locale].format(new Date(start))} – ${timeFormats[locale].format(new Date(end))}`;
/** "Tuesday, March 16, 8:00 AM – 9:00 AM (Pacific time)"; in Spanish "martes, 16 de marzo, 8:00 a.m. – 9:00 a.m. (hora del Pacífico)" */
export const slotLabel = (s: Slot, locale: Locale = "en") =>
  `${dayLabel(s.start, locale)}, ${timeRange(s.start, s.end, locale)} (${locale === "es" ? "hora del Pacífico" : "Pacific time"})`;

/** Slots grouped by day, for a list a phone reads day by day. */
export function byDay(slots: Slot[], locale: Locale = "en") {
  const days: Array<{ day: string; slots: Slot[] }> = [];
  for (const s of slots) {
    const day = dayLabel(s.start, locale);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(s);
    else days.push({ day, slots: [s] });
  }
  return days;
}
