import { describeWrites } from "~/db/reads.server";
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { ContentItemsTable, Database, Db } from "~/db/schema";
import { nowIso, inTransaction } from "~/db/client.server";
import { ITEM_FIELD_NAMES, type ContentItem, type ContentItemChanges, type ContentType, type NewContentItem } from "~/content/item-fields";
import { TRASH_DAYS } from "~/content/schedule";
import { clockDate } from "~/platform/clock";

function fromRow(r: ContentItemsTable): ContentItem {
  return { ...r, type: r.type as ContentType, is_published: Boolean(r.is_published) };
}

/**
 * What visitors may see at `now`: published, not in Deleted items, its "Publish at" reached and
 * its "Unpublish at" not. Times are ISO UTC text, so the comparison is the same on both databases.
 */
export function visibleAt(now: string) {
  return (eb: ExpressionBuilder<Database, "content_items">) =>
    eb.and([
      eb("is_published", "=", 1),
      eb("deleted_at", "is", null),
      eb.or([eb("publish_at", "is", null), eb("publish_at", "<=", now)]),
      eb.or([eb("unpublish_at", "is", null), eb("unpublish_at", ">", now)]),
    ]);
}

/** `?preview=drafts`: a signed-in staff member sees the page with every pending change applied. */
export const PAGE_DRAFTS = "drafts";

/** Every item of one page not in Deleted items (published or not), newest first: the drafts preview. */
export async function listItemsForPage(db: Db, pagePath: string) {
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where("page_path", "=", pagePath)
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(fromRow);
}

/** The columns a pending change (decision 0019) replaces. */
export interface DraftColumns {
  title: string | null;
  content: string | null;
  image_id: string | null;
}

/** The pending change as it reads (only the columns it changes), or null. */
export function readDraft(item: Pick<ContentItem, "draft">): Partial<DraftColumns> | null {
  if (!item.draft) return null;
  try {
    const d = JSON.parse(item.draft) as Record<string, unknown>;
    const out: Partial<DraftColumns> = {};
    for (const k of ["title", "content", "image_id"] as const) if (k in d) out[k] = typeof d[k] === "string" ? d[k] : null;
    return out;
  } catch {
    return null;
  }
}

/** The item as it shows: its pending change applied once its time has come (or always, for the drafts preview). */
export function withDraft(item: ContentItem, drafts: boolean, now: string): ContentItem {
  const d = readDraft(item);
  if (!d || !(drafts || (item.draft_at && item.draft_at <= now))) return item;
  return { ...item, ...d };
}

/** Whether visitors see this item at `now` (the same rule as visibleAt, for an item in hand). */
export function visibleNow(i: Pick<ContentItem, "is_published" | "deleted_at" | "publish_at" | "unpublish_at">, now: string) {
  return i.is_published && !i.deleted_at && (!i.publish_at || i.publish_at <= now) && (!i.unpublish_at || i.unpublish_at > now);
}

/** The `body` items at post and service-page paths, newest first: the pages staff added. */
export async function listStaffPageRows(db: Db) {
  return db
    .selectFrom("content_items")
    .select(["page_path", "title", "created_at"])
    .where("deleted_at", "is", null)
    .where("section_id", "=", "body")
    .where((eb) => eb.or([eb("page_path", "like", "/blog/%"), eb("page_path", "like", "/service-%")]))
    .orderBy("created_at", "desc")
    .execute();
}

/** All items not in Deleted items, newest created_at first. */
export async function listContentItems(db: Db) {
  const rows = await db.selectFrom("content_items").selectAll().where("deleted_at", "is", null).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(fromRow);
}

/** Deleted items, the most recently deleted first. */
export async function listDeletedItems(db: Db) {
  const rows = await db.selectFrom("content_items").selectAll().where("deleted_at", "is not", null).orderBy("deleted_at", "desc").execute();
  return rows.map(fromRow);
}

export async function getContentItem(db: Db, id: string) {
  const row = await db.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/**
 * What one page shows: its visible items, newest first. With `previewId` (signed-in staff only;
 * the caller checks), that item is put first as if it were published, so it wins its section.
 */
export async function listPublishedForPage(db: Db, pagePath: string, options: { previewId?: string | null; now?: string } = {}) {
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where("page_path", "=", pagePath)
    .where(visibleAt(options.now ?? nowIso()))
    .orderBy("created_at", "desc")
    .execute();
  const items = rows.map(fromRow);
  if (!options.previewId) return items;
  const preview = await getContentItem(db, options.previewId);
  if (!preview || preview.deleted_at || preview.page_path !== pagePath) return items;
  return [{ ...preview, is_published: true }, ...items.filter((i) => i.id !== preview.id)];
}

/**
 * One block's visible items on several pages, newest first, in one query: a list of cards that
 * each show their page's hero picture. (Read tags stay per page: `page_path in (…)` is narrowed.)
 */
export async function listPublishedSection(db: Db, pagePaths: readonly string[], sectionId: string, now = nowIso()) {
  if (pagePaths.length === 0) return [];
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where("page_path", "in", [...pagePaths])
    .where("section_id", "=", sectionId)
    .where(visibleAt(now))
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(fromRow);
}

/**
 * The next moment something scheduled appears or goes (an ISO string), or null: the page caches
 * keep nothing past it.
 */
export async function nextScheduleChange(db: Db, now = nowIso()): Promise<string | null> {
  const base = db.selectFrom("content_items").where("is_published", "=", 1).where("deleted_at", "is", null);
  const [start, end] = await Promise.all([
    base
      .select((eb) => eb.fn.min("publish_at").as("at"))
      .where("publish_at", ">", now)
      .executeTakeFirst(),
    base
      .select((eb) => eb.fn.min("unpublish_at").as("at"))
      .where("unpublish_at", ">", now)
      .executeTakeFirst(),
  ]);
  const pending = await base
    .select((eb) => eb.fn.min("draft_at").as("at"))
    .where("draft", "is not", null)
    .where("draft_at", ">", now)
    .executeTakeFirst();
  const times = [start?.at, end?.at, pending?.at].filter((t): t is string => typeof t === "string");
  return times.length ? times.sort()[0]! : null;
}

/**
 * The row writes below are for app/services/content-items.server.ts, the one writer of content items
 * (decision 0034), which checks and versions every write; tests use them to set up data.
 */
export async function insertContentItem(db: Db, input: NewContentItem) {
  const row = newItemRow(input);
  await db.insertInto("content_items").values(row).execute();
  return fromRow(row);
}

/** A new item's row: every written column from the one field list, what the input leaves out null. */
export function newItemRow(input: NewContentItem, now = nowIso(), createdAt = now): ContentItemsTable {
  const written = Object.fromEntries(ITEM_FIELD_NAMES.map((k) => [k, input[k] ?? null]));
  return {
    ...written,
    id: randomUUID(),
    type: input.type,
    is_published: input.is_published ? 1 : 0,
    created_at: createdAt,
    updated_at: now,
    deleted_at: null,
    draft: null,
    draft_at: null,
  } as ContentItemsTable;
}

/**
 * The page-cache tags (decision 0021) of a write to these items: the pages they are on, and the
 * page an item moves to. The page cache then empties only those pages (and the lists of them).
 */
async function pageTagsOf(db: Db, ids: string[], movedTo?: string) {
  const rows = ids.length === 0 ? [] : await db.selectFrom("content_items").select("page_path").where("id", "in", ids).execute();
  const paths = new Set(rows.map((r) => r.page_path));
  if (movedTo) paths.add(movedTo);
  // An id that no longer exists changes nothing; the write below then finds no row either.
  return [...paths].map((p) => `content_items@${p}`);
}

/** Saves changes to an item not in Deleted items; null when there is no such item. */
export async function updateContentItem(db: Db, id: string, changes: ContentItemChanges) {
  const set: Partial<ContentItemsTable> = { updated_at: nowIso() };
  for (const key of [...ITEM_FIELD_NAMES, "draft", "draft_at"] as const) {
    if (key === "is_published" || key === "type") continue;
    if (changes[key] !== undefined) (set as Record<string, unknown>)[key] = changes[key];
  }
  if (changes.is_published !== undefined) set.is_published = changes.is_published ? 1 : 0;
  const tags = await pageTagsOf(db, [id], changes.page_path);
  const result = await describeWrites(tags, () =>
    db.updateTable("content_items").set(set).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) === 0) return null;
  return getContentItem(db, id);
}

/** Moves an item to Deleted items; false when there is no such item (or it is already there). */
export async function moveToTrash(db: Db, id: string) {
  const result = await describeWrites(await pageTagsOf(db, [id]), () =>
    db.updateTable("content_items").set({ deleted_at: nowIso() }).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** Brings an item back from Deleted items, as it was; null when it is not there. */
export async function restoreFromTrash(db: Db, id: string) {
  const result = await describeWrites(await pageTagsOf(db, [id]), () =>
    db.updateTable("content_items").set({ deleted_at: null, updated_at: nowIso() }).where("id", "=", id).where("deleted_at", "is not", null).executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) === 0) return null;
  return getContentItem(db, id);
}

/** Removes for good what has been in Deleted items longer than TRASH_DAYS; returns how many. */
export async function purgeTrash(db: Db, now = clockDate()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 3600 * 1000).toISOString();
  const gone = await db.selectFrom("content_items").select(["id", "page_path"]).where("deleted_at", "is not", null).where("deleted_at", "<", cutoff).execute();
  if (gone.length === 0) return 0;
  const ids = gone.map((r) => r.id);
  const tags = [...new Set(gone.map((r) => `content_items@${r.page_path}`))];
  await describeWrites(tags, () =>
    inTransaction(db, async (tx) => {
      await tx.deleteFrom("versions").where("entity", "=", "content").where("entity_id", "in", ids).execute();
      await tx.deleteFrom("content_items").where("id", "in", ids).where("deleted_at", "is not", null).execute();
    }),
  );
  return ids.length;
}

/** Deletes an item for good (tests and the trash purge; staff delete moves to Deleted items). */
export async function deleteContentItem(db: Db, id: string) {
  const result = await describeWrites(await pageTagsOf(db, [id]), () => db.deleteFrom("content_items").where("id", "=", id).executeTakeFirst());
  return Number(result.numDeletedRows) > 0;
}

/** Whether any item at all lives at this page path, Deleted items included (its address is taken). */
export async function hasAnyItemAt(db: Db, pagePath: string) {
  return Boolean(await db.selectFrom("content_items").select("id").where("page_path", "=", pagePath).executeTakeFirst());
}

/** Whether any item that visitors can see now lives at this page path. */
export async function hasVisibleItemAt(db: Db, pagePath: string, now = nowIso()) {
  const row = await db.selectFrom("content_items").select("id").where("page_path", "=", pagePath).where(visibleAt(now)).executeTakeFirst();
  return Boolean(row);
}
