import { afterEach, describe, expect, it, vi } from "vitest";
import { advanceClock, atClockTime, clockNow, resetClock } from "../../app/platform/clock";

// A moment of the app's clock (decision 0046): what waits for it acts when a test moves the clock
// there, without waiting in real time, and not before.
afterEach(() => resetClock());

describe("atClockTime", () => {
  it("acts once when the clock is moved to its moment, and not before", () => {
    const fired = vi.fn();
    atClockTime(clockNow() + 60 * 60_000, fired);
    advanceClock(30 * 60_000);
    expect(fired).not.toHaveBeenCalled();
    advanceClock(30 * 60_000 + 1);
    expect(fired).toHaveBeenCalledTimes(1);
    advanceClock(60_000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("acts on its own when the moment comes in real time", async () => {
    const fired = new Promise<number>((resolve) => atClockTime(clockNow() + 20, () => resolve(clockNow())));
    const at = clockNow() + 20;
    expect(await fired).toBeGreaterThanOrEqual(at - 1);
  });

  it("does nothing once cancelled, whatever the clock does", () => {
    const fired = vi.fn();
    const cancel = atClockTime(clockNow() + 1_000, fired);
    cancel();
    advanceClock(2_000);
    expect(fired).not.toHaveBeenCalled();
  });
});
