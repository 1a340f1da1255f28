import { randomUUID } from "node:crypto";
import type { Db, SeoSettingsTable } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import type { SeoFields, SeoSetting } from "~/content/types";

/** Loaded heading lists keep only string entries. */
function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function fromRow(r: SeoSettingsTable): SeoSetting {
  return { ...r, h2_tags: parseList(r.h2_tags), h3_tags: parseList(r.h3_tags) };
}

/** All rows ordered by page_path. */
export async function listSeoSettings(db: Db) {
  return (await db.selectFrom("seo_settings").selectAll().orderBy("page_path", "asc").execute()).map(fromRow);
}

/** The row for one path, or null: a missing row is not an error, the page keeps its defaults. */
export async function getSeoForPath(db: Db, pagePath: string) {
  const row = await db.selectFrom("seo_settings").selectAll().where("page_path", "=", pagePath).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function getSeoSetting(db: Db, id: string) {
  const row = await db.selectFrom("seo_settings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function updateSeoSetting(db: Db, id: string, f: SeoFields) {
  const result = await db
    .updateTable("seo_settings")
    .set({ ...f, h2_tags: JSON.stringify(f.h2_tags), h3_tags: JSON.stringify(f.h3_tags), updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getSeoSetting(db, id);
}

/**
 * Creates the row for a path when it is missing; an existing row is left as staff saved it.
 * `updatedAt` dates a row seeded from content/ by its copy (an article's date), not by the seed
 * run, so the sitemap's lastmod stays the article's own until staff change the row.
 */
export async function ensureSeoSetting(db: Db, pagePath: string, f: SeoFields, updatedAt: string = nowIso()) {
  await db
    .insertInto("seo_settings")
    .values({
      id: randomUUID(),
      page_path: pagePath,
      ...f,
      h2_tags: JSON.stringify(f.h2_tags),
      h3_tags: JSON.stringify(f.h3_tags),
      updated_at: updatedAt,
    })
    .onConflict((oc) => oc.column("page_path").doNothing())
    .execute();
}

/** SEO form input: empty fields become null; heading lists split on commas, trimmed, empties dropped. */
export function parseHeadingList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function emptyToNull(text: string | null | undefined) {
  const t = (text ?? "").trim();
  return t === "" ? null : t;
}
