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
  wakeWaiters();
}

/** Puts the clock back on the system's time. */
export function resetClock() {
  delete (globalThis as Holder)[KEY];
  wakeWaiters();
}

// What waits for a moment of this clock (atClockTime), shared like the offset by every copy of this
// module in the process, so a test that moves the clock wakes the built server's waiters too.
const WAITERS = Symbol.for("lakeside-ridge.clock-waiters");
type WaiterHolder = { [WAITERS]?: Set<() => void> };
const waiters = () => ((globalThis as WaiterHolder)[WAITERS] ??= new Set());

function wakeWaiters() {
  for (const look of [...waiters()]) look();
}

/** Node's longest timer (about 24.8 days); a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `fn` once, when this clock reaches `at` (ms since the epoch): a timer on the system's clock
 * that looks again whenever a test moves this one, so a moved clock is acted on at once and nothing
 * polls meanwhile. The timer does not keep the process alive. Returns a function that cancels it.
 */
export function atClockTime(at: number, fn: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const cancel = () => {
    clearTimeout(timer);
    waiters().delete(look);
  };
  const look = () => {
    clearTimeout(timer);
    const wait = at - clockNow();
    if (wait <= 0) {
      cancel();
      fn();
      return;
    }
    timer = setTimeout(look, Math.min(wait, LONGEST_TIMER_MS));
    timer.unref();
  };
  waiters().add(look);
  look();
  return cancel;
}
