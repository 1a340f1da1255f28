import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0051: leads by phone, walk-in and referral. A lead staff add says how it came
// (phone call, text, walk-in, referral, Angi, Houzz, Thumbtack, other; null for the site's forms),
// and taps on the site's "Call" and "Text us" are counted per day, page and kind, nothing else.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      alter table contact_messages add column came_by text
      create table phone_taps (day text not null, path text not null, kind text not null, taps integer not null, constraint phone_taps_pk primary key (day, path, kind))
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      drop table if exists phone_taps
      alter table contact_messages drop column came_by
    `;
  },
};
