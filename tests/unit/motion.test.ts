import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Motion a visitor did not ask for: the page-to-page cross-fade runs only for visitors whose device
// has not asked for less motion (WCAG 2.3.3). Read from the style sheets as written.
const sheets = ["app/app.css", ...readdirSync("app/styles").map((f) => `app/styles/${f}`)].filter((f) => f.endsWith(".css"));

describe("reduced motion", () => {
  it("every cross-fade between pages sits inside a no-preference media query", () => {
    let found = 0;
    for (const file of sheets) {
      const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      for (const m of css.matchAll(/@view-transition/g)) {
        found++;
        const before = css.slice(0, m.index);
        // The nearest open block around the rule.
        let depth = 0;
        let open = -1;
        for (let i = before.length - 1; i >= 0; i--) {
          if (before[i] === "}") depth++;
          else if (before[i] === "{") {
            if (depth === 0) {
              open = i;
              break;
            }
            depth--;
          }
        }
        const prelude = open < 0 ? "" : before.slice(before.lastIndexOf("}", open) + 1, open).trim();
        expect(prelude, `${file}: @view-transition outside a reduced-motion query`).toMatch(/^@media\s*\(prefers-reduced-motion:\s*no-preference\)$/);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
