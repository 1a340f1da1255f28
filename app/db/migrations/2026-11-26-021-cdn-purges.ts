import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0034: purges queued for a CDN in front of the site, sent once across instances and
// retried from the database.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table cdn_purges (id text primary key, tags text not null, attempts integer not null default 0, next_at text not null, claimed_until text, done_at text, last_error text, created_at text not null)
      create index cdn_purges_due on cdn_purges (done_at, next_at)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table cdn_purges`;
  },
};
