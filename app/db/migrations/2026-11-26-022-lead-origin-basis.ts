import { type Kysely, type Migration } from "kysely";

// Decision 0041: how a lead's landing page was found: "visit" (kept by the visitor's own browser
// for the tab) or "address" (matched by address and browser, which two people on one network
// share). Older leads were all matched by address.
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").addColumn("origin_basis", "text").execute();
    await db.updateTable("contact_messages").set({ origin_basis: "address" }).where("landing_page", "is not", null).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("contact_messages").dropColumn("origin_basis").execute();
  },
};
