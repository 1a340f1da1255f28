import { data, redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { replyMailto } from "~/content/lead-status";
import { logActivity } from "~/models/activity.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { recordAnswer } from "~/services/leads.server";
import { getProfile } from "~/models/settings.server";
import type { Route } from "./+types/admin.messages-reply";

/**
 * "Reply by e-mail" in Messages posts here (a plain form, so it works without JavaScript): the
 * first answer is recorded (decision 0031), then the browser is sent on to the mailto: link that
 * opens the mail client with the message quoted. Staff only (401).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const form = await request.formData().catch(() => null);
  const id = String(form?.get("id") ?? "").slice(0, 64);
  const { db } = context.services;
  const m = id ? await getContactMessage(db, id) : null;
  if (!m || m.lead_status === "spam") return data({ error: "That message no longer exists." }, { status: 404 });
  const first = await recordAnswer(db, m.id, "email");
  if (first) {
    await logActivity(db, { actor: user.email, action: "lead-replied", detail: `${m.full_name} · #${m.id.slice(0, 8)}` }).catch((error: unknown) =>
      context.services.logger.warn({ err: error }, "could not log a reply"),
    );
  }
  const profile = await getProfile(db);
  return redirect(replyMailto(m, profile.companyName), { status: 303, headers: { "Cache-Control": "no-store" } });
}
