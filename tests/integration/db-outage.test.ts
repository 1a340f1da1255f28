import { describe, expect, it } from "vitest";
import { answersWithin, reopen, serverBehindProxyForFile, timedFetch } from "../helpers/tcp-proxy";

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
    await answersWithin(t.s, "/about", 200, 1000);
    expect((await answersWithin(t.s, "/services?fresh=1", 503, 5000)).body).toContain("trouble reaching its database");
    expect(JSON.parse((await answersWithin(t.s, "/healthz", 503, 1500)).body).database).toBe("unreachable");

    // A black hole: connections hang. Cached pages don't wait; the rest give up within the timeouts.
    t.proxy.setMode("blackhole");
    await answersWithin(t.s, "/about", 200, 1000);
    await answersWithin(t.s, "/blog?fresh=2", 503, 9000);

    // Back: no restart needed.
    await reopen(t);
    expect((await timed("/healthz")).status).toBe(200);
  }, 60_000);
});
