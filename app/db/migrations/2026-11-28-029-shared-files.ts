import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0055: what every instance shares about its background work. One row per background job
// that is failing (a CDN purge, the daily retention or backup…), kept until it succeeds again, so
// the dashboard can say so whichever instance ran it.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(
      db,
    )`create table background_failures (job text primary key, failures integer not null, first_failed_at text not null, last_failed_at text not null, last_error text not null)`;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table background_failures`;
  },
};
