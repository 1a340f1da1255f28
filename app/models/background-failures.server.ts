import type { Db } from "~/db/schema";

/** Rows of `background_failures` (decision 0055): one per failing background job, until it succeeds. */
export function listBackgroundFailures(db: Db) {
  return db.selectFrom("background_failures").selectAll().orderBy("first_failed_at").execute();
}

/** One more failure of `job` (the first one starts its row). */
export async function upsertBackgroundFailure(db: Db, job: string, error: string, at: string) {
  await db
    .insertInto("background_failures")
    .values({ job, failures: 1, first_failed_at: at, last_failed_at: at, last_error: error })
    .onConflict((oc) => oc.column("job").doUpdateSet((eb) => ({ failures: eb("background_failures.failures", "+", 1), last_failed_at: at, last_error: error })))
    .execute();
}

export async function deleteBackgroundFailure(db: Db, job: string) {
  await db.deleteFrom("background_failures").where("job", "=", job).execute();
}

/** Rows whose job has not failed since `before` (retention: a job no longer run). */
export async function deleteBackgroundFailuresBefore(db: Db, before: string) {
  await db.deleteFrom("background_failures").where("last_failed_at", "<", before).execute();
}
