import { sql } from "kysely";
import type { Db } from "~/db/schema";

export type TapKind = "call" | "text";

/** One more tap on "Call" or "Text us" from `path` on `day` (decision 0051): a count, nothing about who tapped. */
export async function addTap(db: Db, day: string, path: string, kind: TapKind) {
  await db
    .insertInto("phone_taps")
    .values({ day, path, kind, taps: 1 })
    .onConflict((oc) => oc.columns(["day", "path", "kind"]).doUpdateSet({ taps: sql`phone_taps.taps + 1` }))
    .execute();
}

/** Taps per page and kind on the days from `from` to `to` (YYYY-MM-DD, both included). */
export async function tapsBetween(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom("phone_taps")
    .select(["path", "kind", sql<number>`sum(taps)`.as("taps")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["path", "kind"])
    .execute();
  return rows.map((r) => ({ path: r.path, kind: r.kind as TapKind, taps: Number(r.taps) }));
}

/** Deletes the days before `day` (retention, with the visit figures). */
export async function deleteTapsBefore(db: Db, day: string) {
  const r = await db.deleteFrom("phone_taps").where("day", "<", day).executeTakeFirst();
  return Number(r.numDeletedRows);
}
