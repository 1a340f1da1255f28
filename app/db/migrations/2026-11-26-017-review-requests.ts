import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0032: review requests. A one-time link (only its SHA-256 kept) per finished client;
// a review that came through one is Verified, keeps its optional rating and the moment the
// client consented, and waits for the owner's approval.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table review_requests (id text primary key, token_hash text not null unique, recipient text not null, email text, client_name text not null, lead_id text, project_id text, service_key text, town text, created_by text, expires_at text not null, used_at text, created_at text not null)
      create index review_requests_recipient on review_requests (recipient)
      alter table reviews add column request_id text, add column rating integer, add column consent_at text, add column approved_at text
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      alter table reviews drop column approved_at, drop column consent_at, drop column rating, drop column request_id
      drop table review_requests
    `;
  },
};
