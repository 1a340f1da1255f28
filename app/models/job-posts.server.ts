import { randomUUID } from "node:crypto";
import type { Db, JobPhotosTable, JobPostsTable } from "~/db/schema";
import { nowIso } from "~/db/client.server";

export type JobPost = JobPostsTable;
export type JobPhoto = JobPhotosTable;

export async function insertJobPost(db: Db, input: Pick<JobPost, "job_id" | "author" | "body">) {
  const row: JobPost = { ...input, id: randomUUID(), created_at: nowIso(), notified_at: null };
  await db.insertInto("job_posts").values(row).execute();
  return row;
}

/** A job's updates and comments, newest first. */
export async function listJobPosts(db: Db, jobId: string) {
  return db.selectFrom("job_posts").selectAll().where("job_id", "=", jobId).orderBy("created_at", "desc").orderBy("id").execute();
}

export async function markPostNotified(db: Db, id: string) {
  await db.updateTable("job_posts").set({ notified_at: nowIso() }).where("id", "=", id).execute();
}

export async function insertJobPhoto(db: Db, input: Omit<JobPhoto, "id" | "created_at">) {
  const row: JobPhoto = { ...input, id: randomUUID(), created_at: nowIso() };
  await db.insertInto("job_photos").values(row).execute();
  return row;
}

/** A job's photos, in the order they were posted. */
export async function listJobPhotos(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db.selectFrom("job_photos").selectAll().where("job_id", "in", jobIds).orderBy("created_at").orderBy("sort_order").execute();
}

export async function getJobPhoto(db: Db, id: string) {
  return (await db.selectFrom("job_photos").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** How many photos the client added to a job (capped per job). */
export async function countClientPhotos(db: Db, jobId: string) {
  const row = await db
    .selectFrom("job_photos")
    .innerJoin("job_posts", "job_posts.id", "job_photos.post_id")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("job_photos.job_id", "=", jobId)
    .where("job_posts.author", "=", "client")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes the posts and photo rows of these jobs (their files are deleted first by the caller). */
export async function deleteJobRows(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return;
  await db.deleteFrom("job_photos").where("job_id", "in", jobIds).execute();
  await db.deleteFrom("job_posts").where("job_id", "in", jobIds).execute();
  await db.deleteFrom("job_pages").where("id", "in", jobIds).execute();
}
