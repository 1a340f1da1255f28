import { randomUUID } from "node:crypto";
import type { Db } from "~/db/schema";

/**
 * Daily jobs that run once across instances (decision 0033). The schedule lives in the database:
 * one `scheduled_jobs` row per job with its next run and a lease. An instance runs a job only
 * after one conditional UPDATE took the lease (due, and no live lease), so two instances that
 * look at the same moment never both run it; a lease left by a crashed instance expires.
 */
export const INSTANCE = randomUUID();
const LEASE_MS = 30 * 60_000;

/** Makes the job's row if it has none (first due at `firstRun`). */
export async function ensureJob(db: Db, name: string, firstRun: string) {
  await db
    .insertInto("scheduled_jobs")
    .values({ name, next_run_at: firstRun, lease_until: null, lease_holder: null, last_run_at: null, last_result: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/** Takes the job's lease when it is due and nobody holds it; true when this instance may run it. */
export async function claimJob(db: Db, name: string, now: number, holder = INSTANCE) {
  const at = new Date(now).toISOString();
  const r = await db
    .updateTable("scheduled_jobs")
    .set({ lease_until: new Date(now + LEASE_MS).toISOString(), lease_holder: holder })
    .where("name", "=", name)
    .where("next_run_at", "<=", at)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records the run, sets the next one and gives the lease back. */
export async function finishJob(db: Db, name: string, result: string, nextRun: string, now: number, holder = INSTANCE) {
  await db
    .updateTable("scheduled_jobs")
    .set({ next_run_at: nextRun, lease_until: null, lease_holder: null, last_run_at: new Date(now).toISOString(), last_result: result.slice(0, 500) })
    .where("name", "=", name)
    .where("lease_holder", "=", holder)
    .execute();
}

/** Moves a job's next run (a changed backup time), without touching a running lease. */
export async function rescheduleJob(db: Db, name: string, nextRun: string) {
  await db.updateTable("scheduled_jobs").set({ next_run_at: nextRun }).where("name", "=", name).execute();
}

export async function getJob(db: Db, name: string) {
  return (await db.selectFrom("scheduled_jobs").selectAll().where("name", "=", name).executeTakeFirst()) ?? null;
}
