import { type Kysely, type Migration } from "kysely";

// Issue 49 (decision 0068): the language of the page a lead was sent from, so the owner knows to
// answer in Spanish. Every lead before this one came from an English page.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("contact_messages")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").dropColumn("language").execute();
  },
};
