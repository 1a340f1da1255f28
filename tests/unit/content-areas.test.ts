import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { BRITISH, CLAIMS } from "../helpers/copy-rules";
import { findPassages } from "../../app/assistant/findings.server";
import { AREAS_PATH, AREA_PATHS, AREA_SLUGS, PERMITS_PATH, PUBLIC_PATHS, SERVICE_KEYS } from "../../app/content/paths";

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
    expect(areaFiles.sort()).toEqual([...AREA_SLUGS, "permits", "areas"].map((s) => `areas/${s}.md`).sort());
    expect(doc("areas/areas.md").data.path).toBe(AREAS_PATH);
    // The hub lists every area page and /permits.
    expect(doc("areas/areas.md").data.related).toEqual([...AREA_PATHS, PERMITS_PATH]);
    for (const slug of AREA_SLUGS) expect(doc(`areas/${slug}.md`).data.path).toBe(`/areas/${slug}`);
    expect(doc("areas/permits.md").data.path).toBe(PERMITS_PATH);
    expect(doc("areas/permits.md").data.title).toBe("Permits in the Chelan Valley");
  });

  it.each(areaFiles)("%s uses American spelling and makes no claim we cannot back up", (f) => {
    const text = read(f);
    for (const re of AREA_BRITISH) expect(text, `${f}: ${re}`).not.toMatch(re);
    // A cost only where its source is named: the /permits table's row (decision 0036), and Ecology's Manson pilot figure in a sentence crediting Ecology (issue #49: the figure, not a pointer to the row).
    const prose = text
      .replace(/^\s+value: About \$[\d,]+ a parcel$/m, "")
      .replace(/\[?Ecology reported(\]\([^)\s]+\))? that the Manson pilot cost about \$5,000 a parcel\./, "");
    for (const re of AREA_CLAIMS) expect(prose, `${f}: ${re}`).not.toMatch(re);
    // The South Shore faces north: never sunny in the afternoon.
    for (const sentence of text.split(/(?<=[.!?])\s+/).filter((x) => /south shore/i.test(x) && /afternoon sun|sunny/i.test(x)))
      expect(sentence, f).toMatch(/\bless\b|faces north|north-facing/i);
  });

  it.each(areaFiles)(
    "%s keeps its title to 60 characters, its description to 155, and its body to 700–1,200 words (permits: 300–900, the hub: 150–700)",
    (f) => {
      const { data, body } = doc(f);
      expect(String(data.seoTitle).length).toBeLessThanOrEqual(60);
      expect(String(data.seoDescription).length).toBeLessThanOrEqual(155);
      const [min, max] = f === "areas/permits.md" ? [300, 900] : f === "areas/areas.md" ? [150, 700] : [700, 1200];
      expect(words(body), `${f}: ${words(body)} words`).toBeGreaterThanOrEqual(min);
      expect(words(body), `${f}: ${words(body)} words`).toBeLessThanOrEqual(max);
    },
  );

  it.each(areaFiles)("%s links only to pages that exist, always to /permits or from it, and leaves /contact to the page's button", (f) => {
    const { data, body } = doc(f);
    const internal = [...body.matchAll(/\]\((\/[^)#\s]*)/g)].map((m) => m[1]!);
    for (const href of internal) {
      expect(PUBLIC_PATHS, `${f} links to ${href}`).toContain(href);
      expect(href).not.toBe("/contact");
    }
    for (const href of (data.related as string[] | undefined) ?? []) expect(PUBLIC_PATHS, `${f} related ${href}`).toContain(href);
    for (const s of (data.services as Array<{ key: string }> | undefined) ?? []) expect(SERVICE_KEYS as readonly string[]).toContain(s.key);
    if (data.path !== PERMITS_PATH && data.path !== AREAS_PATH) {
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
    // The figures live in the table (front matter `figures`), each with its source; the body states none.
    expect(body).not.toMatch(/\d+\s*(psf|pounds per square foot|inches deep|ppm)/i);
    // The wildfire rules as they stand after 2024, with the two city codes: said once, in the table's rows (issue #48).
    const rows = new Map((doc("areas/permits.md").data.figures as Array<Record<string, string>>).map((f) => [f.id, Object.values(f).join(" ")]));
    expect(rows.get("wildfire-state")).toMatch(/WAC 51-55[^.]*rescinded[\s\S]*March 2024/);
    expect(rows.get("wildfire-chelan")).toMatch(/Chelan Municipal Code chapter 15\.06/);
    expect(rows.get("wildfire-wenatchee")).toMatch(/Wenatchee City Code chapter 3\.36/);
    expect(body).toMatch(/Chelan and Wenatchee have rules of their own/);
    expect(body).toMatch(/East Wenatchee[^.]*Douglas County's regional shoreline program/);
  });

  it("gives every figure on /permits a row with its value, its exact document and a date", () => {
    const sources = read("SOURCES.md");
    const figures = doc("areas/permits.md").data.figures as Array<Record<string, string>>;
    const byId = new Map(figures.map((f) => [f.id, f]));
    expect(byId.size, "row anchors are unique").toBe(figures.length);
    for (const f of figures) {
      for (const k of ["where", "what", "value", "source", "sourceDate"]) expect(String(f[k] ?? "").trim(), `${f.id}.${k}`).not.toBe("");
      // A date the source gives, or the day we read it, which SOURCES.md then lists as checked.
      expect(f.sourceDate, f.id).not.toMatch(/\bchecked\b/i);
      const readOn = /\bRead (\w+ \d{1,2}, \d{4})/.exec(f.sourceDate ?? "");
      if (readOn) expect(sources, f.id).toContain(`checked ${new Date(`${readOn[1]} UTC`).toISOString().slice(0, 10)}`);
      // The document that holds the figure, never a site's front page (issue #49).
      if (f.url) expect(new URL(f.url).pathname, `${f.id}: ${f.url}`).not.toBe("/");
      if (f.url) expect(sources, f.id).toContain(f.url);
    }
    expect(byId.get("snow-load-douglas")?.value).toMatch(/35 psf below 1,600 feet[\s\S]*40 psf/);
    expect(byId.get("frost-depth-douglas")?.value).toBe("24 inches");
    expect(byId.get("wind-douglas")?.value).toBe("85 mph, Exposure C");
    expect(byId.get("permit-time-limits")?.value).toMatch(/65, 100 or 170 days/);
    expect(byId.get("orchard-soil")?.value).toMatch(/Arsenic 20 ppm; lead 250 ppm/);
    expect(byId.get("wildfire-state")?.sourceDate).toMatch(/March 2024/);
  });

  it("links only to rows of the /permits table that exist", () => {
    const ids = new Set((doc("areas/permits.md").data.figures as Array<{ id: string }>).map((f) => f.id));
    ids.add("design-figures");
    const all = (readdirSync(CONTENT, { recursive: true }) as string[]).filter((f) => /\.(md|ya?ml)$/.test(f) && f !== "SOURCES.md");
    for (const f of all) for (const [, id] of read(f).matchAll(/\(\/permits#([a-z0-9-]+)\)/g)) expect(ids, `${f} links /permits#${id}`).toContain(id);
  });

  it("lists a source for every area page in content/SOURCES.md", () => {
    const sources = read("SOURCES.md");
    for (const f of areaFiles) expect(sources, f).toContain(`content/${f}`);
  });

  it("lists every area page at its path", () => {
    for (const p of [AREAS_PATH, ...AREA_PATHS, PERMITS_PATH]) expect(PUBLIC_PATHS).toContain(p);
  });

  it("are read by the offline assistant", () => {
    expect(findPassages("Who gives septic permits?").passages[0]?.url).toMatch(/^\/permits/);
  });

  it("states no negative claim nobody checked, and credits each Douglas figure to the page that holds it (issue #49)", () => {
    const all = areaFiles.map((f) => [f, read(f)] as const);
    for (const [f, text] of all) {
      expect(text, f).not.toMatch(/no (wildfire |WUI |local )?code (of its own|of that kind)|no local code like/i);
      expect(text, f).not.toMatch(/state's rules after 2024 apply/i);
      // The statute lets each city and county set its own limits: a sentence naming the days says so.
      for (const sentence of text.split(/(?<=[.!?])\s+|\n+/).filter((x) => /65, 100 or 170 days/.test(x)))
        expect(sentence, f).toMatch(/own|where (it|one) has set none/);
    }
    const permits = doc("areas/permits.md");
    const figures = permits.data.figures as Array<{ id: string; source: string; value: string }>;
    for (const id of ["snow-load-douglas", "frost-depth-douglas", "wind-douglas"])
      expect(figures.find((x) => x.id === id)?.source, id).toMatch(/Building Construction Services page/);
    expect(figures.find((x) => x.id === "permit-time-limits")?.value).toMatch(/sets its own/);
    expect(permits.body).toMatch(/On Lake Chelan the Chelan County program applies/);
    expect(permits.body).not.toMatch(/Douglas County's regional shoreline program\. It covers Lake Chelan/);
    expect(permits.body).toMatch(/six months after DNR's hazard map is final/);
    expect(doc("areas/orondo.md").body).toMatch(/Chelan PUD runs Rocky Reach and manages that stretch on both banks/);
  });

  it("gives the figure instead of sending the reader to a row of the /permits table (issue #49)", () => {
    for (const f of areaFiles) {
      const { body } = doc(f);
      expect(body, f).not.toMatch(/\brow\]\(|\brow\b[^.]*(gives|links|says|notes|explains)|see the [^.]*\brow\b/i);
    }
    expect(doc("areas/manson.md").body).toMatch(/about \$5,000 a parcel/);
    expect(doc("areas/orondo.md").body).toMatch(/20 ppm for arsenic and 250 ppm for lead/);
  });
});
