// Longer than 300 lines: the backup format, its writer and its all-or-nothing reader belong together (decision 0015).
import { createHmac } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, constants, rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "./schema";
import type { AppServices } from "../platform/services.server";
import { migrateAuth } from "../auth/auth.server";
import { resolveAuthSecret } from "../platform/config.server";
import { appliedMigrations, knownMigrations, migrateToLatest, migrateUpTo } from "./migrations.server";
import { contentTypeFor, isSafeKey } from "../platform/storage.server";
import { clockDate } from "~/platform/clock";

/**
 * One backup archive = every table (ours and better-auth's) and every stored file, as JSON Lines
 * in one gzip stream (docs/decisions/0015-backup-format.md):
 *
 *   {"kind":"header","format":"lakeside-ridge-backup","version":1,"createdAt":…,"source":{…},"migrations":[…],"authSecretCheck":…}
 *   {"kind":"table","name":"user","columns":["id",…],"rows":2}
 *   {"kind":"row","values":["…",…]}                     (one per row, right after its table)
 *   {"kind":"file","key":"uploads/….jpg","contentType":"image/jpeg","size":1234,"data":"<base64>"}
 *   {"kind":"end","tables":14,"rows":321,"files":12,"bytes":4567890}
 *
 * Values are portable: text, numbers, booleans, null; dates as ISO-8601 text; binary as {"$base64":…}.
 * Restore converts each value to what the target column expects (PostgreSQL booleans and
 * timestamps, SQLite 0/1 and ISO text).
 */
export const ARCHIVE_FORMAT = "lakeside-ridge-backup";
export const ARCHIVE_VERSION = 1;

/** Kysely's own bookkeeping: its migration names go in the header instead. */
const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);
/** Never in an archive: the day's analytics salt must not be kept beside the counts (decision 0026). */
const NOT_KEPT = new Set(["analytics_salts"]);
/** Rows a migration creates by itself: they do not make a target "not empty". */
const BOOKKEEPING_TABLES = new Set(["change_counters"]);
const INSERT_CHUNK = 100;

/** A problem the person running the command can fix; the CLI prints the message and exits 2. */
export class BackupError extends Error {}

type Portable = string | number | boolean | null | { $base64: string };

interface Header {
  kind: "header";
  format: string;
  version: number;
  createdAt: string;
  source: { dialect: Dialect; storage: "local" | "s3" };
  migrations: string[];
  authSecretCheck: string;
}
interface TableRecord {
  kind: "table";
  name: string;
  columns: string[];
  rows: number;
}
interface RowRecord {
  kind: "row";
  values: Portable[];
}
interface FileRecord {
  kind: "file";
  key: string;
  contentType: string;
  size: number;
  data: string;
}
interface EndRecord {
  kind: "end";
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}
type ArchiveRecord = Header | TableRecord | RowRecord | FileRecord | EndRecord;

export interface BackupSummary {
  tables: Array<{ name: string; rows: number }>;
  files: number;
  bytes: number;
  warnings: string[];
  /** The staff accounts a restore brings, with their roles (listed so none arrives unseen). */
  accounts?: Array<{ email: string; role: string }>;
}

/** The longest line an archive may hold: a stored file as base64 with room to spare (decision 0020). */
export const MAX_ARCHIVE_LINE = 64 * 1024 * 1024;

type Services = Pick<AppServices, "db" | "dialect" | "storage" | "config">;
type AnyDb = Kysely<any>;

// ---------------------------------------------------------------------------------------------
// The live schema, read from the database (so better-auth's tables come along without a list).

async function listTables(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows;
  return rows.map((r) => r.name).filter((n) => !MIGRATION_TABLES.has(n) && !NOT_KEPT.has(n));
}

interface Column {
  name: string;
  type: string;
}

async function columnsOf(db: AnyDb, dialect: Dialect, table: string): Promise<Column[]> {
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
async function tablesInOrder(db: AnyDb, dialect: Dialect): Promise<string[]> {
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

function toPortable(value: unknown): Portable {
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
function fromPortable(value: Portable, column: Column, dialect: Dialect, table: string): unknown {
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
function authSecretCheck(config: AppServices["config"]) {
  return createHmac("sha256", resolveAuthSecret(config)).update("lakeside-ridge-backup").digest("hex").slice(0, 16);
}

// ---------------------------------------------------------------------------------------------
// Backup.

/** Writes every table and every stored file to `file` (via a temporary name, so a failed run leaves nothing half-written). */
export async function writeBackup(services: Services, file: string): Promise<BackupSummary> {
  const db = services.db as AnyDb;
  const tables = await tablesInOrder(db, services.dialect);
  const migrations = await appliedMigrations(db);
  // Every table from one snapshot (a read transaction; repeatable read on PostgreSQL), so a lead
  // or an upload arriving mid-backup is in all of its tables or in none.
  const begin = services.dialect === "postgres" ? db.transaction().setIsolationLevel("repeatable read") : db.transaction();
  const snapshot = await begin.execute(async (trx) => {
    const out: Array<{ table: string; columns: string[]; rows: Record<string, unknown>[] }> = [];
    for (const table of tables) {
      const columns = (await columnsOf(trx, services.dialect, table)).map((c) => c.name);
      const rows = await trx.selectFrom(table).selectAll().orderBy(sql.ref(columns[0]!)).execute();
      out.push({ table, columns, rows });
    }
    return out;
  });
  const keys = await services.storage.list();
  const summary: BackupSummary = { tables: [], files: 0, bytes: 0, warnings: [] };

  async function* lines() {
    const header: Header = {
      kind: "header",
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: clockDate().toISOString(),
      source: { dialect: services.dialect, storage: services.storage.kind },
      migrations,
      authSecretCheck: authSecretCheck(services.config),
    };
    yield JSON.stringify(header) + "\n";
    let totalRows = 0;
    for (const { table, columns, rows } of snapshot) {
      yield JSON.stringify({ kind: "table", name: table, columns, rows: rows.length } satisfies TableRecord) + "\n";
      for (const row of rows) {
        yield JSON.stringify({ kind: "row", values: columns.map((c) => toPortable(row[c])) } satisfies RowRecord) + "\n";
      }
      summary.tables.push({ name: table, rows: rows.length });
      totalRows += rows.length;
    }
    for (const key of keys) {
      const stored = await services.storage.get(key);
      if (!stored) continue; // deleted while we were listing
      summary.files += 1;
      summary.bytes += stored.size;
      yield (
        JSON.stringify({ kind: "file", key, contentType: stored.contentType, size: stored.size, data: stored.body.toString("base64") } satisfies FileRecord) +
        "\n"
      );
    }
    yield JSON.stringify({ kind: "end", tables: tables.length, rows: totalRows, files: summary.files, bytes: summary.bytes } satisfies EndRecord) + "\n";
  }

  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR" || code === "ENOTDIR" || code === "EROFS") {
      throw new BackupError(`Cannot write ${file}: ${code === "ENOENT" ? "its folder does not exist" : code}.`);
    }
    throw error;
  }
  return summary;
}

// ---------------------------------------------------------------------------------------------
// Reading an archive.

/** The archive's lines as records; any damage (not gzip, not JSON, cut short) is a BackupError. */
async function* records(file: string): AsyncGenerator<ArchiveRecord> {
  const damaged = (why: string) => new BackupError(`${file} is not a backup made by \`npm run backup\` (${why}).`);
  try {
    await access(file, constants.R_OK);
    if (!(await stat(file)).isFile()) throw new Error("not a file");
  } catch {
    throw new BackupError(`Cannot read ${file}.`);
  }
  const decoder = new StringDecoder("utf8");
  let pending: string[] = [];
  let pendingLength = 0;
  let first = true;
  const parse = (line: string): ArchiveRecord => {
    let record: ArchiveRecord;
    try {
      record = JSON.parse(line) as ArchiveRecord;
    } catch {
      throw damaged("a line is not JSON");
    }
    if (first) {
      first = false;
      const h = record as Partial<Header>;
      if (h?.kind !== "header" || h.format !== ARCHIVE_FORMAT) throw damaged("no header");
      if (typeof h.version !== "number" || h.version > ARCHIVE_VERSION)
        throw new BackupError(`${file} was made by a newer version of the site (format ${h.version}); update the site first.`);
    }
    return record;
  };
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let text = decoder.write(chunk);
      let nl = text.indexOf("\n");
      while (nl !== -1) {
        if (pendingLength + nl > MAX_ARCHIVE_LINE) throw damaged(`a line is longer than ${MAX_ARCHIVE_LINE / 1024 / 1024} MB`);
        pending.push(text.slice(0, nl));
        const line = pending.join("");
        pending = [];
        pendingLength = 0;
        if (line) yield parse(line);
        text = text.slice(nl + 1);
        nl = text.indexOf("\n");
      }
      if (text) {
        pendingLength += text.length;
        // A line that never ends is refused as it grows, not held whole in memory.
        if (pendingLength > MAX_ARCHIVE_LINE) throw damaged(`a line is longer than ${MAX_ARCHIVE_LINE / 1024 / 1024} MB`);
        pending.push(text);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw damaged(first ? "not a gzip file" : "the file is damaged or cut short");
  } finally {
    input.destroy();
  }
  const rest = pending.join("") + decoder.end();
  if (rest.trim()) yield parse(rest);
  if (first) throw damaged("it is empty");
}

export interface ArchiveInfo {
  header: Header;
  tables: TableRecord[];
  files: number;
  bytes: number;
}

/** Reads the whole archive once and checks it is complete, before anything in the target is touched. */
export async function inspectArchive(file: string): Promise<ArchiveInfo> {
  const damaged = (why: string) => new BackupError(`${file} is not a backup made by \`npm run backup\` (${why}).`);
  let header: Header | undefined;
  const tables: TableRecord[] = [];
  let rowsLeft = 0;
  let files = 0;
  let bytes = 0;
  let end: EndRecord | undefined;
  for await (const record of records(file)) {
    if (end) throw damaged("data after the end");
    switch (record.kind) {
      case "header":
        if (header) throw damaged("two headers");
        if (!Array.isArray(record.migrations) || !record.migrations.every((m) => typeof m === "string")) throw damaged("bad header");
        header = record;
        break;
      case "table":
        if (rowsLeft !== 0 || files > 0) throw damaged("rows missing");
        if (typeof record.name !== "string" || !Array.isArray(record.columns) || !Number.isInteger(record.rows)) throw damaged("bad table");
        tables.push(record);
        rowsLeft = record.rows;
        break;
      case "row":
        if (rowsLeft <= 0 || !Array.isArray(record.values) || record.values.length !== tables.at(-1)!.columns.length) throw damaged("bad row");
        rowsLeft -= 1;
        break;
      case "file":
        if (rowsLeft !== 0) throw damaged("rows missing");
        if (typeof record.key !== "string" || !isSafeKey(record.key) || typeof record.data !== "string") throw damaged("bad file");
        if (Buffer.byteLength(record.data, "base64") !== record.size) throw damaged(`file ${record.key} is damaged`);
        files += 1;
        bytes += record.size;
        break;
      case "end":
        end = record;
        break;
      default:
        throw damaged("unknown record");
    }
  }
  if (!header || !end) throw damaged("the file is cut short");
  const rows = tables.reduce((n, t) => n + t.rows, 0);
  if (rowsLeft !== 0 || end.tables !== tables.length || end.rows !== rows || end.files !== files || end.bytes !== bytes)
    throw damaged("the counts do not match");
  return { header, tables, files, bytes };
}

// ---------------------------------------------------------------------------------------------
// Restore.

export interface RestoreOptions {
  /** Replace whatever the target holds (its tables are emptied in the same transaction as the load). */
  force?: boolean;
  /** The archive as inspectArchive read it, when the caller already checked it. */
  archive?: ArchiveInfo;
}

/**
 * Loads an archive into the configured database and storage: migrates the target to the
 * archive's schema, refuses a target that holds anything unless `force`, loads every row in one
 * transaction, writes the files, then applies any newer migrations.
 */
export async function restoreBackup(services: Services, file: string, options: RestoreOptions = {}): Promise<BackupSummary> {
  const db = services.db as AnyDb;
  const { dialect } = services;
  const info = options.archive ?? (await inspectArchive(file));
  const warnings: string[] = [];

  // Schema version: the archive's migrations must all be known here, and the target must not be past them.
  const known = knownMigrations();
  const unknown = info.header.migrations.filter((m) => !known.includes(m));
  if (unknown.length) throw new BackupError(`${file} was made by a newer version of the site (migration ${unknown[0]}); update the site first.`);
  const last = info.header.migrations.at(-1);
  if (!last) throw new BackupError(`${file} has no schema version.`);
  const applied = await appliedMigrations(db);
  const ahead = applied.filter((m) => !info.header.migrations.includes(m));
  if (ahead.length)
    throw new BackupError(`The target database is at a newer schema (${ahead.at(-1)}) than the archive (${last}); restore into an empty database.`);
  await migrateUpTo(db, last);
  await migrateAuth({
    db: services.db,
    dialect,
    siteUrl: services.config.siteUrl,
    secret: resolveAuthSecret(services.config),
    secureCookies: services.config.secureCookies,
  });

  // Every archived table and column must exist in the target.
  const targetTables = await tablesInOrder(db, dialect);
  const targetColumns = new Map<string, Map<string, Column>>();
  for (const table of targetTables) targetColumns.set(table, new Map((await columnsOf(db, dialect, table)).map((c) => [c.name, c])));
  for (const t of info.tables) {
    const columns = targetColumns.get(t.name);
    if (!columns) throw new BackupError(`The target database has no table ${t.name}; is it the same version of the site?`);
    const missing = t.columns.find((c) => !columns.has(c));
    if (missing) throw new BackupError(`The target database has no column ${t.name}.${missing}; is it the same version of the site?`);
  }

  // An empty target only, unless --force.
  const filled: string[] = [];
  for (const table of targetTables) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    const row = await db.selectFrom(table).select(sql.lit(1).as("one")).limit(1).executeTakeFirst();
    if (row) filled.push(table);
  }
  const existingFiles = await services.storage.list();
  if ((filled.length || existingFiles.length) && !options.force) {
    const what = [
      filled.length ? `rows in ${filled.slice(0, 3).join(", ")}${filled.length > 3 ? ", …" : ""}` : "",
      existingFiles.length ? `${existingFiles.length} stored files` : "",
    ]
      .filter(Boolean)
      .join(" and ");
    throw new BackupError(`The target is not empty (${what}); restore into an empty database and storage, or add --force to replace them.`);
  }

  const secretCheck = authSecretCheck(services.config);
  if (info.header.authSecretCheck && info.header.authSecretCheck !== secretCheck) {
    warnings.push("This site's AUTH_SECRET differs from the one the backup was made with: passwords work, but two-factor codes need the old AUTH_SECRET.");
  }

  // Pass two, all or nothing (decision 0020): the rows in one transaction (the target's tables
  // emptied first), then, still inside it, the files. A file that cannot be written puts back
  // every file already written (and what it replaced) and rolls the rows back: the target is then
  // exactly as it was.
  const iterator = records(file)[Symbol.asyncIterator]();
  let next = await iterator.next();
  const summary: BackupSummary = { tables: [], files: 0, bytes: 0, warnings, accounts: [] };
  const written: Array<{ key: string; before: { body: Buffer; contentType: string } | null }> = [];
  try {
    await db.transaction().execute(async (trx: Transaction<any>) => {
      const counters = targetColumns.has("change_counters")
        ? new Map((await trx.selectFrom("change_counters").select(["name", "value"]).execute()).map((r) => [String(r.name), Number(r.value)]))
        : new Map<string, number>();
      for (const table of [...targetTables].reverse()) await trx.deleteFrom(table).execute();

      let table: TableRecord | undefined;
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (table && batch.length) await trx.insertInto(table.name).values(batch).execute();
        batch = [];
      };
      for (; !next.done && next.value.kind !== "file" && next.value.kind !== "end"; next = await iterator.next()) {
        const record = next.value;
        if (record.kind === "table") {
          await flush();
          table = record;
          summary.tables.push({ name: record.name, rows: record.rows });
        } else if (record.kind === "row" && table) {
          const columns = targetColumns.get(table.name)!;
          const name = table.name;
          const row = Object.fromEntries(table.columns.map((c, i) => [c, fromPortable(record.values[i] ?? null, columns.get(c)!, dialect, name)]));
          if (name === "user" && typeof row.email === "string")
            summary.accounts!.push({ email: row.email, role: typeof row.role === "string" ? row.role : "owner" });
          batch.push(row);
          if (batch.length >= INSERT_CHUNK) await flush();
        }
      }
      await flush();

      // Every running instance must drop its cached pages: each counter moves past both old values.
      if (targetColumns.has("change_counters")) {
        for (const row of await trx.selectFrom("change_counters").select(["name", "value"]).execute()) {
          const value = Math.max(Number(row.value), counters.get(String(row.name)) ?? 0) + 1;
          await trx.updateTable("change_counters").set({ value }).where("name", "=", row.name).execute();
        }
      }

      for (; !next.done && next.value.kind === "file"; next = await iterator.next()) {
        const f = next.value;
        const body = Buffer.from(f.data, "base64");
        const old = await services.storage.get(f.key);
        written.push({ key: f.key, before: old ? { body: old.body, contentType: old.contentType } : null });
        try {
          await services.storage.put(f.key, body, f.contentType || contentTypeFor(f.key));
        } catch (error) {
          throw new BackupError(`The file ${f.key} could not be written (${(error as Error).message}).`);
        }
        summary.files += 1;
        summary.bytes += body.length;
      }
    });
  } catch (error) {
    for (const w of written.reverse()) {
      await (w.before ? services.storage.put(w.key, w.before.body, w.before.contentType) : services.storage.delete(w.key)).catch(() => undefined);
    }
    const why = error instanceof Error ? error.message : String(error);
    throw new BackupError(`Restore stopped: ${why} Nothing was changed: the database and the stored files are as they were before.`);
  } finally {
    await iterator.return?.(undefined);
  }

  // Newer migrations (the archive came from an older version of the site) run on the loaded rows.
  await migrateToLatest(db);
  return summary;
}

/** The short table the CLIs print. */
export function formatSummary(summary: BackupSummary): string {
  const width = Math.max(5, ...summary.tables.map((t) => t.name.length));
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
  const lines = [`${"table".padEnd(width)}  rows`, ...summary.tables.map((t) => `${t.name.padEnd(width)}  ${t.rows}`)];
  lines.push(`${"".padEnd(width, "-")}  ----`);
  lines.push(`${summary.tables.length} tables, ${rows} rows, ${summary.files} files, ${formatBytes(summary.bytes)}`);
  if (summary.accounts?.length)
    lines.push(`Staff accounts restored: ${summary.accounts.map((a) => `${a.email} (${a.role === "editor" ? "Editor" : "Owner"})`).join(", ")}`);
  return lines.join("\n");
}

function formatBytes(n: number) {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
