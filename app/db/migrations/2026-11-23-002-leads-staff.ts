import { type Kysely, type Migration } from "kysely";

// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    // Leads: where each contact message stands, and a private note.
    await db.schema
      .alterTable("contact_messages")
      .addColumn("lead_status", "text", (c) => c.notNull().defaultTo("new"))
      .execute();
    await db.schema.alterTable("contact_messages").addColumn("note", "text").execute();
    await db.schema.createIndex("contact_messages_lead_status").on("contact_messages").columns(["lead_status", "created_at"]).execute();

    // Single-use links (staff invitations, password resets); only a hash of the token is kept.
    await db.schema
      .createTable("staff_tokens")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("role", "text")
      .addColumn("created_by", "text")
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    // Who did what and when (kept a year).
    await db.schema
      .createTable("activity_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor_email", "text")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("detail", "text")
      .addColumn("ip", "text")
      .execute();
    await db.schema.createIndex("activity_log_at").on("activity_log").columns(["at"]).execute();
    await db.schema.createIndex("activity_log_actor").on("activity_log").columns(["actor_email", "at"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("activity_log").ifExists().execute();
    await db.schema.dropTable("staff_tokens").ifExists().execute();
    await db.schema.dropIndex("contact_messages_lead_status").ifExists().execute();
    await db.schema.alterTable("contact_messages").dropColumn("note").execute();
    await db.schema.alterTable("contact_messages").dropColumn("lead_status").execute();
  },
};
