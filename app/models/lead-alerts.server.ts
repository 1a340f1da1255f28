import { randomUUID } from "node:crypto";
import type { Db, LeadAlertsTable } from "~/db/schema";
import { inChunks, nowIso } from "~/db/client.server";
import { clockNow } from "~/platform/clock";

export type LeadAlert = LeadAlertsTable;
export type AlertChannel = "webhook" | "auto-reply" | "sms" | "push";

/** Queues one alert for a new lead, due at once. */
export async function queueAlert(db: Db, messageId: string, channel: AlertChannel) {
  const now = nowIso();
  const row: LeadAlert = {
    id: randomUUID(),
    message_id: messageId,
    channel,
    status: "pending",
    attempts: 0,
    next_attempt_at: now,
    claimed_until: null,
    last_error: null,
    sent_at: null,
    created_at: now,
  };
  await db.insertInto("lead_alerts").values(row).execute();
  return row;
}

/** An alert that was not sent on purpose (a limit, a refused address): kept with the reason, never retried. */
export async function recordSkippedAlert(db: Db, messageId: string, channel: AlertChannel, reason: string) {
  const now = nowIso();
  await db
    .insertInto("lead_alerts")
    .values({
      id: randomUUID(),
      message_id: messageId,
      channel,
      status: "skipped",
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      last_error: reason.slice(0, 500),
      sent_at: null,
      created_at: now,
    })
    .execute();
}

/** Alerts due now (pending, or failed and past their backoff) that no instance is working on. */
export async function dueAlerts(db: Db, now = nowIso(), limit = 20) {
  return db
    .selectFrom("lead_alerts")
    .selectAll()
    .where("status", "in", ["pending", "failed"])
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

/** Takes an alert for `ms`: true for exactly one caller, across instances (one conditional UPDATE). */
export async function claimAlert(db: Db, id: string, ms: number) {
  const now = nowIso();
  const r = await db
    .updateTable("lead_alerts")
    .set({ claimed_until: new Date(clockNow() + ms).toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["pending", "failed"])
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markAlertSent(db: Db, id: string) {
  await db
    .updateTable("lead_alerts")
    .set((eb) => ({ status: "sent", attempts: eb("attempts", "+", 1), sent_at: nowIso(), claimed_until: null, last_error: null }))
    .where("id", "=", id)
    .execute();
}

/** A failed try: retried at `nextAt`, or given up (status gave-up) when `nextAt` is null. */
export async function markAlertFailed(db: Db, id: string, error: string, nextAt: string | null) {
  await db
    .updateTable("lead_alerts")
    .set((eb) => ({
      status: nextAt ? "failed" : "gave-up",
      attempts: eb("attempts", "+", 1),
      next_attempt_at: nextAt ?? nowIso(),
      claimed_until: null,
      last_error: error.slice(0, 500),
    }))
    .where("id", "=", id)
    .execute();
}

/** The earliest time an alert still waiting is due, or null when none waits. */
export async function nextAlertDue(db: Db) {
  const row = await db
    .selectFrom("lead_alerts")
    .select((eb) => eb.fn.min("next_attempt_at").as("at"))
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

export function alertsFor(db: Db, messageIds: string[]): Promise<LeadAlert[]> {
  return inChunks(messageIds, (ids) => db.selectFrom("lead_alerts").selectAll().where("message_id", "in", ids).execute());
}

/** Editors who asked for an e-mail on every new lead. */
export async function leadMailOptins(db: Db) {
  return (await db.selectFrom("lead_alert_optins").select("user_id").execute()).map((r) => r.user_id);
}

export async function hasLeadMailOptin(db: Db, userId: string) {
  return Boolean(await db.selectFrom("lead_alert_optins").select("user_id").where("user_id", "=", userId).executeTakeFirst());
}

export async function setLeadMailOptin(db: Db, userId: string, on: boolean) {
  if (on) {
    await db
      .insertInto("lead_alert_optins")
      .values({ user_id: userId, created_at: nowIso() })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  } else {
    await db.deleteFrom("lead_alert_optins").where("user_id", "=", userId).execute();
  }
}

/** Alerts that failed their last try (retrying, or given up): the dashboard names them. */
export async function countFailingAlerts(db: Db) {
  const row = await db
    .selectFrom("lead_alerts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "in", ["failed", "gave-up"])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
