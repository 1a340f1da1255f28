import { sql } from "kysely";
import type { Db } from "~/db/schema";
import { clockDate } from "~/platform/clock";

/**
 * A change counter in the database: one row per name. Every instance reads it (one indexed
 * row, cheap) before serving a cached page, at most twice a second. When the "pages" counter
 * moved, the instance reads what changed from `page_changes` and marks only those pages stale.
 * See docs/decisions/0014-hardening-and-instances.md and 0021-page-cache.md.
 */
export async function readCounter(db: Db, name = "pages"): Promise<number> {
  const row = await db.selectFrom("change_counters").select("value").where("name", "=", name).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** How many changes are kept for instances that fall behind; one further behind empties its cache. */
export const PAGE_CHANGES_KEPT = 1000;

/**
 * Records what a write changed under the next value of the "pages" counter, in one transaction:
 * the counter's row lock puts the changes in the order they commit. Returns the new value.
 */
export async function recordPageChange(db: Db, tags: string[]): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const now = clockDate().toISOString();
    const row = await tx
      .updateTable("change_counters")
      .set({ value: sql<number>`value + 1`, updated_at: now })
      .where("name", "=", "pages")
      .returning("value")
      .executeTakeFirstOrThrow();
    const seq = Number(row.value);
    await tx
      .insertInto("page_changes")
      .values({ seq, tags: JSON.stringify(tags), created_at: now })
      .execute();
    if (seq % 100 === 0)
      await tx
        .deleteFrom("page_changes")
        .where("seq", "<=", seq - PAGE_CHANGES_KEPT)
        .execute();
    return seq;
  });
}

/**
 * The changes after `since` up to `upTo`, or "all" when some of them are no longer kept (or were
 * moved by an older version that kept no list): then every page is out of date.
 */
export async function readPageChanges(db: Db, since: number, upTo: number): Promise<{ seq: number; tags: string[] }[] | "all"> {
  if (upTo < since || upTo - since > PAGE_CHANGES_KEPT) return "all";
  const rows = await db.selectFrom("page_changes").select(["seq", "tags"]).where("seq", ">", since).where("seq", "<=", upTo).execute();
  if (rows.length < upTo - since) return "all";
  return rows.map((r) => ({ seq: Number(r.seq), tags: JSON.parse(r.tags) as string[] }));
}
