/**
 * The one writer of a page's SEO settings (decision 0047): the page editor's search title and
 * description and the SEO tab's whole record are saved here, checked by the same rules with the
 * same words, with the version recorded in the same transaction. Reads stay in
 * app/models/seo-settings.server.ts.
 */
import type { SeoFields, SeoSetting } from "~/content/types";
import { inTransaction } from "~/db/client.server";
import { SEO_LIMITS } from "~/forms/seo";
import type { Db } from "~/db/schema";
import { ensureSeoSetting, getSeoForPath, listSeoSettings, updateSeoSetting } from "~/models/seo-settings.server";
import { localeOf } from "~/content/locale";
import { listSitePages } from "./site-pages.server";
import { versionedSaveInside } from "./versioned.server";

const LABELS: Record<keyof SeoFields, string> = {
  title: "The search title",
  description: "The search description",
  h1_tag: "The H1",
  h2_tags: "The H2 headings",
  h3_tags: "The H3 headings",
};

/** Why these fields would be refused, and which; null when they may be saved. */
export function seoError(f: SeoFields): { error: string; field: keyof SeoFields } | null {
  const over = (field: keyof SeoFields, length: number, max: number) =>
    length > max ? { error: `${LABELS[field]} is too long (${max.toLocaleString("en-US")} characters at most).`, field } : null;
  return (
    over("title", f.title?.length ?? 0, SEO_LIMITS.title) ??
    over("description", f.description?.length ?? 0, SEO_LIMITS.description) ??
    over("h1_tag", f.h1_tag?.length ?? 0, SEO_LIMITS.h1_tag) ??
    over("h2_tags", f.h2_tags.join("\n").length, SEO_LIMITS.headings) ??
    over("h3_tags", f.h3_tags.join("\n").length, SEO_LIMITS.headings)
  );
}

export const seoSnapshot = (r: SeoFields): SeoFields => ({
  title: r.title,
  description: r.description,
  h1_tag: r.h1_tag,
  h2_tags: r.h2_tags,
  h3_tags: r.h3_tags,
});

export type SeoResult = { row: SeoSetting } | { error: string; field?: keyof SeoFields; status: 400 | 404 };

/** Saves a page's SEO fields inside the caller's transaction (the page editor's page save). */
export async function changeSeoInside(tx: Db, before: SeoSetting, fields: SeoFields, actor: string, note: string): Promise<SeoResult> {
  const problem = seoError(fields);
  if (problem) return { ...problem, status: 400 };
  let row: SeoSetting | null = null;
  const v = { entity: "seo" as const, id: before.page_path, before: seoSnapshot(before), savedAt: before.updated_at, actor, note };
  await versionedSaveInside(tx, v, async (t) => {
    row = await updateSeoSetting(t, before.id, fields);
    return seoSnapshot(row ?? before);
  });
  return row ? { row } : { error: "That page's settings no longer exist.", status: 404 };
}

/** Saves a page's SEO fields in a transaction of its own (the SEO tab, a restored version). */
export function changeSeo(db: Db, before: SeoSetting, fields: SeoFields, actor: string, note: string): Promise<SeoResult> {
  return inTransaction(db, (tx) => changeSeoInside(tx, before, fields, actor, note));
}

/** A page's SEO row, made empty (the page's own defaults stand) when it has none yet: a Spanish twin's first save. */
export async function seoRowFor(db: Db, path: string): Promise<SeoSetting | null> {
  const row = await getSeoForPath(db, path);
  if (row) return row;
  await ensureSeoSetting(db, path, { title: null, description: null, h1_tag: null, h2_tags: [], h3_tags: [] });
  return getSeoForPath(db, path);
}

/**
 * Every page's SEO row, in the order of the site's pages: a staff-added post or service page gets
 * its (empty) row here the first time the SEO tab lists it.
 */
export async function seoRowsForEveryPage(db: Db) {
  const pages = await listSitePages(db);
  for (const p of pages.filter((p) => p.staffAdded))
    await ensureSeoSetting(db, p.path, { title: null, description: null, h1_tag: null, h2_tags: [], h3_tags: [] });
  const order = new Map(pages.map((p, i) => [p.path, i]));
  // A Spanish twin's search fields are edited on its Spanish side in the page editor.
  const rows = [...(await listSeoSettings(db))]
    .filter((r) => localeOf(r.page_path) === "en")
    .sort((a, b) => (order.get(a.page_path) ?? 1e6) - (order.get(b.page_path) ?? 1e6));
  return { pages, rows };
}
