import Database from "better-sqlite3";
import { E2E_DATA_DIR } from "../../playwright.config";

/** The shared e2e site's database (SQLite), which specs read to check what a screen stored. */
const SITE_DB = `${E2E_DATA_DIR}/site.db`;

/** The rows a query answers on the database of the site whose data folder is `dataDir`, opened read-only for the query. */
export function queryDbOf<T>(dataDir: string, sql: string, ...args: unknown[]): T[] {
  const db = new Database(`${dataDir}/site.db`, { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

/** The rows a query answers on the shared site's database. */
export const queryDb = <T>(sql: string, ...args: unknown[]): T[] => queryDbOf<T>(E2E_DATA_DIR, sql, ...args);

/**
 * Puts back what a spec added to the shared site, so other specs (which count the blog's posts, the
 * Services page's cards, the gallery's pictures) see the seeded site: `change` runs on the database,
 * then the pages' change counter moves so every server's page cache follows.
 */
export function tidySharedSite(change: (db: Database.Database) => void) {
  const db = new Database(SITE_DB);
  try {
    change(db);
    db.prepare("update change_counters set value = value + 1 where name = 'pages'").run();
  } finally {
    db.close();
  }
}
