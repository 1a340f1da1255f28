/**
 * Waiting for an event instead of sleeping, and timing against a baseline taken in the same run:
 * this machine's load varies tenfold, so a fixed sleep or an absolute time either flakes or hides.
 */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let delay = 10;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 250);
  }
}

/** How long `work` took, in milliseconds. */
export async function timed(work: () => unknown): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}
