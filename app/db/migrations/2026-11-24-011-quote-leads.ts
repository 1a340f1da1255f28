import { type Kysely, type Migration } from "kysely";

// Quote requests and lead alerts (docs/decisions/0022-quote-requests-and-alerts.md): the job's
// town, address, budget, timeline and source on each message; its photos; the webhook and
// auto-reply outbox; the editors who asked for lead e-mails.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ["town", "street_address", "budget", "timeline", "heard_from", "landing_page", "source"]) {
      await db.schema.alterTable("contact_messages").addColumn(column, "text").execute();
    }
    await db.schema
      .createTable("lead_photos")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("file_path", "text", (c) => c.notNull().unique())
      .addColumn("original_filename", "text", (c) => c.notNull())
      .addColumn("mime_type", "text", (c) => c.notNull())
      .addColumn("file_size", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_photos_message").on("lead_photos").columns(["message_id", "sort_order"]).execute();
    await db.schema
      .createTable("lead_alerts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("claimed_until", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_alerts_due").on("lead_alerts").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("lead_alerts_message").on("lead_alerts").columns(["message_id"]).execute();
    await db.schema
      .createTable("lead_alert_optins")
      .addColumn("user_id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("lead_alert_optins").ifExists().execute();
    await db.schema.dropTable("lead_alerts").ifExists().execute();
    await db.schema.dropTable("lead_photos").ifExists().execute();
    for (const column of ["source", "landing_page", "heard_from", "timeline", "budget", "street_address", "town"]) {
      await db.schema.alterTable("contact_messages").dropColumn(column).execute();
    }
  },
};
