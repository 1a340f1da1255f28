import { smtpTransport } from "../platform/smtp.server";
import type { AppServices } from "../platform/services.server";
import { leadMail } from "./lead-mail.server";
import { markNotified, markNotifyFailed, messagesToNotify, type ContactMessage } from "~/models/contact-messages.server";
import { clockNow } from "~/platform/clock";

/**
 * How long a lead's e-mail keeps being tried (decision 0020): waits grow from a minute to twelve
 * hours, for 72 hours after the lead arrived; then it is marked given up and shown with "Send again".
 */
export const RETRY_MINUTES = [1, 2, 5, 10, 30, 60, 120, 240, 480, 720] as const;
export const RETRY_FOR_HOURS = 72;

/** When to try again after a failure, `attempts` earlier failures before it (the first waits a minute), or null to give up. */
export function nextTry(createdAt: string, attempts: number, now = clockNow()): string | null {
  const wait = RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length - 1)]! * 60_000;
  const next = now + wait;
  return next - Date.parse(createdAt) > RETRY_FOR_HOURS * 3_600_000 ? null : new Date(next).toISOString();
}

/** The notification for one contact message, sent to the business address, every owner and the editors who opted in. */
async function send(services: AppServices, m: ContactMessage) {
  // The summary, photo thumbnails and recipients (owners, opted-in editors) of a new lead.
  await smtpTransport(services).sendMail(await leadMail(services, m));
}

/**
 * Sends every notification that is due. A failure is recorded and retried on a later pass
 * (the message itself is already stored and is never lost).
 */
export async function deliverPendingNotifications(services: AppServices, now = clockNow()) {
  if (!services.config.smtpUrl) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  for (const m of await messagesToNotify(services.db, new Date(now).toISOString())) {
    try {
      await send(services, m);
      await markNotified(services.db, m.id);
      sent++;
    } catch (error) {
      failed++;
      await markNotifyFailed(services.db, m.id, (error as Error).message, nextTry(m.created_at, m.email_attempts, now));
      services.logger.warn({ err: error, messageId: m.id }, "contact notification failed; will retry");
    }
  }
  return { sent, failed };
}

let running: Promise<unknown> | null = null;
let again = false;

/** Starts a delivery pass, or asks the running one to go round once more (a lead that arrived during a pass is not left for the minute's tick). */
export function kickNotifications(services: AppServices) {
  if (!services.config.smtpUrl) return running;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    // A pass takes at most 20; it goes round while the last one sent something or more arrived.
    let r: { sent: number };
    do {
      again = false;
      r = await deliverPendingNotifications(services);
    } while (again || r.sent > 0);
  })()
    .catch((error: unknown) => services.logger.error({ err: error }, "notification pass failed"))
    .finally(() => {
      running = null;
    });
  return running;
}
