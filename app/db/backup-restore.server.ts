import { sql, type Transaction } from "kysely";
import type { AppServices } from "../platform/services.server";
import { migrateAuth } from "../auth/auth.server";
import { resolveAuthSecret } from "../platform/config.server";
import { appliedMigrations, knownMigrations, migrateToLatest, migrateUpTo } from "./migrations.server";
import { contentTypeFor } from "../platform/storage.server";
import { BackupError, inspectArchive, records, type ArchiveInfo, type BackupSummary, type TableRecord } from "./backup-archive.server";
import { authSecretCheck, columnsOf, fromPortable, tablesInOrder, type AnyDb, type Column } from "./backup-schema.server";

/** Rows a migration creates by itself: they do not make a target "not empty". */
const BOOKKEEPING_TABLES = new Set(["change_counters"]);
const INSERT_CHUNK = 100;

type Services = Pick<AppServices, "db" | "dialect" | "storage" | "config">;

// ---------------------------------------------------------------------------------------------
// Restore.

export interface RestoreOptions {
  /** Replace whatever the target holds (its tables are emptied in the same transaction as the load). */
  force?: boolean;
  /** The archive as inspectArchive read it, when the caller already checked it. */
  archive?: ArchiveInfo;
  /** The passphrase a sealed archive was downloaded with (decision 0053). */
  passphrase?: string;
  /** Take a plain (unsealed) archive, whose contents nothing checks (`npm run restore -- --unsealed`). */
  unsealed?: boolean;
}

/** The keys a sealed archive may open with: this site's secret, and the passphrase when given. */
export const openKeys = (services: Pick<AppServices, "config">, passphrase?: string) => ({ secret: resolveAuthSecret(services.config), passphrase });

/**
 * Loads an archive into the configured database and storage: migrates the target to the
 * archive's schema, refuses a target that holds anything unless `force`, loads every row in one
 * transaction, writes the files, then applies any newer migrations.
 */
export async function restoreBackup(services: Services, file: string, options: RestoreOptions = {}): Promise<BackupSummary> {
  const db = services.db as AnyDb;
  const { dialect } = services;
  const keys = openKeys(services, options.passphrase);
  const info = options.archive ?? (await inspectArchive(file, keys));
  const warnings: string[] = [];
  // A plain archive cannot show it was not changed (a role edited, an account added): only on request.
  if (!info.sealed && !options.unsealed)
    throw new BackupError(
      `${file} is not sealed, so nothing shows it is unchanged since it was made (made with \`npm run backup -- --unsealed\`, or before 2026-11-28). If you made it and kept it safe, restore it with --unsealed.`,
    );

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
  const iterator = records(file, keys)[Symbol.asyncIterator]();
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
        // A large file comes in parts (decision 0053): read them into one buffer of its size.
        let body: Buffer;
        if (typeof f.data === "string") body = Buffer.from(f.data, "base64");
        else {
          body = Buffer.allocUnsafe(f.size);
          let at = 0;
          for (let i = 0; i < (f.parts ?? 0); i++) {
            next = await iterator.next();
            if (next.done || next.value.kind !== "part") throw new BackupError(`The file ${f.key} is cut short.`);
            at += Buffer.from(next.value.data, "base64").copy(body, at);
          }
        }
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
