import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { copyProblems, schemaFor } from "../../app/content/copy-schemas";

/**
 * The Spanish copy in content/es/ (issue #49, decision 0060): each file mirrors the English file at
 * the same relative path, parses with the same schema, has the same keys and headings, keeps every
 * figure, has no English sentence left in it, and uses the glossary's trade terms.
 */
const CONTENT = path.resolve(__dirname, "../../content");
const ES = path.join(CONTENT, "es");
const read = (f: string) => readFileSync(f, "utf8");
const list = (dir: string) => readdirSync(path.join(CONTENT, dir)).map((f) => `${dir}/${f}`);

/** The files the Spanish pages read, by their path under content/ (the English twin) and under content/es/. */
const TWINS = [
  "site.yaml",
  ...["home", "services", "contact", "privacy", "accessibility"].map((p) => `pages/${p}.yaml`),
  ...list("services"),
  ...list("areas"),
];

function load(file: string): { data: unknown; body: string } {
  const text = read(file);
  if (!file.endsWith(".md")) return { data: parse(text), body: "" };
  const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)!;
  return { data: parse(m[1]!), body: m[2]! };
}
const english = (f: string) => load(path.join(CONTENT, f));
const spanish = (f: string) => load(path.join(ES, f));

/** The shape of a value: its keys at every depth and the length of each list, without the words. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
  return typeof v;
}
/** Values that are identifiers, not words: they must be the same in both languages. */
const IDENTITY_KEYS = new Set(["key", "path", "slug", "id", "url", "image", "cards", "related", "places", "towns", "email", "phone", "postalCode"]);
function identities(v: unknown, at = "", out: Array<[string, unknown]> = []) {
  if (Array.isArray(v)) v.forEach((x, i) => identities(x, `${at}[${i}]`, out));
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      if (IDENTITY_KEYS.has(k)) out.push([`${at}.${k}`, x]);
      else identities(x, `${at}.${k}`, out);
    }
  return out;
}
const headings = (body: string) => [...body.matchAll(/^(#{2,4}) /gm)].map((m) => m[1]);
/** Every number in a text (URLs left out), sorted: "1,600", "35", "2024" ... */
const numbers = (text: string) => [...text.replace(/https?:\/\/\S+/g, "").matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0].replace(/[.,]$/, "")).sort();
const allText = (f: string) => read(path.join(ES, f));

/** English function words that are not also Spanish words. */
const ENGLISH = new Set(
  "the and of to with is are was were your you we our that this from which will would have has for it its be by on at an or not but they their what how when where who can".split(
    " ",
  ),
);
/**
 * True when a sentence reads as English: link texts to pages that are not Spanish (English article
 * titles), parentheses (the English name of an office or a term) and quotes are left out first.
 */
export function looksEnglish(sentence: string) {
  const s = sentence
    .replace(/\[([^\]]*)\]\((?!\/es\/)[^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, " ")
    .replace(/\([^)]*\)/g, " ")
    .replace(/"[^"]*"/g, " ");
  const words = s.toLowerCase().match(/[a-záéíóúñü']+/g) ?? [];
  const hits = words.filter((w) => ENGLISH.has(w)).length;
  return hits >= 3 || (hits >= 2 && hits / words.length >= 0.15);
}
/** Link texts to pages that are not Spanish are English titles (the blog's articles, an office's site): left out. */
const withoutOutsideLinks = (t: string) => t.replace(/\[([^\]]*)\]\((?!\/es\/)[^)]*\)/g, " ");
/** The text a visitor reads in a file: the values of its words (not identifiers) and the body. */
function visibleStrings(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => visibleStrings(x, out));
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (!IDENTITY_KEYS.has(k) && k !== "source") visibleStrings(x, out);
  return out;
}
const sentencesOf = (f: string) => {
  const { data, body } = spanish(f);
  return [...visibleStrings(data), body]
    .map(withoutOutsideLinks)
    .flatMap((t) => t.split(/(?<=[.!?:;])\s+|\n+/))
    .filter((s) => s.trim());
};

/** content/es/glossary.md: "- English | Spanish | note" lines. */
const GLOSSARY = read(path.join(ES, "glossary.md"))
  .split("\n")
  .filter((l) => /^- .+\|.+\|/.test(l))
  .map((l) => {
    const [en, es, note] = l
      .slice(2)
      .split("|")
      .map((x) => x.trim());
    return { en: en!, es: es!, note: note ?? "" };
  });

describe("the Spanish copy in content/es/", () => {
  it("has a Spanish twin for every page the Spanish site shows", () => {
    for (const f of TWINS) expect(() => read(path.join(ES, f)), f).not.toThrow();
  });

  it.each(TWINS)("es/%s parses with the English file's schema", (f) => {
    expect(copyProblems(`content/es/${f}`, schemaFor(f)!, spanish(f).data)).toEqual([]);
  });

  it.each(TWINS)("es/%s has the same keys, lists, identifiers and headings as its English twin", (f) => {
    const en = english(f);
    const es = spanish(f);
    expect(shape(es.data)).toEqual(shape(en.data));
    expect(identities(es.data)).toEqual(identities(en.data));
    expect(headings(es.body)).toEqual(headings(en.body));
  });

  it.each(TWINS.filter((f) => f !== "site.yaml"))("es/%s gives every figure the English gives, and no other", (f) => {
    const en = read(path.join(CONTENT, f));
    expect(numbers(allText(f))).toEqual(numbers(en));
  });

  it.each(TWINS)("es/%s has no English sentence left in it", (f) => {
    const english = sentencesOf(f).filter(looksEnglish);
    expect(english, english.join("\n")).toEqual([]);
  });

  it("tells an English sentence from a Spanish one (the heuristic above can fail)", () => {
    expect(looksEnglish("We check the septic system before the design starts.")).toBe(true);
    expect(looksEnglish("Whether your lot can take one depends on the rules of the city.")).toBe(true);
    expect(looksEnglish("Revisamos la fosa séptica antes de empezar el diseño.")).toBe(false);
    expect(looksEnglish("Lea (en inglés) [Is an ADU Right for Your Chelan Property?](/blog/adu-right-for-property) antes.")).toBe(false);
    expect(looksEnglish("El programa del Department of Ecology aplica a la orilla del lago.")).toBe(false);
  });

  it("links to the /es/ twin of a page wherever one exists", () => {
    const twinPaths = new Set([
      "/contact",
      "/services",
      "/permits",
      "/areas",
      ...TWINS.map((f) => load(path.join(CONTENT, f)).data as { path?: string })
        .map((d) => d.path)
        .filter(Boolean),
    ]);
    for (const f of TWINS)
      for (const [, href] of allText(f).matchAll(/\]\((\/[^)#\s]*)/g)) expect(twinPaths.has(href!), `${f} links ${href} instead of /es${href}`).toBe(false);
  });

  it("reads the glossary: one line per term, English | Spanish | note", () => {
    expect(GLOSSARY.length).toBeGreaterThan(30);
    for (const t of [
      "carga de nieve",
      "espacio defendible",
      "fosa séptica",
      "pozo",
      "permiso de construcción",
      "terreno en pendiente",
      "vivienda accesoria (ADU)",
    ])
      expect(GLOSSARY.map((g) => g.es).join("\n")).toContain(t);
  });

  it.each(TWINS)("es/%s never uses a word the glossary says not to use", (f) => {
    const banned = GLOSSARY.flatMap((g) => [...g.note.matchAll(/no "([^"]+)"/g)].map((m) => m[1]!));
    expect(banned).toContain("hormigón");
    for (const w of banned) expect(allText(f).toLowerCase(), `${f} uses "${w}"`).not.toContain(w.toLowerCase());
  });

  it.each(TWINS)("es/%s says 'vivienda accesoria (ADU)' before it says ADU alone", (f) => {
    const text = sentencesOf(f).join("\n");
    const first = /\bADU\b/.exec(text);
    if (first) expect(text.slice(Math.max(0, first.index - 24), first.index + 4), f).toMatch(/vivienda(s)? accesoria(s)? \(ADU/i);
  });

  it.each(TWINS)("es/%s uses the glossary's Spanish for the trade terms its English twin uses", (f) => {
    const en = read(path.join(CONTENT, f)).toLowerCase();
    const es = allText(f).toLowerCase();
    const terms = [
      "snow load",
      "frost depth",
      "defensible space",
      "septic",
      "building permit",
      "retaining wall",
      "urban growth area",
      "flashing",
      "shoreline master program",
      "wildland–urban interface",
    ];
    for (const term of terms) {
      if (!en.includes(term)) continue;
      const row = GLOSSARY.find((g) => g.en.toLowerCase().split(" / ").includes(term) || g.en.toLowerCase().startsWith(term));
      expect(row, `glossary row for ${term}`).toBeDefined();
      const options = row!.es
        .toLowerCase()
        .split(" / ")
        .map((x) => x.replace(/\s*\(.*\)$/, "").trim());
      // Singular or plural: "permiso de construcción" matches "permisos de construcción".
      const plural = (o: string) =>
        new RegExp(
          o
            .split(/\s+/)
            .map((w) => `${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es)?`)
            .join("\\s+"),
        );
      expect(
        options.some((o) => plural(o).test(es)),
        `${f}: "${term}" → ${options.join(" or ")}`,
      ).toBe(true);
    }
  });
});
