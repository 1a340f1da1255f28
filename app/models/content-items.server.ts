import { randomUUID } from "node:crypto";
import type { ContentItemsTable, Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import type { ContentItem, ContentType } from "~/content/types";

function fromRow(r: ContentItemsTable): ContentItem {
  return { ...r, type: r.type as ContentType, is_published: Boolean(r.is_published) };
}

/** All items, newest created_at first. */
export async function listContentItems(db: Db) {
  const rows = await db.selectFrom("content_items").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(fromRow);
}

export async function getContentItem(db: Db, id: string) {
  const row = await db.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Published items for one page path, the newest first: what visitors may see. */
export async function listPublishedForPage(db: Db, pagePath: string) {
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where("page_path", "=", pagePath)
    .where("is_published", "=", 1)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(fromRow);
}

export interface NewContentItem {
  page_path: string;
  section_id: string;
  title?: string | null;
  content?: string | null;
  type: ContentType;
  is_published?: boolean;
}

export async function createContentItem(db: Db, input: NewContentItem) {
  const now = nowIso();
  const row: ContentItemsTable = {
    id: randomUUID(),
    page_path: input.page_path,
    section_id: input.section_id,
    title: input.title ?? null,
    content: input.content ?? null,
    type: input.type,
    is_published: input.is_published ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("content_items").values(row).execute();
  return fromRow(row);
}

export interface ContentItemChanges {
  title?: string | null;
  content?: string | null;
  is_published?: boolean;
}

export async function updateContentItem(db: Db, id: string, changes: ContentItemChanges) {
  const set: Partial<ContentItemsTable> = { updated_at: nowIso() };
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.content !== undefined) set.content = changes.content;
  if (changes.is_published !== undefined) set.is_published = changes.is_published ? 1 : 0;
  const result = await db.updateTable("content_items").set(set).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getContentItem(db, id);
}

export async function deleteContentItem(db: Db, id: string) {
  const result = await db.deleteFrom("content_items").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
