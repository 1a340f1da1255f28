/**
 * The site's rules, each defined once: which paths are private, how a staff session is
 * recognized from its cookie, the rate limits, and what the page cache may keep. The Express
 * server, the page cache, the root layout and the routes all ask this module.
 * Plain module (no server imports): the browser may read it too.
 */

/** Admin, sign-in and API paths: never indexed, never framed, never cached, never public. */
export const PRIVATE_PREFIXES = ["/admin", "/auth", "/api"] as const;

/**
 * A request path as the router will see it: percent-decoded where that is safe, lower-case,
 * slashes collapsed, and React Router's `.data` suffix (client navigations) removed.
 */
export function normalizePath(raw: string) {
  let p = raw.split("?")[0] ?? "";
  try {
    p = decodeURIComponent(p);
  } catch {
    /* keep it as sent */
  }
  p = p.toLowerCase().replace(/\/{2,}/g, "/");
  if (p.endsWith(".data")) p = p.slice(0, -".data".length) || "/";
  if (p === "/_root") p = "/";
  return p.startsWith("/") ? p : `/${p}`;
}

export function isPrivatePath(raw: string) {
  const p = normalizePath(raw);
  return PRIVATE_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/**
 * A client's own links, whose address holds their secret (decisions 0032, 0050–0052): a review
 * request, a site visit's links (in English and in Spanish, decision 0069) and the owner's calendar feed, a proposal, a job page. They are
 * never cached and never counted in Visits.
 */
const CLIENT_LINK_PREFIXES = ["/write-a-review", "/visit", "/es/visit", "/calendar", "/proposal", "/job"];

/** Paths the page cache never keeps (besides private ones): health, stored files, image variants, client links, tap counters. */
const UNCACHED_PREFIXES = ["/healthz", "/files", "/img", ...CLIENT_LINK_PREFIXES, "/call", "/text"];

/** Whether an address is one of a client's secret links (never counted in Visits, never sent as a referrer). */
export const isSecretLinkPath = (raw: string) => {
  const p = normalizePath(raw);
  return CLIENT_LINK_PREFIXES.some((prefix) => p.startsWith(`${prefix}/`));
};

/** Whether a multipart post to `path` is read file by file by its page (BODY_LIMITS.photoFormPaths). */
export const isPhotoFormPath = (path: string) =>
  BODY_LIMITS.photoFormPaths.some((p) => (p.endsWith("/") ? path.startsWith(p) && path.length > p.length : p === path));

/** better-auth's session cookie (with the `__Secure-` prefix on https). */
export const SESSION_COOKIE = "better-auth.session_token";
export const FLASH_COOKIE = "flash";

function cookieNames(header: string | null | undefined) {
  return (header ?? "")
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .filter(Boolean);
}

/** True when the request carries a staff session cookie (valid or not: the server checks). */
export function hasSessionCookie(header: string | null | undefined) {
  return cookieNames(header).some((n) => n === SESSION_COOKIE || n === `__Secure-${SESSION_COOKIE}`);
}

/** Public, anonymous, cookie-less page views are cacheable; anything personal is not. */
export function isCacheableRequest(method: string, rawPath: string, cookie: string | null | undefined) {
  if (method !== "GET") return false;
  const [pathPart, query = ""] = rawPath.split("?", 2) as [string, string?];
  if (pathPart.endsWith(".data")) return false;
  // A preview (even one a visitor asked for, who sees the published page) is never kept.
  if (new URLSearchParams(query).has(PREVIEW_PARAM)) return false;
  const p = normalizePath(rawPath);
  if (isPrivatePath(p) || UNCACHED_PREFIXES.some((x) => p === x || p.startsWith(`${x}/`))) return false;
  const names = cookieNames(cookie);
  return !hasSessionCookie(cookie) && !names.includes(FLASH_COOKIE);
}

/** `?preview={content item id}`: staff see that item on its page as if it were published. */
export const PREVIEW_PARAM = "preview";

/** The page editor's live preview (staff only): shown in a frame of the admin, saves nothing. */
export const PAGE_PREVIEW_PATH = "/admin/content/preview";

/**
 * What shared caches (a CDN) are told about a cached page: at most PAGE_CACHE's five minutes, and
 * never past the next scheduled change (so a scheduled item neither shows early nor stays late).
 */
export function pageCacheControl(secondsToNextChange: number | null) {
  if (secondsToNextChange === null || secondsToNextChange > 300) return PAGE_CACHE.cacheControl;
  return `public, max-age=0, s-maxage=${Math.max(0, Math.floor(secondsToNextChange))}`;
}

/** The page cache: how many pages it keeps, and what shared caches (a CDN) are told. */
export const PAGE_CACHE = {
  /** How long a cache hit waits for the database's change counter and schedule before serving what it has. */
  databaseWaitMs: 250,
  maxEntries: 500,
  /** How often an instance reads the database's change counter before serving a cached page. */
  counterCheckMs: 500,
  /** How long a save waits for the pages it changed to be rendered again before it answers. */
  refillWaitMs: 1500,
  cacheControl: "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
};

/**
 * Renders for visitors that no cached page answered (searches, unknown paths, a page not yet kept):
 * one at a time per process, with a line behind it (decision 0034); while cached pages are being
 * answered, renders take at most a quarter of the time, resting up to 250 ms between (decision 0042).
 */
export const RENDER_LANE = { concurrent: 1, queue: 64, share: 0.25, maxRestMs: 250 } as const;

/** A sliding-window limit: at most `max` events per `windowMs` per key, counted in the database. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  // Sign-in attempts (see docs/decisions/0013-sign-in-limits.md): per address, and per address and
  // e-mail, so a stranger elsewhere cannot lock the owner out.
  signInPerIp: { bucket: "sign-in-ip", max: 10, windowMs: 15 * MINUTE },
  signInPerIpEmail: { bucket: "sign-in-ip-email", max: 5, windowMs: 15 * MINUTE },
  contactPerIp: { bucket: "contact-ip", max: 5, windowMs: 60 * MINUTE },
  resetPerIp: { bucket: "reset-ip", max: 5, windowMs: 60 * MINUTE },
  resetPerEmail: { bucket: "reset-email", max: 3, windowMs: 60 * MINUTE },
  aiPerUser: { bucket: "ai-user", max: 40, windowMs: 10 * MINUTE },
  // Wrong first-start setup codes per address (docs/decisions/0025-first-start-setup.md).
  setupCodePerIp: { bucket: "setup-code-ip", max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * Staff roles. Owners run everything; editors use Content, Images, SEO, the gallery and the
 * messages, and get 403 on the owner-only routes (each says so in its module; decision 0034).
 */
export const ROLES = ["owner", "editor"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", editor: "Editor" };

/** Anything but "editor" is an owner: accounts from before roles have no value or "owner". */
export function toRole(value: unknown): Role {
  return value === "editor" ? "editor" : "owner";
}

/**
 * The owner-only screens, for the admin's tab list (editors do not see their tabs). The rule itself
 * is declared in each route module (`requireUser(…, { role: "owner" })`, decision 0034); the access
 * test fails when this list and those declarations disagree.
 */
// "/admin/messages/person": a person's data (download, delete) is the owner's to hand over or erase (decision 0033).
export const OWNER_ONLY_PREFIXES = ["/admin/settings", "/admin/setup", "/admin/staff", "/admin/activity", "/admin/messages/person"] as const;

export function isOwnerOnlyPath(raw: string) {
  const p = normalizePath(raw);
  return OWNER_ONLY_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/**
 * Picture work (decision 0021): one variant is made at a time. At most this many visitors' variant
 * requests wait for the lane (more answer 503 with Retry-After); the background queue filled at
 * upload holds at most this many variants (beyond it, a variant is made when first asked for).
 */
export const IMAGE_POLICY = { maxWaitingRequests: 24, maxQueuedVariants: 2000, retryAfterSeconds: 5 };

/**
 * Quote requests with photos read and cleaned at once in one process (each may hold six photos
 * of UPLOAD_MAX_MB while sharp re-encodes them); more wait unread in a queue, then 503.
 */
export const PHOTO_POSTS = { concurrent: 2, queue: 32 };

/** Password checks (scrypt) running at once in one process; more wait in a short queue, then 503. */
export const PASSWORD_CHECKS = { concurrent: 2, queue: 32 };

/** Request bodies (server/body-limit.ts): forms and JSON are capped; uploads have their own cap (UPLOAD_MAX_MB). */
export const BODY_LIMITS = {
  formBytes: 64 * 1024,
  /** A signed-in staff member's form to an admin screen: a page with several 100,000-character blocks. */
  staffFormBytes: 4 * 1024 * 1024,
  jsonBytes: 1024 * 1024,
  /**
   * Every form that can carry a file: its route reads the multipart body itself, each file held to
   * UPLOAD_MAX_MB (readUploadForm), so a phone photo fits wherever a picture can be chosen. A test
   * finds every multipart form in app/ and checks its address is here.
   */
  uploadPaths: [
    "/api/admin/images",
    "/admin/projects/photos",
    "/admin/settings/logo",
    "/admin/content/new",
    "/admin/gallery/replace",
    "/admin/settings/tax-rates",
    "/admin/jobs",
  ] as string[],
  /**
   * Pages whose multipart posts carry photos: read file by file by the route (url-encoded posts keep
   * the form cap). One ending in "/" stands for every address under it (a job page, decision 0051).
   */
  // The quote form posts to the page it is on: /contact, or the Spanish /es/contact (decision 0068).
  photoFormPaths: ["/contact", "/es/contact", "/job/"] as string[],
};

/**
 * Stored files under this prefix (visitors' quote photos) are never served by /files or /img:
 * only signed-in staff fetch them, through /admin/messages/photo/{id}.
 */
export const PRIVATE_STORAGE_PREFIX = "leads/";

/**
 * The server's own files in the object store when S3 is set, so every instance finds them (decision
 * 0055): picture variants, backup archives, leads spooled while the database was away. They are
 * not the site's files: never listed for a backup or a restore; backups and the spool never served.
 */
export const SERVER_STORAGE = { variants: "server/variants/", backups: "server/backups/", spool: "server/spool/" } as const;

export function isServerStorageKey(key: string) {
  return key.startsWith("server/");
}

export function isPrivateStorageKey(key: string) {
  const k = key.toLowerCase();
  return k.startsWith(PRIVATE_STORAGE_PREFIX) || k.startsWith(SERVER_STORAGE.backups) || k.startsWith(SERVER_STORAGE.spool);
}
