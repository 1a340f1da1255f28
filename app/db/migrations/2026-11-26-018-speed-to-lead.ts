import { type Kysely, type Migration } from "kysely";

// Decision 0031: speed to lead. A message caught as spam is kept (status "spam", with the
// reason) instead of dropped; each lead records when staff first answered and how; an address
// the mail server refused is remembered (as a hash) so no auto-reply goes to it again.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ["spam_reason", "first_response_at", "first_response_via"]) {
      await db.schema.alterTable("contact_messages").addColumn(column, "text").execute();
    }
    await db.schema
      .createTable("mail_bounces")
      .addColumn("address_hash", "text", (c) => c.primaryKey())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("mail_bounces").ifExists().execute();
    for (const column of ["first_response_via", "first_response_at", "spam_reason"]) {
      await db.schema.alterTable("contact_messages").dropColumn(column).execute();
    }
  },
};
