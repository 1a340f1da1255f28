import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { AREA_SLUGS, ARTICLE_SLUGS, PUBLIC_PATHS, SERVICE_KEYS } from "../../app/content/paths";
import { VERIFY_CONTRACTOR_URL } from "../../app/content/registration";
import { BRITISH, CLAIMS } from "../helpers/copy-rules";

/**
 * The copy's own checks, run with every test: American spelling, no claim the invented company
 * could not back up, the facts we corrected (HB 1337's "at least two" ADUs, Orondo's utility),
 * search-friendly lengths, one call to action, links that exist and quote real titles, the
 * permit-office paragraph said once, and a dated source for every page in content/SOURCES.md.
 */
const CONTENT = path.resolve(__dirname, "../../content");
const files = (dir: string) => readdirSync(path.join(CONTENT, dir)).map((f) => `${dir}/${f}`);
const copyFiles = [...files("articles"), ...files("services"), ...files("pages"), "site.yaml", "gallery-images.yaml"];
const read = (f: string) => readFileSync(path.join(CONTENT, f), "utf8");
const withoutComments = (text: string) => text.replace(/^\s*#.*$/gm, "");

function doc(f: string) {
  const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(read(f))!;
  return { data: parse(m[1]!) as Record<string, unknown>, body: m[2]! };
}
/** Every file under content/, at any depth (SOURCES.md and README.md included). */
const allContentFiles = (readdirSync(CONTENT, { recursive: true }) as string[]).filter((f) => /\.(md|ya?ml)$/.test(f));
/** Sentences, with each line (a list item, a YAML value) ending one as well. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);
/** The other helper's shared permits page: its exact title, which link texts may quote. */
const PERMITS_TITLE = "Permits in the Chelan Valley";
/** A link text "quotes a title" when it has two or more words of four letters or more and all of them are capitalized. */
function looksLikeTitle(text: string) {
  const long = text.split(/\s+/).filter((w) => w.replace(/[^A-Za-z]/g, "").length >= 4);
  return long.length >= 2 && long.every((w) => /^[A-Z]/.test(w));
}
const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Pages another part of the site adds (the shared permits page and the area pages); the copy may link to them. */
const PLANNED_PATHS = [
  "/permits",
  "/areas/manson",
  "/areas/chelan-south-shore",
  "/areas/chelan-falls-entiat",
  "/areas/orondo",
  "/areas/wenatchee-east-wenatchee",
];
const KNOWN_PATHS = [...PUBLIC_PATHS, ...PLANNED_PATHS];

describe("the copy in content/", () => {
  it.each(copyFiles)("%s uses American spelling and makes no claim we cannot back up", (f) => {
    const text = withoutComments(read(f)).replace(/^\s*(- )?file: .*$/gm, "");
    for (const re of BRITISH) expect(text, `${f}: ${re}`).not.toMatch(re);
    for (const re of CLAIMS) expect(text, `${f}: ${re}`).not.toMatch(re);
  });

  it("has no sentence YAML read as a key (a plain line with ': ' in it becomes a mapping, and the page breaks)", () => {
    const keys = (v: unknown, at: string, out: string[]) => {
      if (Array.isArray(v)) v.forEach((x, i) => keys(x, `${at}[${i}]`, out));
      else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) {
          if (k.length > 40 || /\s\S+\s/.test(k)) out.push(`${at}: "${k.slice(0, 50)}…"`);
          keys(x, `${at}.${k}`, out);
        }
      return out;
    };
    const found: string[] = [];
    for (const f of copyFiles) keys(f.endsWith(".md") ? doc(f).data : parse(read(f)), f, found);
    expect(found).toEqual([]);
  });

  it("never calls the South Shore sunny in the afternoon (it faces north)", () => {
    for (const f of copyFiles) {
      const sentences = read(f).split(/(?<=[.!?])\s+/);
      for (const sentence of sentences.filter((x) => /south shore/i.test(x) && /afternoon sun|sunny/i.test(x)))
        expect(sentence, f).toMatch(/\bless\b|faces north|north-facing/i);
    }
  });

  it("keeps titles to 60 characters and descriptions to 155, with the place where a local would search", () => {
    const entries = [...files("articles"), ...files("services")].map((f) => ({ f, ...doc(f).data }) as { f: string; seoTitle: string; seoDescription: string });
    entries.push(...files("pages").map((f) => ({ f, ...(parse(read(f)) as { seoTitle: string; seoDescription: string }) })));
    for (const e of entries) {
      expect(e.seoTitle.length, `${e.f} seoTitle`).toBeLessThanOrEqual(60);
      expect(e.seoDescription.length, `${e.f} seoDescription`).toBeLessThanOrEqual(155);
    }
    const local = entries.filter((e) => /Chelan/.test(e.seoTitle)).length;
    expect(local / entries.length).toBeGreaterThan(0.6);
  });

  it("names a place in every service H1, and uses no dash as a separator in any meta description (issue #49)", () => {
    const place = /\b(Chelan|Manson|Wenatchee|Entiat|Orondo)\b|Lake Chelan valley/;
    for (const key of SERVICE_KEYS) {
      const d = doc(`services/${key}.md`).data as { heroTitle?: string; title: string };
      expect(d.heroTitle ?? d.title, key).toMatch(place);
    }
    const descriptions = [...files("articles"), ...files("services"), ...files("areas")].map((f) => [f, doc(f).data.seoDescription] as const);
    descriptions.push(...files("pages").map((f) => [f, (parse(read(f)) as { seoDescription: string }).seoDescription] as const));
    for (const [f, d] of descriptions) expect(String(d), f).not.toMatch(/ - |—/);
  });

  it("gives cornerstone articles 1,000–1,200 words, the others 700–1,000, service pages 400–700", () => {
    const cornerstone = ["lakeside-construction-tips", "adu-right-for-property", "excavation-site-prep", "building-dream-custom-home"];
    for (const slug of ARTICLE_SLUGS) {
      const n = words(doc(`articles/${slug}.md`).body);
      const [min, max] = cornerstone.includes(slug) ? [1000, 1200] : [700, 1000];
      expect(n, `${slug}: ${n} words`).toBeGreaterThanOrEqual(min);
      expect(n, `${slug}: ${n} words`).toBeLessThanOrEqual(max);
    }
    for (const key of SERVICE_KEYS) {
      const n = words(doc(`services/${key}.md`).body);
      expect(n, `${key}: ${n} words`).toBeGreaterThanOrEqual(400);
      expect(n, `${key}: ${n} words`).toBeLessThanOrEqual(700);
    }
  });

  it("links only to pages that exist, and leaves the one call to action to the page", () => {
    for (const f of [...files("articles"), ...files("services")]) {
      const { body } = doc(f);
      for (const [, href] of body.matchAll(/\]\((\/[^)#\s]*)/g)) {
        expect(KNOWN_PATHS, `${f} links to ${href}`).toContain(href);
        expect(href, `${f}: the page's own call to action links to /contact`).not.toBe("/contact");
      }
    }
  });

  it("links every service page to its articles, and every article back to a service", () => {
    for (const key of SERVICE_KEYS) expect(doc(`services/${key}.md`).body, key).toMatch(/\]\(\/blog\/[a-z0-9-]+\)/);
    for (const slug of ARTICLE_SLUGS) expect(doc(`articles/${slug}.md`).body, slug).toMatch(/\]\(\/service-[a-z-]+\)/);
  });

  it("quotes only titles that exist when a link's text is a title", () => {
    // A link text written in title case quotes a page's title, so it must be the title the page has today.
    const titles = new Map<string, string[]>([["/permits", [PERMITS_TITLE]]]);
    for (const slug of ARTICLE_SLUGS) titles.set(`/blog/${slug}`, [String(doc(`articles/${slug}.md`).data.title)]);
    for (const key of SERVICE_KEYS) {
      const { title, navLabel } = doc(`services/${key}.md`).data;
      titles.set(`/service-${key}`, [String(title), String(navLabel)]);
    }
    for (const f of [...files("articles"), ...files("services")]) {
      for (const [, text, href] of doc(f).body.matchAll(/\[([^\]]+)\]\((\/[^)#\s]*)\)/g)) {
        if (!titles.has(href!) || !looksLikeTitle(text!)) continue;
        expect(titles.get(href!), `${f}: [${text}](${href})`).toContain(text);
      }
    }
  });

  it("says the old permit-office paragraph at most once (the shared /permits page says it)", () => {
    // Its signature: one sentence naming the three offices and where each applies (11 copies before the edit).
    const isOld = (s: string) =>
      /City of Chelan/.test(s) &&
      /Chelan County/.test(s) &&
      /Douglas County/.test(s) &&
      /city limits|elsewhere|across the (river|Columbia)|around Orondo/i.test(s);
    const hits = copyFiles.flatMap((f) =>
      sentences(read(f))
        .filter(isOld)
        .map(() => f),
    );
    expect(hits.length, hits.join(", ")).toBeLessThanOrEqual(1);
  });

  it("never says HB 1337 allows 'up to two' ADUs (it requires at least two)", () => {
    for (const f of allContentFiles)
      for (const s of sentences(read(f)).filter((x) => /up to two/i.test(x))) expect(s, f).not.toMatch(/ADU|accessory dwelling|per lot/i);
  });

  it("never puts Orondo next to Chelan PUD (Orondo's utility is Douglas County PUD)", () => {
    for (const f of copyFiles) for (const s of sentences(read(f)).filter((x) => /Orondo/.test(x))) expect(s, f).not.toMatch(/Chelan PUD/);
  });

  it("gives every section of content/SOURCES.md a status: not read here and to be verified, or checked on a date", () => {
    const sections = read("SOURCES.md")
      .split(/^(?=## )/m)
      .slice(1);
    expect(sections.length).toBeGreaterThan(20);
    for (const s of sections) expect(s, s.split("\n")[0]).toMatch(/not read on this machine[\s\S]*to be verified before launch|\bchecked \d{4}-\d{2}-\d{2}\b/i);
  });

  it("says 'checked' with a date only where content/SOURCES.md has an entry checked that date", () => {
    const sources = read("SOURCES.md");
    const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
    for (const f of allContentFiles.filter((x) => x !== "SOURCES.md" && x !== "README.md")) {
      const text = read(f);
      for (const [, iso] of text.matchAll(/\bchecked (?:on )?(\d{4}-\d{2}-\d{2})\b/gi))
        expect(sources, `${f}: checked ${iso}`).toMatch(new RegExp(`checked ${iso}`, "i"));
      for (const [, month, day, year] of text.matchAll(/\bchecked (?:on )?([A-Z][a-z]+) (\d{1,2}), (\d{4})\b/gi)) {
        const iso = `${year}-${String(months.indexOf(month!.toLowerCase()) + 1).padStart(2, "0")}-${day!.padStart(2, "0")}`;
        expect(sources, `${f}: checked ${month} ${day}, ${year}`).toMatch(new RegExp(`checked ${iso}`, "i"));
      }
    }
  });

  it("never says the state's wildland–urban interface code (WAC 51-55) has been adopted: its amendments were rescinded in March 2024", () => {
    const adopted = /\b(has|have|had|was|were|is|are) (been )?adopted\b/i;
    for (const f of allContentFiles)
      for (const s of sentences(read(f)).filter((x) => /WAC 51-55|wildland.urban interface code/i.test(x))) expect(s, f).not.toMatch(adopted);
  });

  it("gives each area page 700 words or more, with no more than 10% of its sentences shared with another area page", () => {
    const key = (x: string) =>
      x
        .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
        .replace(/[^A-Za-z0-9 ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase();
    const pages = AREA_SLUGS.map((slug) => {
      const { body } = doc(`areas/${slug}.md`);
      return {
        slug,
        words: words(body),
        sentences: new Set(
          sentences(body)
            .map(key)
            .filter((x) => x.split(" ").length >= 3),
        ),
      };
    });
    for (const p of pages) {
      expect(p.words, `${p.slug}: ${p.words} words`).toBeGreaterThanOrEqual(700);
      for (const q of pages.filter((x) => x !== p)) {
        const shared = [...p.sentences].filter((x) => q.sentences.has(x)).length;
        expect(shared / p.sentences.size, `${p.slug} shares ${shared} of ${p.sentences.size} sentences with ${q.slug}`).toBeLessThanOrEqual(0.1);
      }
    }
  });

  it("links the state's 'Verify a contractor' lookup wherever an article or service page names it", () => {
    for (const f of [...files("articles"), ...files("services")])
      for (const s of sentences(doc(f).body).filter((x) => /Verify a contractor/i.test(x))) expect(s, f).toContain(`](${VERIFY_CONTRACTOR_URL})`);
  });

  it("links every service page to the area pages", () => {
    for (const key of SERVICE_KEYS) expect(doc(`services/${key}.md`).body, key).toMatch(/\]\(\/areas(\/[a-z-]+)?\)/);
  });

  it("lists a source for every page's facts in content/SOURCES.md", () => {
    const sources = read("SOURCES.md");
    for (const f of [...files("articles"), ...files("services"), ...files("pages")]) expect(sources, f).toContain(f);
    expect(sources).toMatch(/https:\/\/(secure\.)?lni\.wa\.gov/);
  });
});
