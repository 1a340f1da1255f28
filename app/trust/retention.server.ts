import type { AppServices } from "~/platform/services.server";
import { dayMinus, dayOf } from "~/content/business-days";
import { logActivity } from "~/models/activity.server";
import { getDataSettings } from "~/models/data-settings.server";
import { zonedInputToIso } from "~/content/schedule";
import { claimJob, ensureJob, finishJob } from "~/models/scheduled-jobs.server";
import { clockNow } from "~/platform/clock";
import { deleteStaleVisitLinks } from "~/models/visits.server";
import { eraseLeads } from "~/services/leads.server";
import { deleteExpiredJobPages } from "~/services/job-pages-erase.server";

/**
 * The daily retention job (decision 0033): leads (with their photos and alerts) whose last change
 * is older than Settings → Data allows, activity entries and analytics days past their time. It
 * runs once a day across instances (jobs.server.ts) and writes what it deleted into Activity.
 */
export const RETENTION_JOB = "retention";
/** When it runs: early morning in the business's time zone, when nobody is at work. */
const RETENTION_AT = "03:30";

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: number, months: number) {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

/** The next time of day `hhmm` (business time zone) after `now`. */
export function nextDaily(now: number, hhmm: string) {
  const today = dayOf(now);
  const at = zonedInputToIso(`${today}T${hhmm}`);
  if (at && Date.parse(at) > now) return at;
  return zonedInputToIso(`${dayMinus(today, -1)}T${hhmm}`) ?? new Date(now + 86_400_000).toISOString();
}

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** Deletes what is past its time now; returns the sentence Activity keeps. */
export async function applyRetention(services: Services, now = clockNow()) {
  const { db } = services;
  const settings = await getDataSettings(db);
  const leadCut = monthsBefore(now, settings.leadMonths);
  const old = await db
    .selectFrom("contact_messages")
    .select("id")
    .where((eb) => eb(eb.fn.coalesce("updated_at", "created_at"), "<", leadCut))
    .execute();
  const leads = await eraseLeads(
    services,
    old.map((r) => r.id),
  );
  const signed = await deleteExpiredSignedProposals(db, now);
  await db.deleteFrom("stripe_events").where("received_at", "<", monthsBefore(now, 3)).execute();
  // Job pages 90 days after handover (decision 0051), with their comments and photos.
  const jobs = await deleteExpiredJobPages(services, now);
  const activity = await db.deleteFrom("activity_log").where("at", "<", monthsBefore(now, settings.activityMonths)).executeTakeFirst();
  const firstDay = dayOf(Date.parse(monthsBefore(now, settings.analyticsMonths)));
  let days = 0;
  for (const t of ["analytics_days", "analytics_pages", "analytics_entries", "phone_taps"] as const) {
    const r = await db.deleteFrom(t).where("day", "<", firstDay).executeTakeFirst();
    if (t === "analytics_days") days = Number(r.numDeletedRows);
  }
  // Visit links stop working at the visit (or after 30 days); they are forgotten 30 days later (decision 0050).
  await deleteStaleVisitLinks(db, new Date(now - 30 * 86_400_000).toISOString());
  const detail =
    `Deleted ${leads.leads} lead${leads.leads === 1 ? "" : "s"} last changed before ${leadCut.slice(0, 10)} (${leads.files} photo file${leads.files === 1 ? "" : "s"}), ` +
    `${signed} signed proposal${signed === 1 ? "" : "s"} past their 3 years (their lead gone), ` +
    `${Number(activity.numDeletedRows)} activity entr${Number(activity.numDeletedRows) === 1 ? "y" : "ies"} and ${days} day${days === 1 ? "" : "s"} of visit figures, as Settings → Data asks` +
    (jobs.pages
      ? `; and ${jobs.pages} job page${jobs.pages === 1 ? "" : "s"} closed 90 days after handover (${jobs.files} photo file${jobs.files === 1 ? "" : "s"}).`
      : ".");
  await logActivity(db, { actor: null, action: "retention", detail });
  return { ...leads, activity: Number(activity.numDeletedRows), analyticsDays: days, detail };
}

/** Runs the retention job when it is due and no other instance has it. */
export async function runRetentionIfDue(services: Services, now = clockNow()) {
  await ensureJob(services.db, RETENTION_JOB, nextDaily(now, RETENTION_AT));
  if (!(await claimJob(services.db, RETENTION_JOB, now))) return null;
  let result = "failed";
  try {
    const done = await applyRetention(services, now);
    result = done.detail;
    return done;
  } catch (error) {
    services.logger.error({ err: error }, "the retention job failed");
    result = `Failed: ${(error as Error).message}`;
    return null;
  } finally {
    await finishJob(services.db, RETENTION_JOB, result, nextDaily(now, RETENTION_AT), now);
  }
}

/**
 * Signed proposals whose 3 years (keep_until) are over and whose lead is gone: deleted with their
 * signature. Before that, neither the lead's retention nor an erasure removes them (decision 0052).
 */
export async function deleteExpiredSignedProposals(db: Services["db"], now: number) {
  const at = new Date(now).toISOString();
  const due = await db
    .selectFrom("proposal_signatures")
    .select(["proposal_id", "lead_id"])
    .where("keep_until", "<", at)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("contact_messages").select("id").whereRef("contact_messages.id", "=", "proposal_signatures.lead_id"))))
    .execute();
  const ids = due.map((d) => d.proposal_id);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom("proposal_signatures").where("proposal_id", "in", chunk).execute();
      await tx.deleteFrom("proposals").where("id", "in", chunk).execute();
    });
  }
  return ids.length;
}
