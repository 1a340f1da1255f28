import type { ContentItemsTable, Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { SERVICE_PATHS, staffServiceSlug } from "~/content/paths";
import { renderAhead } from "~/content/render-ahead.server";
import { contentToHtml, toPlainText } from "~/content/sanitize.server";
import type { ImageRef } from "~/content/images";
import { visibleAt } from "./content-items.server";

/**
 * Service pages staff added from the admin: a published `page` item at `/service-{new slug}` with
 * section `body` (title, body, summary, picture, button label). With a preview id, that draft too.
 */
export async function listStaffServices(db: Db, previewId?: string | null) {
  const now = nowIso();
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where("type", "=", "page")
    .where("section_id", "=", "body")
    .where("page_path", "like", "/service-%")
    // The bundled service pages have a body too; every page asks for this list (the menu), so
    // they are left out here rather than read with their text and dropped.
    .where("page_path", "not in", SERVICE_PATHS)
    .where((eb) => (previewId ? eb.or([visibleAt(now)(eb), eb.and([eb("id", "=", previewId), eb("deleted_at", "is", null)])]) : visibleAt(now)(eb)))
    .orderBy("created_at", "asc")
    .execute();
  const seen = new Set<string>();
  // The newest item at a path wins (a preview first), as sections do.
  return rows
    .filter((r) => staffServiceSlug(r.page_path))
    .sort((a, b) => (a.id === previewId ? -1 : b.id === previewId ? 1 : b.created_at.localeCompare(a.created_at)))
    .filter((r) => (seen.has(r.page_path) ? false : (seen.add(r.page_path), true)))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export interface StaffService {
  id: string;
  path: string;
  title: string;
  summary: string;
  html: string;
  ctaLabel: string;
  imageId: string | null;
  updatedAt: string;
}

const serviceTitle = (row: ContentItemsTable) => row.title?.trim() || "Untitled service";

/** A staff service page's address and name, for menus and lists: its body is not read. */
export const staffServiceLink = (row: ContentItemsTable) => ({ path: row.page_path, label: serviceTitle(row) });

/**
 * Staff service pages with their bodies rendered: long bodies go to the render worker first
 * (decision 0040), so a list that shows their summaries never parses one on the main thread.
 */
export async function renderedStaffServices(rows: ContentItemsTable[]): Promise<StaffService[]> {
  await renderAhead(rows.map((r) => r.content));
  return rows.map(staffService);
}

export function staffService(row: ContentItemsTable): StaffService {
  const html = contentToHtml(row.content ?? "");
  const text = toPlainText(html);
  const title = serviceTitle(row);
  return {
    id: row.id,
    path: row.page_path,
    title,
    summary: row.excerpt?.trim() || (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text),
    html,
    ctaLabel: row.cta_label?.trim() || "Ask About This Service",
    imageId: row.image_id,
    updatedAt: row.updated_at,
  };
}

/** A picture from the Images library as the site shows it, or the fallback when it is gone. */
export async function libraryImage(db: Db, id: string | null, fallback: ImageRef): Promise<ImageRef> {
  if (!id) return fallback;
  const r = await db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return fallback;
  return { id: `u:${r.file_path}`, width: r.width ?? 1200, height: r.height ?? 800, alt: r.alt_text ?? r.caption ?? fallback.alt };
}

/** Library pictures staff may choose from (newest first), as the admin's select lists them. */
export async function listPictureChoices(db: Db) {
  const rows = await db.selectFrom("images").select(["id", "original_filename", "alt_text"]).orderBy("created_at", "desc").limit(500).execute();
  return rows.map((r) => ({ id: r.id, label: r.alt_text ? `${r.alt_text} (${r.original_filename})` : r.original_filename }));
}
