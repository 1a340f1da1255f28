import { describe, expect, it } from "vitest";
import { splitLead, withContents } from "../../app/content/contents";

const section = (n: number) => `<h2>Part ${n}</h2><p>Words of part ${n}.</p>`;

describe("a long page's table of contents", () => {
  it("lists each H2 with an id to link to, and keeps every word on the page", () => {
    const html = `<p>Intro.</p>${[1, 2, 3, 4].map(section).join("")}`;
    const out = withContents(html);
    expect(out.contents).toEqual([1, 2, 3, 4].map((n) => ({ id: `part-${n}`, text: `Part ${n}` })));
    expect(out.html).toContain('<h2 id="part-3">Part 3</h2><p>Words of part 3.</p>');
    expect(out.html).not.toMatch(/<details|Show this part/);
    expect(out.html.replace(/ id="[^"]*"/g, "")).toBe(html);
  });

  it("splits off the words before the first H2, which the area pages show above the list (issue #48)", () => {
    const html = `<p>Intro.</p>${[1, 2, 3].map(section).join("")}`;
    const { lead, rest } = splitLead(withContents(html).html);
    expect(lead).toBe("<p>Intro.</p>");
    expect(rest.startsWith('<h2 id="part-1">')).toBe(true);
    expect(lead + rest).toBe(withContents(html).html);
    // A page that opens with a heading, or has none, has no lead: nothing is lost either way.
    expect(splitLead(section(1))).toEqual({ lead: "", rest: section(1) });
    expect(splitLead("<p>Only words.</p>")).toEqual({ lead: "", rest: "<p>Only words.</p>" });
    expect(splitLead("  <h2>Part</h2>")).toEqual({ lead: "", rest: "  <h2>Part</h2>" });
  });

  it("gives a page with fewer than three headings no list", () => {
    expect(withContents([1, 2].map(section).join("")).contents).toEqual([]);
  });

  it("takes linear time on 200,000 unclosed heading openers (against 20,000 in the same run)", () => {
    const time = (s: string) => {
      const t = performance.now();
      withContents(s);
      return performance.now() - t;
    };
    const best = (s: string) => Math.min(time(s), time(s), time(s));
    const small = '<h2 id="a">'.repeat(20_000);
    const big = '<h2 id="a">'.repeat(200_000);
    best(small);
    expect(best(big) / Math.max(best(small), 1)).toBeLessThan(35);
  });
});
