import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { analyticsReport } from "../../app/models/analytics.server";
import { dayMinus, dayOf } from "../../app/content/business-days";
import { sourceKey } from "../../app/analytics/sources";
import { VALID_LEAD } from "../helpers/lead";

// Page views counted on the server without cookies (issue 20, decision 0026).

let s: TestServer;
let staff: string;

beforeAll(async () => {
  s = await startServer();
  staff = await staffCookie(s);
});
afterAll(() => s.stop());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const view = (path: string, ip: string, ua: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${path}`, { headers: { "X-Forwarded-For": ip, "User-Agent": ua, ...headers } }).then(async (r) => ({
    status: r.status,
    cache: r.headers.get("x-page-cache"),
    html: await r.text(),
  }));

const valid = VALID_LEAD;

describe("analytics", () => {
  it("counts visitors and views (cache hits too), their sources and 404s; not staff, robots, DNT or GPC; attributes a lead to where its visit began", async () => {
    const { db, analytics } = s.services;
    // Visitor A: from the Google Business Profile link, two pages, the second one twice (a cache hit).
    await view("/service-adu?utm_source=gbp", "203.0.113.1", FIREFOX);
    await view("/gallery", "203.0.113.1", FIREFOX, { Referer: `${s.url}/service-adu?utm_source=gbp` });
    const hit = await view("/gallery", "203.0.113.1", FIREFOX, { Referer: `${s.url}/service-adu` });
    expect(hit.cache).toBe("hit");
    // Visitor B: from a Google search. Visitor C: same address as A, another browser, from Facebook.
    await view("/about", "203.0.113.2", IPHONE, { Referer: "https://www.google.com/" });
    await view("/", "203.0.113.1", CHROME, { Referer: "https://l.facebook.com/" });
    // Visitor D: typed an old address.
    expect((await view("/old-kitchen-page", "203.0.113.4", CHROME)).status).toBe(404);
    // Not counted: Do Not Track, Global Privacy Control, a robot, staff.
    await view("/about", "203.0.113.5", FIREFOX, { DNT: "1" });
    await view("/about", "203.0.113.6", FIREFOX, { "Sec-GPC": "1" });
    await view("/about", "66.249.66.1", GOOGLEBOT);
    await view("/about", "203.0.113.7", CHROME, { Cookie: staff });
    // Nor the gallery's own script fetching its next pictures (a fetch, not a page the visitor opened).
    await view("/gallery?show=18", "203.0.113.1", FIREFOX, { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" });

    // Visitor A sends a quote request without JavaScript: the visit is matched by address and browser, and says so.
    const lead = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.1", "User-Agent": FIREFOX, Origin: s.url },
      body: new URLSearchParams(valid),
    });
    expect(lead.status).toBe(200);
    const row = await db
      .selectFrom("contact_messages")
      .select(["landing_page", "source", "origin_basis"])
      .where("email", "=", valid.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ landing_page: "/service-adu", source: "gbp", origin_basis: "address" });

    await analytics.flush();
    const r = await analyticsReport(db, 7);
    expect(r.totals).toMatchObject({ visitors: 3, views: 5, leads: 1 });
    expect(r.days.at(-1)).toMatchObject({ visitors: 3, views: 5 });
    expect(r.pages).toEqual([
      { path: "/gallery", views: 2, visitors: 1 },
      { path: "/", views: 1, visitors: 1 },
      { path: "/about", views: 1, visitors: 1 },
      { path: "/service-adu", views: 1, visitors: 1 },
    ]);
    const sources = Object.fromEntries(r.sources.map((x) => [x.key, [x.visitors, x.leads]]));
    expect(sources).toEqual({ search: [1, 0], gbp: [1, 1], social: [1, 0], referral: [0, 0], direct: [0, 0] });
    expect(r.landings.find((l) => l.path === "/service-adu")).toEqual({ path: "/service-adu", visitors: 1, leads: 1 });
    expect(r.notFound).toEqual([{ path: "/old-kitchen-page", views: 1 }]);

    // Nothing that identifies a person is stored: no address, no browser string, one salt (today's).
    const raw = await db.selectFrom("analytics_raw").selectAll().execute();
    const text = JSON.stringify(raw);
    for (const secret of ["203.0.113", "Firefox", "iPhone"]) expect(text).not.toContain(secret);
    expect(new Set(raw.map((x) => x.visitor)).size).toBe(4);
    const salts = await db.selectFrom("analytics_salts").select("day").execute();
    expect(salts).toEqual([{ day: dayOf(Date.now()) }]);
  });

  it("a visitor who asks not to be tracked sends a lead with no origin, even one the page's script offered", async () => {
    const res = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.9", "User-Agent": FIREFOX, DNT: "1", Origin: s.url },
      body: new URLSearchParams({ ...valid, email: "dnt@example.com", landing: "/about", source: "gbp" }),
    });
    expect(res.status).toBe(200);
    const row = await s.services.db
      .selectFrom("contact_messages")
      .select(["landing_page", "source"])
      .where("email", "=", "dnt@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ landing_page: null, source: null });
  });

  it("rolls a finished day into daily figures once (even from two instances at once), then deletes its raw rows, old salts and days over two years old", async () => {
    const { db, analytics } = s.services;
    const today = dayOf(Date.now());
    const old = dayMinus(today, 3);
    const at = (h: number) => `${old}T${String(h).padStart(2, "0")}:00:00.000Z`;
    await db
      .insertInto("analytics_raw")
      .values([
        { day: old, visitor: "v1", path: "/", status: 200, views: 3, source: "gbp", first_at: at(15) },
        { day: old, visitor: "v1", path: "/contact", status: 200, views: 1, source: "", first_at: at(16) },
        { day: old, visitor: "v2", path: "/blog", status: 200, views: 2, source: "www.bing.com", first_at: at(17) },
        { day: old, visitor: "v2", path: "/nope", status: 404, views: 1, source: "", first_at: at(18) },
      ])
      .execute();
    await db
      .insertInto("analytics_salts")
      .values({ day: dayMinus(today, 1), salt: "yesterday" })
      .execute();
    await db
      .insertInto("analytics_days")
      .values({ day: dayMinus(today, 800), views: 1, visitors: 1 })
      .execute();

    await Promise.all([analytics.rollup(), analytics.rollup()]);

    expect(await db.selectFrom("analytics_days").selectAll().where("day", "=", old).execute()).toEqual([{ day: old, views: 6, visitors: 2 }]);
    const entries = await db.selectFrom("analytics_entries").select(["path", "source", "visitors"]).where("day", "=", old).orderBy("path").execute();
    expect(entries.map((e) => ({ ...e, visitors: Number(e.visitors) }))).toEqual([
      { path: "/", source: "gbp", visitors: 1 },
      { path: "/blog", source: "www.bing.com", visitors: 1 },
    ]);
    expect(await db.selectFrom("analytics_raw").select("day").where("day", "=", old).execute()).toEqual([]);
    expect(await db.selectFrom("analytics_salts").select("day").where("day", "<", today).execute()).toEqual([]);
    expect(await db.selectFrom("analytics_days").select("day").where("day", "=", dayMinus(today, 800)).execute()).toEqual([]);

    const r = await analyticsReport(db, 7);
    expect(r.days.find((d) => d.day === old)).toEqual({ day: old, views: 6, visitors: 2 });
    expect(r.notFound).toContainEqual({ path: "/nope", views: 1 });
    expect(r.sources.find((x) => x.key === "search")!.visitors).toBeGreaterThanOrEqual(2);
  });

  it("sorts sources as the owner reads them", () => {
    expect(sourceKey("gbp")).toBe("gbp");
    expect(sourceKey("Google-Business-Profile")).toBe("gbp");
    expect(sourceKey("google.com")).toBe("search");
    expect(sourceKey("duckduckgo.com")).toBe("search");
    expect(sourceKey("m.facebook.com")).toBe("social");
    expect(sourceKey("nextdoor")).toBe("social");
    expect(sourceKey("chelanchamber.org")).toBe("referral");
    expect(sourceKey("")).toBe("direct");
    expect(sourceKey(null)).toBe("direct");
  });

  it("the report and its CSV are for staff only", async () => {
    for (const path of ["/admin/analytics", "/admin/analytics.csv"]) {
      const anon = await fetch(`${s.url}${path}`, { redirect: "manual" });
      expect([302, 401, 403], path).toContain(anon.status);
    }
    const csv = await fetch(`${s.url}/admin/analytics.csv?days=30`, { headers: { Cookie: staff } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("date,visitors,page_views");
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe(`${dayOf(Date.now())},3,5`);
  });
  it("bounds what a client can make it keep: a 6 KB browser string and a 5 KB address", async () => {
    const { db, analytics } = s.services;
    const ua = `Mozilla/5.0 (X11; Linux x86_64) ${"x".repeat(6_000)}`;
    const long = `/${"a".repeat(5_000)}`;
    expect((await view(long, "203.0.113.50", ua)).status).toBe(404);
    await view(`/about?utm_source=${"s".repeat(4_000)}`, "203.0.113.50", ua);
    // The same visitor sends a lead with the same long browser string: still recognised.
    const res = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.50", "User-Agent": ua, Origin: s.url },
      body: new URLSearchParams({ ...valid, email: "long@example.com" }),
    });
    expect(res.status).toBe(200);
    await analytics.flush();
    const rows = await db.selectFrom("analytics_raw").select(["path", "source"]).where("path", "like", "/aaaa%").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.path.length).toBe(300);
    const about = await db.selectFrom("analytics_raw").select("source").where("path", "=", "/about").where("source", "like", "sss%").executeTakeFirstOrThrow();
    expect(about.source.length).toBeLessThanOrEqual(120);
    const lead = await db.selectFrom("contact_messages").select("landing_page").where("email", "=", "long@example.com").executeTakeFirstOrThrow();
    expect(lead.landing_page).toBe("/about");
  });

  it("two people behind one address with the same browser are each credited to the page their own visit began on", async () => {
    const { db } = s.services;
    // Both open the site from one office network with the same phone model: the server cannot tell them apart.
    await view("/service-adu?utm_source=gbp", "198.51.100.20", IPHONE);
    await view("/blog", "198.51.100.20", IPHONE, { Referer: "https://l.facebook.com/" });
    const send = (email: string, landing: string, source: string) =>
      fetch(`${s.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.20", "User-Agent": IPHONE, Origin: s.url },
        // What each one's browser kept for the tab (app/analytics/visit-origin.ts), as the form posts it.
        body: new URLSearchParams({ ...valid, email, landing, source }),
      });
    expect((await send("first@example.com", "/service-adu", "gbp")).status).toBe(200);
    expect((await send("second@example.com", "/blog?page=2", "FACEBOOK.com")).status).toBe(200);
    const rows = await db
      .selectFrom("contact_messages")
      .select(["email", "landing_page", "source", "origin_basis"])
      .where("email", "in", ["first@example.com", "second@example.com"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "first@example.com", landing_page: "/service-adu", source: "gbp", origin_basis: "visit" },
      { email: "second@example.com", landing_page: "/blog", source: "facebook.com", origin_basis: "visit" },
    ]);
    // A value that is not a page of this site is not kept: the address match is used instead.
    expect((await send("third@example.com", "https://evil.example/x", "gbp")).status).toBe(200);
    const third = await db
      .selectFrom("contact_messages")
      .select(["landing_page", "origin_basis"])
      .where("email", "=", "third@example.com")
      .executeTakeFirstOrThrow();
    expect(third).toEqual({ landing_page: "/service-adu", origin_basis: "address" });
  });
});
