import { putSetting, readJsonSetting } from "~/models/settings.server";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { AppServices } from "~/platform/services.server";
import type { Db } from "~/db/schema";
import type { ContactMessage } from "~/models/contact-messages.server";
import { takeSlot } from "~/models/rate-limit.server";
import { OutboundError, postOutbound } from "~/platform/outbound.server";
import { SMS_DEFAULTS, toE164 } from "./settings";

/**
 * The text message to the owner for each new lead (docs/decisions/0032-review-requests-and-sms.md),
 * through any gateway speaking Twilio's REST API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json
 * with Basic auth and a form body To/From/Body. It rides the lead alert queue
 * (app/mail/lead-alerts.server.ts), so it is retried from the database and sent once across instances.
 *
 * The auth token is a secret: stored encrypted (AES-256-GCM, key derived from the site's auth
 * secret), so the settings row, and a backup of it, hold only ciphertext; the form never shows it.
 */
export interface SmsSettings {
  enabled: boolean;
  baseUrl: string;
  accountSid: string;
  /** "v1.{iv}.{tag}.{ciphertext}" (base64url), or "" when none is saved. */
  tokenSealed: string;
  fromNumber: string;
  ownerMobile: string;
  perHour: number;
}

const KEY = "sms_alerts";
const DEFAULTS: SmsSettings = {
  enabled: false,
  baseUrl: SMS_DEFAULTS.baseUrl,
  accountSid: "",
  tokenSealed: "",
  fromNumber: "",
  ownerMobile: "",
  perHour: SMS_DEFAULTS.perHour,
};

export const getSmsSettings = (db: Db): Promise<SmsSettings> => readJsonSetting(db, KEY, DEFAULTS);

export async function saveSmsSettings(db: Db, s: SmsSettings) {
  await putSetting(db, KEY, JSON.stringify(s));
}

const keyFrom = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "lakeside-sms", "sms auth token v1", 32));

export function sealToken(secret: string, token: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const data = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The token, or null when it cannot be read here (sealed with another site's secret, e.g. a restore elsewhere). */
export function openToken(secret: string, sealed: string): string | null {
  const [v, iv, tag, data] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Ready to send: switched on, with every part filled in. */
export const smsReady = (s: SmsSettings) => s.enabled && Boolean(s.accountSid && s.tokenSealed && s.fromNumber && s.ownerMobile);

export class SmsError extends Error {}

/** One POST to the gateway; throws SmsError with a sentence for the owner when it is refused. */
export async function sendSms(services: Pick<AppServices, "cookieSecret" | "config">, s: SmsSettings, body: string) {
  const token = openToken(services.cookieSecret, s.tokenSealed);
  if (!token) throw new SmsError("The saved auth token cannot be read on this server (was the site restored elsewhere?). Enter it again in Settings.");
  const to = toE164(s.ownerMobile);
  const from = toE164(s.fromNumber);
  if (!to || !from) throw new SmsError("The mobile numbers in Settings are not complete.");
  const url = `${s.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
  let res: { status: number; body: string };
  try {
    // Through the outbound check (decision 0053): never to a private or loopback address.
    res = await postOutbound(
      url,
      {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${s.accountSid}:${token}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "User-Agent": "LakesideRidge-Leads/1",
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
      },
      {
        maxBytes: 64 * 1024,
        timeoutMs: 10_000,
        allowLoopback: services.config.outboundLoopback,
        lookup: services.config.outboundLookup,
        what: "The text gateway",
      },
    );
  } catch (error) {
    if (error instanceof OutboundError) throw new SmsError(error.message.replace(/^The address was refused/, "The text gateway's address was refused"));
    throw new SmsError(`The text gateway could not be reached (${(error as { code?: string }).code ?? (error as Error).message}).`);
  }
  const text = res.body.slice(0, 2000);
  if (res.status >= 200 && res.status < 300) return;
  let detail = "";
  try {
    detail = String((JSON.parse(text) as { message?: unknown }).message ?? "").slice(0, 200);
  } catch {
    /* not JSON */
  }
  if (res.status === 401 || res.status === 403) throw new SmsError(`The text gateway refused the account SID or auth token (${res.status}).`);
  throw new SmsError(`The text gateway answered ${res.status}${detail ? `: ${detail}` : ""}.`);
}

/** The owner's hourly cap, counted in the database across instances. */
const capOf = (s: SmsSettings) => ({ bucket: "sms-owner", max: s.perHour, windowMs: 60 * 60 * 1000 });

export class SmsCapped extends Error {}

/** Takes one of this hour's texts; throws SmsCapped when they are used up. */
export async function takeSmsSlot(db: Db, s: SmsSettings) {
  const slot = await takeSlot(db, capOf(s), "owner");
  if (!slot.ok) throw new SmsCapped(`Not texted: the ${s.perHour} texts of this hour were used (the lead's e-mail still goes).`);
}

/**
 * The lead's text: its town, its kind of work and a link to it. Only values the visitor picked
 * from our own lists; never the name, the message or anything else typed.
 */
export function leadSmsBody(m: Pick<ContactMessage, "id" | "town" | "project_type">, siteUrl: string, company: string) {
  const kind = m.project_type ?? "General";
  const where = m.town && m.town !== "Other" ? ` in ${m.town}` : "";
  return `${company}: new lead, ${kind}${where}. ${siteUrl}/admin/messages#lead-${m.id}`;
}

/** The queue's "sms" alert for a new lead (app/mail/lead-alerts.server.ts). */
export async function sendLeadSms(services: AppServices, m: ContactMessage, company: string) {
  const s = await getSmsSettings(services.db);
  if (!smsReady(s)) return; // Turned off since: nothing to send.
  await takeSmsSlot(services.db, s);
  await sendSms(services, s, leadSmsBody(m, services.config.siteUrl, company));
}
