import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "~/db/schema";
import type { Limit } from "~/platform/policy";
import { clockNow } from "~/platform/clock";
import { hashedKey, keyedHash } from "~/platform/keyed-hash.server";

/**
 * A sliding-window counter kept in the database, so a limit holds across restarts and
 * across several server processes. One mechanism for sign-in, contact and AI limits; the
 * figures are in app/platform/policy.ts.
 *
 * Record, then decide: `takeSlot` inserts the event only when fewer than `max` events are in
 * the window, in one step that parallel requests cannot interleave (one INSERT … SELECT,
 * which SQLite runs under its write lock; on PostgreSQL inside a transaction holding an
 * advisory lock on the bucket and key). So N parallel attempts admit at most `max`.
 *
 * Keys are stored hashed (decision 0054): a key is often an internet address or an e-mail
 * address, and a row must not name anyone. Callers pass the key in clear; only its hash is kept.
 */

export type Slot = { ok: true; id: string } | { ok: false; waitMinutes: number };

export async function countRecent(db: Db, limit: Limit, clearKey: string, now = clockNow()) {
  const key = hashedKey(clearKey);
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
export async function blockedForMinutes(db: Db, limit: Limit, key: string, now = clockNow()) {
  if ((await countRecent(db, limit, key, now)) < limit.max) return 0;
  return minutesUntilFree(db, limit, hashedKey(key), now);
}

async function minutesUntilFree(db: Db, limit: Limit, key: string, now: number) {
  const since = new Date(now - limit.windowMs).toISOString();
  const oldest = await db
    .selectFrom("rate_limit_events")
    .select("created_at")
    .where("bucket", "=", limit.bucket)
    .where("key", "=", key)
    .where("created_at", ">", since)
    .orderBy("created_at", "asc")
    .executeTakeFirst();
  if (!oldest) return 1;
  const freeAt = Date.parse(oldest.created_at) + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 60_000));
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Records an event when the key is under its limit, atomically; refuses (with the wait) when not. */
export async function takeSlot(db: Db, limit: Limit, clearKey: string, now = clockNow()): Promise<Slot> {
  const key = hashedKey(clearKey);
  const id = randomUUID();
  const at = new Date(now).toISOString();
  const since = new Date(now - limit.windowMs).toISOString();
  const insert = (q: Db) =>
    sql`insert into rate_limit_events (id, bucket, key, created_at)
        select ${id}, ${limit.bucket}, ${key}, ${at}
        where (select count(*) from rate_limit_events where bucket = ${limit.bucket} and key = ${key} and created_at > ${since}) < ${limit.max}`.execute(q);
  const result = isPostgres(db)
    ? await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}\n${key}`}))`.execute(trx);
        return insert(trx);
      })
    : await insert(db);
  if (Number(result.numAffectedRows ?? 0) === 1) {
    await prune(db, limit, now);
    return { ok: true, id };
  }
  return { ok: false, waitMinutes: await minutesUntilFree(db, limit, key, now) };
}

/** Gives a slot back (the attempt turned out not to count, e.g. a successful sign-in). */
export async function releaseSlot(db: Db, id: string) {
  await db.deleteFrom("rate_limit_events").where("id", "=", id).execute();
}

export async function recordEvent(db: Db, limit: Limit, key: string, now = clockNow()) {
  await db
    .insertInto("rate_limit_events")
    .values({ id: randomUUID(), bucket: limit.bucket, key: hashedKey(key), created_at: new Date(now).toISOString() })
    .execute();
  await prune(db, limit, now);
}

/** Keeps the table small: drops this bucket's events older than its window. */
async function prune(db: Db, limit: Limit, now: number) {
  await db
    .deleteFrom("rate_limit_events")
    .where("bucket", "=", limit.bucket)
    .where("created_at", "<", new Date(now - limit.windowMs).toISOString())
    .execute();
}

export async function clearEvents(db: Db, limit: Limit, key: string) {
  await db.deleteFrom("rate_limit_events").where("bucket", "=", limit.bucket).where("key", "=", hashedKey(key)).execute();
}

/**
 * Clears one address's events from a limit keyed "{ip} {e-mail}" (the sign-in limit), from
 * every IP: a used reset link or a completed two-factor sign-in proves the owner is back.
 */
export async function clearEventsForEmail(db: Db, limit: Limit, email: string) {
  const rows = await db.selectFrom("rate_limit_events").select(["id", "key"]).where("bucket", "=", limit.bucket).execute();
  const tail = ` ${keyedHash(email)}`;
  const ids = rows.filter((r) => r.key.endsWith(tail)).map((r) => r.id);
  if (ids.length) await db.deleteFrom("rate_limit_events").where("id", "in", ids).execute();
}

/** Deletes every event whose key holds one of these values (a person's erase, decision 0054): any bucket, any part of the key. */
export async function deleteEventsHolding(db: Db, values: string[]) {
  let n = 0;
  for (const v of new Set(values.filter((x) => x.trim() !== ""))) {
    const h = keyedHash(v);
    const r = await db
      .deleteFrom("rate_limit_events")
      .where((eb) => eb.or([eb("key", "=", h), eb("key", "like", `${h} %`), eb("key", "like", `% ${h}`)]))
      .executeTakeFirst();
    n += Number(r.numDeletedRows);
  }
  return n;
}
