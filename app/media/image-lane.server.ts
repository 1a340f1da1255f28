import { IMAGE_POLICY } from "../platform/policy";

/** A visitor's picture request had to be turned away because too many are already waiting. */
export class ImageLaneBusy extends Error {
  constructor() {
    super("Too many pictures are being prepared; try again in a few seconds.");
  }
}

interface Waiter {
  start: () => void;
}

/**
 * Image work runs one job at a time in this lane, so at most one core encodes pictures and pages
 * always keep the other (decision 0021). A visitor's request goes ahead of the background queue
 * filled at upload; the visitors' waiting line is short and bounded (a burst beyond it answers
 * 503 with Retry-After), and the background queue is bounded too (beyond it, a variant is simply
 * made when first asked for).
 */
export class ImageLane {
  private busy = false;
  private readonly visitors: Waiter[] = [];
  private readonly background: Array<{ key: string; run: () => Promise<unknown> }> = [];
  private readonly queued = new Set<string>();
  private idleWaiters: Array<() => void> = [];
  /** The background job in hand, if any, and when it ends (never rejects). */
  private current: { key: string; done: Promise<unknown> } | null = null;

  /** Runs `job` as soon as the lane is free, ahead of background work; refuses when the line is full. */
  async visitor<T>(job: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.visitors.length >= IMAGE_POLICY.maxWaitingRequests) throw new ImageLaneBusy();
      await new Promise<void>((start) => this.visitors.push({ start }));
    } else {
      this.busy = true;
    }
    try {
      return await job();
    } finally {
      this.next();
    }
  }

  /** Queues background work under `key` (queued once); when the queue is full the work is left out. */
  enqueue(key: string, run: () => Promise<unknown>) {
    if (this.queued.has(key) || this.background.length >= IMAGE_POLICY.maxQueuedVariants) return;
    this.queued.add(key);
    this.background.push({ key, run });
    if (!this.busy) {
      this.busy = true;
      // Start on the next turn, so the upload that queued the work answers first.
      setImmediate(() => this.next());
    }
  }

  /**
   * Forgets the queued background work whose key starts with `prefix` and waits for such a job in
   * hand to end, so none writes after the caller deletes what it would write (a deleted picture's sizes).
   */
  async drop(prefix: string) {
    for (let i = this.background.length - 1; i >= 0; i--) {
      const job = this.background[i]!;
      if (!job.key.startsWith(prefix)) continue;
      this.background.splice(i, 1);
      this.queued.delete(job.key);
    }
    const current = this.current;
    if (current?.key.startsWith(prefix)) await current.done;
  }

  /** Resolves when nothing is running or queued (tests and benchmarks). */
  idle(): Promise<void> {
    if (!this.busy && this.background.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next() {
    const visitor = this.visitors.shift();
    if (visitor) {
      visitor.start();
      return;
    }
    const job = this.background.shift();
    if (!job) {
      this.busy = false;
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
      return;
    }
    // Background work never holds up a visitor for more than the job in hand.
    const done = job.run().catch(() => undefined);
    this.current = { key: job.key, done };
    void done.finally(() => {
      this.current = null;
      this.queued.delete(job.key);
      this.next();
    });
  }
}

// One lane per file store, shared by every copy of this module in the process (the server's and
// the route bundle's), so the one-at-a-time rule holds for uploads and visitors together.
const LANES_KEY = Symbol.for("lakeside.image-lanes");
const lanes: WeakMap<object, ImageLane> =
  ((globalThis as Record<symbol, unknown>)[LANES_KEY] as WeakMap<object, ImageLane> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[LANES_KEY] = new WeakMap<object, ImageLane>());

export function imageLane(owner: object): ImageLane {
  let lane = lanes.get(owner);
  if (!lane) lanes.set(owner, (lane = new ImageLane()));
  return lane;
}
