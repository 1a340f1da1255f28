import { randomUUID } from "node:crypto";
import type { Db } from "~/db/schema";
import type { AppServices } from "~/platform/services.server";
import { newLinkToken, spendLink } from "~/auth/link-token.server";
import { logActivity } from "~/models/activity.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { takeSlot } from "~/models/rate-limit.server";
import { bookedVisitsFrom, findVisitLink, standingVisits, getVisit, getVisitSettings, standingVisit, type Visit, type VisitLink } from "~/models/visits.server";
import { issueBookingLink } from "~/models/visits.server";
export { issueBookingLink, standingVisits as standingVisitsOf };
import { candidateSlots, freeSlots, slotLabel, type Slot } from "~/visits/slots";
import { clockNow } from "~/platform/clock";
import { visitPath } from "~/visits/paths";
import type { Locale } from "~/content/locale";
import { feedState, type FeedState } from "./visit-feed.server";

/**
 * The one writer of site visits (decision 0050): the free times, booking, moving and cancelling,
 * each in one transaction. A time is held by the unique `slot_start` of the standing visit, so of
 * two bookings of one time (two instances, one database) exactly one is kept and the other is
 * told it was just taken. One-time links are used by a conditional UPDATE in the same transaction.
 */
const DAY = 86_400_000;

export type Services = Pick<AppServices, "db" | "config" | "cookieSecret" | "logger">;

export interface Availability {
  /** The owner has set visit windows. */
  offered: boolean;
  slots: Slot[];
  feed: FeedState;
}

/** The next free times (none when no windows are set, or the owner's calendar cannot be read). */
export async function availability(services: Services, now = clockNow(), limit = 12): Promise<Availability> {
  const settings = await getVisitSettings(services.db);
  if (settings.windows.length === 0) return { offered: false, slots: [], feed: { state: "none" } };
  const feed = await feedState(services, settings, now);
  if (feed.state === "failed") return { offered: true, slots: [], feed };
  const visits = (await bookedVisitsFrom(services.db, new Date(now - DAY).toISOString())).map((v) => ({
    start: Date.parse(v.start_at),
    end: Date.parse(v.end_at),
  }));
  const busy = feed.state === "ok" ? feed.busy : [];
  return { offered: true, slots: freeSlots(settings, { visits, busy }, now, limit), feed };
}

export type VisitResult =
  | { ok: true; visit: Visit; links: { move: string; cancel: string } | null; label: string }
  | { ok: false; reason: "taken" | "not-free" | "link-used" | "has-visit" | "no-visit" | "no-lead"; message: string };

export const TAKEN_MESSAGE = "That time was just taken. Please choose another.";
const NOT_FREE = "That time is no longer offered. Please choose another.";
const LINK_USED = "This link was already used. Use the newest e-mail we sent you, or call us.";

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/** Uses a link inside a transaction: true for exactly one caller, while it works. */
async function useLink(tx: Db, link: VisitLink | null, at: string) {
  return !link || spendLink(tx, "visit_links", link.id, at);
}

/** New move and cancel links for a standing visit (the older ones stop working). */
async function visitLinks(tx: Db, visit: Visit, at: string) {
  await tx.updateTable("visit_links").set({ used_at: at }).where("visit_id", "=", visit.id).where("used_at", "is", null).execute();
  const out = { move: "", cancel: "" };
  for (const purpose of ["move", "cancel"] as const) {
    const { raw, hash } = newLinkToken();
    out[purpose] = raw;
    await tx
      .insertInto("visit_links")
      .values({
        id: randomUUID(),
        token_hash: hash,
        lead_id: visit.lead_id,
        visit_id: visit.id,
        purpose,
        expires_at: visit.end_at,
        used_at: null,
        created_at: at,
      })
      .execute();
  }
  return out;
}

/** Whether `start` is one of the free times now (a post names a time; the server decides). */
async function freeSlot(services: Services, start: string, now: number, ignore?: Visit) {
  const settings = await getVisitSettings(services.db);
  if (settings.windows.length === 0) return null;
  const feed = await feedState(services, settings, now);
  if (feed.state === "failed") return null;
  const visits = (await bookedVisitsFrom(services.db, new Date(now - DAY).toISOString()))
    .filter((v) => v.id !== ignore?.id)
    .map((v) => ({ start: Date.parse(v.start_at), end: Date.parse(v.end_at) }));
  const free = freeSlots(settings, { visits, busy: feed.state === "ok" ? feed.busy : [] }, now, 10_000).find((s) => s.start === start);
  if (free) return free;
  // A time of the windows that a booking took meanwhile is "just taken", not "never offered".
  const window = candidateSlots(settings, now).some((s) => s.start === start && Date.parse(s.start) > now);
  return window && visits.some((v) => v.start === Date.parse(start)) ? "taken" : null;
}

/**
 * Writes a visit at `start` with `write` (its transaction) once that time is checked free: "taken"
 * when a booking took it meanwhile (also when the database's one-visit-a-slot index refuses the
 * write), "not-free" when it is not offered at all.
 */
async function inFreeSlot(
  services: Services,
  start: string,
  now: number,
  ignore: Visit | undefined,
  write: (slot: Slot, at: string) => Promise<VisitResult>,
): Promise<VisitResult> {
  const slot = await freeSlot(services, start, now, ignore);
  if (slot === "taken") return { ok: false, reason: "taken", message: TAKEN_MESSAGE };
  if (!slot) return { ok: false, reason: "not-free", message: NOT_FREE };
  try {
    return await write(slot, new Date(now).toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken", message: TAKEN_MESSAGE };
    throw error;
  }
}

/** What booking or moving a visit is asked with: the start chosen, who chose it, and the client's link when it came through one. */
type VisitChoice = { start: string; by: string; link?: VisitLink | null };

/** Books a free time for a lead (by the client's link, or by staff). */
export async function bookVisit(services: Services, input: VisitChoice & { leadId: string }, now = clockNow()): Promise<VisitResult> {
  const lead = await getContactMessage(services.db, input.leadId);
  if (!lead || lead.lead_status === "spam") return { ok: false, reason: "no-lead", message: "That request no longer exists." };
  if (await standingVisit(services.db, lead.id)) return { ok: false, reason: "has-visit", message: "A visit is already booked for this request." };
  return inFreeSlot(services, input.start, now, undefined, (slot, at) =>
    services.db.transaction().execute(async (tx) => {
      if (!(await useLink(tx, input.link ?? null, at))) return { ok: false as const, reason: "link-used" as const, message: LINK_USED };
      const visit: Visit = {
        id: randomUUID(),
        lead_id: lead.id,
        start_at: slot.start,
        end_at: slot.end,
        slot_start: slot.start,
        status: "booked",
        sequence: 0,
        status_before: lead.lead_status,
        booked_by: input.by,
        reminder_sent_at: null,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
      };
      await tx.insertInto("visits").values(visit).execute();
      // The lead's other booking links are done with once a visit stands.
      await tx
        .updateTable("visit_links")
        .set({ used_at: at })
        .where("lead_id", "=", lead.id)
        .where("purpose", "=", "book")
        .where("used_at", "is", null)
        .execute();
      await tx.updateTable("contact_messages").set({ lead_status: "visit_booked", updated_at: at }).where("id", "=", lead.id).execute();
      const links = await visitLinks(tx, visit, at);
      // Staff actions are logged by the admin action runner; a client's here.
      if (input.link) await logActivity(tx, { actor: input.by, action: "visit-book", detail: `Site visit booked for ${lead.full_name}: ${slotLabel(slot)}` });
      return { ok: true as const, visit, links, label: slotLabel(slot) };
    }),
  );
}

/** Moves a standing visit to another free time; the invite's SEQUENCE goes up, the reminder is due again. */
export async function moveVisit(services: Services, input: VisitChoice & { visitId: string }, now = clockNow()): Promise<VisitResult> {
  const visit = await getVisit(services.db, input.visitId);
  if (!visit || visit.status !== "booked") return { ok: false, reason: "no-visit", message: "That visit is no longer booked." };
  if (input.start === visit.start_at) return { ok: false, reason: "not-free", message: "The visit is already at that time. Please choose another." };
  return inFreeSlot(services, input.start, now, visit, (slot, at) =>
    services.db.transaction().execute(async (tx) => {
      if (!(await useLink(tx, input.link ?? null, at))) return { ok: false as const, reason: "link-used" as const, message: LINK_USED };
      const r = await tx
        .updateTable("visits")
        .set({ start_at: slot.start, end_at: slot.end, slot_start: slot.start, sequence: visit.sequence + 1, reminder_sent_at: null, updated_at: at })
        .where("id", "=", visit.id)
        .where("status", "=", "booked")
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return { ok: false as const, reason: "no-visit" as const, message: "That visit is no longer booked." };
      const moved = {
        ...visit,
        start_at: slot.start,
        end_at: slot.end,
        slot_start: slot.start,
        sequence: visit.sequence + 1,
        reminder_sent_at: null,
        updated_at: at,
      };
      const links = await visitLinks(tx, moved, at);
      const lead = await getContactMessage(tx, visit.lead_id);
      // Staff actions are logged by the admin action runner; a client's here.
      if (input.link)
        await logActivity(tx, { actor: input.by, action: "visit-move", detail: `Site visit of ${lead?.full_name ?? "a client"} moved to ${slotLabel(slot)}` });
      return { ok: true as const, visit: moved, links, label: slotLabel(slot) };
    }),
  );
}

/** Cancels a standing visit: its time is free again and the lead gets back the status it had. */
export async function cancelVisit(services: Services, input: { visitId: string; by: string; link?: VisitLink | null }, now = clockNow()): Promise<VisitResult> {
  const visit = await getVisit(services.db, input.visitId);
  if (!visit || visit.status !== "booked") return { ok: false, reason: "no-visit", message: "That visit is no longer booked." };
  const at = new Date(now).toISOString();
  return services.db.transaction().execute(async (tx) => {
    if (!(await useLink(tx, input.link ?? null, at))) return { ok: false as const, reason: "link-used" as const, message: LINK_USED };
    const r = await tx
      .updateTable("visits")
      .set({ status: "cancelled", slot_start: null, cancelled_at: at, sequence: visit.sequence + 1, updated_at: at })
      .where("id", "=", visit.id)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return { ok: false as const, reason: "no-visit" as const, message: "That visit is no longer booked." };
    await tx.updateTable("visit_links").set({ used_at: at }).where("visit_id", "=", visit.id).where("used_at", "is", null).execute();
    const back = visit.status_before && visit.status_before !== "visit_booked" ? visit.status_before : "contacted";
    await tx
      .updateTable("contact_messages")
      .set({ lead_status: back, updated_at: at })
      .where("id", "=", visit.lead_id)
      .where("lead_status", "=", "visit_booked")
      .execute();
    const lead = await getContactMessage(tx, visit.lead_id);
    const cancelled = { ...visit, status: "cancelled", slot_start: null, cancelled_at: at, sequence: visit.sequence + 1, updated_at: at };
    const label = slotLabel({ start: visit.start_at, end: visit.end_at });
    if (input.link)
      await logActivity(tx, { actor: input.by, action: "visit-cancel", detail: `Site visit of ${lead?.full_name ?? "a client"} on ${label} cancelled` });
    return { ok: true as const, visit: cancelled, links: null, label };
  });
}

/** What a client's link is now, with its lead and visit. */
export async function openVisitLink(db: Db, raw: string, now = clockNow()) {
  const link = await findVisitLink(db, raw);
  if (!link) return { state: "unknown" as const };
  const lead = await getContactMessage(db, link.lead_id);
  if (!lead) return { state: "unknown" as const };
  const visit = link.visit_id ? await getVisit(db, link.visit_id) : await standingVisit(db, lead.id);
  const state = link.used_at ? ("used" as const) : Date.parse(link.expires_at) <= now ? ("expired" as const) : ("open" as const);
  return { state, link, lead, visit };
}

/**
 * What a client may make the site send through visit links (each booking, move or cancel mails
 * them and the staff): at most 6 a day per request, 60 an hour in all. Null when allowed, else why not.
 */
export async function visitorActionRefused(db: Db, leadId: string, now = clockNow()) {
  const mine = await takeSlot(db, { bucket: "visit-actions-lead", max: 6, windowMs: DAY }, leadId, now);
  if (!mine.ok) return "This visit was changed several times today. Please call us to change it again.";
  const all = await takeSlot(db, { bucket: "visit-actions-all", max: 60, windowMs: 3_600_000 }, "all", now);
  if (!all.ok) return `Many visits are being booked right now. Please try again in ${all.waitMinutes} minutes, or call us.`;
  return null;
}

/**
 * The thank-you page's offer for a new lead: a booking link and the next free times, or null when
 * none are offered. A Spanish lead's form posts to the Spanish booking page (decision 0069).
 */
export async function offerForNewLead(services: Services, leadId: string, language: Locale = "en") {
  const offer = await availability(services, clockNow(), 8);
  if (!offer.offered || offer.slots.length === 0) return null;
  const token = await issueBookingLink(services.db, leadId);
  return { action: visitPath(token, language), slots: offer.slots };
}
