import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { BRITISH, CLAIMS } from "../helpers/copy-rules";
import { findPassages } from "../../app/assistant/offline.server";
import { AREA_PATHS, AREA_SLUGS, PERMITS_PATH, PUBLIC_PATHS, SERVICE_KEYS } from "../../app/content/paths";

/**
 * The service-area pages and /permits (content/areas/*.md) under the same rules as the rest of the
 * copy (tests/unit/content.test.ts reads articles, services and pages only): American spelling,
 * no claim the invented company could not back up, a source section in content/SOURCES.md, links
 * to pages that exist, and the facts each page must state.
 */
const CONTENT = path.resolve(__dirname, "../../content");
const read = (f: string) => readFileSync(path.join(CONTENT, f), "utf8");
const areaFiles = readdirSync(path.join(CONTENT, "areas")).map((f) => `areas/${f}`);

function doc(f: string) {
  const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(read(f))!;
  return { data: parse(m[1]!) as Record<string, unknown>, body: m[2]! };
}
const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

// The shared spelling rules and a few more words these pages were written against.
const AREA_BRITISH = [...BRITISH, /\b(behaviour|travell|modell|mould|whilst|amongst|towards|harbour|enquir)/i];
// The shared rules, plus what an area page must not claim: an office, built work, prices.
const AREA_CLAIMS = [...CLAIMS, /clients say/i, /\bour (office|shop|yard)\b/i, /\bwe have built\b|\bour (past |recent )?projects? in\b/i, /\$\s?\d/];

describe("content/areas", () => {
  it("has one file per area page and one for /permits, each at its path", () => {
    expect(areaFiles.sort()).toEqual([...AREA_SLUGS, "permits"].map((s) => `areas/${s}.md`).sort());
    for (const slug of AREA_SLUGS) expect(doc(`areas/${slug}.md`).data.path).toBe(`/areas/${slug}`);
    expect(doc("areas/permits.md").data.path).toBe(PERMITS_PATH);
    expect(doc("areas/permits.md").data.title).toBe("Permits in the Chelan Valley");
  });

  it.each(areaFiles)("%s uses American spelling and makes no claim we cannot back up", (f) => {
    const text = read(f);
    for (const re of AREA_BRITISH) expect(text, `${f}: ${re}`).not.toMatch(re);
    for (const re of AREA_CLAIMS) expect(text, `${f}: ${re}`).not.toMatch(re);
    // The South Shore faces north: never sunny in the afternoon.
    for (const sentence of text.split(/(?<=[.!?])\s+/).filter((x) => /south shore/i.test(x) && /afternoon sun|sunny/i.test(x)))
      expect(sentence, f).toMatch(/\bless\b|faces north|north-facing/i);
  });

  it.each(areaFiles)("%s keeps its title to 60 characters, its description to 155 and its body short", (f) => {
    const { data, body } = doc(f);
    expect(String(data.seoTitle).length).toBeLessThanOrEqual(60);
    expect(String(data.seoDescription).length).toBeLessThanOrEqual(155);
    expect(words(body)).toBeGreaterThanOrEqual(300);
    expect(words(body)).toBeLessThanOrEqual(700);
  });

  it.each(areaFiles)("%s links only to pages that exist, always to /permits or from it, and leaves /contact to the page's button", (f) => {
    const { data, body } = doc(f);
    const internal = [...body.matchAll(/\]\((\/[^)#\s]*)/g)].map((m) => m[1]!);
    for (const href of internal) {
      expect(PUBLIC_PATHS, `${f} links to ${href}`).toContain(href);
      expect(href).not.toBe("/contact");
    }
    for (const href of (data.related as string[] | undefined) ?? []) expect(PUBLIC_PATHS, `${f} related ${href}`).toContain(href);
    for (const s of (data.services as Array<{ key: string }> | undefined) ?? []) expect(SERVICE_KEYS as readonly string[]).toContain(s.key);
    if (data.path !== PERMITS_PATH) {
      expect(internal, f).toContain(PERMITS_PATH);
      expect(
        internal.some((h) => h.startsWith("/blog/")),
        `${f} links an article`,
      ).toBe(true);
      expect(((data.services as unknown[]) ?? []).length).toBeGreaterThan(0);
      expect(data.related as string[]).toContain(PERMITS_PATH);
      expect(String(data.title)).toContain(String(data.name).split(" and ")[0]!);
    }
  });

  it("names on each area page who issues permits and who supplies power", () => {
    const body = (slug: string) => doc(`areas/${slug}.md`).body;
    expect(body("manson")).toMatch(/Chelan County Community Development/);
    expect(body("chelan-south-shore")).toMatch(/City of Chelan/);
    expect(body("chelan-falls-entiat")).toMatch(/City of Entiat/);
    expect(body("orondo")).toMatch(/Douglas County issues building permits/);
    expect(body("wenatchee-east-wenatchee")).toMatch(/City of Wenatchee[\s\S]*City of East Wenatchee/);
    for (const slug of ["manson", "chelan-south-shore", "chelan-falls-entiat"]) expect(body(slug), slug).toMatch(/Chelan PUD/);
    expect(body("orondo")).toMatch(/Douglas County PUD/);
    expect(body("wenatchee-east-wenatchee")).toMatch(/Chelan PUD[\s\S]*Douglas County PUD/);
    expect(body("chelan-south-shore")).toMatch(/2015 the Chelan Complex/);
  });

  it("says once, on /permits, who issues what, with the agencies linked", () => {
    const { body } = doc("areas/permits.md");
    for (const office of [
      "City of Chelan",
      "Chelan County Community Development",
      "Douglas County",
      "City of Entiat",
      "City of Wenatchee",
      "City of East Wenatchee",
    ])
      expect(body).toContain(`[${office}](https://`);
    expect(body).toMatch(/Shoreline Master Program/);
    expect(body).toMatch(/\[Chelan-Douglas Health District\]\(https:/);
    expect(body).toMatch(/\[U\.S\. Army Corps of Engineers[^\]]*\]\(https:/);
    expect(body).toMatch(/Hydraulic Project Approval/);
    expect(body).toMatch(/snow load[\s\S]*frost depth[\s\S]*set for each site by the building department/i);
    // No design figures: who sets them, never a number.
    expect(body).not.toMatch(/\d+\s*(psf|pounds per square foot|inches deep)/i);
  });

  it("lists a source for every area page in content/SOURCES.md", () => {
    const sources = read("SOURCES.md");
    for (const f of areaFiles) expect(sources, f).toContain(`content/${f}`);
  });

  it("lists every area page at its path", () => {
    for (const p of [...AREA_PATHS, PERMITS_PATH]) expect(PUBLIC_PATHS).toContain(p);
  });

  it("are read by the offline assistant", () => {
    expect(findPassages("Who gives septic permits?").passages[0]?.url).toMatch(/^\/permits/);
  });
});
