import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { migration as m001 } from "./migrations/2026-11-22-001-initial";
import { migration as m002 } from "./migrations/2026-11-23-002-leads-staff";
import { migration as m004 } from "./migrations/2026-11-23-004-hardening";
import { migration as m005 } from "./migrations/2026-11-23-005-content-safety";
import { migration as m007 } from "./migrations/2026-11-23-007-staff-pages";
import { migration as m008 } from "./migrations/2026-11-24-008-page-blocks";
import { migration as m011 } from "./migrations/2026-11-24-011-quote-leads";
import { migration as m012 } from "./migrations/2026-11-24-012-projects-reviews";
import { migration as m013 } from "./migrations/2026-11-24-013-mail-retries";
import { migration as m014 } from "./migrations/2026-11-24-014-page-changes";
import { migration as m015 } from "./migrations/2026-11-25-015-analytics";
import { migration as m016 } from "./migrations/2026-11-26-016-item-image-ids";
import { migration as m017 } from "./migrations/2026-11-26-017-review-requests";
import { migration as m020 } from "./migrations/2026-11-26-020-trust";
import { migration as m018 } from "./migrations/2026-11-26-018-speed-to-lead";
import { migration as m019 } from "./migrations/2026-11-26-019-push";
import { migration as m021 } from "./migrations/2026-11-26-021-cdn-purges";
import { migration as m022 } from "./migrations/2026-11-26-022-lead-origin-basis";
import { migration as m023 } from "./migrations/2026-11-26-023-content-items-section-index";
import { migration as m024 } from "./migrations/2026-11-28-024-visit-bookings";
import { migration as m027 } from "./migrations/2026-11-28-027-proposals";
import { migration as m025 } from "./migrations/2026-11-28-025-phone-leads";
import { migration as m026 } from "./migrations/2026-11-28-026-job-pages";
import { migration as m028 } from "./migrations/2026-11-28-028-person-keys";
import { migration as m029 } from "./migrations/2026-11-28-029-shared-files";
import { migration as m030 } from "./migrations/2026-11-29-030-lead-language";

/**
 * The schema, as ordered migrations that run unchanged on SQLite and PostgreSQL, one file each
 * under migrations/. Only portable column types are used: text, integer, and JSON kept in text.
 * What each one sends (both dialects, up and down) is frozen by tests/unit/migrations-frozen.test.ts:
 * its code may be rewritten, its SQL may not; a change goes in a new file, listed here, then
 * `npm run db:freeze-migrations` (decision 0071).
 */
const migrations: Record<string, Migration> = {
  "2026-11-22-001-initial": m001,
  "2026-11-23-002-leads-staff": m002,
  "2026-11-23-004-hardening": m004,
  "2026-11-23-005-content-safety": m005,
  "2026-11-23-007-staff-pages": m007,
  "2026-11-24-008-page-blocks": m008,
  "2026-11-24-011-quote-leads": m011,
  "2026-11-24-012-projects-reviews": m012,
  "2026-11-24-013-mail-retries": m013,
  "2026-11-24-014-page-changes": m014,
  "2026-11-25-015-analytics": m015,
  "2026-11-26-016-item-image-ids": m016,
  "2026-11-26-017-review-requests": m017,
  "2026-11-26-020-trust": m020,
  "2026-11-26-018-speed-to-lead": m018,
  "2026-11-26-019-push": m019,
  "2026-11-26-021-cdn-purges": m021,
  "2026-11-26-022-lead-origin-basis": m022,
  "2026-11-26-023-content-items-section-index": m023,
  "2026-11-28-024-visit-bookings": m024,
  "2026-11-28-025-phone-leads": m025,
  "2026-11-28-026-job-pages": m026,
  "2026-11-28-027-proposals": m027,
  "2026-11-28-028-person-keys": m028,
  "2026-11-28-029-shared-files": m029,
  "2026-11-29-030-lead-language": m030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Every migration this version of the site knows with its code, oldest first (the order they run in). */
export function migrationList(): Array<[string, Migration]> {
  return Object.entries(migrations).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every migration this version of the site knows, oldest first. */
export function knownMigrations(): string[] {
  return Object.keys(migrations).sort();
}

/** The migrations already applied to a database, oldest first (none on an empty database). */
export async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
}

/** Applies migrations up to and including `name` (a restore loads rows at the schema they were saved with). */
export async function migrateUpTo(db: Kysely<any>, name: string) {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
