import { describe, expect, it } from "vitest";
import { answersWithin, reopen, serverBehindProxyForFile, timedFetch } from "../helpers/tcp-proxy";
import { SHORT_LEAD } from "../helpers/lead";
import { drainSpool } from "../../app/leads/spool.server";

// Decision 0055: a database that accepts connections and never answers (a black hole, as a
// network partition looks) must not hold up /healthz, cached pages or the contact form. PostgreSQL
// behind a proxy the test controls, as db-outage.test.ts; runs in both CI passes.
const t = serverBehindProxyForFile();
const timed = (path: string, init?: RequestInit) => timedFetch(t.s, path, init);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const contact = (name: string) =>
  timed("/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.88" },
    body: new URLSearchParams({ ...SHORT_LEAD, fullName: name, email: "casey@example.com", projectType: "Garage", message: "A shop with a loft." }),
  });

describe("a database black hole", () => {
  it("answers /healthz and uncached pages 503 within 3 s, cached pages as fast as before, and keeps a quote request", async () => {
    await timed("/about");
    expect((await timed("/about")).cache).toBe("hit");
    // A normal answer, in this run: the cached page with the database up.
    const before: number[] = [];
    for (let i = 0; i < 7; i++) before.push((await timed("/about")).ms);

    t.proxy.setMode("blackhole");
    // Several visitors' uncached pages at once (they queue in the render lane), then the rest.
    const uncached = [1, 2, 3, 4].map((i) => timed(`/services?hole=${i}`));
    const health = timed("/healthz");
    const during: number[] = [];
    for (let i = 0; i < 7; i++) {
      const hit = await timed("/about");
      expect(hit.status).toBe(200);
      during.push(hit.ms);
    }
    const sent = await contact("Blackhole Blair");
    const h = await health;
    const pages = await Promise.all(uncached);

    if (process.env.SHOW_FIGURES)
      console.log({ health: h.ms, pages: pages.map((p) => [p.status, Math.round(p.ms)]), before: median(before), during: median(during), contact: sent.ms });
    expect(h.status).toBe(503);
    expect(JSON.parse(h.body).database).toBe("unreachable");
    expect(h.ms).toBeLessThan(3000);
    for (const p of pages) {
      expect(p.status).toBe(503);
      expect(p.body).toContain("trouble reaching its database");
      expect(p.retryAfter).not.toBeNull();
      expect(p.ms).toBeLessThan(3000);
    }
    // A cached page keeps its pace: within a few times its normal answer (not seconds behind renders).
    expect(median(during)).toBeLessThan(Math.max(5 * median(before), median(before) + 20));
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Thank you for your message!");
    expect(sent.ms).toBeLessThan(3000);
    // A page asked for while the hole is known answers at once.
    await answersWithin(t.s, "/services?hole=9", 503, 1000);

    // The hole closes: pages come back by themselves and the kept lead is delivered.
    await reopen(t);
    await drainSpool(t.s.services);
    const rows = await t.s.services.db.selectFrom("contact_messages").select("message").where("full_name", "=", "Blackhole Blair").execute();
    expect(rows).toEqual([{ message: "A shop with a loft." }]);
  }, 90_000);
});
