/**
 * /accessibility's post (the barrier report form), also from /es/accessibility: checked, kept as a
 * lead of its own kind in Messages, answered with the thank-you or the form again with every field
 * as typed and why, in the language of the page it was sent from (decision 0065). The page itself is
 * accessibility.tsx.
 */
import { data } from "react-router";
import { z } from "zod";
import { accessibilityText, type AccessibilityText } from "~/content/accessibility-text";
import { requestLocale } from "~/content/request-locale.server";
import { uiText } from "~/content/ui-es";
import { contactSchema } from "~/forms/contact";
import { parseForm } from "~/forms/validate";
import { kickNotifications } from "~/mail/mailer.server";
import { getProfile } from "~/models/settings.server";
import { createFormLead } from "~/services/leads.server";
import { giveBackSendSlot, takeSendSlot } from "~/services/visitor-limits.server";
import type { Route } from "./+types/accessibility";

const reportSchema = (tx: AccessibilityText) =>
  z.object({
    fullName: contactSchema.shape.fullName,
    email: contactSchema.shape.email,
    problem: z.string().trim().min(1, tx.errors.problemMissing).max(3000, tx.errors.problemLong),
    setup: z.string().trim().max(200, tx.errors.setupLong),
  });
export type ReportField = keyof z.infer<ReturnType<typeof reportSchema>>;
const MAX: Record<ReportField, number> = { fullName: 100, email: 254, problem: 3000, setup: 200 };

export type ReportResult = { ok: true } | { ok: false; values: Record<ReportField, string>; errors: Partial<Record<ReportField, string>>; formError?: string };

export async function accessibilityAction({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = context.services;
  const locale = requestLocale();
  const tx = accessibilityText(locale);
  const form = await request.formData().catch(() => null);
  const field = (n: string) => {
    const v = form?.get(n);
    return typeof v === "string" ? v : "";
  };
  const values = { fullName: field("fullName"), email: field("email"), problem: field("problem"), setup: field("setup") };
  const echo = () => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, MAX[k as ReportField])])) as Record<ReportField, string>;
  if (field("website").trim() !== "") return data<ReportResult>({ ok: true });
  const parsed = parseForm(reportSchema(tx), values);
  if (!parsed.ok) {
    // The name's and e-mail's messages are the quote form's; their Spanish is the contact page's.
    const errors = Object.fromEntries(Object.entries(parsed.fieldErrors).map(([k, m]) => [k, uiText(m, locale)]));
    return data<ReportResult>({ ok: false, values: echo(), errors }, { status: 400 });
  }
  // The same per-address limit as the quote form: reports share it (services/visitor-limits.server.ts).
  const slot = await takeSendSlot(db, "message", context.clientIp);
  if (!slot.ok) {
    const profile = await getProfile(db);
    return data<ReportResult>({ ok: false, values: echo(), errors: {}, formError: tx.errors.busy(slot.waitMinutes, profile.phone) }, { status: 429 });
  }
  const v = parsed.data;
  try {
    await createFormLead(
      db,
      {
        kind: "accessibility",
        full_name: v.fullName,
        email: v.email,
        phone: null,
        project_type: "Accessibility report",
        preferred_contact: "Email",
        message: v.setup ? `${v.problem}\n\nDevice, browser or assistive technology: ${v.setup}` : v.problem,
        ip: context.clientIp || null,
        // Sent from the Spanish statement: staff answer in Spanish (decision 0068).
        language: locale,
      },
      config.smtpUrl ? "pending" : "skipped",
    );
  } catch (error) {
    logger.error({ err: error }, "could not store an accessibility report");
    await giveBackSendSlot(db, slot.id);
    const profile = await getProfile(db).catch(() => null);
    return data<ReportResult>({ ok: false, values: echo(), errors: {}, formError: tx.errors.notSaved(profile?.phone ?? null) }, { status: 503 });
  }
  void kickNotifications(context.services);
  return data<ReportResult>({ ok: true });
}
