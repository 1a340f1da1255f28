import { randomUUID } from "node:crypto";
import type { Db, ProjectPhotosTable, ProjectsTable } from "~/db/schema";
import { nowIso, inTransaction } from "~/db/client.server";

export type Project = Omit<ProjectsTable, "is_published"> & { is_published: boolean };
export type ProjectPhoto = ProjectPhotosTable;
export type ProjectFields = Pick<ProjectsTable, "slug" | "title" | "town" | "service_key" | "year" | "summary" | "story" | "client_words"> & {
  is_published: boolean;
};

const fromRow = (r: ProjectsTable): Project => ({ ...r, is_published: Boolean(r.is_published) });

/** Every project, newest year first (then newest entered). Only published ones with `published`. */
export async function listProjects(db: Db, opts: { published?: boolean; serviceKey?: string } = {}) {
  let q = db.selectFrom("projects").selectAll();
  if (opts.published) q = q.where("is_published", "=", 1);
  if (opts.serviceKey) q = q.where("service_key", "=", opts.serviceKey);
  const rows = await q.orderBy("year", "desc").orderBy("created_at", "desc").execute();
  return rows.map(fromRow);
}

export async function getProject(db: Db, id: string) {
  const r = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? fromRow(r) : null;
}

export async function getProjectBySlug(db: Db, slug: string) {
  const r = await db.selectFrom("projects").selectAll().where("slug", "=", slug).executeTakeFirst();
  return r ? fromRow(r) : null;
}

export async function createProject(db: Db, f: ProjectFields) {
  const now = nowIso();
  const row: ProjectsTable = { id: randomUUID(), ...f, is_published: f.is_published ? 1 : 0, created_at: now, updated_at: now };
  await db.insertInto("projects").values(row).execute();
  return fromRow(row);
}

export async function updateProject(db: Db, id: string, f: ProjectFields) {
  const r = await db
    .updateTable("projects")
    .set({ ...f, is_published: f.is_published ? 1 : 0, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? getProject(db, id) : null;
}

/** Deletes a project and its photo links (the pictures stay in the library); its reviews keep their words. */
export async function deleteProject(db: Db, id: string) {
  return inTransaction(db, async (tx) => {
    await tx.deleteFrom("project_photos").where("project_id", "=", id).execute();
    await tx.updateTable("reviews").set({ project_id: null }).where("project_id", "=", id).execute();
    const r = await tx.deleteFrom("projects").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

export async function slugTaken(db: Db, slug: string, exceptId?: string) {
  let q = db.selectFrom("projects").select("id").where("slug", "=", slug);
  if (exceptId) q = q.where("id", "!=", exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** The photos of some projects, in their order, with the library record each shows. */
export async function listProjectPhotos(db: Db, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom("project_photos as p")
    .innerJoin("images as i", "i.id", "p.image_id")
    .select([
      "p.id",
      "p.project_id",
      "p.image_id",
      "p.role",
      "p.pair",
      "p.caption",
      "p.sort_order",
      "i.file_path",
      "i.width",
      "i.height",
      "i.alt_text",
      "i.focal_x",
      "i.focal_y",
    ])
    .where("p.project_id", "in", projectIds)
    .orderBy("p.sort_order", "asc")
    .orderBy("p.id", "asc")
    .execute();
}

export async function addProjectPhoto(db: Db, p: Omit<ProjectPhotosTable, "id" | "sort_order">) {
  const last = await db
    .selectFrom("project_photos")
    .select((eb) => eb.fn.max("sort_order").as("m"))
    .where("project_id", "=", p.project_id)
    .executeTakeFirst();
  const row: ProjectPhotosTable = { id: randomUUID(), ...p, sort_order: Number(last?.m ?? 0) + 1 };
  await db.insertInto("project_photos").values(row).execute();
  return row;
}

/**
 * A project photo's role, pair and caption, and (when given) the alt text of the library picture it
 * shows, in one transaction: the owner describes a photo where he added it.
 */
export async function updateProjectPhoto(
  db: Db,
  id: string,
  projectId: string,
  f: Pick<ProjectPhotosTable, "role" | "pair" | "caption">,
  altText?: string | null,
) {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("project_photos").select("image_id").where("id", "=", id).where("project_id", "=", projectId).executeTakeFirst();
    if (!row) return false;
    await tx.updateTable("project_photos").set(f).where("id", "=", id).execute();
    if (altText !== undefined) await tx.updateTable("images").set({ alt_text: altText }).where("id", "=", row.image_id).execute();
    return true;
  });
}

export async function removeProjectPhoto(db: Db, id: string, projectId: string) {
  const r = await db.deleteFrom("project_photos").where("id", "=", id).where("project_id", "=", projectId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
