import nodemailer from "nodemailer";
import type { AppServices } from "../platform/services.server";
import { getProfile } from "~/models/settings.server";
import { markNotified, markNotifyFailed, messagesToNotify, type ContactMessage } from "~/models/contact-messages.server";

export const MAX_SEND_ATTEMPTS = 8;

/** The notification for one contact message, sent to the business address. */
async function send(services: AppServices, m: ContactMessage) {
  const profile = await getProfile(services.db);
  const url = new URL(services.config.smtpUrl!);
  url.searchParams.set("connectionTimeout", "10000");
  url.searchParams.set("greetingTimeout", "10000");
  url.searchParams.set("socketTimeout", "20000");
  const transport = nodemailer.createTransport(url.toString());
  const lines = [
    `New message from the website contact form`,
    ``,
    `Name: ${m.full_name}`,
    `E-mail: ${m.email}`,
    `Phone: ${m.phone ?? "—"}`,
    `Project type: ${m.project_type ?? "—"}`,
    `Preferred contact: ${m.preferred_contact ?? "—"}`,
    `Received: ${m.created_at}`,
    ``,
    m.message,
  ];
  await transport.sendMail({
    from: services.config.mailFrom ?? `"${profile.companyName} website" <${profile.email}>`,
    to: profile.email,
    replyTo: { name: m.full_name, address: m.email },
    subject: `Website enquiry: ${m.project_type ?? "General"} — ${m.full_name}`,
    text: lines.join("\n"),
  });
  transport.close();
}

/**
 * Sends every notification that is due. A failure is recorded and retried on a later pass
 * (the message itself is already stored and is never lost).
 */
export async function deliverPendingNotifications(services: AppServices) {
  if (!services.config.smtpUrl) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  for (const m of await messagesToNotify(services.db, MAX_SEND_ATTEMPTS)) {
    try {
      await send(services, m);
      await markNotified(services.db, m.id);
      sent++;
    } catch (error) {
      failed++;
      await markNotifyFailed(services.db, m.id, (error as Error).message);
      services.logger.warn({ err: error, messageId: m.id }, "contact notification failed; will retry");
    }
  }
  return { sent, failed };
}

let running: Promise<unknown> | null = null;

/** Starts a delivery pass unless one is already running. */
export function kickNotifications(services: AppServices) {
  if (!services.config.smtpUrl || running) return running;
  running = deliverPendingNotifications(services)
    .catch((error: unknown) => services.logger.error({ err: error }, "notification pass failed"))
    .finally(() => {
      running = null;
    });
  return running;
}
