import { type Kysely, type Migration } from "kysely";

// Staff posts and service pages: a category, an excerpt, a picture from the library and a button label.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ["category", "excerpt", "image_id", "cta_label"]) await db.schema.alterTable("content_items").addColumn(column, "text").execute();
  },
  async down(db: Kysely<any>) {
    for (const column of ["cta_label", "image_id", "excerpt", "category"]) await db.schema.alterTable("content_items").dropColumn(column).execute();
  },
};
