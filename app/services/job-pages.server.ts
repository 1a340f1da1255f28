/**
 * Job pages (decision 0051): the one writer of a job's private page. Made from a Won lead, at an
 * address holding 256 random bits of which only the SHA-256 is kept; revocable (the page answers
 * 404), replaceable (a new link turns the old one off), and gone 90 days after handover.
 * Updates, comments and photos: job-posts.server.ts; handover: job-handover.server.ts.
 */
import type { AppServices } from "~/platform/services.server";
import type { Db } from "~/db/schema";
import { hashLinkToken, newLinkToken } from "~/auth/link-token.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { getJobPage, getJobPageByTokenHash, insertJobPage, jobPagesOfLeads, setJobPage, type JobFields, type JobPage } from "~/models/job-pages.server";
import { getProfile } from "~/models/settings.server";
import { takeSlot } from "~/models/rate-limit.server";
import { sendStaffMail } from "~/mail/staff-mail.server";
import { JOB_LIMITS, JOB_PATH, JOB_TEXT_MAX, consentWords } from "~/content/job-pages";
import { CAME_BY_LABELS } from "~/leads/came-by";
import { clockNow } from "~/platform/clock";

export type { JobPage };

/** A refusal the screen shows as it is: its words and its status. */
export class JobRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const jobLink = (siteUrl: string, raw: string) => `${siteUrl}${JOB_PATH}/${raw}`;

/** Whether the page still opens for its link. */
export const jobPageOpen = (job: Pick<JobPage, "revoked_at" | "expires_at">, now = clockNow()) =>
  !job.revoked_at && !(job.expires_at && Date.parse(job.expires_at) <= now);

/**
 * "Start a job page" on a Won lead: the page with the lead's kind of work, town and name, and its
 * link (returned once, raw; only its hash is kept). A lead has at most one open job page.
 */
export async function startJobPage(db: Db, leadId: string, actor: string) {
  const lead = await getContactMessage(db, leadId);
  if (!lead || lead.lead_status === "spam") throw new JobRefusal(404, "That lead no longer exists.");
  if (lead.lead_status !== "won") throw new JobRefusal(409, `Mark ${lead.full_name} Won first: a job page is for work you won.`);
  const open = (await jobPagesOfLeads(db, [lead.id])).find((j) => !j.revoked_at && !j.expires_at);
  if (open) throw new JobRefusal(409, `${lead.full_name} already has a job page: open it from Jobs.`);
  const { raw, hash } = newLinkToken();
  const kind = lead.project_type && lead.project_type !== "Not sure yet" ? lead.project_type : "Your project";
  const job = await insertJobPage(db, {
    lead_id: lead.id,
    token_hash: hash,
    name: `${kind}${lead.town ? ` in ${lead.town}` : ""}`.slice(0, JOB_TEXT_MAX.name),
    town: lead.town,
    status_line: "Getting ready to start",
    next_step: null,
    next_step_date: null,
    client_name: lead.full_name.slice(0, JOB_TEXT_MAX.clientName),
    client_email: lead.email || null,
    created_by: actor,
  });
  return { job, raw, cameBy: lead.came_by ? CAME_BY_LABELS[lead.came_by as keyof typeof CAME_BY_LABELS] : null };
}

/** The job's name, town, status line and next step. */
export async function saveJobPage(db: Db, id: string, fields: JobFields) {
  if (!(await setJobPage(db, id, fields))) throw new JobRefusal(404, "That job page no longer exists.");
}

/** "Turn off the link": the page answers 404 from now on. */
export async function revokeJobPage(db: Db, id: string) {
  if (!(await setJobPage(db, id, { revoked_at: new Date(clockNow()).toISOString() }))) throw new JobRefusal(404, "That job page no longer exists.");
}

/** "Make a new link": the old link stops working; the new one works (again) until handover + 90 days. */
export async function newJobLink(db: Db, id: string) {
  const job = await getJobPage(db, id);
  if (!job) throw new JobRefusal(404, "That job page no longer exists.");
  if (job.expires_at && Date.parse(job.expires_at) <= clockNow())
    throw new JobRefusal(409, "This job was handed over more than 90 days ago; its page is closed.");
  const { raw, hash } = newLinkToken();
  await setJobPage(db, id, { token_hash: hash, revoked_at: null });
  return raw;
}

/** The job page a link opens, or null (not ours, turned off, or past handover + 90 days). */
export async function findJobByToken(db: Db, raw: string, now = clockNow()) {
  if (!/^[A-Za-z0-9_-]{40,60}$/.test(raw)) return null;
  const job = await getJobPageByTokenHash(db, hashLinkToken(raw));
  return job && jobPageOpen(job, now) ? job : null;
}

/** The client's choice on their page: an e-mail for each new update, or none. */
export async function setClientNotify(db: Db, job: JobPage, on: boolean) {
  if (on && !job.client_email) throw new JobRefusal(409, "We have no e-mail address for you; ask us to add it.");
  await setJobPage(db, job.id, { notify_updates: on ? 1 : 0 });
}

/** The client agrees, on their page, that the job's photos may be shown publicly: the moment and the words are kept. */
export async function recordClientConsent(db: Db, job: JobPage) {
  const profile = await getProfile(db);
  await setJobPage(db, job.id, { consent_at: new Date(clockNow()).toISOString(), consent_text: consentWords(profile.companyName) });
}

/** E-mails the client their page's link (capped per job); answers what happened, in a sentence for staff. */
export async function mailJobLink(services: Pick<AppServices, "db" | "config" | "logger" | "smtp">, job: JobPage, raw: string) {
  const to = job.client_email;
  if (!to) return "There is no e-mail address for this client: copy the link into a text.";
  if (!services.config.smtpUrl) return "E-mail is not set up (SMTP_URL), so copy the link into a text or an e-mail.";
  if (!(await takeSlot(services.db, JOB_LIMITS.linkMailsPerJob, job.id)).ok)
    return "This job's link was e-mailed several times today: copy it into a text instead.";
  const profile = await getProfile(services.db);
  const link = jobLink(services.config.siteUrl, raw);
  const text = [
    `Hello ${job.client_name},`,
    "",
    `Here is the page where ${profile.companyName} posts the progress of your job (${job.name}): photos, what happens next and when.`,
    "",
    link,
    "",
    "Anyone with the link can open the page, so share it only with people you choose. You can add comments and photos there too.",
    "",
    profile.companyName,
    profile.phone,
  ].join("\n");
  try {
    await sendStaffMail(services, to, `Your job page — ${profile.companyName}`, text);
    return `We e-mailed the link to ${to}.`;
  } catch (error) {
    services.logger.warn({ err: error }, "a job page link e-mail failed");
    return `The e-mail to ${to} could not be sent, so copy the link into a text.`;
  }
}
