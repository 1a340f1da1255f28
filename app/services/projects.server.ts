/**
 * The one writer of projects and their photos (decision 0047): every screen that saves a project,
 * its story, its photos or their roles comes here, checked by the same rules (the form's schema,
 * a free address, the story sanitized before it is stored).
 */
import { siteFile } from "~/content/files.server";
import { sanitizeContent } from "~/content/sanitize.server";
import { withHeadingIds } from "~/content/text";
import type { Db } from "~/db/schema";
import type { Refusal } from "./refusal";
import { suggestAltFor } from "./alt-vision.server";
import { updateImage, type ImageRecord } from "~/models/images.server";
import type { AppServices } from "~/platform/services.server";
import { inTransaction } from "~/db/client.server";
import { photoSchema, projectSchema, projectSlug, type PHOTO_ROLES } from "~/forms/projects";
import { parseForm } from "~/forms/validate";
import {
  addProjectPhoto,
  createProject,
  deleteProject,
  getProject,
  removeProjectPhoto,
  slugTaken,
  updateProject,
  updateProjectPhoto,
  type Project,
} from "~/models/projects.server";

export type { Refusal } from "./refusal";

export const serviceTowns = () => siteFile().quoteForm.towns;
export const checked = (v: string | boolean | undefined) => v === true || v === "on" || v === "true";

/** Creates a project (no `id`) or changes one, from the project form's fields. */
export async function saveProject(db: Db, values: Record<string, string>): Promise<Refusal | { project: Project; created: boolean }> {
  const p = parseForm(projectSchema(serviceTowns()), { ...values, is_published: checked(values.is_published) });
  if (!p.ok) return { error: p.formError, fieldErrors: p.fieldErrors };
  const id = values.id || null;
  const slug = p.data.slug || projectSlug(p.data.title, p.data.town);
  if (!slug) return { error: "Give the project a title with letters or digits.", fieldErrors: { title: "Use letters or digits." } };
  const fields = {
    title: p.data.title,
    slug,
    town: p.data.town,
    service_key: p.data.service_key,
    year: p.data.year ? Number(p.data.year) : null,
    summary: p.data.summary,
    story: p.data.story ? withHeadingIds(sanitizeContent(p.data.story)) || null : null,
    client_words: p.data.client_words || null,
    is_published: p.data.is_published,
  };
  return inTransaction(db, async (tx) => {
    if (await slugTaken(tx, slug, id ?? undefined)) {
      const message = `Another project already has the address /projects/${slug}. Change the title or the address.`;
      return { error: message, fieldErrors: { slug: message } };
    }
    if (!id) return { project: await createProject(tx, fields), created: true };
    const saved = await updateProject(tx, id, fields);
    return saved ? { project: saved, created: false } : { error: "That project no longer exists.", status: 404 as const };
  });
}

export async function removeProject(db: Db, id: string): Promise<Refusal | { project: Project }> {
  const project = await getProject(db, id);
  if (!project || !(await deleteProject(db, project.id))) return { error: "That project no longer exists.", status: 404 };
  return { project };
}

/** A photo's role, pair, caption and (when the form showed it) its description. */
export async function savePhotoDetails(db: Db, projectId: string, photoId: string, values: Record<string, string>): Promise<Refusal | { ok: true }> {
  const p = parseForm(photoSchema, values);
  if (!p.ok) return { error: p.formError, fieldErrors: p.fieldErrors };
  const fields = { role: p.data.role, pair: p.data.pair ? Number(p.data.pair) : null, caption: p.data.caption || null };
  // Only a form that showed the description field changes it.
  const alt = values.alt_text === undefined ? undefined : p.data.alt_text || null;
  if (!(await updateProjectPhoto(db, photoId, projectId, fields, alt))) return { error: "That photo is no longer in this project.", status: 404 };
  return { ok: true };
}

export async function removePhoto(db: Db, projectId: string, photoId: string): Promise<Refusal | { ok: true }> {
  if (!(await removeProjectPhoto(db, photoId, projectId))) return { error: "That photo is no longer in this project.", status: 404 };
  return { ok: true };
}

/**
 * Photos just stored in the library added to a project, in one transaction, each with the role and
 * caption given (several before or after photos at once make consecutive pairs); then each is
 * described where it was added (decision 0035): a suggestion the owner checks in the photo's row,
 * from the picture itself when a model is set up, else from the project (never the file name).
 */
export async function addPhotos(
  services: AppServices,
  projectId: string,
  images: ImageRecord[],
  details: { role: string; pair: string; caption: string },
): Promise<Refusal | { project: Project }> {
  const p = parseForm(photoSchema, details);
  if (!p.ok) return { error: p.formError, fieldErrors: p.fieldErrors };
  const role: (typeof PHOTO_ROLES)[number] = p.data.role;
  const r = await inTransaction(services.db, async (tx) => {
    const project = await getProject(tx, projectId);
    if (!project) return { error: "That project no longer exists.", status: 404 as const };
    let pair = p.data.pair ? Number(p.data.pair) : null;
    for (const image of images) {
      await addProjectPhoto(tx, { project_id: project.id, image_id: image.id, role, pair, caption: p.data.caption || null });
      if (pair !== null && role !== "photo") pair++;
    }
    return { project };
  });
  if ("error" in r) return r;
  const count = images.length;
  await Promise.all(
    images.map(async (image, index) => updateImage(services.db, image.id, { alt_text: (await suggestAltFor(services, image, { index, count })).text })),
  );
  return r;
}
