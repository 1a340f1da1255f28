import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_PATHS, PERMITS_PATH } from "../../app/content/paths";
import { getProfile } from "../../app/models/settings.server";
import { seed } from "../../app/services/seed.server";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { fresh } from "../helpers/http";

// The service-area pages and /permits (issue #24), and Settings' fields for search engines, over
// real HTTP on a real SQLite database.
let s: TestServer;
let owner: string;
let editor: string;
const SITE = "https://www.lakesideridge.example";
beforeAll(async () => {
  s = await startServer({ env: { SITE_URL: SITE } });
  owner = await staffCookie(s);
  editor = await staffCookie(s, "editor");
});
afterAll(() => s?.stop());

const get = async (path: string, cookie?: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { res, html: await res.text() };
};
const h1s = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decodeHtml(m[1]!.replace(/<[^>]+>/g, "")));
const business = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((ld) => ld["@type"] === "GeneralContractor")!;
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";

const PLACES: Record<string, string[]> = {
  "/areas/manson": ["Manson"],
  "/areas/chelan-south-shore": ["Chelan", "South Shore"],
  "/areas/chelan-falls-entiat": ["Chelan Falls", "Entiat"],
  "/areas/orondo": ["Orondo"],
  "/areas/wenatchee-east-wenatchee": ["Wenatchee", "East Wenatchee"],
};

describe("every page ends with a next step besides Contact", () => {
  it("the pages without related links of their own end with 'Or keep reading' links to pages that exist, named by their titles", async () => {
    for (const path of ["/", "/about", "/about-chelan", "/services", "/gallery", "/blog"]) {
      const { html } = await get(path);
      const nav = /<nav aria-label="Keep reading"[\s\S]*?<\/nav>/.exec(html)?.[0];
      expect(nav, path).toBeDefined();
      const links = [...nav!.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1]!, label: decodeHtml(m[2]!) }));
      expect(links.length, path).toBeGreaterThan(1);
      for (const l of links) {
        expect(l.href).not.toBe("/contact");
        const target = await get(l.href);
        expect(target.res.status, `${l.href} from ${path}`).toBe(200);
        // An area or permits link says the page's own heading.
        if (l.href.startsWith("/areas/") || l.href === PERMITS_PATH) expect(h1s(target.html), l.href).toContain(l.label);
      }
    }
  });
});

describe("the service-area pages", () => {
  it("render each with one H1 naming the place, who issues permits, and a next step besides Contact", async () => {
    for (const path of AREA_PATHS) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      const [h1, ...more] = h1s(html);
      expect(more, path).toEqual([]);
      for (const place of PLACES[path]!) expect(h1, path).toContain(place);
      expect(html, path).toContain('href="/permits"');
      expect(html, path).toMatch(/href="\/service-[a-z-]+"/);
      expect(html, path).toMatch(/href="\/blog\/[a-z0-9-]+"/);
      expect(decodeHtml(html), path).toMatch(/Read next/);
      expect(html, path).toMatch(/PUD/);
    }
  });

  it("have /permits say once which office issues what, with the agencies linked", async () => {
    const { res, html } = await get(PERMITS_PATH);
    expect(res.status).toBe(200);
    expect(h1s(html)).toEqual(["Permits in the Chelan Valley"]);
    for (const href of [
      "https://cityofchelan.us/",
      "https://www.co.chelan.wa.us/community-development",
      "https://www.douglascountywa.net/",
      "https://www.cdhd.wa.gov/",
    ])
      expect(html).toContain(`href="${href}`);
    for (const path of AREA_PATHS) expect(html).toContain(`href="${path}"`);
  });

  it("are in the sitemap, have SEO rows, and are linked from every page's footer with the services and the blog", async () => {
    const xml = (await get("/sitemap.xml")).html;
    for (const p of [...AREA_PATHS, PERMITS_PATH]) expect(xml).toContain(`<loc>${SITE}${p}</loc>`);
    const rows = await s.services.db.selectFrom("seo_settings").select("page_path").execute();
    for (const p of [...AREA_PATHS, PERMITS_PATH]) expect(rows.map((r) => r.page_path)).toContain(p);
    for (const page of ["/", "/areas/orondo", "/contact"]) {
      const f = footer((await get(page)).html);
      for (const p of [...AREA_PATHS, PERMITS_PATH, "/blog", "/services", "/service-adu"]) expect(f, `${page} footer: ${p}`).toContain(`href="${p}"`);
      expect(f).toContain('aria-label="Footer"');
    }
  });

  it("list their places in the business's areaServed, Wenatchee and East Wenatchee included", async () => {
    const ld = business((await get("/")).html);
    const served = ld.areaServed as Array<{ name: string; url?: string }>;
    const names = served.map((p) => p.name);
    for (const name of ["Manson", "Chelan", "Chelan Falls", "Entiat", "Orondo", "Wenatchee", "East Wenatchee"]) expect(names).toContain(name);
    expect(served.find((p) => p.name === "Wenatchee")?.url).toBe(`${SITE}/areas/wenatchee-east-wenatchee`);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    // Nothing the owner has not filled in.
    for (const key of ["openingHours", "geo", "sameAs"]) expect(ld, key).not.toHaveProperty(key);
  });

  it("open in the page editor under Areas with their words, and an owner's edit shows on the public page", async () => {
    const list = decodeHtml((await get("/admin/content", owner)).html);
    for (const name of ["Areas › Manson", "Areas › Wenatchee and East Wenatchee", "Areas › Permits in the Chelan Valley"]) expect(list).toContain(name);
    const editorPage = decodeHtml((await get(`/admin/content/page?path=${encodeURIComponent("/areas/orondo")}`, owner)).html);
    expect(editorPage).toContain("Building in Orondo");
    expect(editorPage).toContain("Douglas County PUD supplies electricity");
    await get("/areas/orondo"); // in the page cache now
    const save = await fetch(`${s.url}/admin/content/page?path=${encodeURIComponent("/areas/orondo")}`, {
      method: "POST",
      headers: { ...FORM_HEADERS, cookie: owner, Origin: s.url },
      body: form({ intent: "page-save", path: "/areas/orondo", mode: "publish", "present:hero-title": "1", "block:hero-title": "Homes and shops in Orondo" }),
      redirect: "manual",
    });
    expect(save.status).toBe(302);
    expect(h1s((await get("/areas/orondo")).html)).toEqual(["Homes and shops in Orondo"]);
    expect(h1s((await get("/areas/manson")).html)[0]).toContain("Manson");
  });

  it("are seeded once on a site that was seeded before they existed, keeping what staff changed", async () => {
    const { db } = s.services;
    const orondoTitle = () =>
      db.selectFrom("content_items").select(["id", "title"]).where("page_path", "=", "/areas/orondo").where("section_id", "=", "hero-title").execute();
    const edited = await orondoTitle();
    // As a database from before this version: no area blocks beside the edited one, no marker.
    await db.deleteFrom("content_items").where("page_path", "=", "/areas/manson").execute();
    await db.deleteFrom("site_settings").where("key", "=", "seed:areas-v1").execute();
    expect((await get("/areas/manson")).res.status).toBe(200); // renders from content/ meanwhile
    await seed(s.services);
    const manson = await db.selectFrom("content_items").select("section_id").where("page_path", "=", "/areas/manson").execute();
    expect(manson.map((r) => r.section_id)).toEqual(expect.arrayContaining(["hero-title", "body", "services", "related"]));
    expect(await orondoTitle()).toEqual(edited);
    // A second run adds nothing.
    const count = async () => (await db.selectFrom("content_items").select("id").execute()).length;
    const before = await count();
    await seed(s.services);
    expect(await count()).toBe(before);
  });
});

describe("Settings: hours, location, profile links, licenses", () => {
  const post = async (fields: Record<string, string>, cookie?: string) =>
    fetch(`${s.url}/admin/settings`, {
      method: "POST",
      headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}), Origin: s.url },
      body: form({ intent: "settings-save", ...fields }),
      redirect: "manual",
    });
  const profileFields = async () => {
    const p = await getProfile(s.services.db);
    const { videos: _v, openingHours: _o, latitude: _la, longitude: _lo, sameAs: _s, credentials: _c, ...rest } = p;
    return rest as Record<string, string>;
  };

  it("refuses bad input with a clear message and a 4xx, and keeps what was saved", async () => {
    const base = await profileFields();
    const before = await getProfile(s.services.db);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ openingHours: "Monday to Friday 8 to 5" }, /not in the form .Mo-Fr 08:00-17:00/],
      [{ openingHours: "Mo-Fr 8:00-17:00" }, /Opening hours/],
      [{ openingHours: Array.from({ length: 15 }, () => "Mo 08:00-12:00").join("\n") }, /14 lines at most/],
      [{ latitude: "147.5", longitude: "-120" }, /Latitude: enter a number between -90 and 90/],
      [{ latitude: "47.84", longitude: "east" }, /Longitude: enter a number between -180 and 180/],
      [{ latitude: "47.84", longitude: "" }, /both the latitude and the longitude/],
      [{ sameAs: "http://facebook.com/lakeside" }, /not a full https:\/\/ address/],
      [{ sameAs: "javascript:alert(1)" }, /not a full https:\/\/ address/],
      [{ sameAs: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`).join("\n") }, /10 lines at most/],
      [{ credentials: "x".repeat(201) }, /longer than 200 characters/],
      [{ credentials: "y".repeat(5_000) }, /too long/],
    ];
    for (const [fields, message] of cases) {
      const res = await post({ ...base, ...fields, phone: "(509) 555-0100" }, owner);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(decodeHtml(await res.text())).toMatch(message);
    }
    expect(await getProfile(s.services.db)).toEqual(before);
  });

  it("refuses anonymous and editor posts and saves nothing", async () => {
    const base = await profileFields();
    const before = await getProfile(s.services.db);
    const anonymous = await post({ ...base, openingHours: "Mo-Fr 08:00-17:00" });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    if (anonymous.status >= 300 && anonymous.status < 400) expect(anonymous.headers.get("location")).toMatch(/^\/auth/);
    expect((await post({ ...base, openingHours: "Mo-Fr 08:00-17:00" }, editor)).status).toBe(403);
    expect(await getProfile(s.services.db)).toEqual(before);
  });

  it("puts filled fields in the JSON-LD and on /about, and takes them out when emptied", async () => {
    const base = await profileFields();
    const saved = await post(
      {
        ...base,
        openingHours: "Mo-Fr 08:00-17:00\r\n Sa 09:00-12:00 \n\n",
        latitude: "47.8407",
        longitude: "-120.0165",
        sameAs: "https://www.facebook.com/lakesideridge.example\nhttps://www.houzz.com/pro/lakesideridge",
        credentials: "Certified Lead Renovator (EPA RRP)",
      },
      owner,
    );
    expect(saved.status).toBe(302);
    const home = await fresh(s, "/");
    const ld = business(home.html);
    expect(ld.openingHours).toEqual(["Mo-Fr 08:00-17:00", "Sa 09:00-12:00"]);
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 47.8407, longitude: -120.0165 });
    expect(ld.sameAs).toEqual(["https://www.facebook.com/lakesideridge.example", "https://www.houzz.com/pro/lakesideridge"]);
    expect(ld.areaServed).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Wenatchee" })]));
    const about = decodeHtml((await fresh(s, "/about")).html);
    expect(about).toContain("Licenses and certifications");
    expect(about).toContain("Certified Lead Renovator (EPA RRP)");
    // A form without the new fields (an older script) leaves them alone.
    expect((await post({ ...base, tagline: "General contractor in Chelan" }, owner)).status).toBe(302);
    expect(business((await fresh(s, "/")).html).openingHours).toEqual(["Mo-Fr 08:00-17:00", "Sa 09:00-12:00"]);
    // Emptied: gone from the JSON-LD and from /about.
    expect((await post({ ...base, openingHours: "", latitude: "", longitude: "", sameAs: "", credentials: "" }, owner)).status).toBe(302);
    const cleared = business((await fresh(s, "/")).html);
    for (const key of ["openingHours", "geo", "sameAs"]) expect(cleared, key).not.toHaveProperty(key);
    expect(decodeHtml((await fresh(s, "/about")).html)).not.toContain("Licenses and certifications");
  });
});
