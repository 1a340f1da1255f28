import { sourceOf } from "./sources";

/**
 * Where this visit began, kept by the visitor's own browser for the tab (decision 0041): the
 * first page of this site the tab opened (its path, no query) and where it came from, worked out
 * the way the server's page count works it out (`sourceOf`). The header's script records it on
 * every public page, so it is the first page's; the quote form posts it back. Nothing is sent
 * anywhere else and nothing outlives the tab. Without JavaScript or storage the server falls back
 * to matching the visit by address and browser, and says so on the lead.
 */
export interface VisitOrigin {
  landing: string;
  source: string;
}

const KEY = "lead-origin";
const LANDING_MAX = 300;

/** The visit's origin for this tab, recorded from the current page when the tab has none yet. */
export function visitOrigin(): VisitOrigin | null {
  // Do Not Track and Global Privacy Control: nothing is kept (the server would drop it too).
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl === true) return null;
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) {
      const o = JSON.parse(kept) as Partial<VisitOrigin>;
      if (typeof o.landing === "string" && typeof o.source === "string") return { landing: o.landing, source: o.source };
    }
    const origin = {
      landing: location.pathname.slice(0, LANDING_MAX),
      source: sourceOf(location.pathname + location.search, document.referrer || undefined, location.hostname),
    };
    sessionStorage.setItem(KEY, JSON.stringify(origin));
    return origin;
  } catch {
    // Storage turned off: the server matches the visit by address instead.
    return null;
  }
}
