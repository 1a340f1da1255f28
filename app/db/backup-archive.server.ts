import { createReadStream } from "node:fs";
import { access, constants, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import type { Dialect } from "./schema";
import { isSafeKey } from "../platform/storage.server";
import { SealError, isSealed, openStream, type OpenKeys } from "./backup-seal.server";

/**
 * The archive's records and its all-or-nothing reader (decision 0015; the format is described in
 * app/db/backup.server.ts). A sealed archive (decision 0053, app/db/backup-seal.server.ts) is
 * opened and each chunk checked on the way in; a plain one (`npm run backup`, or a browser backup
 * made before 0053) is read as before.
 */
export const ARCHIVE_FORMAT = "lakeside-ridge-backup";
/** 2: a stored file may come as `parts` (decision 0053); version 1 archives are still read. */
export const ARCHIVE_VERSION = 2;
/** A stored file's bytes per part line (base64 makes 8 MB of text). */
export const FILE_PART_BYTES = 6 * 1024 * 1024;

/** A problem the person running the command can fix; the CLI prints the message and exits 2. */
export class BackupError extends Error {}

export type Portable = string | number | boolean | null | { $base64: string };

export interface Header {
  kind: "header";
  format: string;
  version: number;
  createdAt: string;
  source: { dialect: Dialect; storage: "local" | "s3" };
  migrations: string[];
  authSecretCheck: string;
}
export interface TableRecord {
  kind: "table";
  name: string;
  columns: string[];
  rows: number;
}
export interface RowRecord {
  kind: "row";
  values: Portable[];
}
/** A stored file: its bytes in `data` (version 1, and small files), or in the `parts` lines that follow it. */
export interface FileRecord {
  kind: "file";
  key: string;
  contentType: string;
  size: number;
  data?: string;
  parts?: number;
}
export interface PartRecord {
  kind: "part";
  data: string;
}
export interface EndRecord {
  kind: "end";
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}
export type ArchiveRecord = Header | TableRecord | RowRecord | FileRecord | PartRecord | EndRecord;

export interface BackupSummary {
  tables: Array<{ name: string; rows: number }>;
  files: number;
  bytes: number;
  warnings: string[];
  /** The staff accounts a restore brings, with their roles (listed so none arrives unseen). */
  accounts?: Array<{ email: string; role: string }>;
}

/** The longest line an archive may hold: a stored file's part as base64 with room to spare (decision 0020). */
export const MAX_ARCHIVE_LINE = 64 * 1024 * 1024;

/** The archive's lines as records; any damage (not gzip, not JSON, cut short, a seal that does not open) is a BackupError. */
export async function* records(file: string, keys: OpenKeys = {}): AsyncGenerator<ArchiveRecord> {
  const damaged = (why: string) => new BackupError(`${file} is not a backup made by \`npm run backup\` (${why}).`);
  let sealed: boolean;
  try {
    await access(file, constants.R_OK);
    if (!(await stat(file)).isFile()) throw new Error("not a file");
    sealed = await isSealed(file);
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
  let source: Readable = input;
  if (sealed) {
    const opener = openStream(keys);
    input.on("error", (error) => opener.destroy(error));
    source = input.pipe(opener);
  }
  source.on("error", (error) =>
    gunzip.destroy(
      error instanceof SealError ? new BackupError(`${file} cannot be opened: ${error.message}. Nothing was restored and nothing was changed.`) : error,
    ),
  );
  source.pipe(gunzip);
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
  /** Sealed and authenticated (decision 0053); false for a plain gzip archive. */
  sealed: boolean;
}

/** Reads the whole archive once and checks it is complete (and, when sealed, unchanged), before anything in the target is touched. */
export async function inspectArchive(file: string, keys: OpenKeys = {}): Promise<ArchiveInfo> {
  const damaged = (why: string) => new BackupError(`${file} is not a backup made by \`npm run backup\` (${why}).`);
  let header: Header | undefined;
  const tables: TableRecord[] = [];
  let rowsLeft = 0;
  let partsLeft = 0;
  let partBytes = 0;
  let files = 0;
  let bytes = 0;
  let end: EndRecord | undefined;
  let current: FileRecord | undefined;
  for await (const record of records(file, keys)) {
    if (end) throw damaged("data after the end");
    if (partsLeft > 0 && record.kind !== "part") throw damaged(`file ${current?.key} is cut short`);
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
        if (typeof record.key !== "string" || !isSafeKey(record.key) || !Number.isInteger(record.size)) throw damaged("bad file");
        if (typeof record.data === "string") {
          if (Buffer.byteLength(record.data, "base64") !== record.size) throw damaged(`file ${record.key} is damaged`);
        } else if (!Number.isInteger(record.parts) || record.parts! < 1) throw damaged("bad file");
        current = record;
        partsLeft = record.parts ?? 0;
        partBytes = 0;
        files += 1;
        bytes += record.size;
        break;
      case "part":
        if (partsLeft <= 0 || typeof record.data !== "string") throw damaged("bad part");
        partBytes += Buffer.byteLength(record.data, "base64");
        partsLeft -= 1;
        if (partsLeft === 0 && partBytes !== current!.size) throw damaged(`file ${current!.key} is damaged`);
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
  return { header, tables, files, bytes, sealed: await isSealed(file) };
}
