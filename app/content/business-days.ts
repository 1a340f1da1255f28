import { BUSINESS_TIME_ZONE, zonedInputToIso } from "./schedule";

// Business days: the calendar days of the business's time zone, which Visits, taps and
// retention count in (decision 0026).

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
let dayCache: { hour: number; day: string } = { hour: -1, day: "" };
/** The business day (YYYY-MM-DD in the business's time zone) of a moment. Its zone moves by whole hours. */
export function dayOf(ms: number): string {
  const hour = Math.floor(ms / 3_600_000);
  if (hour !== dayCache.hour) dayCache = { hour, day: dayFormat.format(new Date(ms)) };
  return dayCache.day;
}

/** The moment (ms) a business day begins. */
export function dayStart(day: string): number {
  return Date.parse(zonedInputToIso(`${day}T00:00`) ?? `${day}T00:00:00Z`);
}

/** The day `n` days before `day` (calendar arithmetic on the date itself). */
export function dayMinus(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
