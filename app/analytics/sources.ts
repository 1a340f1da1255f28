/**
 * Where a visit came from, in the five groups the owner reads: search engines, the Google
 * Business Profile (links tagged `utm_source=gbp`), social networks, other sites, and direct
 * (typed in, a bookmark, an e-mail program, or a browser that sends no referrer).
 */
export type SourceKey = "search" | "gbp" | "social" | "referral" | "direct" | "added";

export const SOURCE_LABELS: Record<SourceKey, string> = {
  search: "Search engines",
  gbp: "Google Business Profile",
  social: "Social networks",
  referral: "Other sites",
  direct: "Direct (typed in, bookmarks, e-mail)",
  // Leads staff added (decision 0051): they came by phone, text, walk-in or referral, not by a visit.
  added: "Phone, text, walk-in and referral (added by staff)",
};
export const SOURCE_ORDER: SourceKey[] = ["search", "gbp", "social", "referral", "direct"];

const GBP = /^(gbp|gmb|google[-_ ]?business([-_ ]?profile)?|google[-_ ]?my[-_ ]?business|googlemybusiness|google[-_ ]?maps)$/i;
const SEARCH =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yahoo\.com|ecosia\.org|search\.brave\.com|yandex\.[a-z.]+|baidu\.com|startpage\.com|qwant\.com|kagi\.com)$/i;
const SEARCH_NAMES = /^(google|bing|duckduckgo|yahoo|ecosia|brave|yandex|baidu|startpage|qwant|kagi)$/i;
const SOCIAL =
  /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|nextdoor\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|pinterest\.[a-z.]+|youtube\.com|youtu\.be|reddit\.com|tiktok\.com|threads\.net|bsky\.app)$/i;
const SOCIAL_NAMES = /^(facebook|fb|instagram|ig|nextdoor|twitter|x|linkedin|pinterest|youtube|reddit|tiktok|threads|bluesky|social)$/i;

/** The group of a stored source (a utm_source value or a referring host name; "" is direct). */
export function sourceKey(source: string | null | undefined): SourceKey {
  const s = (source ?? "").trim().toLowerCase();
  if (!s) return "direct";
  if (GBP.test(s)) return "gbp";
  if (SEARCH.test(s) || SEARCH_NAMES.test(s)) return "search";
  if (SOCIAL.test(s) || SOCIAL_NAMES.test(s)) return "social";
  return "referral";
}

const SOURCE_MAX = 120;

/**
 * What a page view records as its source: `utm_source` from the address when there is one,
 * else the referring site's host name (never its path), else "". A referrer from this site
 * itself is "" too: the visit began earlier, and its first page holds the source.
 */
export function sourceOf(url: string, referer: string | undefined, ownHost: string | undefined): string {
  const q = url.indexOf("?");
  if (q >= 0 && url.includes("utm_", q)) {
    const utm = new URLSearchParams(url.slice(q + 1, q + 1 + 2000)).get("utm_source");
    if (utm && utm.trim()) return utm.trim().toLowerCase().slice(0, SOURCE_MAX);
  }
  if (!referer) return "";
  let host: string;
  try {
    host = new URL(referer.slice(0, 2000)).hostname.toLowerCase();
  } catch {
    return "";
  }
  if (!host || host === ownHost) return "";
  return host.replace(/^www\./, "").slice(0, SOURCE_MAX);
}
