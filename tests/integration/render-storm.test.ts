import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { waitFor } from "../helpers/wait";
import { RenderLane } from "../../server/render-lane";

// Decision 0034: requests that must render (searches, made-up paths, made-up session cookies) do not
// crowd out cached pages: a forged session cookie is recognised by its signature and gets the cached
// page, and visitors' renders take a lane of their own.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.stop());

async function timeOf(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}${path}`, { headers });
  await res.arrayBuffer();
  return { state: res.headers.get("x-page-cache") };
}

describe("render storms", () => {
  it("answers a forged session cookie with the cached page, and a real one with a fresh page", async () => {
    await timeOf("/about");
    await timeOf("/about");
    for (const forged of [
      "better-auth.session_token=abc.def",
      "better-auth.session_token=x.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
      "better-auth.session_token=%E0%A4%A",
    ]) {
      expect((await timeOf("/about", { cookie: forged })).state, forged).toBe("hit");
    }
    const real = await staffCookie(s);
    expect((await timeOf("/about", { cookie: real })).state).toBeNull();
  });

  it("renders at most two visitors' pages at once and answers a full line with a plain 'try again'", async () => {
    const lane = new RenderLane({ concurrent: 2, queue: 3 });
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        gates.push(() => {
          running--;
          resolve("rendered");
        });
      });
    const runs = Array.from({ length: 6 }, () => lane.run(work));
    await waitFor(async () => gates.length === 2, "two renders in the lane");
    expect(lane.load).toEqual({ running: 2, waiting: 3 });
    // The sixth found the line full.
    expect(await runs[5]).toBeNull();
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual(Array(5).fill("rendered"));
    expect(most).toBe(2);
    // Made-up addresses and searches from many clients at once all get an answer, never a 500.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => fetch(`${s.url}${i % 2 ? `/blog?q=deck+${i}` : `/made-up-${i}`}`).then((r) => r.status)),
    );
    expect(answers.every((st) => st === 200 || st === 404)).toBe(true);
  });

  it("while cached pages are being answered, rests between renders so they take at most their share; alone, never rests", async () => {
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    /** Two renders of 20 ms queued together: the time from the first's end to the second's start. */
    const gapBetweenTwo = async (lane: RenderLane, duringFirst: () => void) => {
      let firstEnded = 0;
      let secondStarted = 0;
      const first = lane.run(async () => {
        await new Promise((r) => setImmediate(r));
        duringFirst();
        busy(20);
        firstEnded = performance.now();
      });
      const second = lane.run(async () => {
        secondStarted = performance.now();
      });
      await Promise.all([first, second]);
      return secondStarted - firstEnded;
    };
    const lane = new RenderLane({ concurrent: 1, queue: 4, share: 0.25, maxRestMs: 250 });
    // A cached page answered during the first render: the lane rests about 3 × its 20 ms.
    expect(await gapBetweenTwo(lane, () => lane.otherAnswered())).toBeGreaterThanOrEqual(40);
    // Nobody else answered: the second render starts at once (well under the first's own 20 ms).
    expect(await gapBetweenTwo(lane, () => {})).toBeLessThan(20);
    expect(lane.load).toEqual({ running: 0, waiting: 0 });
  });
});
