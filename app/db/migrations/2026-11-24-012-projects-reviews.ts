import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Projects and reviews (docs/decisions/0023-projects-and-reviews.md): real jobs with their
// photos (before/after pairs by pair number) and what clients said, entered by staff.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table projects (id text primary key, slug text not null unique, title text not null, town text not null, service_key text not null, year integer, summary text not null, story text, client_words text, is_published integer not null default 0, created_at text not null, updated_at text not null)
      create table project_photos (id text primary key, project_id text not null, image_id text not null, role text not null, pair integer, caption text, sort_order integer not null default 0)
      create index project_photos_project on project_photos (project_id)
      create table reviews (id text primary key, client_name text not null, town text, project_id text, service_key text, review_date text not null, words text not null, source text not null, source_url text, is_published integer not null default 0, created_at text not null, updated_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table reviews, project_photos, projects`;
  },
};
