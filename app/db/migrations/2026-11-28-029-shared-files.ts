import { type Kysely, type Migration } from "kysely";

// Decision 0055: what every instance shares about its background work. One row per background job
// that is failing (a CDN purge, the daily retention or backup…), kept until it succeeds again, so
// the dashboard can say so whichever instance ran it.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("background_failures")
      .addColumn("job", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("first_failed_at", "text", (c) => c.notNull())
      .addColumn("last_failed_at", "text", (c) => c.notNull())
      .addColumn("last_error", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("background_failures").execute();
  },
};
