import { type Kysely, type Migration } from "kysely";

// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  // Decision 0019: every block of every page is a content item. A published item may carry a
  // pending change (draft JSON) that goes live at draft_at (or when published); pictures get
  // a focal point. Remodel room slots take dashed ids like every other block.
  async up(db: Kysely<any>) {
    await db.schema.alterTable("content_items").addColumn("draft", "text").execute();
    await db.schema.alterTable("content_items").addColumn("draft_at", "text").execute();
    await db.schema.alterTable("images").addColumn("focal_x", "integer").execute();
    await db.schema.alterTable("images").addColumn("focal_y", "integer").execute();
    for (const [from, to] of [
      ["wholeHouse-image", "whole-house-image"],
      ["panoramicDoors-image", "panoramic-doors-image"],
    ]) {
      await db.updateTable("content_items").set({ section_id: to }).where("page_path", "=", "/service-remodels").where("section_id", "=", from).execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("images").dropColumn("focal_y").execute();
    await db.schema.alterTable("images").dropColumn("focal_x").execute();
    await db.schema.alterTable("content_items").dropColumn("draft_at").execute();
    await db.schema.alterTable("content_items").dropColumn("draft").execute();
  },
};
