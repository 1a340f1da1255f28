import { type Kysely, type Migration } from "kysely";

// Decision 0054: rate-limit keys are stored hashed (HMAC-SHA-256 keyed from the site's secret).
// The rows written before hold internet and e-mail addresses in clear, and a migration has no
// secret to hash them with; each lives at most a day (the longest window), so they are dropped:
// a limit counts afresh from the upgrade.
// Its SQL is frozen by tests/unit/migrations-frozen.test.ts: a change goes in a new migration.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.deleteFrom("rate_limit_events").execute();
  },
  async down() {
    // Nothing to put back: the dropped rows were short-lived counters.
  },
};
