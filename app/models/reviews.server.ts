import { randomUUID } from "node:crypto";
import type { Db, ReviewsTable } from "~/db/schema";
import { nowIso } from "~/db/client.server";

export type Review = Omit<ReviewsTable, "is_published"> & { is_published: boolean };
export type ReviewFields = Omit<ReviewsTable, "id" | "created_at" | "updated_at" | "is_published"> & { is_published: boolean };

const fromRow = (r: ReviewsTable): Review => ({ ...r, is_published: Boolean(r.is_published) });

/**
 * Reviews, newest first. `published` keeps the ones visitors may see; `forService` those about a
 * service (given directly or through their project); `forProject` those about one project.
 */
export async function listReviews(db: Db, opts: { published?: boolean; forService?: string; forProject?: string } = {}) {
  let q = db.selectFrom("reviews as r").leftJoin("projects as p", "p.id", "r.project_id").selectAll("r");
  if (opts.published) q = q.where("r.is_published", "=", 1);
  if (opts.forProject) q = q.where("r.project_id", "=", opts.forProject);
  if (opts.forService) q = q.where((eb) => eb.or([eb("r.service_key", "=", opts.forService!), eb("p.service_key", "=", opts.forService!)]));
  const rows = await q.orderBy("r.review_date", "desc").orderBy("r.created_at", "desc").execute();
  return rows.map(fromRow);
}

/** How many reviews there are (visitors' count with `published`). */
export async function countReviews(db: Db, opts: { published?: boolean } = {}) {
  let q = db.selectFrom("reviews").select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (opts.published) q = q.where("is_published", "=", 1);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** The newest review visitors may see (by its date, then when it was entered), or null. */
export async function newestPublishedReview(db: Db) {
  const r = await db
    .selectFrom("reviews")
    .selectAll()
    .where("is_published", "=", 1)
    .orderBy("review_date", "desc")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return r ? fromRow(r) : null;
}

export async function getReview(db: Db, id: string) {
  const r = await db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? fromRow(r) : null;
}

export async function createReview(db: Db, f: ReviewFields) {
  const now = nowIso();
  const row: ReviewsTable = { id: randomUUID(), ...f, is_published: f.is_published ? 1 : 0, created_at: now, updated_at: now };
  await db.insertInto("reviews").values(row).execute();
  return fromRow(row);
}

export async function updateReview(db: Db, id: string, f: ReviewFields) {
  const r = await db
    .updateTable("reviews")
    .set({ ...f, is_published: f.is_published ? 1 : 0, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? getReview(db, id) : null;
}

export async function deleteReview(db: Db, id: string) {
  const r = await db.deleteFrom("reviews").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
