import { randomUUID } from "node:crypto";
import type { Db, ImagesTable } from "~/db/schema";
import { nowIso, inTransaction } from "~/db/client.server";

export type ImageRecord = ImagesTable;
export const GALLERY_PATH = "/gallery";

/** All image records, newest first. */
export async function listImages(db: Db) {
  return db.selectFrom("images").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function getImage(db: Db, id: string) {
  return (await db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** The library pictures with these ids (a page's picture slots), in no order. */
export async function getImagesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("images").selectAll().where("id", "in", ids.slice(0, 200)).execute();
}

export async function getImageByPath(db: Db, filePath: string) {
  return (await db.selectFrom("images").selectAll().where("file_path", "=", filePath).executeTakeFirst()) ?? null;
}

/** The public gallery, in its saved order. */
export async function listGallery(db: Db) {
  return db.selectFrom("images").selectAll().where("page_path", "=", GALLERY_PATH).orderBy("sort_order", "asc").orderBy("created_at", "asc").execute();
}

export type NewImage = Omit<ImagesTable, "id" | "created_at" | "sort_order"> & { sort_order?: number };

export async function createImage(db: Db, input: NewImage) {
  const row: ImagesTable = { ...input, sort_order: input.sort_order ?? 0, id: randomUUID(), created_at: nowIso() };
  await db.insertInto("images").values(row).execute();
  return row;
}

export async function updateImage(
  db: Db,
  id: string,
  changes: Partial<Pick<ImagesTable, "alt_text" | "caption" | "category" | "page_path" | "sort_order" | "focal_x" | "focal_y">>,
) {
  const result = await db.updateTable("images").set(changes).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getImage(db, id);
}

export async function deleteImage(db: Db, id: string) {
  const result = await db.deleteFrom("images").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Saves the gallery order. `ids` may be the whole gallery or a filtered part of it: the part's
 * images take the places the part held, in the new order, and every other image keeps its place.
 * The whole gallery is then renumbered 0, 1, 2 … in one transaction.
 */
export async function reorderGallery(db: Db, ids: string[]) {
  await inTransaction(db, async (trx) => {
    const current = (await listGallery(trx)).map((r) => r.id);
    const moving = new Set(ids);
    const queue = [...ids];
    const next = current.map((id) => (moving.has(id) ? queue.shift()! : id));
    for (const [index, id] of next.entries()) {
      await trx.updateTable("images").set({ sort_order: index }).where("id", "=", id).execute();
    }
  });
}

/** Writes the whole gallery's order: `ids` first in that order, then every other picture as it was. */
export async function setGalleryOrder(db: Db, ids: string[]) {
  await inTransaction(db, async (trx) => {
    const first = new Set(ids);
    const rest = (await listGallery(trx)).map((r) => r.id).filter((id) => !first.has(id));
    for (const [index, id] of [...ids, ...rest].entries()) {
      await trx.updateTable("images").set({ sort_order: index }).where("id", "=", id).where("page_path", "=", GALLERY_PATH).execute();
    }
  });
}

export async function nextGallerySortOrder(db: Db) {
  const row = await db
    .selectFrom("images")
    .select((eb) => eb.fn.max("sort_order").as("max"))
    .where("page_path", "=", GALLERY_PATH)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}
