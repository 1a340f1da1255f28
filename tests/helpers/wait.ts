import { advanceClock, clockNow } from "../../app/platform/clock";

/**
 * Waiting for an event instead of sleeping, and timing against a baseline taken in the same run:
 * this machine's load varies tenfold, so a fixed sleep or an absolute time either flakes or hides.
 */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 10_000, maxDelayMs = 250): Promise<T> {
  const until = Date.now() + timeoutMs;
  let delay = 10;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, maxDelayMs);
  }
}

/** How long `work` took, in milliseconds. */
export async function timed(work: () => unknown): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

/**
 * A change scheduled for `at` (ms since the epoch), on a server in this process: it must not be
 * seen before its time, then the app's clock is moved to just past `at` (no real time passes) and
 * `probe` must see it. The server acts at its own time, with nobody saving anything.
 */
export async function passScheduled(at: number, probe: () => Promise<boolean>, what: string) {
  if (await probe()) throw new Error(`${what}: seen before its time`);
  advanceClock(Math.max(0, at - clockNow()) + 1);
  await waitFor(probe, what, 5_000);
}

/**
 * Waits for a change scheduled for `at` (ms since the epoch) to be seen by `probe`, for as long as
 * the machine needs, and fails if it is seen early: an answer that came back before `at` must not
 * show it (the server and this test share one clock).
 */
export async function waitForScheduled(at: number, probe: () => Promise<boolean>, what: string, { graceMs = 20_000, maxDelayMs = 250 } = {}) {
  await waitFor(
    async () => {
      const seen = await probe();
      const answered = Date.now();
      if (seen && answered < at) throw new Error(`${what}: seen ${at - answered} ms before its time`);
      return seen;
    },
    what,
    Math.max(0, at - Date.now()) + graceMs,
    maxDelayMs,
  );
}
