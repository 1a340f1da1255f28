import { randomUUID } from "node:crypto";
import type { ActivityLogTable, Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { clockNow } from "~/platform/clock";

/** The activity log: who did what and when. Entries older than a year are removed. */
export type ActivityEntry = ActivityLogTable;

export const KEEP_MS = 365 * 24 * 60 * 60 * 1000;

export async function logActivity(db: Db, e: { actor: string | null; action: string; detail?: string | null; ip?: string | null }) {
  await db
    .insertInto("activity_log")
    .values({ id: randomUUID(), at: nowIso(), actor_email: e.actor, action: e.action, detail: e.detail?.slice(0, 500) ?? null, ip: e.ip ?? null })
    .execute();
}

export async function pruneActivity(db: Db, now = clockNow(), keepMs = KEEP_MS) {
  await db
    .deleteFrom("activity_log")
    .where("at", "<", new Date(now - keepMs).toISOString())
    .execute();
}

export async function listActivity(db: Db, filter: { actor?: string | null }, limit = 500) {
  let q = db.selectFrom("activity_log").selectAll();
  if (filter.actor) q = q.where("actor_email", "=", filter.actor);
  return q.orderBy("at", "desc").limit(limit).execute();
}

export async function activityActors(db: Db) {
  const rows = await db.selectFrom("activity_log").select("actor_email").distinct().where("actor_email", "is not", null).orderBy("actor_email").execute();
  return rows.map((r) => r.actor_email!);
}

/** Each address's latest successful sign-in. */
export async function lastSignIns(db: Db) {
  const rows = await db
    .selectFrom("activity_log")
    .select((eb) => ["actor_email", eb.fn.max("at").as("at")])
    .where("action", "=", "sign-in")
    .groupBy("actor_email")
    .execute();
  return new Map(rows.map((r) => [r.actor_email ?? "", String(r.at)]));
}
