import { readFileSync, readdirSync } from "node:fs";
import postcss, { type AtRule } from "postcss";
import { describe, expect, it } from "vitest";

// Motion a visitor did not ask for: the page-to-page cross-fade runs only for visitors whose device
// has not asked for less motion (WCAG 2.3.3). Read from the style sheets as written.
const sheets = ["app/app.css", ...readdirSync("app/styles").map((f) => `app/styles/${f}`)].filter((f) => f.endsWith(".css"));

const NO_PREFERENCE = /^\(\s*prefers-reduced-motion\s*:\s*no-preference\s*\)$/;

/** Whether one of the rules around this one is `@media (prefers-reduced-motion: no-preference)`. */
function insideNoPreference(rule: AtRule) {
  for (let p = rule.parent; p && p.type !== "root"; p = p.parent) {
    if (p.type === "atrule" && (p as AtRule).name.toLowerCase() === "media" && NO_PREFERENCE.test((p as AtRule).params.trim())) return true;
  }
  return false;
}

/** Every `@view-transition` in a style sheet, and the lines of those outside a no-preference query. */
function crossFades(css: string, from = "sheet.css") {
  const all: AtRule[] = [];
  postcss.parse(css, { from }).walkAtRules(/^view-transition$/i, (rule) => void all.push(rule));
  return { count: all.length, outside: all.filter((r) => !insideNoPreference(r)).map((r) => `${from}:${r.source?.start?.line}`) };
}

describe("reduced motion", () => {
  it("every cross-fade between pages sits inside a no-preference media query", () => {
    let found = 0;
    for (const file of sheets) {
      const { count, outside } = crossFades(readFileSync(file, "utf8"), file);
      found += count;
      expect(outside, "@view-transition outside a reduced-motion query").toEqual([]);
    }
    expect(found).toBeGreaterThan(0);
  });

  it("the check finds a cross-fade outside the query, and only those", () => {
    const css = `
      /* @view-transition { navigation: auto; } in a comment is no rule */
      @view-transition { navigation: auto; }
      @media (prefers-reduced-motion: reduce) { @view-transition { navigation: auto; } }
      @media (prefers-reduced-motion: no-preference) { @supports (view-transition-name: a) { @view-transition { navigation: auto; } } }
      @media (prefers-reduced-motion: no-preference) { .a { color: red; } }
      @media (min-width: 40rem) { @view-transition { navigation: auto; } }
    `;
    expect(crossFades(css)).toEqual({ count: 4, outside: ["sheet.css:3", "sheet.css:4", "sheet.css:7"] });
  });
});
