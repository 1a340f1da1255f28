import type { Db, VisitFeedTable, VisitLinksTable, VisitsTable } from "~/db/schema";
import { inChunks } from "~/db/client.server";
import { randomUUID } from "node:crypto";
import { hashLinkToken, newLinkToken } from "~/auth/link-token.server";
import { clockNow } from "~/platform/clock";
import { VISIT_DEFAULTS, type VisitSettings } from "~/visits/settings";
import { readSetting, putSetting } from "./settings.server";

/**
 * Site visits' rows (decision 0050): visits, their one-time links, the owner's calendar feed as
 * last read, and Settings → Site visits. Reads and plain writes; the rules (a free time, one
 * booking per time, links used once) are in app/services/visits.server.ts.
 */
export type Visit = VisitsTable;
export type VisitLink = VisitLinksTable;
export type VisitFeed = VisitFeedTable;

const SETTINGS_KEY = "visit_settings";
export const VISIT_SETTINGS_KEY = SETTINGS_KEY;

export async function getVisitSettings(db: Db): Promise<VisitSettings> {
  const row = await readSetting(db, SETTINGS_KEY);
  return row ? { ...VISIT_DEFAULTS, ...(JSON.parse(row.value) as Partial<VisitSettings>) } : { ...VISIT_DEFAULTS };
}

export async function saveVisitSettings(db: Db, settings: VisitSettings) {
  await putSetting(db, SETTINGS_KEY, JSON.stringify(settings));
}

export async function getVisit(db: Db, id: string) {
  return (await db.selectFrom("visits").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** The visit that stands for a lead (booked, not cancelled), if any. */
export async function standingVisit(db: Db, leadId: string) {
  return (await db.selectFrom("visits").selectAll().where("lead_id", "=", leadId).where("status", "=", "booked").executeTakeFirst()) ?? null;
}

/** Standing visits of these leads, by lead. */
export async function standingVisits(db: Db, leadIds: string[]) {
  const out: Record<string, Visit> = {};
  const rows = await inChunks(leadIds, (ids) => db.selectFrom("visits").selectAll().where("lead_id", "in", ids).where("status", "=", "booked").execute());
  for (const r of rows) out[r.lead_id] = r;
  return out;
}

/** Booked visits ending after `fromIso` (what the free times leave out, and the owner's feed), soonest first. */
export async function bookedVisitsFrom(db: Db, fromIso: string, limit = 2000) {
  return db.selectFrom("visits").selectAll().where("status", "=", "booked").where("end_at", ">", fromIso).orderBy("start_at").limit(limit).execute();
}

/** Booked visits with their client's name, e-mail and place, starting in [fromIso, toIso). */
export async function visitsWithLeads(db: Db, fromIso: string, toIso: string, limit = 2000) {
  return db
    .selectFrom("visits")
    .innerJoin("contact_messages", "contact_messages.id", "visits.lead_id")
    .selectAll("visits")
    .select([
      "contact_messages.full_name",
      "contact_messages.email",
      "contact_messages.phone",
      "contact_messages.town",
      "contact_messages.street_address",
      "contact_messages.project_type",
    ])
    .where("visits.status", "=", "booked")
    .where("visits.start_at", ">=", fromIso)
    .where("visits.start_at", "<", toIso)
    .orderBy("visits.start_at")
    .limit(limit)
    .execute();
}

/** Every visit of these leads (a person's data), oldest first. */
export async function visitsOfLeads(db: Db, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db.selectFrom("visits").selectAll().where("lead_id", "in", leadIds.slice(0, 1000)).orderBy("start_at").execute();
}

/** A link by its raw token (hashed here), or null when it is not one of ours. */
export async function findVisitLink(db: Db, raw: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return null;
  return (await db.selectFrom("visit_links").selectAll().where("token_hash", "=", hashLinkToken(raw)).executeTakeFirst()) ?? null;
}

export async function getVisitFeed(db: Db) {
  return (await db.selectFrom("visit_feed").selectAll().where("id", "=", "owner").executeTakeFirst()) ?? null;
}

export async function putVisitFeed(db: Db, row: Omit<VisitFeed, "id">) {
  await db
    .insertInto("visit_feed")
    .values({ id: "owner", ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

export async function clearVisitFeed(db: Db) {
  await db.deleteFrom("visit_feed").execute();
}

/** Visits starting in [fromIso, toIso) not yet reminded (the day-before reminder). */
export async function visitsToRemind(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom("visits")
    .select(["id"])
    .where("status", "=", "booked")
    .where("reminder_sent_at", "is", null)
    .where("start_at", ">=", fromIso)
    .where("start_at", "<", toIso)
    .limit(200)
    .execute();
}

/** Takes a visit's reminder: true for exactly one caller across instances. */
export async function claimReminder(db: Db, id: string, at: string) {
  const r = await db.updateTable("visits").set({ reminder_sent_at: at }).where("id", "=", id).where("reminder_sent_at", "is", null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Links no longer of use a while after they stopped working (retention). */
export async function deleteStaleVisitLinks(db: Db, beforeIso: string) {
  const r = await db
    .deleteFrom("visit_links")
    .where((eb) => eb.or([eb("expires_at", "<", beforeIso), eb("used_at", "<", beforeIso)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const BOOK_LINK_DAYS = 30;

/** A new one-time link for the lead to book a visit (the thank-you page, the auto-reply); answers the raw token. */
export async function issueBookingLink(db: Db, leadId: string, now = clockNow()) {
  const { raw, hash } = newLinkToken();
  await db
    .insertInto("visit_links")
    .values({
      id: randomUUID(),
      token_hash: hash,
      lead_id: leadId,
      visit_id: null,
      purpose: "book",
      expires_at: new Date(now + BOOK_LINK_DAYS * 86_400_000).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return raw;
}
