import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0020: a lead's e-mail is retried with growing waits for 72 hours, then shown as
// given up with "Send again" (it is never dropped silently).
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`alter table contact_messages add column email_next_at text`;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`alter table contact_messages drop column email_next_at`;
  },
};
