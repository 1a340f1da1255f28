import { sql, type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0033: a lead's kind (a quote request, or a report of an accessibility barrier), when
// it last changed (retention counts from there; existing rows start from when they arrived), the
// daily jobs' database-held schedule and lease, and the backups taken from the browser.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      alter table contact_messages add column kind text not null default 'quote', add column updated_at text
    `;
    await db
      .updateTable("contact_messages")
      .set({ updated_at: sql`created_at` })
      .execute();
    await ddl(db)`
      create table scheduled_jobs (name text primary key, next_run_at text not null, lease_until text, lease_holder text, last_run_at text, last_result text)
      create table backups (id text primary key, file_name text not null, created_at text not null, trigger text not null, actor text, bytes integer not null, rows integer not null, files integer not null, verified integer not null, check_note text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      drop table backups, scheduled_jobs
      alter table contact_messages drop column updated_at, drop column kind
    `;
  },
};
