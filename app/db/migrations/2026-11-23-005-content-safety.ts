import { type Kysely, type Migration } from "kysely";

// Preview, history, trash, schedules and redirects (docs/decisions/0011-content-safety.md).
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("content_items").addColumn("publish_at", "text").execute();
    await db.schema.alterTable("content_items").addColumn("unpublish_at", "text").execute();
    await db.schema.alterTable("content_items").addColumn("deleted_at", "text").execute();
    await db.schema
      .createTable("versions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("versions_entity").on("versions").columns(["entity", "entity_id", "created_at"]).execute();
    await db.schema
      .createTable("redirects")
      .addColumn("from_path", "text", (c) => c.primaryKey())
      .addColumn("to_path", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("redirects").ifExists().execute();
    await db.schema.dropTable("versions").ifExists().execute();
    for (const column of ["deleted_at", "unpublish_at", "publish_at"]) await db.schema.alterTable("content_items").dropColumn(column).execute();
  },
};
