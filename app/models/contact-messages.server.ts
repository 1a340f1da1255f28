import { randomUUID } from "node:crypto";
import type { ContactMessagesTable, Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { sql } from "kysely";
import type { LeadFilter, LeadStatus } from "~/content/lead-status";

export type ContactMessage = ContactMessagesTable;

type QuoteColumns = "town" | "street_address" | "budget" | "timeline" | "heard_from" | "landing_page" | "source" | "origin_basis";
export type NewContactMessage = Omit<
  ContactMessage,
  | "id"
  | "email_status"
  | "email_attempts"
  | "last_error"
  | "created_at"
  | "lead_status"
  | "note"
  | "updated_at"
  | QuoteColumns
  | "spam_reason"
  | "first_response_at"
  | "first_response_via"
> &
  Partial<Pick<ContactMessage, QuoteColumns>>;

/** Stores a message. Nothing else happens to it before this has committed. */
export async function createContactMessage(
  db: Db,
  input: NewContactMessage,
  emailStatus: "pending" | "skipped",
  keep: { id?: string; created_at?: string; spam_reason?: string } = {},
) {
  const row: ContactMessage = {
    town: null,
    street_address: null,
    budget: null,
    timeline: null,
    heard_from: null,
    landing_page: null,
    source: null,
    origin_basis: null,
    ...input,
    id: keep.id ?? randomUUID(),
    email_status: emailStatus,
    email_attempts: 0,
    last_error: null,
    created_at: keep.created_at ?? nowIso(),
    // A message caught as spam is kept aside with its reason (decision 0031), never alerted.
    lead_status: keep.spam_reason ? "spam" : "new",
    ...(keep.spam_reason ? { spam_reason: keep.spam_reason.slice(0, 300) } : {}),
    note: null,
    kind: input.kind ?? "quote",
    updated_at: keep.created_at ?? nowIso(),
  };
  await db.insertInto("contact_messages").values(row).execute();
  return row;
}

export async function listContactMessages(db: Db, limit = 200) {
  return db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}

/** Messages matching a lead filter (a status, and text found in the name, e-mail or message), newest first. */
export async function listLeads(db: Db, filter: LeadFilter, limit = 500) {
  let q = db.selectFrom("contact_messages").selectAll();
  // Spam waits in its own folder (decision 0031), never among the leads.
  q = filter.status ? q.where("lead_status", "=", filter.status) : q.where("lead_status", "!=", "spam");
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (col: "full_name" | "email" | "message") => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`;
    q = q.where((eb) => eb.or([like("full_name"), like("email"), like("message")]));
  }
  return q.orderBy("created_at", "desc").limit(limit).execute();
}

/** How many messages have this status ("new" leads, "spam"…). */
export async function countByStatus(db: Db, status: string) {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("lead_status", "=", status)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const countNewLeads = (db: Db) => countByStatus(db, "new");

/** Sets a lead's status and note; false when the message does not exist. */
export async function updateLead(db: Db, id: string, change: { status: LeadStatus; note: string | null }) {
  const r = await db
    .updateTable("contact_messages")
    .set({ lead_status: change.status, note: change.note, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function getContactMessage(db: Db, id: string) {
  return (await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Messages whose notification still has to go out (new, or failed and due for a retry). */
export async function messagesToNotify(db: Db, now = nowIso()) {
  return db
    .selectFrom("contact_messages")
    .selectAll()
    .where("email_status", "in", ["pending", "failed"])
    .where((eb) => eb.or([eb("email_next_at", "is", null), eb("email_next_at", "<=", now)]))
    .orderBy("created_at", "asc")
    .limit(20)
    .execute();
}

/** "Send again": a given-up (or failing) notification is tried at the next pass. */
export async function notifyAgain(db: Db, id: string) {
  const r = await db
    .updateTable("contact_messages")
    .set({ email_status: "pending", email_next_at: null })
    .where("id", "=", id)
    .where("email_status", "in", ["failed", "gave-up"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function markNotified(db: Db, id: string) {
  await db
    .updateTable("contact_messages")
    .set((eb) => ({ email_status: "sent", email_attempts: eb("email_attempts", "+", 1), last_error: null }))
    .where("id", "=", id)
    .execute();
}

/** A failed try: tried again at `nextAt`, or given up (status gave-up, "Send again" in Messages) when it is null. */
export async function markNotifyFailed(db: Db, id: string, error: string, nextAt: string | null) {
  await db
    .updateTable("contact_messages")
    .set((eb) => ({
      email_status: nextAt ? "failed" : "gave-up",
      email_next_at: nextAt,
      email_attempts: eb("email_attempts", "+", 1),
      last_error: error.slice(0, 500),
    }))
    .where("id", "=", id)
    .execute();
}

/** The leads still New (oldest first): the dashboard checks which are overdue. */
export async function listNewLeads(db: Db, limit = 1000) {
  return db
    .selectFrom("contact_messages")
    .select(["id", "full_name", "created_at", "lead_status", "first_response_at"])
    .where("lead_status", "=", "new")
    .orderBy("created_at", "asc")
    .limit(limit)
    .execute();
}

/** Whether a message with this id is stored (a spooled lead is moved in exactly once). */
export async function hasContactMessage(db: Db, id: string) {
  return Boolean(await db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst());
}

export type FirstResponseVia = "status" | "email" | "call";

/**
 * Records when staff first answered a lead and how (decision 0031). Only the first one counts:
 * a later answer changes nothing. False when the lead was already answered, is spam, or is gone.
 */
export async function recordFirstResponse(db: Db, id: string, via: FirstResponseVia, at = nowIso()) {
  const r = await db
    .updateTable("contact_messages")
    .set({ first_response_at: at, first_response_via: via })
    .where("id", "=", id)
    .where("first_response_at", "is", null)
    .where("lead_status", "!=", "spam")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Leads received in [from, to) with when they were first answered (null while unanswered). */
export async function responsesBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom("contact_messages")
    .select(["created_at", "first_response_at"])
    .where("created_at", ">=", fromIso)
    .where("created_at", "<", toIso)
    .where("lead_status", "!=", "spam")
    .execute();
}
