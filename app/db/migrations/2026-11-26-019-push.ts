import { type Kysely, type Migration } from "kysely";

// Decision 0031: Web Push to staff devices. One row per device a staff member turned on
// (the push service's address and the keys to encrypt for it); a lead still New at its overdue
// time is pushed again once (overdue_pushed_at claims it across instances).
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("push_subscriptions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("endpoint", "text", (c) => c.notNull().unique())
      .addColumn("p256dh", "text", (c) => c.notNull())
      .addColumn("auth", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_ok_at", "text")
      .execute();
    await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").columns(["user_id"]).execute();
    await db.schema.alterTable("contact_messages").addColumn("overdue_pushed_at", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").dropColumn("overdue_pushed_at").execute();
    await db.schema.dropTable("push_subscriptions").ifExists().execute();
  },
};
