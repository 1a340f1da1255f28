import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { oldItem, upgradedSuite } from "../helpers/upgrade";

// Migration 023 adds an index for the menu's query (the service pages staff added), which every page
// runs. A database at the previous main's schema (022) with such a page, opened by this version.
const PREVIOUS_MAIN = "2026-11-26-022-lead-origin-basis";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("content_items")
    .values([
      oldItem({
        page_path: "/service-boathouses",
        section_id: "body",
        title: "Boathouses",
        content: "We build boathouses where the shoreline allows.",
        draft: null,
        draft_at: null,
      }),
      oldItem({ page_path: "/service-boathouses", section_id: "hero-title", content: "Boathouses on Lake Chelan", draft: null, draft_at: null }),
    ])
    .execute();
});

describe("upgrade to the menu's index (023)", () => {
  it("keeps the service page staff added in every page's menu, found through the new index", async () => {
    const home = await fetch(`${t.s.url}/`).then((r) => r.text());
    expect(home).toMatch(/<a[^>]*href="\/service-boathouses"[^>]*>Boathouses<\/a>/);
    const page = await fetch(`${t.s.url}/service-boathouses`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("We build boathouses where the shoreline allows.");

    const { db } = t.s.services;
    if (t.s.services.dialect === "sqlite") {
      // The menu's query reads the index, not every row of the table.
      const plan = await sql<{
        detail: string;
      }>`explain query plan select id from content_items where type = 'page' and section_id = 'body' and page_path like '/service-%' and page_path not in ('/service-adu')`.execute(
        db,
      );
      expect(plan.rows.map((r) => r.detail).join("\n")).toContain("USING INDEX content_items_section_path (section_id=?)");
    } else {
      const found = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'content_items_section_path'`.execute(db);
      expect(found.rows[0]?.indexdef).toContain("(section_id, page_path)");
    }
  });
});
