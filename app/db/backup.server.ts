import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "kysely";
import type { AppServices } from "../platform/services.server";
import { appliedMigrations } from "./migrations.server";
import { clockDate } from "~/platform/clock";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  FILE_PART_BYTES,
  type BackupSummary,
  type EndRecord,
  type FileRecord,
  type Header,
  type PartRecord,
  type RowRecord,
  type TableRecord,
} from "./backup-archive.server";
import { authSecretCheck, columnsOf, tablesInOrder, toPortable, type AnyDb } from "./backup-schema.server";
import { sealStream, type SealKey } from "./backup-seal.server";

export { ARCHIVE_FORMAT, ARCHIVE_VERSION, BackupError, MAX_ARCHIVE_LINE, inspectArchive } from "./backup-archive.server";
export type { ArchiveInfo, BackupSummary } from "./backup-archive.server";
export { formatSummary, restoreBackup, type RestoreOptions } from "./backup-restore.server";

/**
 * One backup archive = every table (ours and better-auth's) and every stored file, as JSON Lines
 * in one gzip stream (docs/decisions/0015-backup-format.md):
 *
 *   {"kind":"header","format":"lakeside-ridge-backup","version":1,"createdAt":…,"source":{…},"migrations":[…],"authSecretCheck":…}
 *   {"kind":"table","name":"user","columns":["id",…],"rows":2}
 *   {"kind":"row","values":["…",…]}                     (one per row, right after its table)
 *   {"kind":"file","key":"uploads/….jpg","contentType":"image/jpeg","size":1234,"data":"<base64>"}
 *   {"kind":"file","key":"uploads/….mp4","contentType":"video/mp4","size":62914560,"parts":10}
 *   {"kind":"part","data":"<base64 of at most 6 MB>"}          (version 2: a large file in parts)
 *   {"kind":"end","tables":14,"rows":321,"files":12,"bytes":4567890}
 *
 * Values are portable: text, numbers, booleans, null; dates as ISO-8601 text; binary as {"$base64":…}.
 * Restore converts each value to what the target column expects (PostgreSQL booleans and
 * timestamps, SQLite 0/1 and ISO text).
 *
 * Browser backups are sealed (decision 0053, app/db/backup-seal.server.ts): the gzip stream is
 * encrypted and authenticated with a key from the site's AUTH_SECRET, or a passphrase the owner
 * types for a download. The pieces: the records and the reader (backup-archive.server.ts), the live
 * schema and portable values (backup-schema.server.ts), the restore (backup-restore.server.ts).
 */

type Services = Pick<AppServices, "db" | "dialect" | "storage" | "config">;

// ---------------------------------------------------------------------------------------------
// Backup.

/** Writes every table and every stored file to `file` (via a temporary name, so a failed run leaves nothing half-written). */
export async function writeBackup(services: Services, file: string, options: { seal?: SealKey } = {}): Promise<BackupSummary> {
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
      const file = { kind: "file", key, contentType: stored.contentType, size: stored.size } satisfies FileRecord;
      // A large file in parts, so no line is longer than MAX_ARCHIVE_LINE (decision 0053).
      if (stored.size <= FILE_PART_BYTES) {
        yield JSON.stringify({ ...file, data: stored.body.toString("base64") } satisfies FileRecord) + "\n";
        continue;
      }
      const parts = Math.ceil(stored.size / FILE_PART_BYTES);
      yield JSON.stringify({ ...file, parts } satisfies FileRecord) + "\n";
      for (let i = 0; i < parts; i++) {
        const data = stored.body.subarray(i * FILE_PART_BYTES, (i + 1) * FILE_PART_BYTES).toString("base64");
        yield JSON.stringify({ kind: "part", data } satisfies PartRecord) + "\n";
      }
    }
    yield JSON.stringify({ kind: "end", tables: tables.length, rows: totalRows, files: summary.files, bytes: summary.bytes } satisfies EndRecord) + "\n";
  }

  const partial = `${file}.partial`;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    if (options.seal) await pipeline(Readable.from(lines()), createGzip(), sealStream(options.seal), out);
    else await pipeline(Readable.from(lines()), createGzip(), out);
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
