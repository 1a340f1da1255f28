import { type Kysely, type Migration } from "kysely";

// Decision 0052: proposals on a lead. One row per version (a change after sending makes a new
// one; a signed one is never changed), the frozen signed record apart, and the Stripe events
// already handled (each once).
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("proposals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("client_email", "text", (c) => c.notNull())
      .addColumn("job_address", "text", (c) => c.notNull())
      .addColumn("residential", "integer", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("subtotal_cents", "integer", (c) => c.notNull())
      .addColumn("tax_cents", "integer", (c) => c.notNull())
      .addColumn("total_cents", "integer", (c) => c.notNull())
      .addColumn("deposit_cents", "integer", (c) => c.notNull())
      .addColumn("tax_rate_ppm", "integer", (c) => c.notNull())
      .addColumn("tax_location_code", "text", (c) => c.notNull())
      .addColumn("tax_location_name", "text", (c) => c.notNull())
      .addColumn("tax_rate_date", "text", (c) => c.notNull())
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("opened_at", "text")
      .addColumn("token_hash", "text", (c) => c.unique())
      .addColumn("token_expires_at", "text")
      .addColumn("revoked_at", "text")
      .addColumn("signed_at", "text")
      .addColumn("deposit_paid_at", "text")
      .addColumn("deposit_via", "text")
      .addColumn("stripe_session_id", "text")
      .addColumn("payment_failed_at", "text")
      .addColumn("payment_note", "text")
      .execute();
    await db.schema.createIndex("proposals_lead_version").on("proposals").columns(["lead_id", "version"]).unique().execute();
    await db.schema
      .createTable("proposal_signatures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("proposal_id", "text", (c) => c.notNull().unique())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("client_email", "text", (c) => c.notNull())
      .addColumn("signer_name", "text", (c) => c.notNull())
      .addColumn("signed_at", "text", (c) => c.notNull())
      .addColumn("signer_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .addColumn("disclosure_shown", "integer", (c) => c.notNull())
      .addColumn("html", "text", (c) => c.notNull())
      .addColumn("html_sha256", "text", (c) => c.notNull())
      .addColumn("pdf_base64", "text", (c) => c.notNull())
      .addColumn("pdf_sha256", "text", (c) => c.notNull())
      .addColumn("keep_until", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("stripe_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("stripe_events").execute();
    await db.schema.dropTable("proposal_signatures").execute();
    await db.schema.dropTable("proposals").execute();
  },
};
