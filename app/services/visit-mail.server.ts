import { smtpTransport } from "~/platform/smtp.server";
import type { AppServices } from "~/platform/services.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { getProfile } from "~/models/settings.server";
import { claimReminder, getVisit, visitsToRemind, type Visit } from "~/models/visits.server";
import { leadRecipients } from "~/mail/lead-mail.server";
import { visitMailWords, type VisitMailKind } from "~/content/visit-mail-words";
import { leadLanguage } from "~/mail/lead-language.server";
import { visitPath } from "~/visits/paths";
import type { Locale } from "~/content/locale";
import { visitInvite, type IcsVisit } from "~/visits/ics";
import { slotLabel } from "~/visits/slots";
import { clockNow } from "~/platform/clock";

/**
 * Site visit e-mails (decision 0050): the client's confirmation with the invite (.ics, METHOD
 * REQUEST or CANCEL) and links to move or cancel, the same invite to the owner and the staff who
 * get new leads, and the client's reminder the day before. Sent after the booking is kept; a
 * failure is logged (the visit stands and shows in Messages either way). A Spanish lead's e-mails,
 * links (/es/visit/…) and invite are in Spanish with es-US times (decision 0069); staff's stay English.
 */
export type { VisitMailKind };

/** The staff e-mail's line for a Spanish lead's visit (decision 0069). */
export const VISIT_LANGUAGE_NOTE = "Language: Spanish: the client's visit e-mails and links are in Spanish, so answer in Spanish";

type Services = Pick<AppServices, "db" | "config" | "auth" | "logger" | "smtp">;

/** The invite's event: the visit with its client and place; the UID stays the visit's across changes. */
export function icsVisitOf(
  visit: Visit,
  lead: { full_name: string; email: string; phone: string | null; town: string | null; street_address: string | null; project_type: string | null },
  siteUrl: string,
  companyName: string,
  language: Locale = "en",
): IcsVisit {
  const place = [lead.street_address, lead.town].filter(Boolean).join(", ");
  const words = visitMailWords(language);
  return {
    uid: `visit-${visit.id}@${new URL(siteUrl).hostname}`,
    start: visit.start_at,
    end: visit.end_at,
    sequence: visit.sequence,
    summary: words.summary(companyName, lead.full_name),
    description: words.description(lead.project_type, place, lead.full_name, lead.phone ?? lead.email),
    location: place || null,
    cancelled: visit.status === "cancelled",
    attendee: { name: lead.full_name, email: lead.email },
  };
}

/** The client's and the staff's e-mails about one visit, each with the invite. */
export async function sendVisitMail(services: Services, visitId: string, kind: VisitMailKind, links: { move: string; cancel: string } | null) {
  if (!services.config.smtpUrl) return;
  const visit = await getVisit(services.db, visitId);
  const lead = visit ? await getContactMessage(services.db, visit.lead_id) : null;
  if (!visit || !lead) return;
  const profile = await getProfile(services.db);
  const site = services.config.siteUrl;
  const language = leadLanguage(lead);
  const words = visitMailWords(language);
  const when = slotLabel({ start: visit.start_at, end: visit.end_at });
  const clientWhen = slotLabel({ start: visit.start_at, end: visit.end_at }, language);
  const organizer = { name: profile.companyName, email: profile.email };
  const stamp = new Date(clockNow()).toISOString();
  const ics = visitInvite(icsVisitOf(visit, lead, site, profile.companyName), organizer, stamp);
  // The client's invite in their language; the same UID and SEQUENCE as the staff's.
  const clientIcs = language === "en" ? ics : visitInvite(icsVisitOf(visit, lead, site, profile.companyName, language), organizer, stamp);
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const from = services.config.mailFrom ?? `"${profile.companyName}" <${profile.email}>`;
  const first = lead.full_name.split(/\s+/)[0] ?? "";
  const clientText = [
    words.hi(first),
    "",
    kind === "cancelled" ? words.cancelled(clientWhen) : words.booked(kind, clientWhen),
    ...(kind === "cancelled" ? [] : ["", words.coming(profile.ownerFirstName, [lead.street_address, lead.town].filter(Boolean).join(", "))]),
    ...(links ? ["", words.move(`${site}${visitPath(links.move, language)}`), words.cancel(`${site}${visitPath(links.cancel, language)}`)] : []),
    "",
    words.questions(profile.phone),
    "",
    profile.companyName,
    words.registration(profile.registration),
  ].join("\n");
  const staffText = [
    `${kind === "booked" ? "Site visit booked" : kind === "moved" ? "Site visit moved" : "Site visit cancelled"}: ${lead.full_name}, ${when}.`,
    "",
    `Place: ${[lead.street_address, lead.town].filter(Boolean).join(", ") || "not given"}`,
    `Phone: ${lead.phone ?? "—"} · E-mail: ${lead.email}`,
    `Project: ${lead.project_type ?? "—"}`,
    // Booked from the Spanish page's links (decision 0069): the client's e-mails are in Spanish.
    ...(language === "es" ? [VISIT_LANGUAGE_NOTE] : []),
    "",
    `Open it in Messages: ${site}/admin/messages#lead-${lead.id}`,
  ].join("\n");
  const transport = smtpTransport(services);
  try {
    await transport.sendMail({
      from,
      to: lead.email,
      replyTo: profile.email,
      subject: `${words.subject[kind]} — ${profile.companyName}`,
      text: clientText,
      icalEvent: { method, filename: words.filename, content: clientIcs },
    });
  } catch (error) {
    services.logger.warn({ err: error, visitId }, "visit e-mail to the client failed");
  }
  try {
    const to = await leadRecipients(services);
    if (to.length)
      await transport.sendMail({
        from,
        to,
        replyTo: { name: lead.full_name, address: lead.email },
        subject: `${kind === "booked" ? "Site visit booked" : kind === "moved" ? "Site visit moved" : "Site visit cancelled"}: ${lead.full_name}, ${when}`,
        text: staffText,
        icalEvent: { method, filename: "site-visit.ics", content: ics },
      });
  } catch (error) {
    services.logger.warn({ err: error, visitId }, "visit e-mail to staff failed");
  }
}

/**
 * The day-before reminders: visits starting between 12 and 36 hours from now not yet reminded,
 * each taken by one instance (a conditional UPDATE) before its e-mail goes. Runs on the minute tick.
 */
export async function sendVisitReminders(services: Services, now = clockNow()) {
  if (!services.config.smtpUrl) return 0;
  const due = await visitsToRemind(services.db, new Date(now + 12 * 3_600_000).toISOString(), new Date(now + 36 * 3_600_000).toISOString());
  let sent = 0;
  for (const { id } of due) {
    if (!(await claimReminder(services.db, id, new Date(now).toISOString()))) continue;
    const visit = await getVisit(services.db, id);
    const lead = visit ? await getContactMessage(services.db, visit.lead_id) : null;
    if (!visit || !lead) continue;
    const profile = await getProfile(services.db);
    const language = leadLanguage(lead);
    const words = visitMailWords(language);
    try {
      await smtpTransport(services).sendMail({
        from: services.config.mailFrom ?? `"${profile.companyName}" <${profile.email}>`,
        to: lead.email,
        replyTo: profile.email,
        subject: `${words.reminderSubject} — ${profile.companyName}`,
        text: [
          words.hi(lead.full_name.split(/\s+/)[0] ?? ""),
          "",
          words.reminder(slotLabel({ start: visit.start_at, end: visit.end_at }, language)),
          "",
          words.reminderChange(profile.phone),
          "",
          profile.companyName,
          words.registration(profile.registration),
        ].join("\n"),
      });
      sent++;
    } catch (error) {
      services.logger.warn({ err: error, visitId: id }, "visit reminder failed");
    }
  }
  return sent;
}
