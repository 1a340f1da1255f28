import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { affects } from "../app/db/reads.server";
import { normalizeCategory } from "../app/content/blog";
import { normalizeFilter, normalizeShown } from "../app/media/gallery";
import { clockNow } from "../app/platform/clock";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The in-memory page cache for anonymous visitors (decision 0021). A hit is answered before Express
 * runs, from bytes compressed once (gzip and brotli) with an ETag. Each page keeps the
 * tags of the rows its render read (`app/db/reads.server.ts`); a write marks stale only the pages
 * it meets, and the server renders those again in the background while visitors keep getting the
 * stale copy (stale-while-revalidate), so nobody waits for a render after a save.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  /** The page's own headers with its ETag and Last-Modified, flat ([name, value, …]) as sent. */
  wire: string[];
  /** What the render read: the writes that can change this page meet one of these. */
  reads: ReadonlySet<string>;
  storedAt: number;
  /** A write met this page: it is still served while it is rendered again. */
  stale: boolean;
  hits: number;
}

export type NewPage = Pick<CachedPage, "status" | "headers" | "body" | "reads">;

/**
 * The copies a kept page is served from. A write renders again every kept page it meets (all of
 * them for a change of phone number), so each copy is made often, not once: on nine public pages
 * (36 KB of HTML on average) brotli at 6 took about 1.4 ms where 11 took 60–120 ms, for 6.9 KB
 * instead of 6.2 KB. Both fit the first round trip (a 14.6 KB initial congestion window), so a
 * visitor on one bar waits no longer. gzip at 6 gave 7.50 KB where 9 gave 7.49 KB at 7× the time.
 */
const KEPT_BROTLI_QUALITY = 6;
const KEPT_GZIP_LEVEL = 6;

/** How many invalidations are remembered to judge a render that started before them. */
const REMEMBERED = 64;

export class PageCache {
  private pages = new Map<string, CachedPage>();
  private generation = 0;
  /** The last invalidations, newest last: a render that began before one it meets is not stored. */
  private recent: { generation: number; writes: string[] | "all" }[] = [];

  constructor(
    private readonly maxEntries = 500,
    readonly enabled = true,
  ) {}

  get(key: string) {
    if (!this.enabled) return undefined;
    return this.pages.get(key);
  }

  /** The generation a render started in (see `set`). */
  begin() {
    return this.generation;
  }

  /** Whether an invalidation since `generation` meets what a render read (or is too old to tell). */
  private missedSince(generation: number, reads: ReadonlySet<string>) {
    if (generation === this.generation) return false;
    const oldest = this.recent[0]?.generation ?? this.generation;
    if (generation + 1 < oldest) return true;
    return this.recent.some((r) => r.generation > generation && (r.writes === "all" || affects(r.writes, reads)));
  }

  /**
   * Keeps a rendered page, unless a write it read was made while it rendered (then it is already
   * out of date). Its compressed copies are made off the main thread and added when ready.
   */
  set(key: string, page: NewPage, generation: number): boolean {
    if (!this.enabled || this.missedSince(generation, page.reads)) return false;
    const old = this.pages.get(key);
    if (old) this.pages.delete(key);
    else if (this.pages.size >= this.maxEntries) this.pages.delete(this.leastUsed());
    const etag = `"${createHash("sha1").update(page.body).digest("base64url").slice(0, 22)}"`;
    const storedAt = clockNow();
    const entry: CachedPage = {
      ...page,
      etag,
      storedAt,
      // When this copy was rendered: after a write that met it, a newer one.
      wire: [...page.headers.flat(), "ETag", etag, "Last-Modified", new Date(storedAt).toUTCString()],
      stale: false,
      hits: old?.hits ?? 0,
    };
    this.pages.set(key, entry);
    void Promise.all([
      gzip(page.body, { level: KEPT_GZIP_LEVEL }),
      brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    ])
      .then(([gz, br]) => {
        entry.gzip = gz;
        entry.br = br;
      })
      .catch(() => undefined);
    return true;
  }

  /** The entry visitors asked for least (the oldest of them first): the one a full cache lets go. */
  private leastUsed() {
    let key = this.pages.keys().next().value!;
    let fewest = Infinity;
    let seen = 0;
    // The first 32 in insertion order are enough to find a rarely used one, in bounded time.
    for (const [k, p] of this.pages) {
      if (p.hits < fewest) [key, fewest] = [k, p.hits];
      if (++seen >= 32) break;
    }
    return key;
  }

  delete(key: string) {
    this.pages.delete(key);
  }

  /**
   * A write was made: the pages it meets are marked stale ("stale", served until rendered again)
   * or removed ("drop", for a scheduled moment that must not be served late). Returns their keys.
   */
  invalidate(writes: string[] | "all", mode: "stale" | "drop" = "stale") {
    this.generation++;
    this.recent.push({ generation: this.generation, writes });
    if (this.recent.length > REMEMBERED) this.recent.shift();
    const keys: string[] = [];
    for (const [key, page] of this.pages) {
      if (writes !== "all" && !affects(writes, page.reads)) continue;
      keys.push(key);
      if (mode === "drop") this.pages.delete(key);
      else page.stale = true;
    }
    return keys;
  }

  get size() {
    return this.pages.size;
  }
}

/** The encoding a visitor's Accept-Encoding asks for among those on offer: brotli first, then gzip. */
function preferredEncoding(acceptEncoding: string | undefined, offered: { br: boolean; gzip: boolean }): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (offered.br && accepts(accept, "br")) return "br";
  if (offered.gzip && accepts(accept, "gzip")) return "gzip";
  return null;
}

/** The body a visitor's Accept-Encoding asks for, from the copies made once. */
export function pickEncoding(page: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding: string | null } {
  const encoding = preferredEncoding(acceptEncoding, { br: Boolean(page.br), gzip: Boolean(page.gzip) });
  return { body: (encoding && page[encoding]) || page.body, encoding };
}

/**
 * A page rendered whole and sent once (a search, a 404, any page when the cache is off, and a kept
 * page to the visitor whose visit rendered it), compressed in one pass as the request accepts.
 * Brotli at quality 3: on the home page it took 0.4 ms of CPU in the server where quality 4 (the
 * compression middleware's) took 0.7 ms, a twentieth of a render, for 4% more bytes (8.6 KB
 * instead of 8.3 KB). The copies a kept page is served from later are made at 6 (KEPT_BROTLI_QUALITY).
 */
const RENDER_BROTLI_QUALITY = 3;
export function compressOnce(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding: string | null } {
  const encoding = preferredEncoding(acceptEncoding, { br: true, gzip: true });
  if (encoding === "br") {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: RENDER_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { body: zlib.brotliCompressSync(body, { params }), encoding };
  }
  if (encoding === "gzip") return { body: zlib.gzipSync(body), encoding };
  return { body, encoding: null };
}

function accepts(header: string, coding: string) {
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name!.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The query parameters a cached page reads, and their canonical value ("all" is the page without
 * it). Any other parameter (utm_source, fbclid…) is left out of the key, so it neither creates an
 * entry nor evicts a real page; the page rendered with it is the same page.
 */
const PAGE_QUERY: Record<string, Record<string, (value: string) => string>> = {
  "/blog": { category: normalizeCategory },
  "/gallery": { filter: normalizeFilter, show: normalizeShown },
};

/** The cache key of a page request, or null when it is not kept (a blog search: any text at all). */
export function pageCacheKey(originalUrl: string): string | null {
  const q = originalUrl.indexOf("?");
  if (q < 0) return originalUrl;
  const path = originalUrl.slice(0, q);
  const params = new URLSearchParams(originalUrl.slice(q + 1));
  if (path === "/blog" && (params.get("q") ?? "").trim() !== "") return null;
  const used = PAGE_QUERY[path];
  if (!used) return path;
  const kept: string[] = [];
  for (const [name, canonical] of Object.entries(used)) {
    const value = params.get(name);
    const c = value === null ? "all" : canonical(value);
    if (c !== "all") kept.push(`${name}=${encodeURIComponent(c)}`);
  }
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}
