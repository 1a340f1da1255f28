import { sql, type Kysely, type Migration } from "kysely";

// Decision 0033: a lead's kind (a quote request, or a report of an accessibility barrier), when
// it last changed (retention counts from there; existing rows start from when they arrived), the
// daily jobs' database-held schedule and lease, and the backups taken from the browser.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("contact_messages")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("quote"))
      .execute();
    await db.schema.alterTable("contact_messages").addColumn("updated_at", "text").execute();
    await db
      .updateTable("contact_messages")
      .set({ updated_at: sql`created_at` })
      .execute();
    await db.schema
      .createTable("scheduled_jobs")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("next_run_at", "text", (c) => c.notNull())
      .addColumn("lease_until", "text")
      .addColumn("lease_holder", "text")
      .addColumn("last_run_at", "text")
      .addColumn("last_result", "text")
      .execute();
    await db.schema
      .createTable("backups")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("trigger", "text", (c) => c.notNull())
      .addColumn("actor", "text")
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("rows", "integer", (c) => c.notNull())
      .addColumn("files", "integer", (c) => c.notNull())
      .addColumn("verified", "integer", (c) => c.notNull())
      .addColumn("check_note", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("backups").execute();
    await db.schema.dropTable("scheduled_jobs").execute();
    await db.schema.alterTable("contact_messages").dropColumn("updated_at").execute();
    await db.schema.alterTable("contact_messages").dropColumn("kind").execute();
  },
};
