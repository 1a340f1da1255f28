import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0050: site visits booked by the visitor or staff (one row per visit; `slot_start` is
// unique while the visit stands, so two bookings of one time cannot both be kept), their one-time
// links (hashes only), and the owner's calendar feed read for busy times, cached with its fetch time.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table visits (id text primary key, lead_id text not null, start_at text not null, end_at text not null, slot_start text unique, status text not null, sequence integer not null default 0, status_before text, booked_by text not null, reminder_sent_at text, cancelled_at text, created_at text not null, updated_at text not null)
      create index visits_lead on visits (lead_id)
      create index visits_start on visits (status, start_at)
      create table visit_links (id text primary key, token_hash text not null unique, lead_id text not null, visit_id text, purpose text not null, expires_at text not null, used_at text, created_at text not null)
      create index visit_links_lead on visit_links (lead_id)
      create table visit_feed (id text primary key, url_hash text not null, fetched_at text not null, ok integer not null, error text, busy text not null, until_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table visit_feed, visit_links, visits`;
  },
};
