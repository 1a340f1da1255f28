import { describe, expect, it } from "vitest";
import { foldSections } from "../../app/content/fold";

const section = (n: number) => `<h2 id="s${n}">Part ${n}</h2><p>Words of part ${n}.</p>`;

describe("folding a long reference page", () => {
  it("keeps the introduction and the first section open, and folds each later section's words under its heading", () => {
    const html = `<p>Intro.</p>${[1, 2, 3, 4, 5, 6].map(section).join("")}`;
    const out = foldSections(html);
    expect(out.startsWith(`<p>Intro.</p>${section(1)}<h2 id="s2">Part 2</h2><details class="fold">`)).toBe(true);
    expect(out).toContain(`<summary aria-label="Show this part: Part 6">Show this part</summary><p>Words of part 6.</p></details>`);
    expect(out.match(/<details/g)).toHaveLength(5);
    // Every heading is still a heading, outside its fold; no words are lost.
    expect(out.match(/<h2 /g)).toHaveLength(6);
    expect(out.replace(/<details class="fold"><summary[^>]*>Show this part<\/summary>/g, "").replace(/<\/details>/g, "")).toBe(html);
  });

  it("leaves a page with fewer headings as it is", () => {
    const html = [1, 2, 3].map(section).join("");
    expect(foldSections(html)).toBe(html);
  });

  it("takes linear time on 200,000 unclosed heading openers (against 20,000 in the same run)", () => {
    const small = "<h2".repeat(20_000);
    const big = "<h2".repeat(200_000);
    const time = (s: string) => {
      const t = performance.now();
      foldSections(s);
      return performance.now() - t;
    };
    // The best of three of each, so a busy machine's pause in one run does not count.
    const best = (s: string) => Math.min(time(s), time(s), time(s));
    best(small);
    const ratio = best(big) / Math.max(best(small), 1);
    // Ten times the input: about ten times the time; quadratic work would be a hundred.
    expect(ratio).toBeLessThan(35);
  });
});
