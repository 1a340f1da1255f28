import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Issue 20: page views counted on the server, without cookies (decision 0026). The salt of the
// day lives apart from the counts and is deleted when the day ends; the raw day (one row per
// visitor hash and page) is kept only until it is rolled up into the daily tables.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table analytics_salts (day text primary key, salt text not null)
      create table analytics_raw (day text not null, visitor text not null, path text not null, status integer not null, views integer not null, source text not null, first_at text not null, constraint analytics_raw_pk primary key (day, visitor, path, status))
      create table analytics_days (day text primary key, views integer not null, visitors integer not null)
      create table analytics_pages (day text not null, path text not null, status integer not null, views integer not null, visitors integer not null, constraint analytics_pages_pk primary key (day, path, status))
      create table analytics_entries (day text not null, path text not null, source text not null, visitors integer not null, constraint analytics_entries_pk primary key (day, path, source))
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table analytics_entries, analytics_pages, analytics_days, analytics_raw, analytics_salts`;
  },
};
