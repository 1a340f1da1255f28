import { type Kysely, type Migration } from "kysely";
import { ddl } from "../migration-kit";

// Every page's menu lists the service pages staff added: their body rows (section "body", a path
// under /service-). Found through this index, not by reading every row of the table.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await ddl(db)`create index content_items_section_path on content_items (section_id, page_path)`;
  },
  async down(db: Kysely<any>) {
    await ddl(db)`drop index content_items_section_path`;
  },
};
