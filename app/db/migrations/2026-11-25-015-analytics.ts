import { type Kysely, type Migration } from "kysely";

// Issue 20: page views counted on the server, without cookies (decision 0026). The salt of the
// day lives apart from the counts and is deleted when the day ends; the raw day (one row per
// visitor hash and page) is kept only until it is rolled up into the daily tables.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("analytics_raw")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("visitor", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("first_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_raw_pk", ["day", "visitor", "path", "status"])
      .execute();
    await db.schema
      .createTable("analytics_days")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("analytics_pages")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_pages_pk", ["day", "path", "status"])
      .execute();
    await db.schema
      .createTable("analytics_entries")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_entries_pk", ["day", "path", "source"])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ["analytics_entries", "analytics_pages", "analytics_days", "analytics_raw", "analytics_salts"]) await db.schema.dropTable(t).execute();
  },
};
