import { putSetting, readSetting } from "~/models/settings.server";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppServices } from "~/platform/services.server";
import { inspectArchive, writeBackup } from "~/db/backup.server";
import { recordBackup } from "~/services/site-health.server";
import { logActivity } from "~/models/activity.server";
import { claimJob, ensureJob, finishJob, getJob, rescheduleJob } from "~/models/scheduled-jobs.server";
import { nextDaily } from "./retention.server";
import { clockNow } from "~/platform/clock";
import { resolveAuthSecret } from "~/platform/config.server";
import { SERVER_STORAGE } from "~/platform/policy";

/**
 * Backups from the browser (decision 0033): the same archive as `npm run backup`
 * (app/db/backup.server.ts, decision 0015), written to DATA_DIR/backups — a folder the web server
 * never serves (stored files live under DATA_DIR/storage or S3, and a backup is never one of
 * them, or each archive would hold the one before). Each archive is sealed with a key from the
 * site's secret (decision 0053) and read back at once: it must open and hold the counts that were
 * written. Only owners start or download one; a download may be sealed again with a passphrase.
 * With S3 set, the archive is also kept in the object store (server/backups/, never served and
 * never in a backup itself), so any instance can hand it out (decision 0055).
 */
export const BACKUP_JOB = "backup";
const SCHEDULE_KEY = "backup_schedule";
/** `.sealed`: encrypted and authenticated (decision 0053); `.jsonl.gz`: a plain archive made before. */
export const FILE_PATTERN = /^backup-\d{8}-\d{6}-[a-z0-9]{6}\.(sealed|jsonl\.gz)$/;

export interface BackupSchedule {
  enabled: boolean;
  /** HH:MM in the business's time zone. */
  time: string;
  /** How many archives are kept (the oldest beyond are deleted). */
  keep: number;
}
export const SCHEDULE_DEFAULTS: BackupSchedule = { enabled: false, time: "02:00", keep: 7 };

type Services = Pick<AppServices, "db" | "dialect" | "storage" | "config" | "logger">;

export const backupDir = (config: AppServices["config"]) => path.join(config.dataDir, "backups");

export async function getBackupSchedule(db: AppServices["db"]): Promise<BackupSchedule> {
  const row = await readSetting(db, SCHEDULE_KEY);
  return row ? { ...SCHEDULE_DEFAULTS, ...(JSON.parse(row.value) as Partial<BackupSchedule>) } : SCHEDULE_DEFAULTS;
}

export async function saveBackupSchedule(db: AppServices["db"], schedule: BackupSchedule, now = clockNow()) {
  await putSetting(db, SCHEDULE_KEY, JSON.stringify(schedule));
  const next = nextDaily(now, schedule.time);
  await ensureJob(db, BACKUP_JOB, next);
  await rescheduleJob(db, BACKUP_JOB, next);
}

export async function listBackups(db: AppServices["db"], limit = 50) {
  return db.selectFrom("backups").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}

/** The file of a listed backup, or null (a name that is not one, or a file that is gone). */
export async function backupFile(services: Pick<AppServices, "db" | "config" | "storage">, id: string) {
  const row = await services.db.selectFrom("backups").selectAll().where("id", "=", id.slice(0, 64)).executeTakeFirst();
  if (!row || !FILE_PATTERN.test(row.file_name)) return null;
  const file = path.join(backupDir(services.config), row.file_name);
  try {
    // Made on another instance: fetched from the object store to this one's backups folder first.
    if (services.storage.kind === "s3" && !(await stat(file).catch(() => null))) await fetchFromStore(services, row.file_name, file);
    const s = await stat(file);
    return { row, file, size: s.size };
  } catch {
    return null;
  }
}

const storeKey = (fileName: string) => `${SERVER_STORAGE.backups}${fileName}`;

async function fetchFromStore(services: Pick<AppServices, "storage" | "config">, fileName: string, file: string) {
  const stored = await services.storage.get(storeKey(fileName));
  if (!stored) return;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, stored.body, { mode: 0o600 });
  await rename(tmp, file);
}

function stamp(now: number) {
  return new Date(now).toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** Writes an archive, reads it back and records both; the row says whether the check passed. */
export async function takeBackup(services: Services, trigger: "now" | "schedule", actor: string | null, now = clockNow()) {
  const dir = backupDir(services.config);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `backup-${stamp(now)}-${randomUUID().replace(/-/g, "").slice(0, 6)}.sealed`;
  const file = path.join(dir, fileName);
  // Sealed with a key from the site's secret (decision 0053): no secret, hash or token in clear.
  const secret = resolveAuthSecret(services.config);
  const summary = await writeBackup(services, file, { seal: { secret } });
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
  let verified = 0;
  let note: string;
  try {
    const info = await inspectArchive(file, { secret });
    const readRows = info.tables.reduce((n, t) => n + t.rows, 0);
    const same = info.tables.length === summary.tables.length && readRows === rows && info.files === summary.files;
    verified = same ? 1 : 0;
    note = same
      ? `Read back: it opens, and holds ${info.tables.length} tables, ${readRows} rows and ${info.files} files, as written.`
      : `Read back, but it holds ${readRows} rows and ${info.files} files where ${rows} rows and ${summary.files} files were written.`;
  } catch (error) {
    note = `Could not be read back: ${(error as Error).message}`;
  }
  const bytes = (await stat(file)).size;
  if (services.storage.kind === "s3") await services.storage.put(storeKey(fileName), await readFile(file), "application/octet-stream");
  const row = {
    id: randomUUID(),
    file_name: fileName,
    created_at: new Date(now).toISOString(),
    trigger,
    actor,
    bytes,
    rows,
    files: summary.files,
    verified,
    check_note: note.slice(0, 500),
  };
  await services.db.insertInto("backups").values(row).execute();
  // Only a backup that reads back counts for the launch checklist (decision 0028).
  if (verified) await recordBackup(services, row.created_at);
  await logActivity(services.db, { actor, action: trigger === "now" ? "backup-now" : "backup-scheduled", detail: `${fileName}: ${note}` });
  return row;
}

/** Deletes the archives beyond the newest `keep` (files and rows). */
export async function pruneBackups(services: Pick<AppServices, "db" | "config" | "storage">, keep: number) {
  const rows = await services.db.selectFrom("backups").select(["id", "file_name"]).orderBy("created_at", "desc").execute();
  for (const r of rows.slice(Math.max(1, keep))) {
    if (FILE_PATTERN.test(r.file_name)) {
      await rm(path.join(backupDir(services.config), r.file_name), { force: true });
      if (services.storage.kind === "s3") await services.storage.delete(storeKey(r.file_name));
    }
    await services.db.deleteFrom("backups").where("id", "=", r.id).execute();
  }
  // Files no row names (a write cut short) are left for the person running the server to see.
  return (await readdir(backupDir(services.config)).catch(() => [])).length;
}

/** Runs the scheduled backup when it is on, due, and no other instance took it. */
export async function runScheduledBackupIfDue(services: Services, now = clockNow()) {
  const schedule = await getBackupSchedule(services.db);
  if (!schedule.enabled) return null;
  if (!(await getJob(services.db, BACKUP_JOB))) await ensureJob(services.db, BACKUP_JOB, nextDaily(now, schedule.time));
  if (!(await claimJob(services.db, BACKUP_JOB, now))) return null;
  let result = "failed";
  try {
    const row = await takeBackup(services, "schedule", null, now);
    await pruneBackups(services, schedule.keep);
    result = row.check_note;
    return row;
  } catch (error) {
    services.logger.error({ err: error }, "the scheduled backup failed");
    result = `Failed: ${(error as Error).message}`;
    await logActivity(services.db, { actor: null, action: "backup-scheduled", detail: `The scheduled backup failed: ${(error as Error).message}` });
    return null;
  } finally {
    await finishJob(services.db, BACKUP_JOB, result, nextDaily(now, schedule.time), now);
  }
}
