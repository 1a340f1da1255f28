/**
 * Web Push to staff devices (decision 0031). Each staff member turns notifications on per device
 * in Your account; a device is a row in push_subscriptions (the push service's address and the
 * keys the payload is encrypted for, RFC 8291). A new lead (never spam) is pushed through the
 * lead_alerts queue, so it is retried and sent once across instances; a lead still New at its
 * overdue time is pushed again, once, to owners and to editors who opted in to lead alerts.
 * A device the push service answers 404 or 410 for is gone, and its row is removed.
 *
 * The VAPID keys are derived from the site's secret (AUTH_SECRET, or the one generated on first
 * start and kept in DATA_DIR), so every instance that shares the secret signs with the same key
 * and no second secret has to be kept. VAPID_PRIVATE_KEY / VAPID_PUBLIC_KEY override them.
 */
import { createECDH, createHmac, randomUUID } from "node:crypto";
import webpush from "web-push";
import { sql } from "kysely";
import type { AppServices } from "~/platform/services.server";
import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { resolveAuthSecret, type Config } from "~/platform/config.server";
import type { ContactMessage } from "~/models/contact-messages.server";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { leadMailOptins } from "~/models/lead-alerts.server";
import { listStaff } from "~/models/staff.server";
import { overdueAt } from "~/leads/overdue";
import { postOutbound } from "~/platform/outbound.server";
import { pushAddressProblem } from "./endpoint.server";

/** Devices one staff member may have turned on; the oldest goes when one more is added. */
export const MAX_DEVICES_PER_USER = 10;
/** New-lead pushes in any hour, to all devices together (a flood of leads cannot flood the phones). */
export const LEAD_PUSHES_PER_HOUR = 30;
const PUSH_TIMEOUT_MS = 5000;
/** The P-256 group order: a derived private key must be below it. */
const P256_N = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<Config, VapidKeys>();

export function vapidKeys(config: Config): VapidKeys {
  const cached = cache.get(config);
  if (cached) return cached;
  let keys: VapidKeys;
  if (config.vapid) {
    keys = config.vapid;
  } else {
    const secret = resolveAuthSecret(config);
    let priv: Buffer | null = null;
    for (let i = 0; !priv; i++) {
      const candidate = createHmac("sha256", secret).update(`lakeside-ridge vapid ${i}`).digest();
      const n = BigInt(`0x${candidate.toString("hex")}`);
      if (n > 0n && n < P256_N) priv = candidate;
    }
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(priv);
    keys = { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: priv.toString("base64url") };
  }
  cache.set(config, keys);
  return keys;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Checks a subscription a browser sent (sizes capped); null when it is not one. */
export function parseSubscription(raw: unknown): PushSubscriptionInput | null {
  const v = raw as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
  if (!v || typeof v.endpoint !== "string" || v.endpoint.length > 1000) return null;
  const p256dh = v.keys?.p256dh;
  const auth = v.keys?.auth;
  if (typeof p256dh !== "string" || typeof auth !== "string" || p256dh.length > 200 || auth.length > 64) return null;
  if (!B64URL.test(p256dh) || !B64URL.test(auth)) return null;
  if (Buffer.from(p256dh, "base64url").length !== 65 || Buffer.from(auth, "base64url").length < 16) return null;
  let url: URL;
  try {
    url = new URL(v.endpoint);
  } catch {
    return null;
  }
  // Which push services it may name is checked by app/push/endpoint.server.ts (decision 0053).
  if (url.username || url.password) return null;
  return { endpoint: v.endpoint, keys: { p256dh, auth } };
}

/** "Chrome on Android": a device's name for Your account, from its User-Agent. */
export function deviceName(userAgent: string | null) {
  const ua = (userAgent ?? "").slice(0, 500);
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iPhone or iPad"
      : /Mac OS X/.test(ua)
        ? "a Mac"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

export async function saveSubscription(db: Db, userId: string, sub: PushSubscriptionInput, device: string) {
  await db.deleteFrom("push_subscriptions").where("endpoint", "=", sub.endpoint).execute();
  await db
    .insertInto("push_subscriptions")
    .values({
      id: randomUUID(),
      user_id: userId,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      device,
      created_at: nowIso(),
      last_ok_at: null,
    })
    .execute();
  const mine = await db.selectFrom("push_subscriptions").select(["id"]).where("user_id", "=", userId).orderBy("created_at", "desc").execute();
  const extra = mine.slice(MAX_DEVICES_PER_USER).map((r) => r.id);
  if (extra.length) await db.deleteFrom("push_subscriptions").where("id", "in", extra).execute();
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  const r = await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function deleteDevice(db: Db, userId: string, id: string) {
  const r = await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function listDevices(db: Db, userId: string) {
  return db.selectFrom("push_subscriptions").select(["id", "device", "created_at", "last_ok_at"]).where("user_id", "=", userId).orderBy("created_at").execute();
}

export async function hasSubscriptions(db: Db) {
  return Boolean(await db.selectFrom("push_subscriptions").select("id").limit(1).executeTakeFirst());
}

export interface PushPayload {
  title: string;
  body: string;
  /** The admin page the notification opens when tapped. */
  url: string;
  tag: string;
}

const words = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).replace(/\s+\S*$/, "")}…` : flat;
};

/** A new lead as a notification: the kind of work, the town, the budget and the first words. Tapping opens that lead. */
export function leadPushPayload(m: Pick<ContactMessage, "id" | "project_type" | "town" | "budget" | "message">, again = false): PushPayload {
  const where = m.town ? ` in ${m.town}` : "";
  const budget = m.budget ? `${m.budget} · ` : "";
  return {
    title: `${again ? "Still waiting" : "New lead"}: ${m.project_type ?? "General enquiry"}${where}`,
    body: `${budget}${words(m.message, 100)}`,
    url: `/admin/messages#lead-${m.id}`,
    tag: `lead-${m.id}${again ? "-overdue" : ""}`,
  };
}

type Row = { id: string; endpoint: string; p256dh: string; auth: string; user_id: string };

/**
 * Sends one payload to the given devices. A device answered 404/410 is removed; the others'
 * failures are counted. Returns how many were delivered, removed and failed.
 */
export async function pushTo(services: Pick<AppServices, "db" | "config" | "logger">, rows: Row[], payload: PushPayload) {
  const { db, config } = services;
  const keys = vapidKeys(config);
  const profile = await getProfile(db);
  const vapidDetails = { subject: `mailto:${profile.email}`, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const body = JSON.stringify(payload);
  let delivered = 0;
  let removed = 0;
  let failed = 0;
  await Promise.all(
    rows.map(async (row) => {
      try {
        // web-push signs (VAPID) and encrypts (aes128gcm); the request goes through the outbound
        // check (decision 0053): a known push service, at public addresses only.
        if (pushAddressProblem(row.endpoint, config.outboundLoopback)) throw new Error("not a push service's address");
        const req = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
          vapidDetails,
          TTL: 24 * 3600,
          urgency: "high",
          contentEncoding: "aes128gcm",
        });
        const headers = Object.fromEntries(Object.entries(req.headers as Record<string, string | number>).map(([k, v]) => [k, String(v)]));
        const res = await postOutbound(
          req.endpoint,
          { method: "POST", headers, body: (req.body as Buffer | null) ?? "" },
          { maxBytes: 4096, timeoutMs: PUSH_TIMEOUT_MS, allowLoopback: config.outboundLoopback, lookup: config.outboundLookup, what: "The push service" },
        );
        if (res.status === 404 || res.status === 410) {
          removed++;
          await db.deleteFrom("push_subscriptions").where("id", "=", row.id).execute();
        } else if (res.status >= 200 && res.status < 300) {
          delivered++;
          await db.updateTable("push_subscriptions").set({ last_ok_at: nowIso() }).where("id", "=", row.id).execute();
        } else {
          failed++;
          services.logger.warn({ status: res.status }, "the push service refused a notification");
        }
      } catch (error) {
        failed++;
        services.logger.warn({ err: error }, "a push notification failed");
      }
    }),
  );
  return { delivered, removed, failed };
}

/** Every device; those of people no longer on the staff are deleted first. */
async function allDevices(db: Db) {
  await db
    .deleteFrom("push_subscriptions")
    .where(sql<boolean>`user_id not in (select id from "user")`)
    .execute();
  return db.selectFrom("push_subscriptions").select(["id", "endpoint", "p256dh", "auth", "user_id"]).execute();
}

/** A new lead to every device that turned notifications on; throws (so the queue retries) when none took it and some failed. */
export async function pushNewLead(services: Pick<AppServices, "db" | "config" | "logger">, m: ContactMessage) {
  const rows = await allDevices(services.db);
  if (rows.length === 0) return;
  const r = await pushTo(services, rows, leadPushPayload(m));
  if (r.delivered === 0 && r.failed > 0) throw new Error(`The push service refused all ${r.failed} devices.`);
}

/** Devices of owners and of editors who opted in to lead alerts. */
async function ownerAndOptedDevices(services: Pick<AppServices, "db" | "auth">) {
  const [staff, optins, rows] = await Promise.all([listStaff(services.auth), leadMailOptins(services.db), allDevices(services.db)]);
  const wanted = new Set([...staff.filter((s) => s.role === "owner").map((s) => s.id), ...optins]);
  return rows.filter((r) => wanted.has(r.user_id));
}

/**
 * Leads still New and unanswered at their overdue time get one more push. Each lead is claimed
 * with a conditional UPDATE, so with several instances it goes out once.
 */
export async function pushOverdueLeads(services: Pick<AppServices, "db" | "auth" | "config" | "logger">, now = Date.parse(nowIso())) {
  const { db } = services;
  if (!(await hasSubscriptions(db))) return 0;
  const settings = await getLeadSettings(db);
  const since = new Date(now - 14 * 86_400_000).toISOString();
  const waiting = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("lead_status", "=", "new")
    .where("first_response_at", "is", null)
    .where("overdue_pushed_at", "is", null)
    .where("created_at", ">=", since)
    .orderBy("created_at")
    .limit(200)
    .execute();
  let sent = 0;
  for (const m of waiting) {
    if (Date.parse(overdueAt(m.created_at, settings.overdueHours)) > now) continue;
    const claimed = await db
      .updateTable("contact_messages")
      .set({ overdue_pushed_at: new Date(now).toISOString() })
      .where("id", "=", m.id)
      .where("overdue_pushed_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const rows = await ownerAndOptedDevices(services);
    if (rows.length) await pushTo(services, rows, leadPushPayload(m, true));
    sent++;
  }
  return sent;
}

/** "Send a test": to this staff member's own devices. */
export async function pushTest(services: Pick<AppServices, "db" | "config" | "logger">, userId: string) {
  const rows = await services.db
    .selectFrom("push_subscriptions")
    .select(["id", "endpoint", "p256dh", "auth", "user_id"])
    .where("user_id", "=", userId)
    .execute();
  if (rows.length === 0) return null;
  return pushTo(services, rows, { title: "Test notification", body: "Notifications for new leads reach this device.", url: "/admin/account", tag: "test" });
}
