import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  // Decision 0019: every block of every page is a content item. A published item may carry a
  // pending change (draft JSON) that goes live at draft_at (or when published); pictures get
  // a focal point. Remodel room slots take dashed ids like every other block.
  async up(db: Kysely<any>) {
    await ddl(db)`
      alter table content_items add column draft text, add column draft_at text
      alter table images add column focal_x integer, add column focal_y integer
    `;
    for (const [from, to] of [
      ["wholeHouse-image", "whole-house-image"],
      ["panoramicDoors-image", "panoramic-doors-image"],
    ]) {
      await db.updateTable("content_items").set({ section_id: to }).where("page_path", "=", "/service-remodels").where("section_id", "=", from).execute();
    }
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      alter table images drop column focal_y, drop column focal_x
      alter table content_items drop column draft_at, drop column draft
    `;
  },
};
