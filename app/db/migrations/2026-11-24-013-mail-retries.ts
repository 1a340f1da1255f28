import { type Kysely, type Migration } from "kysely";

// Decision 0020: a lead's e-mail is retried with growing waits for 72 hours, then shown as
// given up with "Send again" (it is never dropped silently).
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").addColumn("email_next_at", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").dropColumn("email_next_at").execute();
  },
};
