import { sql } from "kysely";
import type { Db } from "~/db/schema";
import { MANY_PATHS } from "~/analytics/limits";
import { dayMinus, dayOf, dayStart } from "~/content/business-days";
import { SOURCE_LABELS, SOURCE_ORDER, sourceKey, type SourceKey } from "~/analytics/sources";
import type { DayPoint, Period } from "~/analytics/periods";
import { clockNow } from "~/platform/clock";

export { PERIODS, change, parsePeriod, type DayPoint, type Period } from "~/analytics/periods";

export interface AnalyticsReport {
  period: Period;
  from: string;
  to: string;
  days: DayPoint[];
  totals: { visitors: number; views: number; leads: number };
  before: { visitors: number; views: number; leads: number };
  pages: Array<{ path: string; views: number; visitors: number }>;
  sources: Array<{ key: SourceKey; label: string; visitors: number; leads: number }>;
  landings: Array<{ path: string; visitors: number; leads: number }>;
  notFound: Array<{ path: string; views: number }>;
}

const num = (v: unknown) => Number(v ?? 0);

/** Per day: rolled-up days from the daily table, the days not rolled up yet from the raw rows. */
async function dailyTotals(db: Db, from: string, to: string): Promise<Map<string, DayPoint>> {
  const [rolled, raw] = await Promise.all([
    db.selectFrom("analytics_days").select(["day", "views", "visitors"]).where("day", ">=", from).where("day", "<=", to).execute(),
    db
      .selectFrom("analytics_raw")
      .select(["day", sql<number>`sum(views)`.as("views"), sql<number>`count(distinct visitor)`.as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where("status", "=", 200)
      .groupBy("day")
      .execute(),
  ]);
  const byDay = new Map<string, DayPoint>();
  for (const r of [...rolled, ...raw]) {
    const d = byDay.get(r.day) ?? { day: r.day, views: 0, visitors: 0 };
    d.views += num(r.views);
    d.visitors += num(r.visitors);
    byDay.set(r.day, d);
  }
  return byDay;
}

/** Leads (contact and quote requests) received from the start of `from` until the end of `to`. */
async function leadsBetween(db: Db, from: string, to: string) {
  const start = new Date(dayStart(from)).toISOString();
  const end = new Date(dayStart(dayMinus(to, -1))).toISOString();
  return db
    .selectFrom("contact_messages")
    .select(["landing_page", "source", "came_by"])
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("lead_status", "!=", "spam")
    .execute();
}

export async function analyticsReport(db: Db, period: Period, now = clockNow()): Promise<AnalyticsReport> {
  const to = dayOf(now);
  const from = dayMinus(to, period - 1);
  const beforeTo = dayMinus(from, 1);
  const beforeFrom = dayMinus(beforeTo, period - 1);

  const [current, previous, leads, leadsBefore, rolledPages, rawPages, rolledEntries, rawEntries] = await Promise.all([
    dailyTotals(db, from, to),
    dailyTotals(db, beforeFrom, beforeTo),
    leadsBetween(db, from, to),
    leadsBetween(db, beforeFrom, beforeTo),
    db
      .selectFrom("analytics_pages")
      .select(["path", "status", sql<number>`sum(views)`.as("views"), sql<number>`sum(visitors)`.as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["path", "status"])
      .execute(),
    db
      .selectFrom("analytics_raw")
      .select(["day", "path", "status", sql<number>`sum(views)`.as("views"), sql<number>`count(distinct visitor)`.as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["day", "path", "status"])
      .execute(),
    db
      .selectFrom("analytics_entries")
      .select(["path", "source", sql<number>`sum(visitors)`.as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["path", "source"])
      .execute(),
    // Where each visit of the days not rolled up yet began: its visitor's first page that day.
    sql<{ path: string; source: string; visitors: number }>`select path, source, count(*) as visitors from (
        select path, source, row_number() over (partition by day, visitor order by first_at, path) as n
        from analytics_raw where day >= ${from} and day <= ${to} and status = 200
      ) firsts where n = 1 group by path, source`.execute(db),
  ]);

  const days: DayPoint[] = [];
  for (let i = period - 1; i >= 0; i--) {
    const day = dayMinus(to, i);
    days.push(current.get(day) ?? { day, views: 0, visitors: 0 });
  }
  const sum = (m: Map<string, DayPoint>, k: "views" | "visitors") => [...m.values()].reduce((n, d) => n + d[k], 0);

  const pages = new Map<string, { path: string; views: number; visitors: number }>();
  const notFound = new Map<string, number>();
  for (const r of [...rolledPages, ...rawPages]) {
    if (num(r.status) === 404) {
      notFound.set(r.path, (notFound.get(r.path) ?? 0) + num(r.views));
      continue;
    }
    const p = pages.get(r.path) ?? { path: r.path, views: 0, visitors: 0 };
    p.views += num(r.views);
    p.visitors += num(r.visitors);
    pages.set(r.path, p);
  }

  const sources = new Map<SourceKey, { visitors: number; leads: number }>(SOURCE_ORDER.map((k) => [k, { visitors: 0, leads: 0 }]));
  const landings = new Map<string, { path: string; visitors: number; leads: number }>();
  for (const r of [...rolledEntries, ...rawEntries.rows]) {
    sources.get(sourceKey(r.source))!.visitors += num(r.visitors);
    const l = landings.get(r.path) ?? { path: r.path, visitors: 0, leads: 0 };
    l.visitors += num(r.visitors);
    landings.set(r.path, l);
  }
  let added = 0;
  for (const lead of leads) {
    // A lead staff added came by phone, walk-in or referral: no visit, no landing page.
    if (lead.came_by) {
      added++;
      continue;
    }
    sources.get(sourceKey(lead.source))!.leads++;
    const path = lead.landing_page?.split("?")[0] || "(not known)";
    const l = landings.get(path) ?? { path, visitors: 0, leads: 0 };
    l.leads++;
    landings.set(path, l);
  }

  return {
    period,
    from,
    to,
    days,
    totals: { visitors: sum(current, "visitors"), views: sum(current, "views"), leads: leads.length },
    before: { visitors: sum(previous, "visitors"), views: sum(previous, "views"), leads: leadsBefore.length },
    pages: [...pages.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)).slice(0, 10),
    sources: [
      ...SOURCE_ORDER.map((key) => ({ key, label: SOURCE_LABELS[key], ...sources.get(key)! })),
      ...(added > 0 ? [{ key: "added" as const, label: SOURCE_LABELS.added, visitors: 0, leads: added }] : []),
    ],
    landings: [...landings.values()]
      .filter((l) => l.leads > 0 || l.visitors > 0)
      .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || a.path.localeCompare(b.path))
      .slice(0, 10),
    notFound: [...notFound]
      .map(([path, views]) => ({ path, views }))
      .filter((n) => n.path !== MANY_PATHS || n.views > 0)
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, 10),
  };
}

/** The daily figures of a period as CSV (one row per day). */
export function reportCsv(report: AnalyticsReport): string {
  const lines = ["date,visitors,page_views"];
  for (const d of report.days) lines.push(`${d.day},${d.visitors},${d.views}`);
  return lines.join("\r\n") + "\r\n";
}
