import nodemailer from "nodemailer";
import type { AppServices } from "~/platform/services.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { getProfile } from "~/models/settings.server";
import { claimReminder, getVisit, visitsToRemind, type Visit } from "~/models/visits.server";
import { leadRecipients } from "~/mail/lead-mail.server";
import { registrationLine } from "~/content/registration";
import { visitInvite, type IcsVisit } from "~/visits/ics";
import { slotLabel } from "~/visits/slots";
import { clockNow } from "~/platform/clock";

/**
 * Site visit e-mails (decision 0050): the client's confirmation with the invite (.ics, METHOD
 * REQUEST or CANCEL) and links to move or cancel, the same invite to the owner and the staff who
 * get new leads, and the client's reminder the day before. Sent after the booking is kept; a
 * failure is logged (the visit stands and shows in Messages either way).
 */
export type VisitMailKind = "booked" | "moved" | "cancelled";

type Services = Pick<AppServices, "db" | "config" | "auth" | "logger">;

function transportFor(smtpUrl: string) {
  const url = new URL(smtpUrl);
  url.searchParams.set("connectionTimeout", "10000");
  url.searchParams.set("greetingTimeout", "10000");
  url.searchParams.set("socketTimeout", "20000");
  return nodemailer.createTransport(url.toString());
}

/** The invite's event: the visit with its client and place; the UID stays the visit's across changes. */
export function icsVisitOf(
  visit: Visit,
  lead: { full_name: string; email: string; phone: string | null; town: string | null; street_address: string | null; project_type: string | null },
  siteUrl: string,
  companyName: string,
): IcsVisit {
  const place = [lead.street_address, lead.town].filter(Boolean).join(", ");
  return {
    uid: `visit-${visit.id}@${new URL(siteUrl).hostname}`,
    start: visit.start_at,
    end: visit.end_at,
    sequence: visit.sequence,
    summary: `Site visit: ${companyName} with ${lead.full_name}`,
    description: `${lead.project_type ?? "Project"}${place ? ` at ${place}` : ""}. Client: ${lead.full_name}, ${lead.phone ?? lead.email}.`,
    location: place || null,
    cancelled: visit.status === "cancelled",
    attendee: { name: lead.full_name, email: lead.email },
  };
}

const SUBJECTS: Record<VisitMailKind, string> = {
  booked: "Your site visit is booked",
  moved: "Your site visit was moved",
  cancelled: "Your site visit is cancelled",
};

/** The client's and the staff's e-mails about one visit, each with the invite. */
export async function sendVisitMail(services: Services, visitId: string, kind: VisitMailKind, links: { move: string; cancel: string } | null) {
  if (!services.config.smtpUrl) return;
  const visit = await getVisit(services.db, visitId);
  const lead = visit ? await getContactMessage(services.db, visit.lead_id) : null;
  if (!visit || !lead) return;
  const profile = await getProfile(services.db);
  const site = services.config.siteUrl;
  const when = slotLabel({ start: visit.start_at, end: visit.end_at });
  const ics = visitInvite(
    icsVisitOf(visit, lead, site, profile.companyName),
    { name: profile.companyName, email: profile.email },
    new Date(clockNow()).toISOString(),
  );
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const from = services.config.mailFrom ?? `"${profile.companyName}" <${profile.email}>`;
  const first = lead.full_name.split(/\s+/)[0] || "there";
  const clientText = [
    `Hi ${first},`,
    "",
    kind === "cancelled"
      ? `Your site visit on ${when} is cancelled.`
      : `${kind === "moved" ? "Your site visit is now" : "Your site visit is booked for"} ${when}.`,
    ...(kind === "cancelled"
      ? []
      : [
          "",
          `${profile.ownerFirstName} will come to ${[lead.street_address, lead.town].filter(Boolean).join(", ") || "your site"} to look at the lot and talk through the project. The invite is attached for your calendar.`,
        ]),
    ...(links
      ? [
          "",
          `To choose another time (this link works once): ${site}/visit/${links.move}`,
          `To cancel the visit (this link works once): ${site}/visit/${links.cancel}`,
        ]
      : []),
    "",
    `Questions? Call us at ${profile.phone} or answer this e-mail.`,
    "",
    profile.companyName,
    registrationLine(profile.registration),
  ].join("\n");
  const staffText = [
    `${kind === "booked" ? "Site visit booked" : kind === "moved" ? "Site visit moved" : "Site visit cancelled"}: ${lead.full_name}, ${when}.`,
    "",
    `Place: ${[lead.street_address, lead.town].filter(Boolean).join(", ") || "not given"}`,
    `Phone: ${lead.phone ?? "—"} · E-mail: ${lead.email}`,
    `Project: ${lead.project_type ?? "—"}`,
    "",
    `Open it in Messages: ${site}/admin/messages#lead-${lead.id}`,
  ].join("\n");
  const transport = transportFor(services.config.smtpUrl);
  try {
    await transport.sendMail({
      from,
      to: lead.email,
      replyTo: profile.email,
      subject: `${SUBJECTS[kind]} — ${profile.companyName}`,
      text: clientText,
      icalEvent: { method, filename: "site-visit.ics", content: ics },
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
  } finally {
    transport.close();
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
    const transport = transportFor(services.config.smtpUrl);
    try {
      await transport.sendMail({
        from: services.config.mailFrom ?? `"${profile.companyName}" <${profile.email}>`,
        to: lead.email,
        replyTo: profile.email,
        subject: `Reminder: your site visit tomorrow — ${profile.companyName}`,
        text: [
          `Hi ${lead.full_name.split(/\s+/)[0] || "there"},`,
          "",
          `A reminder of your site visit: ${slotLabel({ start: visit.start_at, end: visit.end_at })}.`,
          "",
          `To change or cancel it, use the links in the e-mail that confirmed it, or call us at ${profile.phone}.`,
          "",
          profile.companyName,
          registrationLine(profile.registration),
        ].join("\n"),
      });
      sent++;
    } catch (error) {
      services.logger.warn({ err: error, visitId: id }, "visit reminder failed");
    } finally {
      transport.close();
    }
  }
  return sent;
}
