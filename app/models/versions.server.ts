import { randomUUID } from "node:crypto";
import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";

/** What a version belongs to: a content item (by id), an SEO row (by page path), the Settings. */
export type VersionEntity = "content" | "seo" | "settings";

export interface Version<T = Record<string, unknown>> {
  id: string;
  entity: VersionEntity;
  entity_id: string;
  data: T;
  actor: string;
  note: string | null;
  created_at: string;
}

function fromRow<T>(r: { id: string; entity: string; entity_id: string; data: string; actor: string; note: string | null; created_at: string }): Version<T> {
  return { ...r, entity: r.entity as VersionEntity, data: JSON.parse(r.data) as T };
}

/** Keeps one saved state. */
export async function recordVersion(db: Db, v: { entity: VersionEntity; entity_id: string; data: object; actor: string; note?: string | null }) {
  await db
    .insertInto("versions")
    .values({
      id: randomUUID(),
      entity: v.entity,
      entity_id: v.entity_id,
      data: JSON.stringify(v.data),
      actor: v.actor,
      note: v.note ?? null,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Before the first change an item sees after history began, keeps the state it had (so the very
 * first edit can be undone too). Does nothing when the item already has history.
 */
export async function ensureBaseline(db: Db, entity: VersionEntity, entity_id: string, data: object, at: string) {
  const any = await db.selectFrom("versions").select("id").where("entity", "=", entity).where("entity_id", "=", entity_id).executeTakeFirst();
  if (any) return;
  await db
    .insertInto("versions")
    .values({ id: randomUUID(), entity, entity_id, data: JSON.stringify(data), actor: "", note: "As it was before history began", created_at: at })
    .execute();
}

/** An item's versions, the newest first. */
export async function listVersions<T>(db: Db, entity: VersionEntity, entity_id: string, limit = 50) {
  const rows = await db
    .selectFrom("versions")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", entity_id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => fromRow<T>(r));
}

export async function getVersion<T>(db: Db, id: string) {
  const row = await db.selectFrom("versions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow<T>(row) : null;
}

/**
 * When staff last changed each page's words: its text blocks' versions and its search fields'
 * (pictures, which every language shares, and the "before history began" baselines left out).
 */
export async function lastWordChanges(db: Db, paths: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!paths.length) return out;
  const blocks = await db
    .selectFrom("versions")
    .innerJoin("content_items", "content_items.id", "versions.entity_id")
    .select(["content_items.page_path as path", (eb) => eb.fn.max("versions.created_at").as("at")])
    .where("versions.entity", "=", "content")
    .where("versions.actor", "!=", "")
    .where("content_items.type", "=", "page")
    .where("content_items.page_path", "in", paths)
    .groupBy("content_items.page_path")
    .execute();
  const seo = await db
    .selectFrom("versions")
    .select(["entity_id as path", (eb) => eb.fn.max("created_at").as("at")])
    .where("entity", "=", "seo")
    .where("actor", "!=", "")
    .where("entity_id", "in", paths)
    .groupBy("entity_id")
    .execute();
  for (const r of [...blocks, ...seo]) {
    const had = out.get(r.path);
    if (r.at && (!had || had < r.at)) out.set(r.path, r.at);
  }
  return out;
}
