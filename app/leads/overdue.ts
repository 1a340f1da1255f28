/**
 * How long a lead has waited, in the business's working time: Monday to Friday, 8 am to 5 pm
 * Pacific. A lead still "New" once that many business hours have passed is overdue.
 * Plain module (no server imports); bounded: at most a few hundred days are walked.
 */
import { isoToZonedInput, zonedInputToIso } from "~/content/schedule";
import { clockNow } from "~/platform/clock";

export const BUSINESS_HOURS = { open: 8, close: 17 } as const;

const pad = (n: number) => String(n).padStart(2, "0");
function nextDate(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
function weekday(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The moment (ISO UTC) a lead received at `createdIso` has waited `hours` business hours. */
export function overdueAt(createdIso: string, hours: number): string {
  let remaining = Math.max(0, hours) * 60 * 60_000;
  let t = Date.parse(createdIso);
  if (Number.isNaN(t)) return createdIso;
  let date = isoToZonedInput(new Date(t).toISOString()).slice(0, 10);
  for (let i = 0; i < 800; i++) {
    const open = Date.parse(zonedInputToIso(`${date}T${pad(BUSINESS_HOURS.open)}:00`)!);
    const close = Date.parse(zonedInputToIso(`${date}T${pad(BUSINESS_HOURS.close)}:00`)!);
    const day = weekday(date);
    if (day !== 0 && day !== 6 && t < close) {
      const start = Math.max(t, open);
      if (close - start >= remaining) return new Date(start + remaining).toISOString();
      remaining -= close - start;
    }
    date = nextDate(date);
    t = Date.parse(zonedInputToIso(`${date}T00:00`)!);
  }
  return new Date(t).toISOString();
}

/** A lead still New, not yet answered (decision 0031: a call or an e-mail counts), past its overdue time. */
export function isOverdue(lead: { lead_status: string; created_at: string; first_response_at?: string | null }, hours: number, now = clockNow()) {
  return lead.lead_status === "new" && !lead.first_response_at && Date.parse(overdueAt(lead.created_at, hours)) <= now;
}

/**
 * The business time (Monday to Friday, 8 am to 5 pm Pacific) between two moments, in whole
 * minutes: how long a lead waited for its first answer (decision 0031). Bounded like overdueAt.
 */
export function businessMinutesBetween(fromIso: string, toIso: string): number {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return 0;
  let ms = 0;
  let date = isoToZonedInput(new Date(from).toISOString()).slice(0, 10);
  for (let i = 0; i < 800; i++) {
    const open = Date.parse(zonedInputToIso(`${date}T${pad(BUSINESS_HOURS.open)}:00`)!);
    if (open >= to) break;
    const close = Date.parse(zonedInputToIso(`${date}T${pad(BUSINESS_HOURS.close)}:00`)!);
    const day = weekday(date);
    if (day !== 0 && day !== 6) {
      const start = Math.max(from, open);
      const end = Math.min(to, close);
      if (end > start) ms += end - start;
    }
    date = nextDate(date);
  }
  return Math.floor(ms / 60_000);
}

/** "12 min", "3 h 5 min", "2 days 1 h" in business time (a business day is 9 hours). */
export function formatBusinessMinutes(minutes: number) {
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const dayMinutes = (BUSINESS_HOURS.close - BUSINESS_HOURS.open) * 60;
  if (minutes < dayMinutes) {
    const h = Math.floor(minutes / 60);
    return minutes % 60 ? `${h} h ${minutes % 60} min` : `${h} h`;
  }
  const days = Math.floor(minutes / dayMinutes);
  const h = Math.floor((minutes % dayMinutes) / 60);
  return `${days} business day${days === 1 ? "" : "s"}${h ? ` ${h} h` : ""}`;
}

/** "just now", "12 min", "3 h 5 min", "2 days": how long ago a lead arrived (wall-clock time). */
export function formatAge(createdIso: string, now = clockNow()) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdIso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day" : `${days} days`;
}
