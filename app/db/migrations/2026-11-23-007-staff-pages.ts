import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Staff posts and service pages: a category, an excerpt, a picture from the library and a button label.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`alter table content_items add column category text, add column excerpt text, add column image_id text, add column cta_label text`;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`alter table content_items drop column cta_label, drop column image_id, drop column excerpt, drop column category`;
  },
};
