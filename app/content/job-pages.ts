/**
 * A job's private page (decision 0051): its limits and the words it says. Plain module: the admin
 * screen, the client's page and the services read it.
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Where a job page lives: /job/{token}. The token is 256 random bits (base64url, 43 characters). */
export const JOB_PATH = "/job";

export const JOB_LIMITS = {
  /** The link keeps working this long after handover, then the page is gone. */
  daysAfterHandover: 90,
  /** Photos staff add with one update. */
  staffPhotosPerUpdate: 10,
  /** Photos the client adds with one comment, and in all on one job. */
  clientPhotosPerComment: 5,
  clientPhotosPerJob: 30,
  /** The client's comments on one job in a day. */
  clientCommentsPerDay: { bucket: "job-comment", max: 10, windowMs: DAY },
  /** E-mails about new updates: to one job's client in a day, and from the whole site in a day. */
  updateMailsPerJob: { bucket: "job-update-mail", max: 3, windowMs: DAY },
  updateMailsOverall: { bucket: "job-update-mail-all", max: 200, windowMs: DAY },
  /** Links e-mailed to clients by staff (a new link, the first one). */
  linkMailsPerJob: { bucket: "job-link-mail", max: 5, windowMs: DAY },
};

export const JOB_TEXT_MAX = { name: 120, town: 120, status: 200, nextStep: 200, body: 2000, clientName: 80 };

/** What the client agrees to, in these words, before the job's photos can become a public project. */
export function consentWords(company: string) {
  return `I agree that ${company} may show photos of this job on its website, without my name or street address.`;
}

export const JOB_COPY = {
  pageIntro: "This page is only for you and whoever you share the link with. Anyone with the link can read it, so share it with care.",
  notifyOn: "E-mail me when there is an update",
  notifyOff: "Stop the update e-mails",
  commentHeading: "Add a comment or photos",
  updatesHeading: "Progress",
  gone: "This job page is not available. The link may have been replaced, turned off, or it expired after the job was handed over.",
};

/** "Tue, Dec 1, 2026" for a YYYY-MM-DD day. */
export function dayText(day: string | null) {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export const jobExpiry = (handoverMs: number) => new Date(handoverMs + JOB_LIMITS.daysAfterHandover * DAY).toISOString();
