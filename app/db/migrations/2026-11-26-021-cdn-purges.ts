import { type Kysely, type Migration } from "kysely";

// Decision 0034: purges queued for a CDN in front of the site, sent once across instances and
// retried from the database.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("cdn_purges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_at", "text", (c) => c.notNull())
      .addColumn("claimed_until", "text")
      .addColumn("done_at", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("cdn_purges_due").on("cdn_purges").columns(["done_at", "next_at"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("cdn_purges").execute();
  },
};
