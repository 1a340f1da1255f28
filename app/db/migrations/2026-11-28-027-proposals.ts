import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0052: proposals on a lead. One row per version (a change after sending makes a new
// one; a signed one is never changed), the frozen signed record apart, and the Stripe events
// already handled (each once).
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table proposals (id text primary key, lead_id text not null, version integer not null, status text not null, client_name text not null, client_email text not null, job_address text not null, residential integer not null, body text not null, subtotal_cents integer not null, tax_cents integer not null, total_cents integer not null, deposit_cents integer not null, tax_rate_ppm integer not null, tax_location_code text not null, tax_location_name text not null, tax_rate_date text not null, valid_until text not null, created_by text, created_at text not null, updated_at text not null, sent_at text, opened_at text, token_hash text unique, token_expires_at text, revoked_at text, signed_at text, deposit_paid_at text, deposit_via text, stripe_session_id text, payment_failed_at text, payment_note text)
      create unique index proposals_lead_version on proposals (lead_id, version)
      create table proposal_signatures (id text primary key, proposal_id text not null unique, lead_id text not null, client_email text not null, signer_name text not null, signed_at text not null, signer_ip text not null, user_agent text not null, disclosure_shown integer not null, html text not null, html_sha256 text not null, pdf_base64 text not null, pdf_sha256 text not null, keep_until text not null)
      create table stripe_events (id text primary key, type text not null, received_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table stripe_events, proposal_signatures, proposals`;
  },
};
