/**
 * The lane renders for visitors take when no cached page can answer (a blog search, an unknown
 * path, a page not yet in the cache): at most `concurrent` at once, a bounded line behind them, and
 * a clear "try again" past it (decision 0034). Cached pages are answered before any of this, so a
 * storm of searches or made-up paths waits here instead of crowding the hits off the event loop.
 */
export class RenderLane {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrent = 2,
    readonly queue = 64,
  ) {}

  /** Runs `work` in the lane; null when the line is full (the caller answers 503). */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrent) {
      if (this.waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
