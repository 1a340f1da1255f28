import { newLinkToken, hashLinkToken } from "~/auth/link-token.server";
import type { AppServices } from "~/platform/services.server";
import { clearVisitFeed, getVisitSettings, saveVisitSettings } from "~/models/visits.server";
import { sealToken } from "~/sms/sms.server";
import { windowLine, type VisitSettings, type VisitWindow } from "~/visits/settings";
import { feedUrlOf, lastFeedReading, refreshFeed, type FeedState } from "./visit-feed.server";
import { clockNow } from "~/platform/clock";

/**
 * Settings → Site visits (decision 0050), written only here: the windows, lengths and days off,
 * the owner's calendar address (sealed with the site's secret; the page shows only its host), and
 * the secret of his feed of booked visits (only its hash is kept; the address is shown once).
 */
type Services = Pick<AppServices, "db" | "config" | "cookieSecret" | "logger">;

export interface VisitSettingsInput {
  windows: VisitWindow[];
  visitMinutes: number;
  bufferMinutes: number;
  daysAhead: number;
  blackouts: string[];
  feedUrl: string;
}

/** Saves the settings; a new or changed calendar address is read at once and its reading answered. */
export async function updateVisitSettings(services: Services, input: VisitSettingsInput, opts: { forgetFeed: boolean }) {
  const current = await getVisitSettings(services.db);
  const oldUrl = feedUrlOf(services, current);
  let feedSealed = current.feedSealed;
  if (opts.forgetFeed) feedSealed = "";
  // An empty field keeps the saved address (it is never sent back to the page).
  else if (input.feedUrl && input.feedUrl !== oldUrl) feedSealed = sealToken(services.cookieSecret, input.feedUrl);
  const next: VisitSettings = { ...current, ...input, feedSealed };
  delete (next as Partial<VisitSettingsInput>).feedUrl;
  await saveVisitSettings(services.db, next);
  if (!feedSealed) {
    await clearVisitFeed(services.db);
    return { settings: next, feed: null };
  }
  const feed: FeedState | null = feedSealed !== current.feedSealed ? await refreshFeed(services, next, clockNow()) : null;
  return { settings: next, feed };
}

/** A new secret address for the owner's calendar of booked visits; the old one stops working. Answers the address. */
export async function newCalendarAddress(services: Services) {
  const current = await getVisitSettings(services.db);
  const { raw, hash } = newLinkToken();
  await saveVisitSettings(services.db, { ...current, calendarTokenHash: hash });
  return `${services.config.siteUrl}/calendar/visits/${raw}.ics`;
}

/** Turns the owner's calendar address off. */
export async function stopCalendarAddress(services: Services) {
  const current = await getVisitSettings(services.db);
  await saveVisitSettings(services.db, { ...current, calendarTokenHash: "" });
}

/** Whether a raw token is the owner's calendar secret now. */
export async function isCalendarToken(services: Pick<AppServices, "db">, raw: string) {
  const s = await getVisitSettings(services.db);
  return Boolean(s.calendarTokenHash) && /^[A-Za-z0-9_-]{20,100}$/.test(raw) && hashLinkToken(raw) === s.calendarTokenHash;
}

/** What the settings screen shows: the lines as the owner reads them, never a secret. */
export async function visitSettingsView(services: Services) {
  const s = await getVisitSettings(services.db);
  const url = feedUrlOf(services, s);
  const reading = await lastFeedReading(services, s);
  return {
    windows: s.windows.map(windowLine).join("\n"),
    visitMinutes: s.visitMinutes,
    bufferMinutes: s.bufferMinutes,
    daysAhead: s.daysAhead,
    blackouts: s.blackouts.join("\n"),
    feedHost: s.feedSealed ? (url ? new URL(url).host : "saved with another site's secret") : null,
    reading,
    calendarOn: Boolean(s.calendarTokenHash),
  };
}
export type VisitSettingsView = Awaited<ReturnType<typeof visitSettingsView>>;
