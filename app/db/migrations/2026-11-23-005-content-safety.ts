import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Preview, history, trash, schedules and redirects (docs/decisions/0011-content-safety.md).
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      alter table content_items add column publish_at text, add column unpublish_at text, add column deleted_at text
      create table versions (id text primary key, entity text not null, entity_id text not null, data text not null, actor text not null, note text, created_at text not null)
      create index versions_entity on versions (entity, entity_id, created_at)
      create table redirects (from_path text primary key, to_path text not null, actor text not null, created_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      drop table if exists redirects, versions
      alter table content_items drop column deleted_at, drop column unpublish_at, drop column publish_at
    `;
  },
};
