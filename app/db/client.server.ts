import type { Database, Db, Dialect } from "./schema";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { trackingPlugin } from "./reads.server";
import { DatabaseReach, reachingPool } from "./reach.server";
import { clockDate } from "~/platform/clock";

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Whether the database answers, judged without waiting long (decision 0055). */
  reach: DatabaseReach;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string) {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

/** How long PostgreSQL may take: to connect, and to answer one statement (decision 0020). */
export const DB_TIMEOUTS = { connectMs: 3000, statementMs: 5000 } as const;

/**
 * Opens SQLite (a file: URL) in WAL mode with foreign keys on, or PostgreSQL (a postgres:// URL).
 * A PostgreSQL connection that drops (a restart, an idle connection terminated) is reported, not
 * thrown: the pool replaces it with the next query, and the process never dies of it.
 */
export function openDatabase(url: string, onError: (error: Error) => void = () => {}): DbHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
      query_timeout: DB_TIMEOUTS.statementMs,
      statement_timeout: DB_TIMEOUTS.statementMs,
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    const reach = new DatabaseReach(() => pool.query("select 1").then(() => true));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: reachingPool(pool, reach) }), plugins: [trackingPlugin] });
    return { db, dialect: "postgres", reach, close: () => db.destroy() };
  }
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }), plugins: [trackingPlugin] });
  // A file on this machine: it answers or fails at once.
  return { db, dialect: "sqlite", reach: new DatabaseReach(() => ping(db)), close: () => db.destroy() };
}

/**
 * better-sqlite3 with its prepared statements kept by SQL text (at most STATEMENTS of them): a
 * page runs the same dozen queries every time, and preparing each again cost about 6% of a render.
 * Kysely runs one query at a time on this connection, so a statement is never used twice at once.
 */
const STATEMENTS = 256;
function reusingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) return statement;
      statement = sqlite.prepare(text);
      if (statements.size >= STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
      return statement;
    },
  };
}

export function nowIso() {
  return clockDate().toISOString();
}

/** What `query` finds for `ids`, asked 500 at a time so a long list never makes one huge IN (…); none asked when `ids` is empty. */
export async function inChunks<T>(ids: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await query(ids.slice(i, i + 500))));
  return out;
}

/** Whether an error means the database could not be reached or did not answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  const code = String(e.code ?? "");
  if (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "EPIPE",
      "ENOTFOUND",
      "EHOSTUNREACH",
      "57P01",
      "57P02",
      "57P03",
      "08000",
      "08003",
      "08006",
      "08001",
      "08004",
    ].includes(code)
  )
    return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|terminating connection|Client has encountered a connection error|canceling statement due to statement timeout/i.test(
    String(e.message ?? ""),
  );
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` in one transaction, or inside the caller's when `db` already is one (a page save
 * writes several items, a redirect, its SEO and its pictures' details together; decision 0034).
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
