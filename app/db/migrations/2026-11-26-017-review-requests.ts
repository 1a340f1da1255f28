import { type Kysely, type Migration } from "kysely";

// Decision 0032: review requests. A one-time link (only its SHA-256 kept) per finished client;
// a review that came through one is Verified, keeps its optional rating and the moment the
// client consented, and waits for the owner's approval.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("review_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("lead_id", "text")
      .addColumn("project_id", "text")
      .addColumn("service_key", "text")
      .addColumn("town", "text")
      .addColumn("created_by", "text")
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("review_requests_recipient").on("review_requests").column("recipient").execute();
    await db.schema.alterTable("reviews").addColumn("request_id", "text").execute();
    await db.schema.alterTable("reviews").addColumn("rating", "integer").execute();
    await db.schema.alterTable("reviews").addColumn("consent_at", "text").execute();
    await db.schema.alterTable("reviews").addColumn("approved_at", "text").execute();
  },
  async down(db: Kysely<any>) {
    for (const c of ["approved_at", "consent_at", "rating", "request_id"]) await db.schema.alterTable("reviews").dropColumn(c).execute();
    await db.schema.dropTable("review_requests").execute();
  },
};
