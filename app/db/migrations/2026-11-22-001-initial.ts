import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table content_items (id text primary key, page_path text not null, section_id text not null, title text, content text, type text not null default 'page', is_published integer not null default 0, created_at text not null, updated_at text not null)
      create index content_items_page_section on content_items (page_path, section_id)
      create table images (id text primary key, filename text not null, original_filename text not null, file_path text not null unique, file_size integer, mime_type text, alt_text text, page_path text, width integer, height integer, category text, caption text, sort_order integer not null default 0, created_at text not null)
      create index images_page_path_sort on images (page_path, sort_order)
      create table seo_settings (id text primary key, page_path text not null unique, title text, description text, h1_tag text, h2_tags text not null default '[]', h3_tags text not null default '[]', updated_at text not null)
      create table site_settings (key text primary key, value text not null, updated_at text not null)
      create table rate_limit_events (id text primary key, bucket text not null, key text not null, created_at text not null)
      create index rate_limit_events_lookup on rate_limit_events (bucket, key, created_at)
      create table contact_messages (id text primary key, full_name text not null, email text not null, phone text, project_type text, preferred_contact text, message text not null, ip text, email_status text not null default 'pending', email_attempts integer not null default 0, last_error text, created_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop table if exists contact_messages, rate_limit_events, site_settings, seo_settings, images, content_items`;
  },
};
