/**
 * The lane renders for visitors take when no cached page can answer (a blog search, an unknown
 * path, a page not yet in the cache): at most `concurrent` at once, a bounded line behind them, and
 * a clear "try again" past it (decision 0034). Cached pages are answered before any of this, so a
 * storm of searches or made-up paths waits here instead of crowding the hits off the event loop.
 *
 * A render holds the event loop for most of its time, so even one at a time, back to back, leaves
 * a cached page's visitor waiting behind a render most of the time. While cached pages are being
 * answered (`otherAnswered` since the last render ended), the lane rests after each render so that
 * renders take at most `share` of the time (decision 0042); with no other traffic it never rests.
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
  /** `others` when the last render ended: a change since means cached pages are being answered. */
  private seen = 0;
  /** No render starts before this moment (performance.now()). */
  private restUntil = 0;
  private timer: NodeJS.Timeout | null = null;
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
    if (this.waiting.length === 0 && this.canStart()) this.running++;
    else {
      if (this.waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        this.next();
      });
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.running--;
      // A render holds the event loop nearly all its time (SQLite answers synchronously), so cached
      // pages are answered between renders: if some were since the last one ended, rest.
      const busy = this.others !== this.seen;
      this.seen = this.others;
      if (busy) {
        const now = performance.now();
        const rest = Math.min(this.maxRestMs, ((now - started) * (1 - this.share)) / this.share);
        this.restUntil = Math.max(this.restUntil, now + rest);
      }
      this.next();
    }
  }

  private canStart() {
    return this.running < this.concurrent && performance.now() >= this.restUntil;
  }

  /** Starts what may start now, and wakes up when the rest is over if anything still waits. */
  private next() {
    while (this.waiting.length > 0 && this.canStart()) {
      this.running++;
      this.waiting.shift()!();
    }
    if (this.waiting.length > 0 && this.running < this.concurrent && !this.timer) {
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.next();
        },
        Math.max(1, this.restUntil - performance.now()),
      );
    }
  }

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
