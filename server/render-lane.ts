/**
 * The lane renders for visitors take when no cached page can answer (a blog search, an unknown
 * path, a page not yet in the cache): at most `concurrent` at once, a bounded line behind them, and
 * a clear "try again" past it (decision 0034). Cached pages are answered before any of this, so a
 * storm of searches or made-up paths waits here instead of crowding the hits off the event loop.
 *
 * A render holds the event loop for most of its time, so even one at a time, back to back, leaves
 * a cached page's visitor waiting behind a render most of the time. While cached pages were
 * answered during a render (`otherAnswered`), the lane rests before the next one so that renders
 * take at most `share` of the time (decision 0042); with no other traffic it never rests.
 */
export interface RenderLaneOptions {
  concurrent: number;
  queue: number;
  /** The most of the time renders may take while other pages are being answered (0 to 1]. */
  share?: number;
  /** The longest rest between two renders, in ms. */
  maxRestMs?: number;
}

export class RenderLane {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private others = 0;
  readonly concurrent: number;
  readonly queue: number;
  private readonly share: number;
  private readonly maxRestMs: number;

  constructor(options: RenderLaneOptions) {
    this.concurrent = options.concurrent;
    this.queue = options.queue;
    this.share = Math.min(1, Math.max(0.05, options.share ?? 1));
    this.maxRestMs = options.maxRestMs ?? 250;
  }

  /** Tells the lane another request (a cached page) was answered: renders then leave room for them. */
  otherAnswered() {
    this.others++;
  }

  /** Runs `work` in the lane; null when the line is full (the caller answers 503). */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrent) {
      if (this.waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    const others = this.others;
    const started = performance.now();
    try {
      return await work();
    } finally {
      const took = performance.now() - started;
      const rest = this.others !== others && this.waiting.length > 0 ? Math.min(this.maxRestMs, (took * (1 - this.share)) / this.share) : 0;
      if (rest >= 1) setTimeout(() => this.release(), rest);
      else this.release();
    }
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
