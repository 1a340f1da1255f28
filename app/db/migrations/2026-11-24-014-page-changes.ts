import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0021: a signed-in write tells the other instances which pages it changed (the
// tables and page paths it wrote), not only that something changed.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`create table page_changes (seq integer primary key, tags text not null, created_at text not null)`;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table page_changes`;
  },
};
