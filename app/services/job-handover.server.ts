/**
 * Handover (decision 0051): "Make it a project" turns the photos staff choose from a job page into
 * a public project (the projects model, the library's safe image path), only once the client has
 * agreed on their page, and sends the client the review request (decision 0032). The job page's
 * link keeps working for 90 days after, then the page is gone.
 */
import type { AppServices } from "~/platform/services.server";
import { projectSchema, projectSlug } from "~/forms/projects";
import { parseForm } from "~/forms/validate";
import { photoToLibrary } from "~/leads/photos.server";
import { addProjectPhoto, createProject, slugTaken } from "~/models/projects.server";
import { getJobPage, setJobPage } from "~/models/job-pages.server";
import { listJobPhotos } from "~/models/job-posts.server";
import { getProfile } from "~/models/settings.server";
import { takeSlot } from "~/models/rate-limit.server";
import { siteFile } from "~/content/files.server";
import { jobExpiry } from "~/content/job-pages";
import { createReviewRequest, recipientOf } from "~/reviews/requests.server";
import { REVIEW_LIMITS, SERVICE_OF_PROJECT_TYPE } from "~/reviews/policy";
import { reviewRequestText } from "~/reviews/admin.server";
import { sendStaffMail } from "~/mail/staff-mail.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { clockDate, clockNow } from "~/platform/clock";
import { JobRefusal } from "./job-pages.server";

type Services = Pick<AppServices, "db" | "storage" | "config" | "logger" | "smtp">;

export interface HandoverInput {
  title: string;
  town: string;
  service_key: string;
  summary: string;
  photoIds: string[];
}

/** The service a job's lead asked about, to preselect on the form. */
export async function suggestedService(db: AppServices["db"], leadId: string) {
  const lead = await getContactMessage(db, leadId);
  return SERVICE_OF_PROJECT_TYPE[lead?.project_type ?? ""] ?? "";
}

export async function makeProject(services: Services, jobId: string, input: HandoverInput, actor: string) {
  const { db } = services;
  const job = await getJobPage(db, jobId);
  if (!job) throw new JobRefusal(404, "That job page no longer exists.");
  if (job.project_id) throw new JobRefusal(409, "This job is already a project.");
  if (!job.consent_at)
    throw new JobRefusal(409, `${job.client_name} has not agreed on their page that the photos may be shown: ask them to tick the box there first.`);
  const p = parseForm(projectSchema(siteFile().quoteForm.towns), { ...input, year: String(clockDate().getFullYear()), is_published: true });
  if (!p.ok) return { fieldErrors: p.fieldErrors, formError: p.formError };
  const chosen = (await listJobPhotos(db, [job.id])).filter((ph) => input.photoIds.includes(ph.id));
  if (chosen.length === 0)
    return { fieldErrors: { photos: "Choose at least one photo for the project." }, formError: "Choose at least one photo for the project." };
  const slug = projectSlug(p.data.title, p.data.town);
  if (!slug || (await slugTaken(db, slug))) {
    const message = `Another project already has the address /projects/${slug}. Change the title.`;
    return { fieldErrors: { title: message }, formError: message };
  }
  // The chosen photos join the library through the same safe path as any upload.
  const images = [];
  for (const [i, ph] of chosen.entries()) {
    const image = await photoToLibrary(services, ph, `${p.data.title}, photo ${i + 1} of ${chosen.length}`);
    if (image) images.push(image);
  }
  const project = await createProject(db, {
    title: p.data.title,
    slug,
    town: p.data.town,
    service_key: p.data.service_key,
    year: clockDate().getFullYear(),
    summary: p.data.summary,
    story: null,
    client_words: null,
    is_published: true,
  });
  for (const image of images) await addProjectPhoto(db, { project_id: project.id, image_id: image.id, role: "photo", pair: null, caption: null });
  const now = clockNow();
  await setJobPage(db, job.id, { project_id: project.id, handover_at: new Date(now).toISOString(), expires_at: jobExpiry(now), status_line: "Handed over" });
  const review = await askForReview(services, job, p.data.service_key, p.data.town, actor);
  return { project, photos: images.length, review };
}

/** The review request for the finished job (decision 0032's request, capped the same way). */
async function askForReview(
  services: Services,
  job: { lead_id: string; client_name: string; client_email: string | null },
  serviceKey: string,
  town: string,
  actor: string,
) {
  const { db, config } = services;
  const target = { email: job.client_email, leadId: job.lead_id };
  for (const [limit, key] of [
    [REVIEW_LIMITS.requestsPerRecipient, recipientOf(target)],
    [REVIEW_LIMITS.requestsOverall, "all"],
  ] as const) {
    if (!(await takeSlot(db, limit, key)).ok)
      return { link: null, text: "The review request was not sent: too many requests for now. Ask from the lead later." };
  }
  const token = await createReviewRequest(db, {
    clientName: job.client_name,
    email: job.client_email,
    leadId: job.lead_id,
    serviceKey,
    town,
    createdBy: actor,
  });
  const link = `${config.siteUrl}/write-a-review/${token}`;
  if (!job.client_email || !config.smtpUrl) return { link, text: "Copy the review link into a text or an e-mail to them." };
  const profile = await getProfile(db);
  try {
    await sendStaffMail(
      services,
      job.client_email,
      `How did your project go? — ${profile.companyName}`,
      reviewRequestText(profile.companyName, profile.phone, job.client_name, link),
    );
    return { link, text: `The review request was e-mailed to ${job.client_email}.` };
  } catch (error) {
    services.logger.warn({ err: error }, "review request e-mail failed");
    return { link, text: `The review request e-mail to ${job.client_email} could not be sent: copy the link.` };
  }
}
