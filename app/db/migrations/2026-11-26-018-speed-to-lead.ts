import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Decision 0031: speed to lead. A message caught as spam is kept (status "spam", with the
// reason) instead of dropped; each lead records when staff first answered and how; an address
// the mail server refused is remembered (as a hash) so no auto-reply goes to it again.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`
      alter table contact_messages add column spam_reason text, add column first_response_at text, add column first_response_via text
      create table mail_bounces (address_hash text primary key, reason text not null, created_at text not null)
    `;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`
      drop table if exists mail_bounces
      alter table contact_messages drop column first_response_via, drop column first_response_at, drop column spam_reason
    `;
  },
};
