import { describe, expect, it } from "vitest";
import { boundedSlots } from "../../app/platform/slots";

// The semaphore behind password checks and photo posts: a few at once, a bounded line, the rest turned away.
describe("boundedSlots", () => {
  it("runs at most `concurrent` at once, lets the line in order, and turns away past the queue", async () => {
    const run = boundedSlots({ concurrent: 2, queue: 2 });
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const gates: Array<() => void> = [];
    const job = (n: number) =>
      run(async () => {
        started.push(n);
        active++;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => gates.push(resolve));
        active--;
        return n;
      });
    const jobs = [1, 2, 3, 4, 5].map(job);
    // The fifth finds two running and two waiting: turned away at once.
    expect(await jobs[4]).toBeNull();
    expect(started).toEqual([1, 2]);
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(jobs.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    // Every slot is free again: two more start at once.
    const more = [job(6), job(7)];
    expect(started).toEqual([1, 2, 3, 4, 6, 7]);
    gates.splice(0).forEach((open) => open());
    expect(await Promise.all(more)).toEqual([6, 7]);
  });

  it("frees the slot when the work throws", async () => {
    const run = boundedSlots({ concurrent: 1, queue: 0 });
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });
});
