import { describe, expect, it } from "vitest";
import { serverBehindProxyForFile, timedFetch } from "../helpers/tcp-proxy";

// Decision 0020: PostgreSQL behind a proxy the test controls. Runs in both CI passes (it always
// uses the PostgreSQL CI installs, whatever DATABASE_URL the pass sets).
const t = serverBehindProxyForFile();
const timed = (path: string, init?: RequestInit) => timedFetch(t.s, path, init);

describe("a database that goes away", () => {
  it("keeps the server up: cached pages are served, others answer 503 fast, /healthz says which part is down, and it recovers by itself", async () => {
    await timed("/about");
    expect((await timed("/about")).cache).toBe("hit");

    // Every connection cut, as a restart or pg_terminate_backend does: the next requests still work.
    t.proxy.cutAll();
    await new Promise((r) => setTimeout(r, 200));
    expect((await timed("/contact")).status).toBe(200);

    // Refused: the database is down.
    t.proxy.setMode("refuse");
    const cached = await timed("/about");
    expect(cached.status).toBe(200);
    expect(cached.ms).toBeLessThan(1000);
    const uncached = await timed("/services?fresh=1");
    expect(uncached.status).toBe(503);
    expect(uncached.body).toContain("trouble reaching its database");
    expect(uncached.ms).toBeLessThan(5000);
    const health = await timed("/healthz");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body).database).toBe("unreachable");
    expect(health.ms).toBeLessThan(1500);

    // A black hole: connections hang. Cached pages don't wait; the rest give up within the timeouts.
    t.proxy.setMode("blackhole");
    const hole = await timed("/about");
    expect(hole.status).toBe(200);
    expect(hole.ms).toBeLessThan(1000);
    const stuck = await timed("/blog?fresh=2");
    expect(stuck.status).toBe(503);
    expect(stuck.ms).toBeLessThan(9000);

    // Back: no restart needed.
    t.proxy.setMode("pass");
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i++) {
      back = (await timed(`/services?fresh=${3 + i}`)).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
    expect((await timed("/healthz")).status).toBe(200);
  }, 60_000);
});
