import { type Kysely, type Migration } from "kysely";

// Decision 0050: site visits booked by the visitor or staff (one row per visit; `slot_start` is
// unique while the visit stands, so two bookings of one time cannot both be kept), their one-time
// links (hashes only), and the owner's calendar feed read for busy times, cached with its fetch time.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("visits")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("start_at", "text", (c) => c.notNull())
      .addColumn("end_at", "text", (c) => c.notNull())
      .addColumn("slot_start", "text", (c) => c.unique())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status_before", "text")
      .addColumn("booked_by", "text", (c) => c.notNull())
      .addColumn("reminder_sent_at", "text")
      .addColumn("cancelled_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("visits_lead").on("visits").column("lead_id").execute();
    await db.schema.createIndex("visits_start").on("visits").columns(["status", "start_at"]).execute();
    await db.schema
      .createTable("visit_links")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("visit_id", "text")
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("visit_links_lead").on("visit_links").column("lead_id").execute();
    await db.schema
      .createTable("visit_feed")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("url_hash", "text", (c) => c.notNull())
      .addColumn("fetched_at", "text", (c) => c.notNull())
      .addColumn("ok", "integer", (c) => c.notNull())
      .addColumn("error", "text")
      .addColumn("busy", "text", (c) => c.notNull())
      .addColumn("until_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("visit_feed").execute();
    await db.schema.dropTable("visit_links").execute();
    await db.schema.dropTable("visits").execute();
  },
};
