import type { AppServices } from "~/platform/services.server";
import { dayMinus, dayOf } from "~/analytics/recorder.server";
import { logActivity } from "~/models/activity.server";
import { getDataSettings } from "~/models/data-settings.server";
import { zonedInputToIso } from "~/content/schedule";
import { claimJob, ensureJob, finishJob } from "./jobs.server";
import { clockNow } from "~/platform/clock";
import { deleteStaleVisitLinks } from "~/models/visits.server";

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

/** Deletes leads (their photos' files first), and answers how many leads and files went. */
export async function deleteLeads(services: Pick<AppServices, "db" | "storage" | "logger">, ids: string[]) {
  let files = 0;
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    const photos = await services.db.selectFrom("lead_photos").select(["id", "file_path"]).where("message_id", "in", chunk).execute();
    for (const p of photos) {
      try {
        await services.storage.delete(p.file_path);
        files++;
      } catch (error) {
        services.logger.warn({ err: error, photo: p.id }, "could not delete a lead photo's file");
      }
    }
    await services.db.transaction().execute(async (tx) => {
      await tx.deleteFrom("lead_photos").where("message_id", "in", chunk).execute();
      await tx.deleteFrom("lead_alerts").where("message_id", "in", chunk).execute();
      // A lead's site visits and their links go with it (decision 0050).
      await tx.deleteFrom("visit_links").where("lead_id", "in", chunk).execute();
      await tx.deleteFrom("visits").where("lead_id", "in", chunk).execute();
      // Proposals go with their lead, except signed ones: kept until their keep_until (decision 0052).
      await tx.deleteFrom("proposals").where("lead_id", "in", chunk).where("status", "!=", "signed").execute();
      await tx.deleteFrom("contact_messages").where("id", "in", chunk).execute();
    });
  }
  return { leads: ids.length, files };
}

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
  const leads = await deleteLeads(
    services,
    old.map((r) => r.id),
  );
  const signed = await deleteExpiredSignedProposals(db, now);
  await db.deleteFrom("stripe_events").where("received_at", "<", monthsBefore(now, 3)).execute();
  const activity = await db.deleteFrom("activity_log").where("at", "<", monthsBefore(now, settings.activityMonths)).executeTakeFirst();
  const firstDay = dayOf(Date.parse(monthsBefore(now, settings.analyticsMonths)));
  let days = 0;
  for (const t of ["analytics_days", "analytics_pages", "analytics_entries"] as const) {
    const r = await db.deleteFrom(t).where("day", "<", firstDay).executeTakeFirst();
    if (t === "analytics_days") days = Number(r.numDeletedRows);
  }
  // Visit links stop working at the visit (or after 30 days); they are forgotten 30 days later (decision 0050).
  await deleteStaleVisitLinks(db, new Date(now - 30 * 86_400_000).toISOString());
  const detail =
    `Deleted ${leads.leads} lead${leads.leads === 1 ? "" : "s"} last changed before ${leadCut.slice(0, 10)} (${leads.files} photo file${leads.files === 1 ? "" : "s"}), ` +
    `${signed} signed proposal${signed === 1 ? "" : "s"} past their 3 years (their lead gone), ` +
    `${Number(activity.numDeletedRows)} activity entr${Number(activity.numDeletedRows) === 1 ? "y" : "ies"} and ${days} day${days === 1 ? "" : "s"} of visit figures, as Settings → Data asks.`;
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
