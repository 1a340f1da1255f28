/**
 * Job pages go (decision 0051) with the lead they were made from (the person's erase, the lead's
 * retention), and on their own once past handover + 90 days: the page, its updates, the client's
 * comments and every photo file. A project made from the job stays (the client agreed to it).
 */
import type { AppServices } from "~/platform/services.server";
import { expiredJobPageIds, jobPagesOfLeads } from "~/models/job-pages.server";
import { deleteJobRows, listJobPhotos } from "~/models/job-posts.server";
import { inTransaction } from "~/db/client.server";
import { clockNow } from "~/platform/clock";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** Deletes these job pages and their photo files; answers how many files went. */
export async function deleteJobPages(services: Services, ids: string[]) {
  let files = 0;
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    for (const p of await listJobPhotos(services.db, chunk)) {
      try {
        await services.storage.delete(p.file_path);
        files++;
      } catch (error) {
        services.logger.warn({ err: error, photo: p.id }, "could not delete a job photo's file");
      }
    }
    await inTransaction(services.db, (tx) => deleteJobRows(tx, chunk));
  }
  return files;
}

/** Deletes the job pages made from these leads; answers how many files went. */
export async function deleteJobPagesOfLeads(services: Services, leadIds: string[]) {
  const jobs = await jobPagesOfLeads(services.db, leadIds);
  return deleteJobPages(
    services,
    jobs.map((j) => j.id),
  );
}

/** Retention: the job pages past handover + 90 days. */
export async function deleteExpiredJobPages(services: Services, now = clockNow()) {
  const ids = await expiredJobPageIds(services.db, new Date(now).toISOString());
  return { pages: ids.length, files: await deleteJobPages(services, ids) };
}

/** How many job pages, updates or comments and photos a person's leads have (for the erase's confirmation). */
export async function jobPageCounts(db: AppServices["db"], leadIds: string[]) {
  const jobs = await jobPagesOfLeads(db, leadIds);
  const photos = await listJobPhotos(
    db,
    jobs.map((j) => j.id),
  );
  return { pages: jobs.length, photos: photos.length };
}
