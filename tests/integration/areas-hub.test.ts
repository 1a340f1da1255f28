import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS_PATH, AREA_PATHS, PERMITS_PATH, SERVICE_PATHS } from "../../app/content/paths";
import { seed } from "../../app/services/seed.server";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";

// The /areas hub, the figures table on /permits that other pages link into, and the service pages'
// links to the area pages (decision 0036), over real HTTP on a real database.
let s: TestServer;
const SITE = "https://www.lakesideridge.example";
beforeAll(async () => {
  s = await startServer({ env: { SITE_URL: SITE } });
});
afterAll(() => s?.stop());

const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { redirect: "manual" });
  return { res, html: await res.text() };
};
const h1s = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decodeHtml(m[1]!.replace(/<[^>]+>/g, "")));

describe("the /areas hub", () => {
  it("answers 200 with one H1 and links every area page and /permits", async () => {
    const { res, html } = await get(AREAS_PATH);
    expect(res.status).toBe(200);
    expect(h1s(html)).toEqual(["Areas We Serve Around Lake Chelan and the Wenatchee Valley"]);
    for (const p of [...AREA_PATHS, PERMITS_PATH]) expect(html, p).toContain(`href="${p}"`);
  });

  it("is linked from every page's footer", async () => {
    for (const page of ["/", "/areas/manson", "/service-adu"]) {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await get(page)).html)?.[0] ?? "";
      expect(footer, page).toContain(`href="${AREAS_PATH}"`);
    }
  });

  it("names the cities as City and the two counties as AdministrativeArea in the business's areaServed", async () => {
    const { html } = await get("/");
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((x) => x["@type"] === "GeneralContractor") as { areaServed: Array<{ "@type": string; name: string }> };
    const typeOf = (name: string) => ld.areaServed.find((p) => p.name === name)?.["@type"];
    for (const city of ["Chelan", "Entiat", "Wenatchee", "East Wenatchee"]) expect(typeOf(city), city).toBe("City");
    for (const county of ["Chelan County", "Douglas County"]) expect(typeOf(county), county).toBe("AdministrativeArea");
    expect(typeOf("Orondo")).toBe("Place");
  });

  it("is in the sitemap and has its SEO row", async () => {
    const xml = (await get("/sitemap.xml")).html;
    expect(xml).toContain(`<loc>${SITE}${AREAS_PATH}</loc>`);
    const rows = await s.services.db.selectFrom("seo_settings").select("page_path").execute();
    expect(rows.map((r) => r.page_path)).toContain(AREAS_PATH);
  });

  it("is seeded once on a site that was seeded before it existed", async () => {
    const { db } = s.services;
    await db.deleteFrom("content_items").where("page_path", "=", AREAS_PATH).execute();
    await db.deleteFrom("site_settings").where("key", "=", "seed:areas-hub-v1").execute();
    await seed(s.services);
    const blocks = await db.selectFrom("content_items").select("section_id").where("page_path", "=", AREAS_PATH).execute();
    expect(blocks.map((r) => r.section_id)).toEqual(expect.arrayContaining(["hero-title", "body", "related"]));
    const count = async () => (await db.selectFrom("content_items").select("id").execute()).length;
    const before = await count();
    await seed(s.services);
    expect(await count()).toBe(before);
  });
});

describe("the area pages' own picture", () => {
  it("each shows a map of its own, named for screen readers, marking the places it covers", async () => {
    const maps = new Set<string>();
    const own: Record<string, string> = {
      "/areas/manson": "Manson",
      "/areas/chelan-south-shore": "South Shore",
      "/areas/chelan-falls-entiat": "Chelan Falls",
      "/areas/orondo": "Orondo",
      "/areas/wenatchee-east-wenatchee": "East Wenatchee",
    };
    for (const p of AREA_PATHS) {
      const { html } = await get(p);
      const figure = /<figure[^>]*data-area-map="[^"]+"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
      const label = decodeHtml(/<svg[^>]*aria-label="([^"]+)"/.exec(figure)?.[1] ?? "");
      expect(label, p).toMatch(/^Schematic map, not to scale: /);
      expect(label, p).toContain(own[p]);
      // The page's own place is drawn bold.
      expect(decodeHtml(figure), p).toMatch(new RegExp(`font-weight="700"[^>]*>${own[p]}<`));
      maps.add(figure);
    }
    expect(maps.size).toBe(AREA_PATHS.length);
    // The permits page's map marks every town its offices cover, so it is a map of its own too.
    const permits = (await get(PERMITS_PATH)).html;
    expect(decodeHtml(/data-area-map="permits"[\s\S]*?aria-label="([^"]+)"/.exec(permits)?.[1] ?? "")).toContain(
      "the towns the permit offices on this page cover",
    );
  });
});

describe("the figures on /permits", () => {
  it("shows a table whose rows carry the value, the source and the source's date", async () => {
    const { html } = await get(PERMITS_PATH);
    const text = decodeHtml(html);
    const row = (id: string) => decodeHtml(new RegExp(`<tr[^>]*id="${id}"[\\s\\S]*?</tr>`).exec(html)?.[0]?.replace(/<[^>]+>/g, " ") ?? "");
    expect(html).toContain('id="design-figures"');
    // Issue #49: the 40 psf band is on the county's building-services page, not in chapter 15.16 (which gives a 35 psf minimum raised case by case).
    expect(row("snow-load-douglas")).toMatch(
      /35 psf below 1,600 feet[\s\S]*Building Construction Services page[\s\S]*35 psf as a minimum the building official may raise/,
    );
    expect(row("frost-depth-douglas")).toMatch(/24 inches/);
    expect(row("permit-time-limits")).toMatch(/65, 100 or 170 days[\s\S]*RCW 36\.70B\.080[\s\S]*2025/);
    expect(row("wildfire-state")).toMatch(/March 2024/);
    // On a phone, the three Douglas County rows from one page read as a group: the place once above, the source once below.
    const tr = (id: string) => new RegExp(`<tr[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(tr("snow-load-douglas")).toContain("data-source-below");
    expect(tr("snow-load-douglas")).not.toContain("data-same-where");
    expect(tr("frost-depth-douglas")).toMatch(/data-same-where[^>]*data-source-below|data-source-below[^>]*data-same-where/);
    expect(tr("wind-douglas")).toContain("data-same-where");
    expect(tr("wind-douglas")).not.toContain("data-source-below");
    expect(tr("design-chelan-county")).not.toMatch(/data-same-where|data-source-below/);
    expect(text).not.toMatch(/\bchecked\b/i);
  });

  it("has a row for every /permits#… link on the area pages and the service pages", async () => {
    const permits = (await get(PERMITS_PATH)).html;
    let links = 0;
    for (const p of [...AREA_PATHS, ...SERVICE_PATHS]) {
      const page = await get(p);
      // A page that did not answer would count no links: say so rather than miss them.
      expect(page.res.status, p).toBe(200);
      for (const [, id] of page.html.matchAll(/href="\/permits#([a-z0-9-]+)"/g)) {
        links++;
        expect(permits, `${p} links /permits#${id}`).toContain(`id="${id}"`);
      }
    }
    expect(links).toBeGreaterThan(10);
  });
});

describe("the service pages", () => {
  it("each link the area pages", async () => {
    for (const p of SERVICE_PATHS) expect((await get(p)).html, p).toMatch(/href="\/areas\/[a-z-]+"/);
  });
});

describe("an article's author", () => {
  it("is the same person in the byline and in the structured data", async () => {
    const { html } = await get("/blog/adu-right-for-property");
    const byline = /By ([^,<]+), owner of/.exec(decodeHtml(html.replace(/<!--.*?-->/g, "")))?.[1];
    const article = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((ld) => ld["@type"] === "Article") as { author: { "@type": string; name: string } };
    expect(byline).toBeTruthy();
    expect(article.author).toMatchObject({ "@type": "Person", name: byline });
  });
});
