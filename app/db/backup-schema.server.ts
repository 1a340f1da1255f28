import { createHmac } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Dialect } from "./schema";
import type { AppServices } from "../platform/services.server";
import { resolveAuthSecret } from "../platform/config.server";
import { BackupError, type Portable } from "./backup-archive.server";

/** The live schema of a backup (read from the database) and its values in portable form (decision 0015). */

/** Kysely's own bookkeeping: its migration names go in the header instead. */
const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);
/** Never in an archive: the day's analytics salt must not be kept beside the counts (decision 0026). */
const NOT_KEPT = new Set(["analytics_salts"]);

export type AnyDb = Kysely<any>;

// ---------------------------------------------------------------------------------------------
// The live schema, read from the database (so better-auth's tables come along without a list).

export async function listTables(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows;
  return rows.map((r) => r.name).filter((n) => !MIGRATION_TABLES.has(n) && !NOT_KEPT.has(n));
}

export interface Column {
  name: string;
  type: string;
}

export async function columnsOf(db: AnyDb, dialect: Dialect, table: string): Promise<Column[]> {
  const rows =
    dialect === "sqlite"
      ? (await sql<Column>`select name, type from pragma_table_info(${table}) order by cid`.execute(db)).rows
      : (
          await sql<Column>`select column_name as name, data_type as type from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
        ).rows;
  return rows.map((r) => ({ name: r.name, type: String(r.type ?? "").toLowerCase() }));
}

async function parentsOf(db: AnyDb, dialect: Dialect, table: string): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? (await sql<{ parent: string }>`select "table" as parent from pragma_foreign_key_list(${table})`.execute(db)).rows
      : (
          await sql<{ parent: string }>`select ccu.table_name as parent
            from information_schema.table_constraints tc
            join information_schema.constraint_column_usage ccu
              on tc.constraint_name = ccu.constraint_name and tc.table_schema = ccu.table_schema
            where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and tc.table_name = ${table}`.execute(db)
        ).rows;
  return rows.map((r) => r.parent).filter((p) => p !== table);
}

/** Tables with the ones others point at first (better-auth's "user" before "session"). */
export async function tablesInOrder(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const names = (await listTables(db, dialect)).sort();
  const parents = new Map<string, string[]>();
  for (const name of names) parents.set(name, await parentsOf(db, dialect, name));
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const p of parents.get(name) ?? []) if (parents.has(p)) visit(p, seen);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

// ---------------------------------------------------------------------------------------------
// Values.

export function toPortable(value: unknown): Portable {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

function badValue(table: string, column: string, value: unknown): never {
  throw new BackupError(`The archive has a value the target cannot take in ${table}.${column}: ${JSON.stringify(value).slice(0, 60)}`);
}

function toBoolean(value: Portable, table: string, column: string): boolean {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (value === "1" || value === "true" || value === "t") return true;
  if (value === "0" || value === "false" || value === "f") return false;
  return badValue(table, column, value);
}

function toDate(value: Portable, table: string, column: string): Date {
  const date = typeof value === "number" ? new Date(value) : typeof value === "string" ? new Date(/^\d+$/.test(value) ? Number(value) : value) : null;
  if (!date || Number.isNaN(date.getTime())) return badValue(table, column, value);
  return date;
}

/** A portable value as the target column wants it (see the module comment). */
export function fromPortable(value: Portable, column: Column, dialect: Dialect, table: string): unknown {
  if (value === null) return null;
  if (typeof value === "object") return Buffer.from(value.$base64, "base64");
  const type = column.type;
  if (dialect === "postgres") {
    if (type === "boolean") return toBoolean(value, table, column.name);
    if (type.startsWith("timestamp") || type === "date") return toDate(value, table, column.name);
    if (/int|numeric|real|double/.test(type)) {
      if (typeof value === "boolean") return value ? 1 : 0;
      const n = Number(value);
      return Number.isFinite(n) ? n : badValue(table, column.name, value);
    }
    return typeof value === "string" ? value : typeof value === "boolean" ? (value ? "1" : "0") : String(value);
  }
  // SQLite: better-auth keeps dates as ISO text there, booleans as 0/1.
  if (/date|time/.test(type)) return typeof value === "string" && !/^\d+$/.test(value) ? value : toDate(value, table, column.name).toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (/int|bool/.test(type) && typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  return value;
}

/** A check value for the auth secret (not the secret): restore warns when the target's differs. */
export function authSecretCheck(config: AppServices["config"]) {
  return createHmac("sha256", resolveAuthSecret(config)).update("lakeside-ridge-backup").digest("hex").slice(0, 16);
}
