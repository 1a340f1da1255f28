import ICAL from "ical.js";
import { zonedInputToIso } from "~/content/schedule";
import type { Interval } from "./slots";

/**
 * The owner's calendar, read for busy times only (decision 0050): each event's start and end
 * within the days offered, recurring events expanded (with their moved and cancelled
 * occurrences), nothing else kept: no titles, places or people. Free ("transparent") and
 * cancelled events are not busy. Times without a zone and all-day events are Pacific.
 */
export const FEED_MAX_BYTES = 1024 * 1024;
export const FEED_TIMEOUT_MS = 5000;
/** At most this many busy times are kept, and this many occurrences looked at per event. */
export const MAX_BUSY = 2000;
const MAX_OCCURRENCES = 2000;

export class FeedError extends Error {}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ICAL.Time as an instant: with its zone, as UTC, or (floating or a date) as Pacific wall-clock time. */
function instant(t: ICAL.Time): number {
  if (t.zone === ICAL.Timezone.utcTimezone || (t.zone && t.zone !== ICAL.Timezone.localTimezone && t.zone.tzid !== "floating")) {
    if (!t.isDate) return t.toUnixTime() * 1000;
  }
  const iso = zonedInputToIso(`${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.isDate ? 0 : t.hour)}:${pad(t.isDate ? 0 : t.minute)}`);
  return iso ? Date.parse(iso) : NaN;
}

/** Busy intervals in [from, to) from an iCalendar text; a FeedError when it is not one. */
export function busyTimes(text: string, from: number, to: number): Interval[] {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    root = new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
  } catch {
    throw new FeedError("The address did not answer with a calendar in iCal format.");
  }
  if (root.name !== "vcalendar") throw new FeedError("The address did not answer with a calendar in iCal format.");
  for (const tz of root.getAllSubcomponents("vtimezone")) {
    try {
      ICAL.TimezoneService.register(tz);
    } catch {
      /* a zone we cannot read: its events fall back to Pacific time */
    }
  }
  const events = root.getAllSubcomponents("vevent");
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const e of events) {
    if (e.hasProperty("recurrence-id")) {
      const uid = String(e.getFirstPropertyValue("uid") ?? "");
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), e]);
    } else masters.push(e);
  }
  const out: Interval[] = [];
  const add = (start: number, end: number, comp: ICAL.Component) => {
    if (String(comp.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") return;
    if (String(comp.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return;
    if (!Number.isFinite(start) || !Number.isFinite(end)) return;
    if (end <= start) end = start + 60_000;
    if (end > from && start < to && out.length < MAX_BUSY) out.push({ start, end });
  };
  for (const comp of masters) {
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(comp, { exceptions: exceptions.get(String(comp.getFirstPropertyValue("uid") ?? "")) ?? [], strictExceptions: true });
    } catch {
      continue;
    }
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(instant(event.startDate), instant(event.endDate ?? event.startDate), comp);
      continue;
    }
    try {
      const it = event.iterator();
      for (let i = 0; i < MAX_OCCURRENCES; i++) {
        const next = it.next();
        if (!next) break;
        const d = event.getOccurrenceDetails(next);
        const start = instant(d.startDate);
        if (start >= to) break;
        add(start, instant(d.endDate), d.item.component);
      }
    } catch {
      /* a rule we cannot expand: its first occurrence still counts */
      add(instant(event.startDate), instant(event.endDate ?? event.startDate), comp);
    }
  }
  // Moved occurrences whose master is not in the feed still mark their time.
  for (const [uid, list] of exceptions) {
    if (masters.some((m) => String(m.getFirstPropertyValue("uid") ?? "") === uid)) continue;
    for (const e of list) {
      const ev = new ICAL.Event(e);
      if (ev.startDate) add(instant(ev.startDate), instant(ev.endDate ?? ev.startDate), e);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
