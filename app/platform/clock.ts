/**
 * The one clock the app reads (decision 0046). It is the system's time, moved by an offset that
 * only tests set: scheduled publishing, overdue leads, retention, link expiry and daily jobs are
 * tested by moving this clock, never by waiting for it. The offset lives on `globalThis` under a
 * registered symbol, so the built server and a test that imports this file in the same process
 * share it. A server process started with TEST_CLOCK=1 also lets a loopback caller move it
 * (server/test-clock.ts), for browser tests; nothing else ever changes it.
 */
const KEY = Symbol.for("lakeside-ridge.clock-offset-ms");
type Holder = { [KEY]?: number };

/** Milliseconds since the epoch, as the app sees them. */
export function clockNow(): number {
  return Date.now() + ((globalThis as Holder)[KEY] ?? 0);
}

/** The app's current time as a Date. */
export function clockDate(): Date {
  return new Date(clockNow());
}

/** Moves the clock forward (or back, with a negative amount). Tests only. */
export function advanceClock(ms: number) {
  (globalThis as Holder)[KEY] = ((globalThis as Holder)[KEY] ?? 0) + ms;
}

/** Puts the clock back on the system's time. */
export function resetClock() {
  delete (globalThis as Holder)[KEY];
}
