import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    // Leads: where each contact message stands, and a private note.
    await ddl(db)`
      alter table contact_messages add column lead_status text not null default 'new', add column note text
      create index contact_messages_lead_status on contact_messages (lead_status, created_at)
    `;

    // Single-use links (staff invitations, password resets); only a hash of the token is kept.
    await ddl(
      db,
    )`create table staff_tokens (id text primary key, kind text not null, token_hash text not null unique, email text not null, role text, created_by text, expires_at text not null, used_at text, created_at text not null)`;

    // Who did what and when (kept a year).
    await ddl(db)`
      create table activity_log (id text primary key, at text not null, actor_email text, action text not null, detail text, ip text)
      create index activity_log_at on activity_log (at)
      create index activity_log_actor on activity_log (actor_email, at)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      drop table if exists activity_log, staff_tokens
      drop index if exists contact_messages_lead_status
      alter table contact_messages drop column note, drop column lead_status
    `;
  },
};
