import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Quote requests and lead alerts (docs/decisions/0022-quote-requests-and-alerts.md): the job's
// town, address, budget, timeline and source on each message; its photos; the webhook and
// auto-reply outbox; the editors who asked for lead e-mails.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      alter table contact_messages add column town text, add column street_address text, add column budget text, add column timeline text, add column heard_from text, add column landing_page text, add column source text
      create table lead_photos (id text primary key, message_id text not null, file_path text not null unique, original_filename text not null, mime_type text not null, file_size integer not null, width integer not null, height integer not null, sort_order integer not null default 0, created_at text not null)
      create index lead_photos_message on lead_photos (message_id, sort_order)
      create table lead_alerts (id text primary key, message_id text not null, channel text not null, status text not null, attempts integer not null default 0, next_attempt_at text not null, claimed_until text, last_error text, sent_at text, created_at text not null)
      create index lead_alerts_due on lead_alerts (status, next_attempt_at)
      create index lead_alerts_message on lead_alerts (message_id)
      create table lead_alert_optins (user_id text primary key, created_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      drop table if exists lead_alert_optins, lead_alerts, lead_photos
      alter table contact_messages drop column source, drop column landing_page, drop column heard_from, drop column timeline, drop column budget, drop column street_address, drop column town
    `;
  },
};
