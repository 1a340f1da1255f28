import { BUSINESS_TIME_ZONE, twoDigits, zonedParts } from "~/content/schedule";

/**
 * iCalendar text (RFC 5545) for site visits (decision 0050): the invite e-mailed to the client and
 * the owner (METHOD:REQUEST, or CANCEL), and the owner's subscribed feed of booked visits. Times
 * are Pacific wall-clock times with TZID and the zone's VTIMEZONE (US rules since 2007), so a
 * calendar shows 8:00 AM on either side of a daylight-saving change. Plain module.
 */
export interface IcsVisit {
  uid: string;
  start: string;
  end: string;
  sequence: number;
  summary: string;
  description: string;
  location: string | null;
  cancelled?: boolean;
  attendee?: { name: string; email: string } | null;
}

export const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUSINESS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** 20270316T080000: the Pacific wall-clock time of an instant. */
export function pacificStamp(iso: string) {
  const p = zonedParts(new Date(iso));
  return `${p.y}${twoDigits(p.mo)}${twoDigits(p.d)}T${twoDigits(p.h)}${twoDigits(p.mi)}${twoDigits(p.s)}`;
}

/** 20261128T101500Z */
export const utcStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

// Control characters other than tab and newline have no place in a TEXT value.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export const icsText = (s: string) =>
  s
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, "\\n")
    .replace(CONTROL, "");

/** Lines longer than 75 octets folded with CRLF and a space, never inside a UTF-8 character. */
export function fold(line: string) {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join("\r\n ");
}

const mailto = (email: string) => `mailto:${email.replace(/[\r\n;:,"]/g, "")}`;
const param = (s: string) => `"${s.replace(/["\r\n]/g, "")}"`;

function eventLines(v: IcsVisit, organizer: { name: string; email: string }, stamp: string) {
  return [
    "BEGIN:VEVENT",
    `UID:${v.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${pacificStamp(v.start)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${pacificStamp(v.end)}`,
    `SEQUENCE:${v.sequence}`,
    `SUMMARY:${icsText(v.summary)}`,
    `DESCRIPTION:${icsText(v.description)}`,
    ...(v.location ? [`LOCATION:${icsText(v.location)}`] : []),
    `ORGANIZER;CN=${param(organizer.name)}:${mailto(organizer.email)}`,
    ...(v.attendee ? [`ATTENDEE;CN=${param(v.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(v.attendee.email)}`] : []),
    `STATUS:${v.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

function calendar(method: string | null, name: string | null, events: string[][]) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lakeside Ridge Builders//Site visits//EN",
    "CALSCALE:GREGORIAN",
    ...(method ? [`METHOD:${method}`] : []),
    ...(name ? [`X-WR-CALNAME:${icsText(name)}`, `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`] : []),
    ...VTIMEZONE,
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** The invite of one visit: METHOD:REQUEST (booked or moved, SEQUENCE counts the changes) or CANCEL. */
export function visitInvite(v: IcsVisit, organizer: { name: string; email: string }, stamp: string) {
  return calendar(v.cancelled ? "CANCEL" : "REQUEST", null, [eventLines(v, organizer, stamp)]);
}

/** The owner's subscribed feed: every booked visit. */
export function visitsFeed(visits: IcsVisit[], organizer: { name: string; email: string }, stamp: string, name: string) {
  return calendar(
    "PUBLISH",
    name,
    visits.map((v) => eventLines(v, organizer, stamp)),
  );
}
