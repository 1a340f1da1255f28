import { PageCache, pageCacheKey, type CachedPage, type NewPage } from "./page-cache";
import { PAGE_CACHE, isCacheableRequest, pageCacheControl } from "../app/platform/policy";
import { TAG_HEADER, edgeCacheControl, pageTags, type CdnConfig } from "../app/cdn/cdn.server";
import { clockNow } from "../app/platform/clock";

/**
 * The page cache's rules in one place (decisions 0021 and 0034), with no HTTP in them, so they can be
 * read and tested alone:
 * - a hit is served from memory; a page a write met is "stale": still served, and rendered again in
 *   the background, one render at a time, the most visited page first;
 * - a write here marks stale the pages whose reads it meets, records the change for other instances,
 *   and the one who saved waits (briefly) for the refill, so the change is on the site when he looks;
 * - another instance's change is read from the database's change counter at most every
 *   counterCheckMs before a hit, and in the background while visitors arrive;
 * - the schedule clock: nothing is kept past the next "Publish at" / "Unpublish at" moment; when it
 *   passes, the pages are dropped (never served late) and rendered again.
 */
export interface CacheDeps {
  /** Renders a page for the cache (a visitor's GET with no cookie); `unavailable` when the database was away. */
  render(key: string): Promise<{ response: Response; nonce: string; reads: ReadonlySet<string>; unavailable: boolean }>;
  /** The database's record of changes, shared by every instance (app/models/change-counter.server.ts). */
  changes: {
    readCounter(): Promise<number>;
    readPageChanges(from: number, to: number): Promise<Array<{ seq: number; tags: string[] }> | "all">;
    recordPageChange(writes: string[]): Promise<number>;
  };
  /** The next scheduled change as an ISO time, or null. */
  nextScheduleChange(): Promise<string | null>;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  enabled?: boolean;
  /** A CDN in front (decision 0034): its tag header and edge lifetime go on every kept page. */
  cdn?: CdnConfig | null;
  /** A write made here, after it is recorded for other instances (the CDN's purge is queued here). */
  onPagesChanged?: (writes: string[]) => Promise<void>;
  /** True while the database is known to be away: hits are then answered without asking it (decision 0055). */
  databaseDown?: () => boolean;
  /** The clock (tests move it); the app's clock (app/platform/clock.ts) by default. */
  now?: () => number;
}

export class PageCacheService {
  readonly cache: PageCache;
  private readonly now: () => number;
  // The schedule clock: the next moment something scheduled appears or goes.
  private nextChangeAt: number | null = null;
  private nextChangeKnown = false;
  private scheduling: Promise<void> | null = null;
  // Background refills.
  private readonly refillQueue = new Set<string>();
  private refilling: Promise<void> | null = null;
  /** The page being rendered again now: a hit on its stale copy does not queue it twice. */
  private rendering: string | null = null;
  // Other instances' changes.
  private seenCounter: number | null = null;
  private readonly ownChanges = new Set<number>();
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private lastRequestAt = 0;
  private polling: NodeJS.Timeout | null = null;

  constructor(private readonly deps: CacheDeps) {
    this.cache = new PageCache(PAGE_CACHE.maxEntries, deps.enabled ?? true);
    this.now = deps.now ?? clockNow;
  }

  get enabled() {
    return this.cache.enabled;
  }

  /** The cache key of a request it may answer or keep, or null. */
  keyFor(method: string, url: string, cookie: string | null | undefined): string | null {
    if (!this.cache.enabled || !isCacheableRequest(method, url, cookie)) return null;
    return pageCacheKey(url);
  }

  /**
   * The cached page for `key`, once other instances' changes and the schedule have been read (each
   * waits at most databaseWaitMs: when the database is slow or away, the cache serves what it has).
   * A stale page is returned and queued to be rendered again.
   */
  async lookup(key: string): Promise<CachedPage | null> {
    if (this.deps.databaseDown?.()) return this.hit(key);
    if (this.othersDue()) await within(PAGE_CACHE.databaseWaitMs, this.followOtherInstances());
    if (this.scheduleDue()) await within(PAGE_CACHE.databaseWaitMs, this.followSchedule());
    return this.hit(key);
  }

  /** Whether lookup would have to ask the database first (else `hit` answers synchronously). */
  mustAsk() {
    return (this.othersDue() || this.scheduleDue()) && !this.deps.databaseDown?.();
  }

  /** The cached page as it is now, without asking the database. */
  hit(key: string): CachedPage | null {
    this.pollOtherInstances();
    const page = this.cache.get(key);
    if (!page) return null;
    page.hits++;
    // A hit on the page being rendered now does not queue it twice; a write during its render does.
    if (page.stale && key !== this.rendering) this.scheduleRefill([key]);
    return page;
  }

  /** The generation a render starts in: a write meeting it during the render keeps it out. */
  begin() {
    return this.cache.begin();
  }

  /**
   * A rendered answer as the cache would keep it (the nonce dropped, the CDN told how long it may
   * keep it), or why it is not kept: not a 200 HTML page, a cookie set, or an inline script.
   */
  async toCachedPage(
    response: Response,
    nonce: string,
    reads: ReadonlySet<string>,
  ): Promise<{ cacheable: true; page: NewPage } | { cacheable: false; html: string | null }> {
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    if (!isHtml || response.status !== 200 || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return { cacheable: false, html: null };
    }
    const html = await response.text();
    if (/<script\b[^>]*\bnonce=/.test(html)) return { cacheable: false, html };
    const body = Buffer.from(html.replaceAll(` nonce="${nonce}"`, ""), "utf8");
    response.headers.set("Cache-Control", pageCacheControl(this.secondsToNextChange()));
    const cdn = this.deps.cdn;
    if (cdn) {
      response.headers.set(TAG_HEADER[cdn.provider].name, pageTags(reads).join(TAG_HEADER[cdn.provider].join));
      response.headers.set(cdn.provider === "fastly" ? "Surrogate-Control" : "CDN-Cache-Control", edgeCacheControl(this.secondsToNextChange()));
    }
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    return { cacheable: true, page: { status: response.status, headers, body, reads } };
  }

  /** Keeps a page a visitor's request rendered, unless a scheduled moment passed meanwhile. */
  store(key: string, page: NewPage, generation: number) {
    if (this.nextChangeKnown && this.nextChangeAt !== null && this.now() >= this.nextChangeAt) return false;
    return this.cache.set(key, page, generation);
  }

  private secondsToNextChange() {
    return this.nextChangeKnown && this.nextChangeAt !== null ? (this.nextChangeAt - this.now()) / 1000 : null;
  }

  /**
   * A write made here: its pages are marked stale and rendered again, other instances are told,
   * and when `wait` (a staff save), the caller waits at most refillWaitMs for the new pages.
   */
  async pagesChanged(writes: string[], wait: boolean) {
    this.applyWrites(writes);
    try {
      this.ownChanges.add(await this.deps.changes.recordPageChange(writes));
      if (this.ownChanges.size > 1000) this.ownChanges.clear();
    } catch (error) {
      this.deps.logger.error({ err: error }, "could not record the change: other instances keep their cached pages until their next change");
    }
    await this.deps.onPagesChanged?.(writes).catch((error: unknown) => this.deps.logger.error({ err: error }, "could not queue the CDN purge"));
    if (wait && this.refilling) await within(PAGE_CACHE.refillWaitMs, this.refilling);
  }

  /** A write was made (here or elsewhere): the pages it meets are rendered again. */
  applyWrites(writes: string[] | "all", mode: "stale" | "drop" = "stale") {
    const keys = this.cache.invalidate(writes, mode);
    if (writes === "all" || writes.some((w) => w === "*" || w.startsWith("content_items"))) this.nextChangeKnown = false;
    this.scheduleRefill(keys);
  }

  /** Resolves when no refill is queued or running (tests, and a save that waits). */
  async settled() {
    while (this.refilling) await this.refilling;
  }

  private scheduleRefill(keys: Iterable<string>) {
    if (!this.cache.enabled) return;
    for (const key of keys) this.refillQueue.add(key);
    if (this.refillQueue.size === 0 || this.refilling) return;
    this.refilling = (async () => {
      while (this.refillQueue.size > 0) {
        const next = this.mostVisitedQueued();
        this.refillQueue.delete(next);
        this.rendering = next;
        await this.refillPage(next).catch((error: unknown) => this.deps.logger.warn({ err: error, path: next }, "could not render a page again for the cache"));
        this.rendering = null;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })().finally(() => {
      this.refilling = null;
      if (this.refillQueue.size > 0) this.scheduleRefill([]);
    });
  }

  private mostVisitedQueued() {
    let next = this.refillQueue.values().next().value!;
    for (const key of this.refillQueue) if ((this.cache.get(key)?.hits ?? 0) > (this.cache.get(next)?.hits ?? 0)) next = key;
    return next;
  }

  private async refillPage(key: string) {
    const generation = this.cache.begin();
    const { response, nonce, reads, unavailable } = await this.deps.render(key);
    if (unavailable || response.status >= 500) {
      // The database is away: the stale copy is better than an error page; a later hit tries again.
      await response.body?.cancel();
      return;
    }
    const page = await this.toCachedPage(response, nonce, reads);
    if (page.cacheable) this.cache.set(key, page.page, generation);
    else this.cache.delete(key);
  }

  // Other instances (decisions 0014 and 0021).
  private othersDue() {
    return this.now() - this.checkedAt >= PAGE_CACHE.counterCheckMs;
  }

  async followOtherInstances() {
    if (!this.othersDue()) return;
    this.checking ??= (async () => {
      try {
        const value = await this.deps.changes.readCounter();
        if (this.seenCounter !== null && value !== this.seenCounter) {
          const changes = await this.deps.changes.readPageChanges(this.seenCounter, value);
          if (changes === "all") this.applyWrites("all");
          else {
            const theirs = changes.filter((c) => !this.ownChanges.delete(c.seq)).flatMap((c) => c.tags);
            if (theirs.length > 0) this.applyWrites(theirs);
          }
        }
        this.seenCounter = value;
      } catch (error) {
        this.deps.logger.warn({ err: error }, "could not read the change counter");
      } finally {
        this.checkedAt = this.now();
        this.checking = null;
      }
    })();
    await this.checking;
  }

  /** While visitors arrive, the counter is also read in the background (for a minute after the last one). */
  private pollOtherInstances() {
    this.lastRequestAt = this.now();
    if (this.polling || !this.cache.enabled) return;
    const tick = () => {
      if (this.now() - this.lastRequestAt > 60_000) {
        this.polling = null;
        return;
      }
      void this.followOtherInstances().finally(() => {
        this.polling = setTimeout(tick, PAGE_CACHE.counterCheckMs).unref();
      });
    };
    this.polling = setTimeout(tick, PAGE_CACHE.counterCheckMs).unref();
  }

  // The schedule clock.
  private scheduleDue() {
    return !this.nextChangeKnown || (this.nextChangeAt !== null && this.now() >= this.nextChangeAt);
  }

  async followSchedule() {
    if (!this.scheduleDue()) return;
    // A scheduled moment passed: those pages must not be served late, so they are dropped.
    if (this.nextChangeKnown) this.applyWrites("all", "drop");
    this.scheduling ??= (async () => {
      try {
        const at = await this.deps.nextScheduleChange();
        this.nextChangeAt = at ? Date.parse(at) : null;
        this.nextChangeKnown = true;
      } catch (error) {
        this.deps.logger.warn({ err: error }, "could not read the content schedule");
      } finally {
        this.scheduling = null;
      }
    })();
    await this.scheduling;
  }
}

/** Waits for `work` at most `ms` milliseconds; the work goes on, the caller does not wait for it. */
export function within(ms: number, work: Promise<void>) {
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
}
