import type { Db, ImagesTable } from "~/db/schema";
import { findSitePage } from "./site-pages.server";
import { getProfile } from "~/models/settings.server";
import { GALLERY_PATH } from "~/models/images.server";
import { ownWords, type AltContext } from "~/media/alt-suggest";
import { categoryLabel } from "~/media/gallery";

type Role = "photo" | "before" | "after";
const asRole = (r: string): Role => (r === "before" || r === "after" ? r : "photo");

/**
 * What the site knows about a library picture, for its alt-text suggestion: the project that
 * shows it (the first, when several do), the gallery's category and caption, and the page whose
 * block or item shows it.
 */
export async function altContext(db: Db, image: Pick<ImagesTable, "id" | "original_filename" | "page_path" | "category" | "caption">): Promise<AltContext> {
  const [profile, project, item] = await Promise.all([
    getProfile(db),
    db
      .selectFrom("project_photos")
      .innerJoin("projects", "projects.id", "project_photos.project_id")
      .select(["projects.title", "projects.town", "project_photos.role", "project_photos.caption"])
      .where("project_photos.image_id", "=", image.id)
      .orderBy("project_photos.sort_order", "asc")
      .executeTakeFirst(),
    db
      .selectFrom("content_items")
      .select(["page_path"])
      .where("image_id", "=", image.id)
      .where("deleted_at", "is", null)
      .orderBy("updated_at", "desc")
      .executeTakeFirst(),
  ]);
  const context: AltContext = { fileName: image.original_filename, company: profile.companyName };
  if (project) context.project = { title: project.title, town: project.town, role: asRole(project.role), caption: project.caption };
  if (image.page_path === GALLERY_PATH) context.gallery = { category: image.category, caption: image.caption };
  const path = item?.page_path ?? (image.page_path && image.page_path !== GALLERY_PATH ? image.page_path : null);
  if (path) context.page = (await findSitePage(db, path))?.name ?? null;
  return context;
}

/** The same facts as words for a model: what the picture is of, as far as the site knows. */
export function contextWords(c: AltContext) {
  const lines: string[] = [`Website of ${c.company}, a general contractor around Lake Chelan, Washington.`];
  if (c.project) {
    lines.push(`The photo belongs to the project "${c.project.title}" in ${c.project.town}.`);
    if (c.project.role !== "photo") lines.push(`It shows the site ${c.project.role} the work.`);
    const caption = ownWords(c.project.caption, c.fileName);
    if (caption) lines.push(`The owner's caption: ${caption}`);
  }
  if (c.gallery) {
    if (c.gallery.category) lines.push(`It is in the project gallery, category: ${categoryLabel(c.gallery.category)}.`);
    const caption = ownWords(c.gallery.caption, c.fileName);
    if (caption) lines.push(`Its gallery caption: ${caption}`);
  }
  if (c.page) lines.push(`It is shown on the page "${c.page}".`);
  return lines.join("\n").slice(0, 1500);
}
