import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

/**
 * SPEC.md's article dates, everywhere a date shows: the blog's cards, the article page, its
 * JSON-LD and the sitemap. A later revision shows as "Updated {date}" (front matter `updated`,
 * the file's last change in git) and is the JSON-LD's dateModified and the sitemap's lastmod.
 */
let s: TestServer;

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

const html = async (path: string) =>
  (await (await fetch(`${s.url}${path}`)).text())
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const articleLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((ld) => ld["@type"] === "Article")!;
/** The "By … · date · Updated date" line under the title. */
const byline = (page: string) => (/<p[^>]*>By [\s\S]*?<\/p>/.exec(page)?.[0] ?? "").replace(/<!--.*?-->/g, "");

describe("article dates", () => {
  it("the custom-home article: June 5, 2024, updated later, the same in JSON-LD and the sitemap", async () => {
    const page = await html("/blog/building-dream-custom-home");
    const line = byline(page);
    expect(line).toContain('<time dateTime="2024-06-05">June 5, 2024</time>');
    const updated = /Updated <time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/.exec(line);
    expect(updated).not.toBeNull();
    expect(updated![1]! > "2024-06-05").toBe(true);
    expect(articleLd(page)).toMatchObject({ datePublished: "2024-06-05", dateModified: updated![1] });
    const sitemap = await (await fetch(`${s.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`/blog/building-dream-custom-home</loc><lastmod>${updated![1]}</lastmod>`));
  });

  it("the ADU article: May 15, 2024; the others June 5, 2025", async () => {
    expect(byline(await html("/blog/adu-right-for-property"))).toContain('<time dateTime="2024-05-15">May 15, 2024</time>');
    const page = await html("/blog/kitchen-remodeling-trends");
    expect(byline(page)).toContain('<time dateTime="2025-06-05">June 5, 2025</time>');
    expect(articleLd(page)).toMatchObject({ datePublished: "2025-06-05" });
  });

  it("smart home technology shows no date, no Updated, and no dates in its JSON-LD", async () => {
    const page = await html("/blog/smart-home-technology");
    expect(byline(page)).not.toContain("<time");
    expect(byline(page)).not.toContain("Updated");
    expect(articleLd(page)).not.toHaveProperty("datePublished");
  });

  it("the blog's cards show the publish dates", async () => {
    const page = await html("/blog");
    const card = (slug: string) => new RegExp(`<li[^>]*>(?:(?!</li>)[\\s\\S])*href="/blog/${slug}"(?:(?!</li>)[\\s\\S])*</li>`).exec(page)?.[0] ?? "";
    expect(card("building-dream-custom-home")).toContain("June 5, 2024");
    expect(card("adu-right-for-property")).toContain("May 15, 2024");
    expect(card("creative-adu-design")).toContain("June 5, 2025");
    expect(card("smart-home-technology")).not.toMatch(/\b20\d\d\b/);
  });
});
