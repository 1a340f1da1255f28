import { type Kysely, type Migration } from "kysely";

// Decision 0051: leads by phone, walk-in and referral. A lead staff add says how it came
// (phone call, text, walk-in, referral, Angi, Houzz, Thumbtack, other; null for the site's forms),
// and taps on the site's "Call" and "Text us" are counted per day, page and kind, nothing else.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").addColumn("came_by", "text").execute();
    await db.schema
      .createTable("phone_taps")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("taps", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("phone_taps_pk", ["day", "path", "kind"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("phone_taps").ifExists().execute();
    await db.schema.alterTable("contact_messages").dropColumn("came_by").execute();
  },
};
