import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { BACKGROUND_JOBS, type BackgroundJob } from "~/content/background-jobs";
import { deleteBackgroundFailure, deleteBackgroundFailuresBefore, listBackgroundFailures, upsertBackgroundFailure } from "~/models/background-failures.server";
import { clockNow } from "~/platform/clock";

/**
 * Background work that fails where nobody looks (decision 0055): a CDN purge, the daily jobs. Each
 * failure is counted in the database (shared by every instance) and cleared by the job's next
 * success; the dashboard's "Needs your attention" shows those that keep failing.
 */
export async function noteFailure(db: Db, job: BackgroundJob, error: unknown) {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await upsertBackgroundFailure(db, job, text, nowIso());
}

export async function noteSuccess(db: Db, job: BackgroundJob) {
  await deleteBackgroundFailure(db, job);
}

/** Runs `work` for `job` and notes how it went; never throws for the note itself. */
export async function noted<T>(db: Db, job: BackgroundJob, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await noteSuccess(db, job).catch(() => undefined);
    return result;
  } catch (error) {
    await noteFailure(db, job, error).catch(() => undefined);
    throw error;
  }
}

/** Retention: a job that has not failed for 30 days is no longer failing (it stopped being run). */
const KEPT_DAYS = 30;

/** The failures worth a person's attention: the job's sentence, what to do, since when and how often. */
export async function failuresToShow(db: Db) {
  await deleteBackgroundFailuresBefore(db, new Date(clockNow() - KEPT_DAYS * 86_400_000).toISOString());
  return (await listBackgroundFailures(db)).flatMap((row) => {
    const text = BACKGROUND_JOBS[row.job];
    if (!text || row.failures < text.after) return [];
    return [
      {
        job: row.job,
        sentence: text.sentence,
        short: text.short,
        todo: text.todo,
        failures: row.failures,
        since: row.first_failed_at,
        lastError: row.last_error,
      },
    ];
  });
}
