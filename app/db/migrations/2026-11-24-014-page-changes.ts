import { type Kysely, type Migration } from "kysely";

// Decision 0021: a signed-in write tells the other instances which pages it changed (the
// tables and page paths it wrote), not only that something changed.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("page_changes")
      .addColumn("seq", "integer", (c) => c.primaryKey())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("page_changes").execute();
  },
};
