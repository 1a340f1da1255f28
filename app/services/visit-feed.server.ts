import { createHash } from "node:crypto";
import type { AppServices } from "~/platform/services.server";
import { getVisitFeed, putVisitFeed } from "~/models/visits.server";
import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, FeedError, MAX_BUSY, busyTimes } from "~/visits/feed.server";
import { OutboundError, fetchOutboundText } from "~/platform/outbound.server";
import { openToken } from "~/sms/sms.server";
import type { Interval } from "~/visits/slots";
import type { VisitSettings } from "~/visits/settings";
import { clockNow } from "~/platform/clock";

/**
 * The owner's calendar feed, read for busy times (decision 0050): fetched by the server (1 MB,
 * 5 s, a private or local address refused), parsed, and only its busy times kept in the database
 * with the time it was read. It is read again when older than FEED_FRESH_MS or when it no longer
 * covers the days offered. While it cannot be read no time is offered, and the dashboard says why.
 */
export const FEED_FRESH_MS = 10 * 60_000;
const DAY = 86_400_000;

export type FeedState = { state: "none" } | { state: "ok"; busy: Interval[]; fetchedAt: string } | { state: "failed"; error: string; fetchedAt: string };

type Services = Pick<AppServices, "db" | "config" | "cookieSecret" | "logger">;

const urlHash = (url: string) => createHash("sha256").update(url).digest("hex");

/** The feed's address (opened with the site's secret), or null when none is set or it cannot be opened. */
export function feedUrlOf(services: Pick<AppServices, "cookieSecret">, settings: VisitSettings) {
  return settings.feedSealed ? openToken(services.cookieSecret, settings.feedSealed) : null;
}

/** Reads the feed now and keeps what it found (or why it failed). */
export async function refreshFeed(services: Services, settings: VisitSettings, now = clockNow()): Promise<FeedState> {
  const url = feedUrlOf(services, settings);
  const fetchedAt = new Date(now).toISOString();
  const until = now + (settings.daysAhead + 2) * DAY;
  let state: FeedState;
  if (!url) {
    state = {
      state: "failed",
      error: "The calendar's address cannot be read on this server (it was saved with another site's secret). Enter it again.",
      fetchedAt,
    };
  } else {
    try {
      const text = await fetchOutboundText(url, {
        maxBytes: FEED_MAX_BYTES,
        timeoutMs: FEED_TIMEOUT_MS,
        allowLoopback: services.config.outboundLoopback,
        accept: "text/calendar",
      });
      state = { state: "ok", busy: busyTimes(text, now - DAY, until).slice(0, MAX_BUSY), fetchedAt };
    } catch (error) {
      const known = error instanceof OutboundError || error instanceof FeedError;
      const code = (error as { code?: string }).code;
      const why = known
        ? (error as Error).message
        : code === "ENOTFOUND"
          ? "The calendar's server was not found."
          : `The calendar could not be read${code ? ` (${code})` : ""}.`;
      if (!known) services.logger.warn({ err: error }, "calendar feed could not be read");
      state = { state: "failed", error: why, fetchedAt };
    }
  }
  await putVisitFeed(services.db, {
    url_hash: url ? urlHash(url) : "",
    fetched_at: fetchedAt,
    ok: state.state === "ok" ? 1 : 0,
    error: state.state === "failed" ? state.error : null,
    busy: JSON.stringify(state.state === "ok" ? state.busy.map((b) => [b.start, b.end]) : []),
    until_at: new Date(until).toISOString(),
  });
  return state;
}

/** What the feed says now: the kept reading while fresh, else a new one. "none" when no feed is set. */
export async function feedState(services: Services, settings: VisitSettings, now = clockNow()): Promise<FeedState> {
  if (!settings.feedSealed) return { state: "none" };
  const url = feedUrlOf(services, settings);
  const row = await getVisitFeed(services.db);
  const fresh =
    row &&
    url &&
    row.url_hash === urlHash(url) &&
    now - Date.parse(row.fetched_at) < FEED_FRESH_MS &&
    now - Date.parse(row.fetched_at) >= 0 &&
    Date.parse(row.until_at) >= now + (settings.daysAhead + 1) * DAY;
  if (!fresh) return refreshFeed(services, settings, now);
  if (!row.ok) return { state: "failed", error: row.error ?? "The calendar could not be read.", fetchedAt: row.fetched_at };
  const busy = (JSON.parse(row.busy) as Array<[number, number]>).map(([start, end]) => ({ start, end }));
  return { state: "ok", busy, fetchedAt: row.fetched_at };
}

/** The last reading as kept (for the dashboard and Settings), without reading the feed again. */
export async function lastFeedReading(services: Services, settings: VisitSettings) {
  if (!settings.feedSealed) return null;
  const row = await getVisitFeed(services.db);
  if (!row) return null;
  return { ok: row.ok === 1, error: row.error, fetchedAt: row.fetched_at, busyCount: row.ok ? (JSON.parse(row.busy) as unknown[]).length : 0 };
}

/** Why no visit times are offered because of the owner's calendar, or null (the dashboard's attention list). */
export async function feedProblem(services: Services, settings: VisitSettings, now = clockNow()) {
  if (!settings.feedSealed || settings.windows.length === 0) return null;
  const state = await feedState(services, settings, now);
  return state.state === "failed" ? state.error : null;
}
