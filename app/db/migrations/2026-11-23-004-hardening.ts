import { type Kysely, type Migration } from "kysely";

// Every instance's page cache is emptied when this counter moves (docs/decisions/0014-hardening-and-instances.md).
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("change_counters")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.insertInto("change_counters").values({ name: "pages", value: 0, updated_at: new Date().toISOString() }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("change_counters").ifExists().execute();
  },
};
