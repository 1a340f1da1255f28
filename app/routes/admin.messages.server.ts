import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { leadSchema } from "~/forms/lead";
import { parseForm } from "~/forms/validate";
import { LEAD_STATUS_LABELS } from "~/leads/status";
import { getContactMessage, updateLead } from "~/models/contact-messages.server";

/** Admin → Messages: a lead's status and note. */
export const messageIntents: Record<string, IntentHandler> = {
  "lead-save": {
    errorTitle: "Failed to save the lead",
    async run({ values, context }) {
      const { db } = context.services;
      const p = parseForm(leadSchema, values);
      if (!p.ok) return { notice: fail("lead-save", "Failed to save the lead", p.formError, { id: values.id, fieldErrors: p.fieldErrors }) };
      const before = await getContactMessage(db, p.data.id);
      if (!before) return { notice: fail("lead-save", "Failed to save the lead", "That message no longer exists."), status: 404 };
      await updateLead(db, p.data.id, { status: p.data.status, note: p.data.note });
      return {
        notice: ok("lead-save", "Lead saved", { id: p.data.id, description: `${before.full_name}: ${LEAD_STATUS_LABELS[p.data.status]}.` }),
      };
    },
  },
};
