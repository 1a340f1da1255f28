/**
 * A small semaphore: at most `concurrent` pieces of work at once and a bounded queue behind them;
 * past the queue, work is turned away at once (null). Per process, in memory: it bounds this
 * process's CPU and disk (password hashing, photo posts), not the site's.
 */
export function boundedSlots(limits: { concurrent: number; queue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T | null> {
    if (running >= limits.concurrent) {
      if (waiting.length >= limits.queue) return null;
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
