import { countByStatus, createContactMessage, type NewContactMessage } from "~/models/contact-messages.server";
/**
 * The Spam folder (decision 0031). Honeypot, rate-limit and content-rule catches are kept, with
 * the reason, as contact messages with status "spam": never e-mailed, never auto-replied, never
 * in the lead counts. "Not spam" makes one New and sends its alerts then. Storage is bounded: at
 * most SPAM_KEEP.perHour kept in any hour and SPAM_KEEP.total in all, and per source (internet
 * address, e-mail address) SPAM_KEEP.perSourceHour and perSourceTotal (past any, a catch is
 * dropped and logged), no photos, and each kept 30 days, then deleted by a job that one instance
 * at a time claims in the database.
 */
import type { AppServices } from "~/platform/services.server";
import type { ContactMessagesTable, Db } from "~/db/schema";
import { releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { SPAM_KEEP } from "./spam-rules";
import { claimJob, ensureJob, finishJob } from "~/models/scheduled-jobs.server";
import { clockNow } from "~/platform/clock";

export { SPAM_KEEP };
import { enqueueLeadAlerts, kickLeadAlerts } from "~/mail/lead-alerts.server";
import { kickNotifications } from "~/mail/mailer.server";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const SPAM_LIMIT = { bucket: "spam-kept", max: SPAM_KEEP.perHour, windowMs: HOUR };
const SPAM_SOURCE_LIMIT = { bucket: "spam-kept-source", max: SPAM_KEEP.perSourceHour, windowMs: HOUR };

/** What a catch keeps: the form's fields, the quote's details when it had them, and the address it came from. */
export type SpamCatch = Pick<ContactMessagesTable, "full_name" | "email" | "phone" | "project_type" | "preferred_contact" | "message" | "ip"> &
  Partial<Pick<ContactMessagesTable, "town" | "street_address" | "budget" | "timeline" | "heard_from">>;

export const countSpam = (db: Db) => countByStatus(db, "spam");

/** A catch's sources (decision 0054): its internet address and its e-mail address, each bounded on its own. */
const sourcesOf = (c: SpamCatch) => {
  const email = c.email.trim().toLowerCase().slice(0, 254);
  return { ip: (c.ip ?? "").trim() || "unknown", email };
};

/** How many catches from this internet address or this e-mail address Spam holds now. */
async function keptFromSource(db: Db, src: { ip: string; email: string }) {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("lead_status", "=", "spam")
    .where((eb) => eb.or([eb("ip", "=", src.ip), ...(src.email ? [eb(eb.fn("lower", ["email"]), "=", src.email)] : [])]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Keeps a catch in Spam; false when a bound was reached (then nothing is stored). A source's own
 * bounds are checked first, so a source past them takes none of the overall room; the per-source
 * keys are the rate-limit table's, stored hashed.
 */
export async function keepSpam(db: Db, c: SpamCatch, reason: string, now = clockNow()) {
  if ((await countSpam(db)) >= SPAM_KEEP.total) return false;
  const src = sourcesOf(c);
  if ((await keptFromSource(db, src)) >= SPAM_KEEP.perSourceTotal) return false;
  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((id) => releaseSlot(db, id)));
  for (const key of [src.ip, ...(src.email ? [src.email] : [])]) {
    const slot = await takeSlot(db, SPAM_SOURCE_LIMIT, key, now);
    if (!slot.ok) {
      await giveBack();
      return false;
    }
    taken.push(slot.id);
  }
  if (!(await takeSlot(db, SPAM_LIMIT, "all", now)).ok) {
    await giveBack();
    return false;
  }
  await createContactMessage(db, { landing_page: null, source: null, ...c } as NewContactMessage, "skipped", {
    created_at: new Date(now).toISOString(),
    spam_reason: reason,
  });
  return true;
}

export async function listSpam(db: Db, limit = 500) {
  return db.selectFrom("contact_messages").selectAll().where("lead_status", "=", "spam").orderBy("created_at", "desc").limit(limit).execute();
}

/** "Not spam": the message becomes a New lead and gets its alerts now. False when it is not in Spam. */
export async function markNotSpam(services: AppServices, id: string) {
  const { db, config } = services;
  const r = await db
    .updateTable("contact_messages")
    .set({ lead_status: "new", spam_reason: null, email_status: config.smtpUrl ? "pending" : "skipped", email_next_at: null })
    .where("id", "=", id)
    .where("lead_status", "=", "spam")
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await enqueueLeadAlerts(services, id);
  void kickNotifications(services);
  void kickLeadAlerts(services);
  return true;
}

/** Deletes spam older than SPAM_KEEP.days. */
export async function purgeSpam(db: Db, now = clockNow()) {
  const r = await db
    .deleteFrom("contact_messages")
    .where("lead_status", "=", "spam")
    .where("created_at", "<", new Date(now - SPAM_KEEP.days * DAY).toISOString())
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

const PURGE_JOB = "spam-purge";

/**
 * Runs the purge when it is due, on exactly one instance, through the database-held job schedule
 * (app/models/scheduled-jobs.server.ts). Returns the number deleted, or null when it was not this instance's turn.
 */
export async function purgeSpamOnce(db: Db, now = clockNow(), everyMs = HOUR) {
  await ensureJob(db, PURGE_JOB, new Date(now).toISOString());
  if (!(await claimJob(db, PURGE_JOB, now))) return null;
  const deleted = await purgeSpam(db, now);
  await finishJob(db, PURGE_JOB, `${deleted} deleted`, new Date(now + everyMs).toISOString(), now);
  return deleted;
}
