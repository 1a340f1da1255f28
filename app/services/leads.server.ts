/**
 * The leads writer (decision 0051, after 0047): every lead, whether the quote form, the
 * accessibility report or staff adding one that came by phone, text, walk-in or referral, is kept
 * here, and its status, note, first answer and deletion go through here. One set of rules for all
 * of them: the time to first response (decision 0031), the review request once Won (0032), the
 * retention and the person's erase (0033), and the job pages made from a Won lead (0051).
 * The spool (leads/spool.server.ts) and the Spam folder (leads/spam.server.ts) keep their own
 * writes below this layer; routes reach them through here.
 */
import type { AppServices } from "~/platform/services.server";
import type { Db } from "~/db/schema";
import { inTransaction, nowIso } from "~/db/client.server";
import {
  createContactMessage,
  getContactMessage,
  notifyAgain,
  recordFirstResponse,
  updateLead,
  type FirstResponseVia,
  type NewContactMessage,
} from "~/models/contact-messages.server";
import type { LeadStatus } from "~/content/lead-status";
import type { StaffLead } from "~/forms/staff-lead";
import { keepSpam, markNotSpam, type SpamCatch } from "~/leads/spam.server";
import { deleteJobPagesOfLeads } from "./job-pages-erase.server";

export type { NewContactMessage };

/** A lead sent through one of the site's forms (quote request, accessibility report). */
export async function createFormLead(db: Db, input: NewContactMessage, emailStatus: "pending" | "skipped") {
  return createContactMessage(db, input, emailStatus);
}

/** A form post caught as spam, kept aside with its reason (decision 0031); false when Spam is full. */
export const keepSpamCatch = (db: Db, c: SpamCatch, reason: string) => keepSpam(db, c, reason);

/** "Not spam": the message becomes a New lead and its alerts go out now. */
export const moveOutOfSpam = (services: AppServices, id: string) => markNotSpam(services, id);

/**
 * "Add a lead" (decision 0051): a lead that came by phone, text, walk-in or referral, typed by
 * staff. It is a New quote lead like a form's, received now; nobody is e-mailed about it (staff
 * typed it), and when staff say they already spoke with the person, that is its first answer, by phone.
 */
export async function addStaffLead(db: Db, lead: StaffLead) {
  const at = nowIso();
  return inTransaction(db, async (tx) => {
    const row = await createContactMessage(
      tx,
      {
        kind: "quote",
        full_name: lead.fullName,
        email: lead.email,
        phone: lead.phone || null,
        project_type: lead.projectType,
        preferred_contact: lead.phone ? "Phone" : "Email",
        message: lead.message,
        ip: null,
        town: lead.town || null,
        came_by: lead.cameBy,
      },
      "skipped",
      { created_at: at },
    );
    if (lead.answered) await recordFirstResponse(tx, row.id, "call", at);
    return row;
  });
}

/**
 * A lead's status and note. Leaving New is an answer (decision 0031): only the first is recorded.
 * Answers the lead as it was before, or null when it is gone.
 */
export async function saveLead(db: Db, id: string, change: { status: LeadStatus; note: string | null }) {
  return inTransaction(db, async (tx) => {
    const before = await getContactMessage(tx, id);
    if (!before) return null;
    await updateLead(tx, id, change);
    if (before.lead_status === "new" && change.status !== "new") await recordFirstResponse(tx, id, "status");
    return before;
  });
}

/** Staff answered (by phone, by e-mail): true when this is the lead's first answer. */
export const recordAnswer = (db: Db, id: string, via: FirstResponseVia) => recordFirstResponse(db, id, via);

/** "Send again": the lead's failed or given-up e-mail is tried at the next pass. */
export const sendLeadEmailAgain = (db: Db, id: string) => notifyAgain(db, id);

/**
 * Deletes leads with their photos' files, alerts and job pages (their updates, comments and
 * photos), and answers how many leads and files went. Used by the person's erase and by retention.
 */
export async function eraseLeads(services: Pick<AppServices, "db" | "storage" | "logger">, ids: string[]) {
  let files = 0;
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    files += await deleteJobPagesOfLeads(services, chunk);
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
