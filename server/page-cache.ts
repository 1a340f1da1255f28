/**
 * The in-memory page cache for anonymous visitors. A hit is served without running any loader.
 * Any successful change made by a signed-in user (content, images, SEO, settings: every admin
 * write is a non-GET request) empties it, so visitors see a change at once.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
}

export class PageCache {
  private pages = new Map<string, CachedPage>();
  private generation = 0;

  constructor(
    private readonly maxEntries = 500,
    readonly enabled = true,
  ) {}

  get(key: string) {
    if (!this.enabled) return undefined;
    return this.pages.get(key);
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
