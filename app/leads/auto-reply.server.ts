/**
 * Who may get the auto-reply (decision 0031). A visitor can type any address into the contact
 * form, so the auto-reply is held to: at most one per recipient address per 24 hours, at most
 * the owner's number per hour in all (Settings → New leads), never to an address the mail server
 * refused, never for spam; and it carries none of the visitor's words (app/mail/lead-alerts.server.ts).
 * The counts live in rate_limit_events (one atomic INSERT … SELECT, app/models/rate-limit.server.ts),
 * so parallel posts and several instances cannot exceed them. Addresses are kept as hashes.
 */
import { createHash } from "node:crypto";
import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { clockNow } from "~/platform/clock";

const HOUR = 60 * 60_000;
export const AUTO_REPLY_PER_ADDRESS = { bucket: "auto-reply-address", max: 1, windowMs: 24 * HOUR } as const;

/** SHA-256 of the trimmed, lower-cased address: the limit and the bounce list never keep the address itself. */
export function addressHash(address: string) {
  return createHash("sha256").update(address.trim().toLowerCase().slice(0, 254)).digest("hex");
}

export async function hasBounced(db: Db, address: string) {
  return Boolean(await db.selectFrom("mail_bounces").select("address_hash").where("address_hash", "=", addressHash(address)).executeTakeFirst());
}

/** Remembers an address the mail server refused (an SMTP 5xx for that recipient). */
export async function recordBounce(db: Db, address: string, reason: string) {
  await db
    .insertInto("mail_bounces")
    .values({ address_hash: addressHash(address), reason: reason.slice(0, 300), created_at: nowIso() })
    .onConflict((oc) => oc.column("address_hash").doNothing())
    .execute();
}

export type AutoReplyDecision = { ok: true } | { ok: false; reason: string };

/**
 * Takes the auto-reply's place under both limits, or says why not. Record, then decide: the
 * address's slot first, then the hour's; when the hour is full the address's slot is given back.
 */
export async function takeAutoReplySlot(db: Db, address: string, perHour: number, now = clockNow()): Promise<AutoReplyDecision> {
  if (perHour <= 0) return { ok: false, reason: "Auto-replies are turned off (0 an hour in Settings)." };
  if (await hasBounced(db, address)) return { ok: false, reason: "Not sent: the mail server refused this address before." };
  const key = addressHash(address);
  const mine = await takeSlot(db, AUTO_REPLY_PER_ADDRESS, key, now);
  if (!mine.ok) return { ok: false, reason: "Not sent: this address already got an auto-reply in the last 24 hours." };
  const all = await takeSlot(db, { bucket: "auto-reply-all", max: perHour, windowMs: HOUR }, "all", now);
  if (!all.ok) {
    await releaseSlot(db, mine.id);
    return { ok: false, reason: `Not sent: ${perHour} auto-replies already went out in the last hour (the limit in Settings).` };
  }
  return { ok: true };
}

/** Whether an SMTP error is the server refusing this recipient for good (5xx on RCPT TO), not a passing failure. */
export function isRecipientRefused(error: unknown) {
  const e = error as { code?: string; responseCode?: number; rejected?: unknown[]; command?: string } | null;
  if (!e) return false;
  const permanent = typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600;
  return permanent && (e.code === "EENVELOPE" || e.command === "RCPT TO" || (Array.isArray(e.rejected) && e.rejected.length > 0));
}
