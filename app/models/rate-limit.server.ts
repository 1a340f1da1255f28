import { randomUUID } from "node:crypto";
import type { Db } from "~/db/schema";
import type { Limit } from "~/platform/policy";

/**
 * A sliding-window counter kept in the database, so a limit holds across restarts and
 * across several server processes. One mechanism for sign-in, contact and AI limits; the
 * figures are in app/platform/policy.ts.
 */

export async function countRecent(db: Db, limit: Limit, key: string, now = Date.now()) {
  const since = new Date(now - limit.windowMs).toISOString();
  const row = await db
    .selectFrom("rate_limit_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bucket", "=", limit.bucket)
    .where("key", "=", key)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Minutes until the oldest event in the window expires, or 0 when under the limit. */
export async function blockedForMinutes(db: Db, limit: Limit, key: string, now = Date.now()) {
  if ((await countRecent(db, limit, key, now)) < limit.max) return 0;
  const since = new Date(now - limit.windowMs).toISOString();
  const oldest = await db
    .selectFrom("rate_limit_events")
    .select("created_at")
    .where("bucket", "=", limit.bucket)
    .where("key", "=", key)
    .where("created_at", ">", since)
    .orderBy("created_at", "asc")
    .executeTakeFirst();
  const freeAt = Date.parse(oldest!.created_at) + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 60_000));
}

export async function recordEvent(db: Db, limit: Limit, key: string, now = Date.now()) {
  await db
    .insertInto("rate_limit_events")
    .values({ id: randomUUID(), bucket: limit.bucket, key, created_at: new Date(now).toISOString() })
    .execute();
  // Keep the table small: drop this bucket's events older than its window.
  await db
    .deleteFrom("rate_limit_events")
    .where("bucket", "=", limit.bucket)
    .where("created_at", "<", new Date(now - limit.windowMs).toISOString())
    .execute();
}

export async function clearEvents(db: Db, limit: Limit, key: string) {
  await db.deleteFrom("rate_limit_events").where("bucket", "=", limit.bucket).where("key", "=", key).execute();
}
