import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0051: a private page for each job, made from a Won lead: its link's token (only its
// SHA-256 kept), the job's name, town, status line and next step, the dated updates staff post and
// the comments the client adds (job_posts), and their photos (job_photos, files under leads/jobs/).
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table job_pages (id text primary key, lead_id text not null, token_hash text not null unique, name text not null, town text, status_line text not null, next_step text, next_step_date text, client_name text not null, client_email text, notify_updates integer not null default 0, consent_at text, consent_text text, handover_at text, expires_at text, revoked_at text, project_id text, created_by text, created_at text not null, updated_at text not null)
      create index job_pages_lead on job_pages (lead_id)
      create table job_posts (id text primary key, job_id text not null, author text not null, body text not null, created_at text not null, notified_at text)
      create index job_posts_job on job_posts (job_id, created_at)
      create table job_photos (id text primary key, job_id text not null, post_id text not null, file_path text not null, original_filename text not null, mime_type text not null, file_size integer not null, width integer not null, height integer not null, sort_order integer not null, created_at text not null)
      create index job_photos_job on job_photos (job_id, post_id)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table if exists job_photos, job_posts, job_pages`;
  },
};
