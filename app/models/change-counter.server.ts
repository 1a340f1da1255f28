import { sql } from "kysely";
import type { Db } from "~/db/schema";

/**
 * A change counter in the database: one row per name. Every instance reads it (one indexed
 * row, cheap) before serving a cached page, at most twice a second, and empties its page cache
 * when it moved. See docs/decisions/0014-hardening-and-instances.md.
 */
export async function readCounter(db: Db, name = "pages"): Promise<number> {
  const row = await db.selectFrom("change_counters").select("value").where("name", "=", name).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Moves the counter on by one, atomically on both databases, and returns the new value. */
export async function bumpCounter(db: Db, name = "pages"): Promise<number> {
  await db
    .updateTable("change_counters")
    .set({ value: sql<number>`value + 1`, updated_at: new Date().toISOString() })
    .where("name", "=", name)
    .execute();
  return readCounter(db, name);
}
