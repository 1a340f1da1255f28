/**
 * Taps on the site's "Call" and "Text us" (decision 0051). The links go to /call and /text on this
 * site with the page they were on; the answer counts the tap and sends the phone on to tel: or
 * sms:. What is kept is a number per day, page and kind: no cookie, no address, no browser, nothing
 * that tells one caller from another. Only the site's own pages are kept by name, so a made-up
 * path cannot grow the table: anything else is counted as "(other)".
 */
import { isbot } from "isbot";
import type { Db } from "~/db/schema";
import { addTap, tapsBetween, type TapKind } from "~/models/phone-taps.server";
import { findSitePage } from "./site-pages.server";
import { getProjectBySlug } from "~/models/projects.server";
import { dayMinus, dayOf } from "~/content/business-days";
import { clockNow } from "~/platform/clock";

export const OTHER_PAGE = "(other)";

/** The page a tap is counted for: a page of this site, or "(other)". */
export async function tapPage(db: Db, raw: string | null): Promise<string> {
  const path = (raw ?? "").slice(0, 201).split(/[?#]/)[0]!;
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(path) || path.length > 200) return OTHER_PAGE;
  if (await findSitePage(db, path)) return path;
  const project = /^\/projects\/([a-z0-9-]+)$/.exec(path);
  if (project) {
    const p = await getProjectBySlug(db, project[1]!);
    if (p?.is_published) return path;
  }
  if (path === "/contact" || path === "/gallery" || path === "/reviews") return path;
  return OTHER_PAGE;
}

/** Counts one tap (robots are not counted); answers the page it was counted for, or null. */
export async function countTap(db: Db, kind: TapKind, from: string | null, userAgent: string) {
  if (!userAgent || isbot(userAgent)) return null;
  const page = await tapPage(db, from);
  await addTap(db, dayOf(clockNow()), page, kind);
  return page;
}

export interface TapRow {
  path: string;
  calls: number;
  texts: number;
}

/** Taps of the last `days` days (today included), per page, most first. */
export async function tapsReport(db: Db, days: number, now = clockNow()) {
  const to = dayOf(now);
  const rows = await tapsBetween(db, dayMinus(to, days - 1), to);
  const byPage = new Map<string, TapRow>();
  for (const r of rows) {
    const p = byPage.get(r.path) ?? { path: r.path, calls: 0, texts: 0 };
    if (r.kind === "call") p.calls += r.taps;
    else p.texts += r.taps;
    byPage.set(r.path, p);
  }
  const pages = [...byPage.values()].sort((a, b) => b.calls + b.texts - (a.calls + a.texts) || a.path.localeCompare(b.path));
  return { calls: pages.reduce((n, p) => n + p.calls, 0), texts: pages.reduce((n, p) => n + p.texts, 0), pages: pages.slice(0, 20) };
}

export type TapsReport = Awaited<ReturnType<typeof tapsReport>>;
