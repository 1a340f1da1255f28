import { type Kysely, type Migration } from "kysely";

// Every page's menu lists the service pages staff added: their body rows (section "body", a path
// under /service-). Found through this index, not by reading every row of the table.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex("content_items_section_path").on("content_items").columns(["section_id", "page_path"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("content_items_section_path").execute();
  },
};
