import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue #49: every figure on /permits and the area pages (a number with a unit: psf, mph, inches,
 * feet, miles, days, ppm, %, or a dollar amount) has an entry in content/SOURCES.md, in the page's own section or in
 * the /permits section whose table the area pages draw on.
 */
const CONTENT = path.resolve(__dirname, "../../content");
const read = (f: string) => readFileSync(path.join(CONTENT, f), "utf8");

const UNITS: Array<[RegExp, string]> = [
  [/^(psf|pounds? per square foot)$/i, "psf"],
  [/^mph$/i, "mph"],
  [/^(inch(es)?|in\.)$/i, "in"],
  [/^(feet|foot|ft)$/i, "ft"],
  [/^miles?$/i, "mi"],
  [/^days?$/i, "days"],
  [/^ppm$/i, "ppm"],
  [/^(%|percent)$/i, "%"],
];
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const FIGURE = new RegExp(
  String.raw`(${NUMBER}(?:(?:, | or | and )${NUMBER})*)[\s-]?(psf|pounds? per square foot|mph|inches|inch|in\.|feet|foot|ft|miles?|days?|ppm|percent|%)(?![A-Za-z])`,
  "g",
);

/** The figures in a text, each as "number unit" with the unit spelled one way: "1,600 ft", "35 psf". */
export function figuresIn(text: string): string[] {
  const out: string[] = [];
  for (const [, numbers, unit] of text.replace(/https?:\/\/\S+/g, "").matchAll(FIGURE)) {
    const canonical = UNITS.find(([re]) => re.test(unit!))![1];
    for (const n of numbers!.split(/, | or | and /)) out.push(`${n} ${canonical}`);
  }
  // Dollar amounts (a cost a source reported) are figures too.
  for (const [amount] of text.matchAll(/\$\d[\d,]*/g)) out.push(amount);
  return out;
}

/** content/SOURCES.md's section for a file: from its "## content/<file>" heading to the next heading. */
function section(sources: string, file: string): string {
  const at = sources.indexOf(`## content/${file}\n`);
  if (at < 0) return "";
  const next = sources.indexOf("\n## ", at + 4);
  return sources.slice(at, next < 0 ? undefined : next);
}

const pages = readdirSync(path.join(CONTENT, "areas")).map((f) => `areas/${f}`);

describe("content/SOURCES.md", () => {
  it("reads a figure however it is written", () => {
    expect(figuresIn("35 psf below 1,600 feet; a 24-inch frost depth; 65, 100 or 170 days; 85 mph; 20 ppm and 12 in. and 28%")).toEqual([
      "35 psf",
      "1,600 ft",
      "24 in",
      "65 days",
      "100 days",
      "170 days",
      "85 mph",
      "20 ppm",
      "12 in",
      "28 %",
    ]);
    expect(figuresIn("at least 35 pounds per square foot, about 40 miles, about $5,000 a parcel")).toEqual(["35 psf", "40 mi", "$5,000"]);
  });

  it.each(pages)("has an entry for every figure on %s", (f) => {
    const sources = read("SOURCES.md");
    const listed = new Set([...figuresIn(section(sources, f)), ...figuresIn(section(sources, "areas/permits.md"))]);
    const missing = [...new Set(figuresIn(read(f)))].filter((x) => !listed.has(x));
    expect(missing, `${f}: figures without an entry in content/SOURCES.md`).toEqual([]);
  });

  it("would catch a figure nobody sourced", () => {
    const sources = read("SOURCES.md");
    const listed = new Set(figuresIn(section(sources, "areas/permits.md")));
    expect(listed.has("35 psf")).toBe(true);
    expect(listed.has("45 psf")).toBe(false);
  });
});
