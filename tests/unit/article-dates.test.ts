import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ARTICLE_SLUGS } from "../../app/content/paths";
import { articleDates } from "../../app/content/blog";

/**
 * The article table of SPEC.md ("Articles: | Article | Category | Date |"), copied here because CI
 * runs on a clean clone without the spec: each bundled article's category and publish date.
 * Smart home technology shows neither.
 */
const SPEC_TABLE: Record<string, { category: string; date: string } | null> = {
  "building-dream-custom-home": { category: "New Construction", date: "June 5, 2024" },
  "adu-right-for-property": { category: "ADUs", date: "May 15, 2024" },
  "functional-garage-design": { category: "Garages", date: "June 5, 2025" },
  "successful-home-remodel": { category: "Remodels & Tips", date: "June 5, 2025" },
  "excavation-site-prep": { category: "Tips & Advice", date: "June 5, 2025" },
  "solid-foundation-essential": { category: "Tips & Advice", date: "June 5, 2025" },
  "maximizing-views-windows-doors": { category: "Tips & Advice", date: "June 5, 2025" },
  "insiders-guide-chelan": { category: "Tips & Advice", date: "June 5, 2025" },
  "kitchen-remodeling-trends": { category: "Remodels", date: "June 5, 2025" },
  "bathroom-luxury-renovations": { category: "Remodels", date: "June 5, 2025" },
  "lakeside-construction-tips": { category: "Tips & Advice", date: "June 5, 2025" },
  "choosing-home-builder": { category: "Tips & Advice", date: "June 5, 2025" },
  "smart-home-technology": null,
  "seasonal-maintenance-checklist": { category: "Tips & Advice", date: "June 5, 2025" },
  "creative-adu-design": { category: "ADUs", date: "June 5, 2025" },
};

function frontMatter(slug: string) {
  const text = readFileSync(path.resolve(__dirname, `../../content/articles/${slug}.md`), "utf8");
  return parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>;
}

describe("the articles' dates and categories (SPEC.md's table)", () => {
  it("covers every bundled article", () => {
    expect(Object.keys(SPEC_TABLE).sort()).toEqual([...ARTICLE_SLUGS].sort());
  });

  for (const [slug, spec] of Object.entries(SPEC_TABLE)) {
    it(`${slug}: ${spec ? `${spec.category}, ${spec.date}` : "no category, no date"}`, () => {
      const data = frontMatter(slug);
      const dates = articleDates(data as { date?: string; updated?: string });
      expect(data).not.toHaveProperty("publishDate"); // one date, shown from `date`
      if (!spec) {
        expect(data).not.toHaveProperty("category");
        expect(data).not.toHaveProperty("date");
        expect(data).not.toHaveProperty("updated");
        expect(dates).toEqual({ isoDate: null, publishDate: null, isoUpdated: null, updatedDate: null });
        return;
      }
      expect(data.category).toBe(spec.category);
      expect(dates.publishDate).toBe(spec.date);
      // A later revision is a separate, real date (the file's last change in git, written in by
      // hand): after the publish date, and not in the future.
      if (data.updated !== undefined) {
        expect(String(data.updated)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(dates.isoUpdated).toBe(String(data.updated));
        expect(dates.isoUpdated! > dates.isoDate!).toBe(true);
        expect(dates.isoUpdated! <= new Date().toISOString().slice(0, 10)).toBe(true);
        expect(dates.updatedDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      }
    });
  }

  it("an updated date on or before the publish date is no revision", () => {
    expect(articleDates({ date: "2025-06-05", updated: "2025-06-05" })).toMatchObject({ publishDate: "June 5, 2025", isoUpdated: null, updatedDate: null });
    expect(articleDates({ date: "2025-06-05", updated: "2026-11-23" })).toMatchObject({ isoUpdated: "2026-11-23", updatedDate: "November 23, 2026" });
    expect(articleDates({ date: new Date("2024-05-15T00:00:00Z") })).toMatchObject({ isoDate: "2024-05-15", publishDate: "May 15, 2024" });
  });
});
