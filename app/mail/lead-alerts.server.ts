import { createHmac } from "node:crypto";
import { smtpTransport } from "../platform/smtp.server";
import type { AppServices } from "../platform/services.server";
import { RETIRED_NAME_PLACEHOLDERS, SIGNATURE_HEADER, fillTemplate, type LeadSettings } from "~/content/alert-settings";
import { hasBounced, isRecipientRefused, recordBounce, takeAutoReplySlot } from "~/leads/auto-reply.server";
import { getContactMessage, type ContactMessage } from "~/models/contact-messages.server";
import {
  claimAlert,
  dueAlerts,
  markAlertFailed,
  markAlertSent,
  nextAlertDue,
  queueAlert,
  recordSkippedAlert,
  type LeadAlert,
} from "~/models/lead-alerts.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { PROJECT_TYPES } from "~/leads/contact-form";
import { LEAD_PUSHES_PER_HOUR, hasSubscriptions, pushNewLead } from "~/push/push.server";
import { takeSlot } from "~/models/rate-limit.server";
import { SmsCapped, getSmsSettings, sendLeadSms, smsReady } from "~/sms/sms.server";
import { registrationLine } from "~/content/registration";
import { leadLanguage, spanishReply, type LeadLanguage } from "./lead-language.server";
import { atClockTime, clockNow, clockDate } from "~/platform/clock";
import { getVisitSettings, issueBookingLink } from "~/models/visits.server";
import { visitPath } from "~/visits/paths";
import { postOutbound } from "~/platform/outbound.server";

/**
 * The alerts of a new lead besides the staff e-mail (app/mail/mailer.server.ts): a signed JSON to
 * the owner's webhook, and the auto-reply to the visitor. Each is a row in lead_alerts, so a
 * restart or a second instance picks up where another left off; an instance claims a row before
 * sending it (one conditional UPDATE), so none is sent twice at once. A failure is retried after
 * a growing wait (BACKOFF_SECONDS), then given up; the lead itself is already stored.
 */

/** Waits before each retry: 5 s, 15 s, 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h (about 23 h in all). */
// Retried for more than 72 hours in all (decision 0020) before it is given up and shown.
export const BACKOFF_SECONDS = [5, 15, 60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 12 * 3600, 12 * 3600, 12 * 3600, 12 * 3600, 12 * 3600];
export const MAX_ALERT_ATTEMPTS = BACKOFF_SECONDS.length + 1;
const WEBHOOK_TIMEOUT_MS = 5000;
const CLAIM_MS = 60_000;

/**
 * Queues the alerts a new lead gets with the current settings (none when nothing is set up, none
 * for spam). The auto-reply takes its place under the limits now (decision 0031); one refused is
 * kept as "skipped" with the reason, so Messages can say why the visitor got none.
 */
export async function enqueueLeadAlerts(services: Pick<AppServices, "db" | "config">, messageId: string) {
  const m = await getContactMessage(services.db, messageId);
  if (!m || m.lead_status === "spam") return;
  const settings = await getLeadSettings(services.db);
  if (settings.webhookUrl) await queueAlert(services.db, messageId, "webhook");
  // Staff devices with notifications on (decision 0031), at most LEAD_PUSHES_PER_HOUR in all.
  if (await hasSubscriptions(services.db)) {
    const slot = await takeSlot(services.db, { bucket: "push-leads", max: LEAD_PUSHES_PER_HOUR, windowMs: 60 * 60_000 }, "all");
    if (slot.ok) await queueAlert(services.db, messageId, "push");
    else await recordSkippedAlert(services.db, messageId, "push", `Not pushed: ${LEAD_PUSHES_PER_HOUR} leads were pushed in the last hour already.`);
  }
  if (services.config.smtpUrl && replyTemplate(settings, m).trim()) {
    const decision = await takeAutoReplySlot(services.db, m.email, settings.autoReplyPerHour);
    if (decision.ok) await queueAlert(services.db, messageId, "auto-reply");
    else await recordSkippedAlert(services.db, messageId, "auto-reply", decision.reason);
  }
  // The owner's text message (decision 0032).
  if (smsReady(await getSmsSettings(services.db))) await queueAlert(services.db, messageId, "sms");
}

/** The webhook's JSON: small, and enough for a phone notification (ntfy, Slack's `text`, an SMS gateway). */
export function webhookPayload(m: ContactMessage, photoCount: number, siteUrl: string) {
  const where = m.town ? ` in ${m.town}` : "";
  return {
    event: "lead.created",
    id: m.id,
    receivedAt: m.created_at,
    text: `New lead: ${m.full_name}, ${m.project_type ?? "General"}${where}. ${m.phone ?? m.email}`,
    name: m.full_name,
    email: m.email,
    phone: m.phone,
    preferredContact: m.preferred_contact,
    projectType: m.project_type,
    // "es": sent from a Spanish page, answer in Spanish (decision 0068).
    language: leadLanguage(m),
    town: m.town,
    budget: m.budget,
    timeline: m.timeline,
    photos: photoCount,
    message: m.message.length > 500 ? `${m.message.slice(0, 500)}…` : m.message,
    url: `${siteUrl}/admin/messages?status=new`,
  };
}

/** `sha256=` and the hex HMAC-SHA256 of the exact body bytes with the shared secret. */
export function signBody(body: string, secret: string) {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

async function sendWebhook(services: AppServices, alert: LeadAlert, m: ContactMessage) {
  const settings = await getLeadSettings(services.db);
  if (!settings.webhookUrl) return; // Turned off since: nothing to send.
  const photos = await listLeadPhotos(services.db, [m.id]);
  const body = JSON.stringify({ ...webhookPayload(m, photos.length, services.config.siteUrl), sentAt: clockDate().toISOString() });
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "LakesideRidge-Leads/1",
    "X-Lakeside-Event": "lead.created",
    "X-Lakeside-Delivery": alert.id,
  };
  if (settings.webhookSecret) headers[SIGNATURE_HEADER] = signBody(body, settings.webhookSecret);
  // Through the outbound check (decision 0053): refused at connect time when the name resolves to a
  // private, loopback or link-local address; no redirect is followed.
  const res = await postOutbound(
    settings.webhookUrl,
    { method: "POST", headers, body },
    {
      maxBytes: 16 * 1024,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowLoopback: services.config.outboundLoopback,
      lookup: services.config.outboundLookup,
      what: "The webhook",
    },
  );
  if (res.status < 200 || res.status >= 300) throw new Error(`The webhook answered ${res.status}.`);
}

/** The owner's auto-reply for a lead's language (decision 0068): each language has its own text in Settings; "" sends none. */
const replyTemplate = (settings: LeadSettings, m: { language?: string | null }) => (leadLanguage(m) === "es" ? settings.autoReplyEs : settings.autoReply);

/**
 * The auto-reply: the owner's text with only the site's own words filled in, to the bare address
 * (no display name). Nothing the visitor typed goes into it (decision 0031); the owner's alert
 * e-mail is where their details are.
 */
export function autoReplyText(
  template: string,
  m: Pick<ContactMessage, "project_type" | "preferred_contact">,
  profile: { phone: string; companyName: string; ownerFirstName: string },
  language: LeadLanguage = "en",
) {
  const neutral = Object.fromEntries(RETIRED_NAME_PLACEHOLDERS.map((k) => [k, "there"]));
  const known = PROJECT_TYPES.includes(m.project_type as (typeof PROJECT_TYPES)[number]);
  const es = language === "es";
  return fillTemplate(template, {
    ...neutral,
    projectType: es ? spanishReply.projectType(m.project_type, known) : known ? m.project_type! : "building",
    preferredContact: es ? spanishReply.preferredContact(m.preferred_contact) : m.preferred_contact === "Phone" ? "phone" : "e-mail",
    phone: profile.phone,
    companyName: profile.companyName,
    ownerFirstName: profile.ownerFirstName,
  });
}

async function sendAutoReply(services: AppServices, m: ContactMessage) {
  if (!services.config.smtpUrl) return;
  // Refused since it was queued (another lead's auto-reply bounced): nothing to send.
  if (await hasBounced(services.db, m.email)) return;
  const [settings, profile] = await Promise.all([getLeadSettings(services.db), getProfile(services.db)]);
  const es = leadLanguage(m) === "es";
  const text = autoReplyText(replyTemplate(settings, m), m, profile, leadLanguage(m));
  // A quote request's own link to book the site visit, when the owner offers times (decision 0050).
  const offered = m.kind !== "accessibility" && (await getVisitSettings(services.db)).windows.length > 0;
  // A Spanish lead's link opens the Spanish booking page (decision 0069).
  const bookUrl = offered ? `${services.config.siteUrl}${visitPath(await issueBookingLink(services.db, m.id), leadLanguage(m))}` : "";
  const book = bookUrl ? `\n\n${es ? spanishReply.book(bookUrl) : `Choose a time for your free site visit: ${bookUrl}`}` : "";
  try {
    await smtpTransport(services).sendMail({
      from: services.config.mailFrom ?? `"${profile.companyName}" <${profile.email}>`,
      to: m.email,
      replyTo: profile.email,
      subject: es ? spanishReply.subject(profile.companyName) : `We received your request — ${profile.companyName}`,
      text: `${text.trimEnd()}${book}\n\n${es ? spanishReply.registration(profile.registration) : registrationLine(profile.registration)}\n`,
      // An automatic answer: mail systems should not answer it in turn.
      headers: { "Auto-Submitted": "auto-replied" },
    });
  } catch (error) {
    // The server refused this recipient for good: remembered, and never tried again (decision 0031).
    if (isRecipientRefused(error)) {
      await recordBounce(services.db, m.email, errorText(error as Error));
      throw Object.assign(new Error(`The mail server refused the address: ${errorText(error as Error)}`), { permanent: true });
    }
    throw error;
  }
}

/** Sends every alert that is due and not taken by another instance. */
export async function deliverDueAlerts(services: AppServices) {
  let sent = 0;
  let failed = 0;
  for (const alert of await dueAlerts(services.db)) {
    if (!(await claimAlert(services.db, alert.id, CLAIM_MS))) continue;
    try {
      const m = await getContactMessage(services.db, alert.message_id);
      if (m) {
        if (alert.channel === "webhook") await sendWebhook(services, alert, m);
        else if (alert.channel === "auto-reply") await sendAutoReply(services, m);
        else if (alert.channel === "push") await pushNewLead(services, m);
        else if (alert.channel === "sms") await sendLeadSms(services, m, (await getProfile(services.db)).companyName);
      }
      await markAlertSent(services.db, alert.id);
      sent++;
    } catch (error) {
      failed++;
      const wait = (error as { permanent?: boolean }).permanent ? undefined : BACKOFF_SECONDS[alert.attempts];
      // Over the hourly text cap: not retried (the lead's e-mail still goes).
      const nextAt = wait === undefined || error instanceof SmsCapped ? null : new Date(clockNow() + wait * 1000).toISOString();
      const reason =
        error instanceof Error ? (error.name === "TimeoutError" ? "The webhook did not answer within 5 seconds." : errorText(error)) : String(error);
      await markAlertFailed(services.db, alert.id, reason, nextAt);
      services.logger.warn({ err: error, alertId: alert.id, channel: alert.channel, nextAt }, "lead alert failed");
    }
  }
  return { sent, failed };
}

function errorText(error: Error) {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${error.message} (${cause.code})` : error.message;
}

interface Loop {
  running: Promise<unknown> | null;
  again: boolean;
  /** Cancels the timer for the next retry that falls due. */
  cancelTimer: (() => void) | null;
}
// One loop per app (tests run several apps in one process).
const loops = new WeakMap<AppServices, Loop>();

/**
 * Starts a delivery pass (or asks the running one to go round again), then sets a timer for the
 * next retry that falls due. Memory holds only this timer: the schedule is in the database, and
 * the server's one-minute tick catches anything another instance queued.
 */
export function kickLeadAlerts(services: AppServices): Promise<unknown> {
  let loop = loops.get(services);
  if (!loop) loops.set(services, (loop = { running: null, again: false, cancelTimer: null }));
  const l = loop;
  if (l.running) {
    l.again = true;
    return l.running;
  }
  l.running = (async () => {
    do {
      l.again = false;
      await deliverDueAlerts(services);
    } while (l.again);
    const next = await nextAlertDue(services.db);
    l.cancelTimer?.();
    l.cancelTimer = null;
    // At the retry's time on the app's clock, so a test that moves the clock (decision 0046) sees
    // the retry at once; at least 200 ms on, so this pass has ended and the kick starts a new one.
    if (next) l.cancelTimer = atClockTime(Math.max(Date.parse(next), clockNow() + 200), () => void kickLeadAlerts(services));
  })()
    .catch((error: unknown) => services.logger.error({ err: error }, "lead alert pass failed"))
    .finally(() => {
      l.running = null;
    });
  return l.running;
}
