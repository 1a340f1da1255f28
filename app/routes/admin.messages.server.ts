import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { leadSchema } from "~/forms/lead";
import { parseForm } from "~/forms/validate";
import { LEAD_STATUS_LABELS } from "~/content/lead-status";
import { getContactMessage } from "~/models/contact-messages.server";
import { kickNotifications } from "~/mail/mailer.server";
import { addStaffLead, moveOutOfSpam, recordAnswer, saveLead, sendLeadEmailAgain } from "~/services/leads.server";
import { STAFF_LEAD_FIELDS, STAFF_LEAD_MAX, staffLeadSchema } from "~/forms/staff-lead";
import { CAME_BY_LABELS } from "~/leads/came-by";
import { visitIntents } from "./admin.messages-visits.server";

/**
 * What was typed into "Add a lead", read at most one character past what each field may hold (so
 * a longer one is refused, not cut silently); `extra` 0 gives it back cut to what the field holds.
 */
export function typedStaffLead(values: Record<string, string>, extra = 1) {
  return Object.fromEntries(STAFF_LEAD_FIELDS.map((k) => [k, (values[k] ?? "").slice(0, STAFF_LEAD_MAX[k] + extra)]));
}

/** Admin → Messages: a lead's status and note, its site visit (decision 0050), and leads staff add. */
export const messageIntents: Record<string, IntentHandler> = {
  ...visitIntents,
  // Decision 0051: a lead that came by phone, text, walk-in or referral joins the others.
  "lead-add": {
    errorTitle: "The lead could not be added",
    async run({ values, context }) {
      const p = parseForm(staffLeadSchema, typedStaffLead(values));
      if (!p.ok)
        return { notice: fail("lead-add", "The lead could not be added", p.formError, { fieldErrors: p.fieldErrors }), kept: typedStaffLead(values, 0) };
      const row = await addStaffLead(context.services.db, p.data);
      return {
        notice: ok("lead-add", "Lead added", { id: row.id, description: `${row.full_name} (${CAME_BY_LABELS[p.data.cameBy]}) is a New lead.` }),
        activity: `Lead added: ${row.full_name} (${CAME_BY_LABELS[p.data.cameBy]}) · #${row.id.slice(0, 8)}`,
      };
    },
  },
  "lead-save": {
    errorTitle: "Failed to save the lead",
    async run({ values, context }) {
      const { db } = context.services;
      const p = parseForm(leadSchema, values);
      if (!p.ok) return { notice: fail("lead-save", "Failed to save the lead", p.formError, { id: values.id, fieldErrors: p.fieldErrors }) };
      // Leaving New is an answer (decision 0031); the leads writer records only the first.
      const before = await saveLead(db, p.data.id, { status: p.data.status, note: p.data.note });
      if (!before) return { notice: fail("lead-save", "Failed to save the lead", "That message no longer exists."), status: 404 };
      return {
        notice: ok("lead-save", "Lead saved", { id: p.data.id, description: `${before.full_name}: ${LEAD_STATUS_LABELS[p.data.status]}.` }),
      };
    },
  },
  // Decision 0031: a message wrongly caught becomes a New lead, and its alerts go out now.
  "lead-not-spam": {
    errorTitle: "The message could not be moved out of Spam",
    async run({ values, context }) {
      const m = await getContactMessage(context.services.db, (values.id ?? "").slice(0, 64));
      if (!m || !(await moveOutOfSpam(context.services, m.id))) {
        return { notice: fail("lead-not-spam", "The message could not be moved out of Spam", "That message is no longer in Spam."), status: 404 };
      }
      return {
        notice: ok("lead-not-spam", "Moved to New", { id: m.id, description: `${m.full_name || "The message"} is now a New lead; its e-mail is on its way.` }),
      };
    },
  },
  // "Called": one tap in the lead records the first answer by phone (decision 0031).
  "lead-called": {
    errorTitle: "The call could not be recorded",
    async run({ values, context }) {
      const m = await getContactMessage(context.services.db, (values.id ?? "").slice(0, 64));
      if (!m || m.lead_status === "spam") {
        return { notice: fail("lead-called", "The call could not be recorded", "That message no longer exists."), status: 404 };
      }
      const first = await recordAnswer(context.services.db, m.id, "call");
      return {
        notice: ok("lead-called", "Call recorded", {
          id: m.id,
          description: first ? `${m.full_name}: answered by phone.` : `${m.full_name} had already been answered; the first answer stays as it was.`,
        }),
      };
    },
  },
  // A notification that failed or was given up after 72 hours (decision 0020) is tried again now.
  "notify-again": {
    errorTitle: "The e-mail could not be sent again",
    async run({ values, context }) {
      const m = await getContactMessage(context.services.db, values.id ?? "");
      if (!m || !(await sendLeadEmailAgain(context.services.db, m.id))) {
        return { notice: fail("notify-again", "The e-mail could not be sent again", "That message has no failed e-mail to send."), status: 404 };
      }
      void kickNotifications(context.services);
      return { notice: ok("notify-again", "Sending again", { id: m.id, description: `The e-mail about ${m.full_name}'s message is being sent again.` }) };
    },
  },
};
