import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Every instance's page cache is emptied when this counter moves (docs/decisions/0014-hardening-and-instances.md).
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`create table change_counters (name text primary key, value integer not null default 0, updated_at text not null)`;
    await db.insertInto("change_counters").values({ name: "pages", value: 0, updated_at: new Date().toISOString() }).execute();
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table if exists change_counters`;
  },
};
