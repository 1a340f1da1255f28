import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { bookVisit, cancelVisit, moveVisit, type VisitResult } from "~/services/visits.server";
import { sendVisitMail, type VisitMailKind } from "~/services/visit-mail.server";

/** Messages: staff book, move or cancel a lead's site visit (decision 0050); the client and staff get the invite. */
const TITLES = { "visit-book": "The visit was not booked", "visit-move": "The visit was not moved", "visit-cancel": "The visit was not cancelled" } as const;
type Intent = keyof typeof TITLES;

function handler(intent: Intent): IntentHandler {
  return {
    errorTitle: TITLES[intent],
    async run({ values, context, user }) {
      const id = (values.id ?? "").slice(0, 64);
      const visitId = (values.visitId ?? "").slice(0, 64);
      const slot = (values.slot ?? "").slice(0, 40);
      if (intent !== "visit-cancel" && !slot) return { notice: fail(intent, TITLES[intent], "Choose a time.", { id }) };
      let r: VisitResult;
      if (intent === "visit-book") r = await bookVisit(context.services, { leadId: id, start: slot, by: user.email });
      else if (intent === "visit-move") r = await moveVisit(context.services, { visitId, start: slot, by: user.email });
      else r = await cancelVisit(context.services, { visitId, by: user.email });
      if (!r.ok)
        return {
          notice: fail(intent, TITLES[intent], r.message, { id }),
          status: r.reason === "taken" ? 409 : r.reason === "no-lead" || r.reason === "no-visit" ? 404 : 400,
        };
      const kind: VisitMailKind = intent === "visit-book" ? "booked" : intent === "visit-move" ? "moved" : "cancelled";
      void sendVisitMail(context.services, r.visit.id, kind, r.links).catch((error: unknown) =>
        context.services.logger.warn({ err: error }, "visit e-mail failed"),
      );
      const mailed = context.services.config.smtpUrl ? " The client and you get the calendar invite by e-mail." : "";
      const title = kind === "booked" ? "Visit booked" : kind === "moved" ? "Visit moved" : "Visit cancelled";
      return { notice: ok(intent, title, { id, description: `${r.label}.${mailed}` }), activity: `${title}: ${r.label}` };
    },
  };
}

export const visitIntents: Record<string, IntentHandler> = {
  "visit-book": handler("visit-book"),
  "visit-move": handler("visit-move"),
  "visit-cancel": handler("visit-cancel"),
};
