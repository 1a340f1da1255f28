import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Issue 49 (decision 0068): the language of the page a lead was sent from, so the owner knows to
// answer in Spanish. Every lead before this one came from an English page.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`alter table contact_messages add column language text not null default 'en'`;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`alter table contact_messages drop column language`;
  },
};
