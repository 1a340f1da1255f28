/**
 * The in-memory page cache for anonymous visitors. A hit is served without running any loader.
 * Any successful change made by a signed-in user (content, images, SEO, settings: every admin
 * write is a non-GET request) empties it, so visitors see a change at once.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
  storedAt: number;
}

export class PageCache {
  private pages = new Map<string, CachedPage>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 500,
    readonly enabled = true,
  ) {}

  get(key: string) {
    if (!this.enabled) return undefined;
    const page = this.pages.get(key);
    if (page) this.hits++;
    else this.misses++;
    return page;
  }

  /** The generation a render started in: a page rendered before an invalidation is not stored. */
  begin() {
    return this.generation;
  }

  set(key: string, page: CachedPage, generation: number) {
    if (!this.enabled || generation !== this.generation) return;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
  }

  invalidate() {
    this.generation++;
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}

/** Public, anonymous, cookie-less page views are cacheable; anything personal is not. */
export function isCacheableRequest(method: string, path: string, cookie: string | undefined) {
  if (method !== "GET") return false;
  if (/^\/(admin|auth|api|healthz|files|img)(\/|$)/.test(path) || path.endsWith(".data")) return false;
  if (cookie && /(?:^|;\s*)(?:__Secure-)?(better-auth\.session_token|flash)=/.test(cookie)) return false;
  return true;
}

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
