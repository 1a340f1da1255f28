import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql, type Kysely } from "kysely";
import { isPostgresUrl } from "../../app/db/client.server";
import { migrateUpTo } from "../../app/db/migrations.server";
import { parseConfig } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { createServices } from "../../app/platform/services.server";

/**
 * A fresh, empty database for one test file: a new SQLite file in a temp folder, or, when
 * DATABASE_URL is a postgres:// URL, a new PostgreSQL database created on that server.
 */
export async function freshDatabaseUrl(): Promise<string> {
  const admin = process.env.DATABASE_URL;
  if (admin && isPostgresUrl(admin)) return freshPostgresUrl(admin);
  return `file:${path.join(tempDir(), "test.db")}`;
}

/** A new PostgreSQL database on the server `admin` points at (any database there): empty, or a copy of `template`. */
export async function freshPostgresUrl(admin: string, template?: string): Promise<string> {
  // Named for the run (see pg-cleanup.ts), so the run's global teardown drops it.
  const run = process.env.TEST_DB_RUN ?? Date.now().toString(36);
  const name = `test_${run}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new folder for one test's files, inside the run's own folder, which the run removes at its end. */
export function tempDir() {
  return mkdtempSync(path.join(process.env.TEST_TMP_ROOT ?? os.tmpdir(), "lrb-test-"));
}

export const usingPostgres = () => Boolean(process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL));

/**
 * A database as an earlier version left it: a fresh database migrated only up to `migration`,
 * with its file folder. Fill it through `old`, close it, then start this version on it.
 */
export async function databaseAt(migration: string) {
  const databaseUrl = await freshDatabaseUrl();
  const dataDir = tempDir();
  const old = servicesOn(databaseUrl, dataDir);
  await migrateUpTo(old.db, migration);
  return { databaseUrl, dataDir, old };
}

/** The app's services on a test database and folder, with no server around them. */
export function servicesOn(databaseUrl: string, dataDir: string) {
  return createServices(
    parseConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, AUTH_SECRET: "test-secret-test-secret-test-secret-0123", PORT: "3999" }),
    createLogger("silent"),
  );
}

/** How many rows `table` holds, on SQLite or PostgreSQL. */
export async function countRows(db: Kysely<any>, table: string) {
  return Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
}
