import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_PATHS, PERMITS_PATH, SERVICE_KEYS } from "../../app/content/paths";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";

// Issue #49 (English copy): what a visitor reads names the valley, over real HTTP.
let s: TestServer;
const SITE = "https://www.lakesideridge.example";
beforeAll(async () => {
  s = await startServer({ env: { SITE_URL: SITE } });
});
afterAll(() => s?.stop());

const get = async (path: string) => (await fetch(`${s.url}${path}`)).text();
const h1 = (html: string) => decodeHtml((/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "")).trim();
const ld = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const description = (html: string) => decodeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
const PLACE = /\b(Chelan|Manson|Wenatchee|Entiat|Orondo)\b|Lake Chelan valley/;

describe("service pages name the valley", () => {
  it.each(SERVICE_KEYS.map((k) => `/service-${k}`))(
    "%s: its H1 names a place, its description uses no dash as a separator, its areaServed is typed places",
    async (path) => {
      const html = await get(path);
      expect(h1(html)).toMatch(PLACE);
      expect(description(html)).not.toMatch(/ - |—/);
      const service = ld(html).find((x) => x["@type"] === "Service") as { areaServed: Array<{ "@type": string; name: string; url?: string }> };
      const business = ld(html).find((x) => x["@type"] === "GeneralContractor") as { areaServed: unknown };
      expect(Array.isArray(service.areaServed)).toBe(true);
      expect(service.areaServed).toEqual(business.areaServed);
      expect(service.areaServed.find((p) => p.name === "Wenatchee")).toEqual({
        "@type": "City",
        name: "Wenatchee",
        url: `${SITE}/areas/wenatchee-east-wenatchee`,
      });
    },
  );

  it("the H1s differ from one service to the next", async () => {
    const all = await Promise.all(SERVICE_KEYS.map(async (k) => h1(await get(`/service-${k}`))));
    expect(new Set(all).size).toBe(all.length);
  });

  it("the footer's 'Serving' line names Wenatchee", async () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(await get("/"))?.[0] ?? "";
    expect(decodeHtml(footer)).toMatch(/Serving [^<]*Wenatchee/);
  });

  it.each(["/", "/areas", ...AREA_PATHS, PERMITS_PATH, "/blog", "/about-chelan", "/blog/choosing-home-builder"])(
    "%s: its meta description uses no dash as a separator",
    async (path) => {
      expect(description(await get(path))).not.toMatch(/ - |—/);
    },
  );
});

describe("area pages and /permits show their words", () => {
  it.each([...AREA_PATHS, PERMITS_PATH])("%s: nothing folded, a list at the top links to each section's heading, no 'row' pointer", async (path) => {
    const html = await get(path);
    expect(html).not.toMatch(/Show this part|<details class="fold"/);
    const body = /data-block="body"[\s\S]*?(data-block="figures"|data-block="services"|<footer)/.exec(html)?.[0] ?? "";
    expect(body.length).toBeGreaterThan(2000);
    expect(body).not.toContain("<details");
    const nav = /<nav[^>]*data-contents[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const targets = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const id of targets) expect(html, id).toMatch(new RegExp(`<h2 id="${id}"`));
    // The list comes before the first section heading it links to.
    expect(html.indexOf("data-contents")).toBeLessThan(html.indexOf(`<h2 id="${targets[0]}"`));
    const text = decodeHtml(html.replace(/<[^>]+>/g, " "));
    expect(text).not.toMatch(/\brow\b[^.]*(gives|links|says|notes|explains)|pilot row/i);
  });
});
