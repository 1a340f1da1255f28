/**
 * A job page's dated updates (staff, from the phone) and the client's comments (decision 0051).
 * Every photo takes the quote photos' safe path (the bytes decide the type, re-encoded so EXIF and
 * GPS are gone, at most 2048 px on the long edge) and is kept under leads/jobs/, never served by
 * its path. The client's comments and photos are capped per job and per day; the e-mail about a
 * new update goes only to a client who asked for it on the page, capped per job and overall.
 */
import { randomUUID } from "node:crypto";
import type { AppServices } from "~/platform/services.server";
import { cleanPhotos, type QuotePhoto } from "~/leads/photos.server";
import { inTransaction } from "~/db/client.server";
import { PRIVATE_STORAGE_PREFIX } from "~/platform/policy";
import { countClientPhotos, insertJobPhoto, insertJobPost, markPostNotified, type JobPost } from "~/models/job-posts.server";
import { getJobPage, type JobPage } from "~/models/job-pages.server";
import { getProfile } from "~/models/settings.server";
import { releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { sendStaffMail } from "~/mail/staff-mail.server";
import { JOB_LIMITS } from "~/content/job-pages";
import { JobRefusal } from "./job-pages.server";

type Services = Pick<AppServices, "db" | "storage" | "config" | "logger" | "smtp">;

/** Cleans the photos, then keeps the post and its photos together: a refused photo keeps nothing. */
async function keepPost(services: Services, job: JobPage, author: "staff" | "client", body: string, files: QuotePhoto[]) {
  const clean = await cleanPhotos(files, services.config.uploadMaxBytes);
  const keys: string[] = [];
  try {
    for (const p of clean) {
      const key = `${PRIVATE_STORAGE_PREFIX}jobs/${randomUUID()}.${p.clean.ext}`;
      await services.storage.put(key, p.clean.body, p.clean.mime);
      keys.push(key);
    }
    return await inTransaction(services.db, async (tx) => {
      const post = await insertJobPost(tx, { job_id: job.id, author, body });
      for (const [i, p] of clean.entries()) {
        await insertJobPhoto(tx, {
          job_id: job.id,
          post_id: post.id,
          file_path: keys[i]!,
          original_filename: p.name.slice(0, 200),
          mime_type: p.clean.mime,
          file_size: p.clean.body.length,
          width: p.clean.width,
          height: p.clean.height,
          sort_order: i,
        });
      }
      return post;
    });
  } catch (error) {
    for (const key of keys) await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Staff post a dated update (a few words, photos from the phone); the client is e-mailed if they asked. */
export async function postJobUpdate(services: Services, jobId: string, body: string, files: QuotePhoto[]) {
  const job = await getJobPage(services.db, jobId);
  if (!job) throw new JobRefusal(404, "That job page no longer exists.");
  if (!body && files.length === 0) throw new JobRefusal(400, "Write a few words or add a photo.");
  if (files.length > JOB_LIMITS.staffPhotosPerUpdate) throw new JobRefusal(400, `Add at most ${JOB_LIMITS.staffPhotosPerUpdate} photos to one update.`);
  const post = await keepPost(services, job, "staff", body, files);
  const mailed = await mailUpdate(services, job, post, files.length);
  return { post, mailed };
}

/** The client's comment with their photos, within the job's caps. */
export async function postClientComment(services: Services, job: JobPage, body: string, files: QuotePhoto[]) {
  if (!body && files.length === 0) throw new JobRefusal(400, "Write a comment or choose a photo.");
  if (files.length > JOB_LIMITS.clientPhotosPerComment) throw new JobRefusal(400, `Add at most ${JOB_LIMITS.clientPhotosPerComment} photos to one comment.`);
  const already = await countClientPhotos(services.db, job.id);
  if (already + files.length > JOB_LIMITS.clientPhotosPerJob) {
    throw new JobRefusal(409, `This page holds up to ${JOB_LIMITS.clientPhotosPerJob} of your photos and has ${already}: send the others by e-mail.`);
  }
  const slot = await takeSlot(services.db, JOB_LIMITS.clientCommentsPerDay, job.id);
  if (!slot.ok) throw new JobRefusal(429, `You have added ${JOB_LIMITS.clientCommentsPerDay.max} comments today. Please try again tomorrow, or call us.`);
  try {
    return await keepPost(services, job, "client", body, files);
  } catch (error) {
    await releaseSlot(services.db, slot.id).catch(() => undefined);
    throw error;
  }
}

/** The e-mail about a new update: only when the client asked on the page, within the caps. Answers a sentence for staff. */
async function mailUpdate(services: Services, job: JobPage, post: JobPost, photos: number) {
  if (!job.notify_updates || !job.client_email) return "The client has not asked for update e-mails.";
  if (!services.config.smtpUrl) return "E-mail is not set up (SMTP_URL), so the client was not e-mailed.";
  for (const [limit, key] of [
    [JOB_LIMITS.updateMailsPerJob, job.id],
    [JOB_LIMITS.updateMailsOverall, "all"],
  ] as const) {
    if (!(await takeSlot(services.db, limit, key)).ok) return "The client was e-mailed about several updates today; they will see this one on the page.";
  }
  const profile = await getProfile(services.db);
  const text = [
    `Hello ${job.client_name},`,
    "",
    `There is a new update on your job page (${job.name})${photos ? `, with ${photos} photo${photos === 1 ? "" : "s"}` : ""}. Open the link ${profile.companyName} sent you to see it.`,
    "",
    `You asked for these e-mails on the page; you can stop them there. For your privacy this e-mail does not carry the page's link or the update itself.`,
    "",
    profile.companyName,
    profile.phone,
  ].join("\n");
  try {
    await sendStaffMail(services, job.client_email, `New update on your job — ${profile.companyName}`, text);
    await markPostNotified(services.db, post.id);
    return `${job.client_name} was e-mailed about it.`;
  } catch (error) {
    services.logger.warn({ err: error }, "a job update e-mail failed");
    return "The e-mail to the client could not be sent; they will see the update on the page.";
  }
}
