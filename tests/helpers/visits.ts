import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";

/**
 * Site visits in tests (decision 0050): the owner's calendar served on loopback (an iCal feed the
 * test sets, or a failure), the invite read out of a captured e-mail, and parsed with ical.js.
 */
/** Settings → Site visits as the owner's form posts it: two mornings a week, one-hour visits. */
export const VISIT_SETTINGS = {
  intent: "visit-settings-save",
  windows: "Tue 8:00-11:00\nThu 8:00-11:00",
  visitMinutes: "60",
  bufferMinutes: "30",
  daysAhead: "21",
  blackouts: "",
  feedUrl: "",
};

export async function startCalendar() {
  const state = { body: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n", status: 200, requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests++;
    if (req.url === "/huge.ics") {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      // 2 MB, more than the 1 MB the site reads.
      res.end(`BEGIN:VCALENDAR\r\n${"X-PAD:".padEnd(1000, "x")}\r\n`.repeat(2100));
      return;
    }
    res.writeHead(state.status, { "Content-Type": "text/calendar; charset=utf-8" }).end(state.status === 200 ? state.body : "Server error");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/private/basic.ics`, port, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * An iCal feed with busy events (UTC times), and optionally a weekly one (Pacific wall clock, with
 * its VTIMEZONE as Outlook writes it: standard time first, rules from 1601; the site's own invites
 * write the same zone another way, app/visits/ics.ts).
 */
export function busyFeed(events: Array<{ start: number; end: number; transparent?: boolean }>, weekly?: { start: string; end: string }) {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test calendar//EN"];
  if (weekly)
    lines.push(
      "BEGIN:VTIMEZONE",
      "TZID:America/Los_Angeles",
      "BEGIN:STANDARD",
      "DTSTART:16011104T020000",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "TZOFFSETFROM:-0700",
      "TZOFFSETTO:-0800",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010311T020000",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "TZOFFSETFROM:-0800",
      "TZOFFSETTO:-0700",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:weekly@test",
      "DTSTAMP:20260101T000000Z",
      `DTSTART;TZID=America/Los_Angeles:${weekly.start}`,
      `DTEND;TZID=America/Los_Angeles:${weekly.end}`,
      "RRULE:FREQ=WEEKLY",
      "SUMMARY:Private: dentist",
      "END:VEVENT",
    );
  events.forEach((e, i) =>
    lines.push(
      "BEGIN:VEVENT",
      `UID:busy-${i}@test`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`,
      "SUMMARY:Private: another client",
      ...(e.transparent ? ["TRANSP:TRANSPARENT"] : []),
      "END:VEVENT",
    ),
  );
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** The text/calendar part of a raw e-mail, decoded (quoted-printable or base64). */
export function icsOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /^Content-Type:\s*text\/calendar/im.test(p));
  if (!part) throw new Error("no text/calendar part in the e-mail");
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head!)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable")
    return Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}

/** The invite's event as ical.js reads it (its VTIMEZONE registered first): start and end as instants, and the raw properties. */
export function readInvite(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const tz of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const vevent = root.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(root.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    tzid: String(vevent.getFirstProperty("dtstart")!.getParameter("tzid")),
    start: new Date(event.startDate.toUnixTime() * 1000).toISOString(),
    end: new Date(event.endDate.toUnixTime() * 1000).toISOString(),
    wallStart: event.startDate.toString(),
    status: String(vevent.getFirstPropertyValue("status")),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendee: String(vevent.getFirstPropertyValue("attendee")),
    hasStamp: vevent.hasProperty("dtstamp"),
    hasTimezone: root.getAllSubcomponents("vtimezone").length === 1,
  };
}

/** The links a page or an e-mail holds to /visit/<token>. */
export const visitLinks = (text: string) => [...text.replace(/=\r?\n/g, "").matchAll(/\/visit\/([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!);

/** The times offered on a page: the radio values. */
export const offeredTimes = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);
