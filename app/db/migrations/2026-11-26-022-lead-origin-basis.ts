import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0041: how a lead's landing page was found: "visit" (kept by the visitor's own browser
// for the tab) or "address" (matched by address and browser, which two people on one network
// share). Older leads were all matched by address.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`alter table contact_messages add column origin_basis text`;
    await db.updateTable("contact_messages").set({ origin_basis: "address" }).where("landing_page", "is not", null).execute();
  },
  async down(db: Kysely<any>) {
    await ddl(db)`alter table contact_messages drop column origin_basis`;
  },
};
