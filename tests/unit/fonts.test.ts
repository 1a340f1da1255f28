import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FACES, FONT_TEXT, inFontRange } from "../../app/content/font-range";

// Decision 0043: the typefaces are cut to the copy's characters. Copy that uses a character the
// faces lack would be drawn in the fallback face mid-word; this keeps the cut and the copy agreeing.
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(md|ya?ml|json)$/.test(name) ? [p] : [];
  });
}

const css = readFileSync("app/app.css", "utf8");
const declaredRanges = () =>
  [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) =>
    m[1]!.split(",").map((part) => {
      const [a, b] = part.trim().replace(/^U\+/, "").split("-");
      return [parseInt(a!, 16), parseInt(b ?? a!, 16)] as const;
    }),
  );

describe("the typefaces cut to the copy", () => {
  it("draw every character the seeded copy uses", () => {
    const missing = new Map<string, string>();
    for (const file of files("content")) {
      for (const ch of readFileSync(file, "utf8")) if (!inFontRange(ch) && !missing.has(ch)) missing.set(ch, file);
    }
    expect([...missing].map(([ch, file]) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()} "${ch}" in ${file}`)).toEqual([]);
  });

  it("are declared in app.css for exactly the characters they hold, and are far smaller than the whole faces", () => {
    const ranges = declaredRanges();
    expect(ranges).toHaveLength(FONT_FACES.length);
    for (const face of ranges) {
      const covered = (cp: number) => face.some(([a, b]) => cp >= a && cp <= b);
      expect([...FONT_TEXT].filter((ch) => !covered(ch.codePointAt(0)!))).toEqual([]);
      // Nothing declared that the cut does not hold (the browser would not fall back for it).
      for (const [a, b] of face) for (let cp = a; cp <= b; cp++) expect(FONT_TEXT.includes(String.fromCodePoint(cp)), `U+${cp.toString(16)}`).toBe(true);
    }
    for (const face of FONT_FACES) {
      const cut = statSync(`app/fonts/${face.file}`).size;
      const whole = statSync(`node_modules/@fontsource-variable/${face.package}/files/${face.source}`).size;
      expect(css).toContain(`url("./fonts/${face.file}")`);
      expect(css).toContain(`font-weight: ${face.weights[0]} ${face.weights[1]};`);
      expect(cut).toBeLessThan(whole * 0.85);
    }
  });
});
