import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import { sql } from "kysely";
import type { Db } from "~/db/schema";
import type { Logger } from "~/platform/logger.server";
import { dayMinus, dayOf, dayStart } from "~/content/business-days";
import { sourceOf } from "./sources";
import { ANALYTICS, MANY_PATHS, OTHER } from "./limits";
import { clockNow } from "~/platform/clock";

/**
 * Page views counted on the server, without cookies or scripts (decision 0026).
 *
 * `view()` runs on every public page answer, cache hits included, so it only checks two headers
 * and queues four strings. Every `FLUSH_MS` the queue is turned into rows: bots are dropped, the
 * visitor is a hash of the day's salt, the address and the browser, and views of one page by one
 * visitor become one row with a count (so a busy page writes one row per visitor, not per view).
 */
type Queued = [
  url: string,
  status: number,
  remote: string,
  forwarded: string | undefined,
  ua: string,
  referer: string | undefined,
  host: string | undefined,
  at: number,
];

/** The visitor's address from the socket's and X-Forwarded-For, as the server trusts its proxies. */
export type ClientIp = (remote: string, forwarded: string | undefined) => string;

export interface Analytics {
  readonly enabled: boolean;
  /** Counts a public page answer (200, 304 or 404). Synchronous and cheap. */
  view(headers: IncomingHttpHeaders, url: string, status: number, remoteAddress: string | undefined): void;
  /** How addresses are read behind proxies (the server's TRUST_PROXY); by default the socket's. */
  useClientIp(resolve: ClientIp): void;
  /** Writes what is queued. */
  flush(): Promise<void>;
  /** Where this visitor's visit began today (page and source), for a lead; null when unknown or not counted. */
  originOf(headers: Headers, ip: string): Promise<{ landing: string; source: string } | null>;
  /** Rolls finished days into the daily tables, and deletes old salts and old days. */
  rollup(now?: number): Promise<void>;
  close(): Promise<void>;
}

/** Whether the browser asked not to be counted: Do Not Track or Global Privacy Control. */
export function optedOut(get: (name: string) => string | null | undefined) {
  return get("dnt") === "1" || get("sec-gpc") === "1";
}

export function createAnalytics(opts: { db: Db; logger: Logger; enabled: boolean }): Analytics {
  const { db, logger, enabled } = opts;
  let queue: Queued[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  let salt: { day: string; value: string } | null = null;
  let visitors = new Map<string, string | null>();
  const bots = new Map<string, boolean>();
  let notFound = { day: "", paths: new Set<string>() };
  let lastRollup = 0;
  let clientIp: ClientIp = (remote) => remote;

  const isBot = (ua: string) => {
    let b = bots.get(ua);
    if (b === undefined) {
      b = ua === "" || isbot(ua);
      if (bots.size >= 5_000) bots.clear();
      bots.set(ua, b);
    }
    return b;
  };

  const saltFor = async (day: string): Promise<string> => {
    if (salt?.day === day) return salt.value;
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    // Yesterday's salt goes as soon as today's exists: yesterday's hashes can no longer be made again.
    await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    salt = { day, value: row.salt };
    visitors = new Map();
    return row.salt;
  };

  const hashOf = (saltValue: string, ip: string, ua: string) =>
    createHash("sha256").update(saltValue).update("\n").update(ip).update("\n").update(ua).digest("base64url").slice(0, 22);

  /** The visitor of a request's address and browser today, or null for a robot (remembered for the day). */
  const visitorOf = (saltValue: string, remote: string, forwarded: string | undefined, ua: string) => {
    const key = `${remote}\n${forwarded ?? ""}\n${ua}`;
    let v = visitors.get(key);
    if (v === undefined) {
      v = isBot(ua) ? null : hashOf(saltValue, clientIp(remote, forwarded), ua);
      if (visitors.size >= 100_000) visitors.clear();
      visitors.set(key, v);
    }
    return v;
  };

  const write = async (batch: Queued[]) => {
    const now = clockNow();
    const today = dayOf(now);
    const todaySalt = await saltFor(today);
    if (notFound.day !== today) notFound = { day: today, paths: new Set() };
    const rows = new Map<string, { day: string; visitor: string; path: string; status: number; views: number; source: string; first_at: string }>();
    const byUrl = new Map<string, { views: number }>();
    for (const [url, status, remote, forwarded, ua, referer, host, at] of batch) {
      // A view queued before midnight and written after it: that day's salt is gone, so it is not counted.
      if (dayOf(at) !== today) continue;
      const visitor = visitorOf(todaySalt, remote, forwarded, ua);
      if (visitor === null) continue;
      const st = status === 304 ? 200 : status;
      // The same address again (the usual case): one lookup, no parsing.
      const seen = byUrl.get(`${visitor}\n${st}\n${url}`);
      if (seen) {
        seen.views++;
        continue;
      }
      const q = url.indexOf("?");
      let path = (q >= 0 ? url.slice(0, q) : url).slice(0, ANALYTICS.pathMax);
      if (st === 404 && !notFound.paths.has(path)) {
        if (notFound.paths.size >= ANALYTICS.notFoundPaths) path = MANY_PATHS;
        else notFound.paths.add(path);
      }
      const key = `${visitor}\n${path}\n${st}`;
      let row = rows.get(key);
      if (row) row.views++;
      else {
        row = { day: today, visitor, path, status: st, views: 1, source: sourceOf(url, referer, host), first_at: new Date(at).toISOString() };
        rows.set(key, row);
      }
      byUrl.set(`${visitor}\n${st}\n${url}`, row);
    }
    const all = [...rows.values()];
    for (let i = 0; i < all.length; i += 100) {
      // SQLite writes block the thread: requests get their turn between chunks.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      await db
        .insertInto("analytics_raw")
        .values(all.slice(i, i + 100))
        .onConflict((oc) => oc.columns(["day", "visitor", "path", "status"]).doUpdateSet({ views: sql`analytics_raw.views + excluded.views` }))
        .execute();
    }
    if (now - lastRollup >= ANALYTICS.rollupEveryMs) await rollup(now);
  };

  const flush = async () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // One write at a time; views that arrive meanwhile wait for the next.
    while (flushing) await flushing;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    flushing = write(batch)
      .catch((error) => logger.warn({ err: error, views: batch.length }, "could not record page views; they are not counted"))
      .finally(() => {
        flushing = null;
      });
    await flushing;
  };

  const rollup = async (now = clockNow()) => {
    lastRollup = now;
    const today = dayOf(now);
    const finished = await db.selectFrom("analytics_raw").select("day").distinct().where("day", "<", today).execute();
    for (const { day } of finished) {
      if (day === dayMinus(today, 1) && now < dayStart(today) + ANALYTICS.rollupGraceMs) continue;
      await rollupDay(db, day);
    }
    await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
    const oldest = dayMinus(today, ANALYTICS.keepDays);
    for (const t of ["analytics_days", "analytics_pages", "analytics_entries"] as const) await db.deleteFrom(t).where("day", "<", oldest).execute();
  };

  return {
    enabled,
    view(headers, url, status, remoteAddress) {
      if (!enabled || headers.dnt === "1" || headers["sec-gpc"] === "1" || headers["sec-purpose"]?.includes("prefetch")) return;
      // A page's own script fetching part of a page (the gallery's "Show more") is not a visit.
      const dest = headers["sec-fetch-dest"];
      if (dest !== undefined && dest !== "document") return;
      if (queue.length >= ANALYTICS.queueMax) return;
      const forwarded = headers["x-forwarded-for"];
      // Bounded: a header can be 16 KB, and the day's memory of browsers is keyed by them.
      queue.push([
        url.length > ANALYTICS.urlMax ? url.slice(0, ANALYTICS.urlMax) : url,
        status,
        remoteAddress ?? "",
        Array.isArray(forwarded) ? forwarded.join(",").slice(0, 500) : forwarded?.slice(0, 500),
        (headers["user-agent"] ?? "").slice(0, ANALYTICS.userAgentMax),
        headers.referer?.slice(0, ANALYTICS.urlMax),
        headers.host?.split(":")[0],
        clockNow(),
      ]);
      if (queue.length >= ANALYTICS.flushAt) void flush();
      else timer ??= setTimeout(() => void flush(), ANALYTICS.flushMs).unref();
    },
    useClientIp(resolve) {
      clientIp = resolve;
    },
    flush,
    async originOf(headers, ip) {
      if (!enabled || optedOut((n) => headers.get(n))) return null;
      await flush();
      const today = dayOf(clockNow());
      const visitor = hashOf(await saltFor(today), ip, (headers.get("user-agent") ?? "").slice(0, ANALYTICS.userAgentMax));
      const first = await db
        .selectFrom("analytics_raw")
        .select(["path", "source"])
        .where("day", "=", today)
        .where("visitor", "=", visitor)
        .where("status", "=", 200)
        .orderBy("first_at")
        .orderBy("path")
        .executeTakeFirst();
      return first ? { landing: first.path, source: first.source } : null;
    },
    rollup,
    async close() {
      await flush();
    },
  };
}

/**
 * One finished day into the daily tables, then its raw rows deleted, in one transaction. Each
 * insert does nothing when the day is already there, so two instances rolling the same day up
 * count it once.
 */
async function rollupDay(db: Db, day: string) {
  await db.transaction().execute(async (tx) => {
    await sql`insert into analytics_days (day, views, visitors)
      select day, sum(views), count(distinct visitor) from analytics_raw where day = ${day} and status = 200 group by day
      on conflict (day) do nothing`.execute(tx);
    await sql`insert into analytics_pages (day, path, status, views, visitors)
      select day, path, status, sum(views), count(distinct visitor) from analytics_raw where day = ${day} group by day, path, status
      on conflict (day, path, status) do nothing`.execute(tx);
    // Where visits began: at most ANALYTICS.entrySources sources and entryPaths landing pages a
    // day (the busiest), the rest counted as "(other)" (decision 0033), so invented utm_source
    // values cannot fill two years of rows.
    const firsts = (
      await sql<{ path: string; source: string; visitors: number | string }>`select path, source, count(*) as visitors from (
        select path, source, row_number() over (partition by visitor order by first_at, path) as n
        from analytics_raw where day = ${day} and status = 200
      ) firsts where n = 1 group by path, source`.execute(tx)
    ).rows.map((r) => ({ ...r, visitors: Number(r.visitors) }));
    const top = (key: "path" | "source", max: number) => {
      const totals = new Map<string, number>();
      for (const r of firsts) totals.set(r[key], (totals.get(r[key]) ?? 0) + r.visitors);
      return new Set(
        [...totals]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, max)
          .map(([k]) => k),
      );
    };
    const sources = top("source", ANALYTICS.entrySources);
    const paths = top("path", ANALYTICS.entryPaths);
    const entries = new Map<string, { day: string; path: string; source: string; visitors: number }>();
    for (const r of firsts) {
      const path = paths.has(r.path) ? r.path : OTHER;
      const source = sources.has(r.source) ? r.source : OTHER;
      const k = `${path}\u0000${source}`;
      const e = entries.get(k);
      if (e) e.visitors += r.visitors;
      else entries.set(k, { day, path, source, visitors: r.visitors });
    }
    const rows = [...entries.values()];
    for (let i = 0; i < rows.length; i += 200)
      await tx
        .insertInto("analytics_entries")
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(["day", "path", "source"]).doNothing())
        .execute();
    await tx.deleteFrom("analytics_raw").where("day", "=", day).execute();
  });
}
