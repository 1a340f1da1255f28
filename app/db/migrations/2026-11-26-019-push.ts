import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0031: Web Push to staff devices. One row per device a staff member turned on
// (the push service's address and the keys to encrypt for it); a lead still New at its overdue
// time is pushed again once (overdue_pushed_at claims it across instances).
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      create table push_subscriptions (id text primary key, user_id text not null, endpoint text not null unique, p256dh text not null, auth text not null, device text not null, created_at text not null, last_ok_at text)
      create index push_subscriptions_user on push_subscriptions (user_id)
      alter table contact_messages add column overdue_pushed_at text
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      alter table contact_messages drop column overdue_pushed_at
      drop table if exists push_subscriptions
    `;
  },
};
