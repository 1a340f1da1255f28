import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { migrate } from "../../app/platform/services.server";
import { seed } from "../../app/services/seed.server";
import { freshDatabaseUrl, freshPostgresUrl, servicesOn, tempDir, usingPostgres } from "./db";

/**
 * One migrated and seeded site per test worker (its database and its file folder), copied for each
 * test server instead of migrating and seeding each time: a file copy on SQLite, `CREATE DATABASE …
 * TEMPLATE` on PostgreSQL (issue #44). The template is made by the same migrate() and seed() a
 * server runs on its first start, and nothing writes to it after; startServer() still runs both on
 * the copy, which finds nothing to do.
 */
interface Template {
  databaseUrl: string;
  dataDir: string;
}

let template: Promise<Template> | undefined;

async function makeTemplate(): Promise<Template> {
  const databaseUrl = await freshDatabaseUrl();
  const dataDir = tempDir();
  const services = servicesOn(databaseUrl, dataDir);
  await migrate(services);
  await seed(services);
  // Closed, so SQLite's write-ahead log is folded into the file and PostgreSQL lets it be a template.
  await services.close();
  return { databaseUrl, dataDir };
}

/** A new database and file folder holding what a fresh install holds after its first start. */
export async function seededCopy(): Promise<Template> {
  const t = await (template ??= makeTemplate());
  const dataDir = tempDir();
  cpSync(t.dataDir, dataDir, { recursive: true });
  if (usingPostgres()) return { databaseUrl: await freshPostgresUrl(process.env.DATABASE_URL!, new URL(t.databaseUrl).pathname.slice(1)), dataDir };
  const from = t.databaseUrl.slice("file:".length);
  const to = path.join(tempDir(), "test.db");
  for (const suffix of ["", "-wal"]) if (existsSync(from + suffix)) cpSync(from + suffix, to + suffix);
  return { databaseUrl: `file:${to}`, dataDir };
}
