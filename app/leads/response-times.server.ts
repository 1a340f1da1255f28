/**
 * Time to first response (decision 0031): for the leads received in a period, the median and the
 * slowest tenth (90th percentile, nearest rank) of the business time until staff first answered,
 * against the period just before. Periods are rolling: the last N × 24 hours, and the N × 24
 * before those. A lead not yet answered is counted apart, never as zero.
 */
import type { Db } from "~/db/schema";
import { responsesBetween } from "~/models/contact-messages.server";
import { businessMinutesBetween } from "./overdue";
import { clockNow } from "~/platform/clock";

export interface ResponseStats {
  answered: number;
  unanswered: number;
  /** Business minutes; null when no lead of the period was answered. */
  median: number | null;
  slowestTenth: number | null;
}

const DAY = 24 * 60 * 60_000;

export function responseStats(rows: Array<{ created_at: string; first_response_at?: string | null }>): ResponseStats {
  const minutes = rows
    .filter((r) => r.first_response_at)
    .map((r) => businessMinutesBetween(r.created_at, r.first_response_at!))
    .sort((a, b) => a - b);
  const n = minutes.length;
  const median = n === 0 ? null : n % 2 ? minutes[(n - 1) / 2]! : Math.round((minutes[n / 2 - 1]! + minutes[n / 2]!) / 2);
  const slowestTenth = n === 0 ? null : minutes[Math.max(0, Math.ceil(0.9 * n) - 1)]!;
  return { answered: n, unanswered: rows.length - n, median, slowestTenth };
}

export async function responseReport(db: Db, days: number, now = clockNow()) {
  const iso = (t: number) => new Date(t).toISOString();
  const [current, before] = await Promise.all([
    responsesBetween(db, iso(now - days * DAY), iso(now + 1)),
    responsesBetween(db, iso(now - 2 * days * DAY), iso(now - days * DAY)),
  ]);
  return { days, current: responseStats(current), before: responseStats(before) };
}

export type ResponseReport = Awaited<ReturnType<typeof responseReport>>;
