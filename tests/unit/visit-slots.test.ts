import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { candidateSlots, freeSlots, slotLabel } from "../../app/visits/slots";
import { parseWindowLine, visitSettingsSchema } from "../../app/visits/settings";
import { visitInvite } from "../../app/visits/ics";
import { busyTimes } from "../../app/visits/feed.server";
import { refusedAddress } from "../../app/platform/outbound.server";
import { busyFeed } from "../helpers/visits";

// Decision 0050's pure parts: windows as typed, free times across daylight-saving changes, the
// invite read back by ical.js, the owner's feed expanded, the outbound address check.
const TUE_THU = { windows: [parseWindowLine("Tue 8:00-11:00"), parseWindowLine("Thu 8am-11am")] as never, visitMinutes: 60, bufferMinutes: 30, daysAhead: 7 };

describe("visit windows and free times", () => {
  it("reads windows as the owner types them and says what is wrong", () => {
    expect(parseWindowLine("Thursday 1-4pm")).toEqual({ day: 4, from: 13 * 60, to: 16 * 60 });
    expect(parseWindowLine("tue 8:30 to 11")).toEqual({ day: 2, from: 8 * 60 + 30, to: 11 * 60 });
    expect(parseWindowLine("Funday 8-11")).toMatch(/not a day of the week/);
    const p = visitSettingsSchema.safeParse({
      windows: "Tue 8-11",
      visitMinutes: "60",
      bufferMinutes: "30",
      daysAhead: "21",
      blackouts: "2026-02-30",
      feedUrl: "",
    });
    expect(p.success).toBe(false);
  });

  it("keeps 8:00 Pacific on both sides of the spring and autumn changes", () => {
    // Friday 2027-03-12, before the change on Sunday the 14th: Tuesday 8:00 is 15:00 UTC (PDT), Thursday before was 16:00 UTC (PST).
    const spring = candidateSlots(TUE_THU, Date.parse("2027-03-10T20:00:00Z")).map((s) => s.start);
    expect(spring).toContain("2027-03-11T16:00:00.000Z");
    expect(spring).toContain("2027-03-16T15:00:00.000Z");
    expect(spring).toContain("2027-03-16T16:30:00.000Z");
    const autumn = candidateSlots(TUE_THU, Date.parse("2027-11-05T20:00:00Z")).map((s) => s.start);
    expect(autumn).toContain("2027-11-09T16:00:00.000Z");
    expect(slotLabel({ start: "2027-03-16T15:00:00.000Z", end: "2027-03-16T16:00:00.000Z" })).toBe("Tuesday, March 16, 8:00 AM – 9:00 AM (Pacific time)");
  });

  it("labels a time in Spanish with es-US formats, in Pacific time on both sides of the spring change", () => {
    const plain = (t: string) => t.replace(/\s/g, " ");
    expect(plain(slotLabel({ start: "2027-03-16T15:00:00.000Z", end: "2027-03-16T16:00:00.000Z" }, "es"))).toBe(
      "martes, 16 de marzo, 8:00 a.m. – 9:00 a.m. (hora del Pacífico)",
    );
    expect(plain(slotLabel({ start: "2027-03-11T22:00:00.000Z", end: "2027-03-11T23:00:00.000Z" }, "es"))).toBe(
      "jueves, 11 de marzo, 2:00 p.m. – 3:00 p.m. (hora del Pacífico)",
    );
  });

  it("leaves out the past, days off, and anything within the travel time of a visit or a busy time", () => {
    const now = Date.parse("2027-03-16T15:30:00Z");
    const free = freeSlots({ ...TUE_THU, blackouts: ["2027-03-18"] }, { visits: [], busy: [] }, now).map((s) => s.start);
    expect(free[0]).toBe("2027-03-16T16:30:00.000Z");
    expect(free.some((s) => s.startsWith("2027-03-18"))).toBe(false);
    const busy = { start: Date.parse("2027-03-23T16:00:00Z"), end: Date.parse("2027-03-23T16:10:00Z") };
    const around = freeSlots({ ...TUE_THU, daysAhead: 10, blackouts: [] }, { visits: [], busy: [busy] }, now).map((s) => s.start);
    expect(around).not.toContain("2027-03-23T15:00:00.000Z");
    expect(around).not.toContain("2027-03-23T16:30:00.000Z");
  });
});

describe("the invite and the owner's feed", () => {
  it("writes an invite ical.js reads at the right instant across the change", () => {
    const ics = visitInvite(
      {
        uid: "visit-1@example",
        start: "2027-03-16T15:00:00.000Z",
        end: "2027-03-16T16:00:00.000Z",
        sequence: 0,
        summary: "Site visit; lot, view",
        description: "ADU\nat 120 Lakeshore Rd",
        location: "Manson",
        attendee: { name: "Jordan", email: "j@example.com" },
      },
      { name: "Lakeside Ridge Builders", email: "office@example.com" },
      "2027-03-12T10:00:00.000Z",
    );
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20270316T080000");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const root = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(root.getFirstSubcomponent("vtimezone")!);
    const e = new ICAL.Event(root.getFirstSubcomponent("vevent")!);
    expect(new Date(e.startDate.toUnixTime() * 1000).toISOString()).toBe("2027-03-16T15:00:00.000Z");
    expect(e.summary).toBe("Site visit; lot, view");
  });

  it("expands a weekly busy event in its own zone and skips free events", () => {
    const from = Date.parse("2027-03-01T00:00:00Z");
    const text = busyFeed([{ start: Date.parse("2027-03-04T16:00:00Z"), end: Date.parse("2027-03-04T17:00:00Z"), transparent: true }], {
      start: "20270302T083000",
      end: "20270302T093000",
    });
    const busy = busyTimes(text, from, from + 21 * 86_400_000).map((b) => new Date(b.start).toISOString());
    // Tuesday 8:30 Pacific: 16:30 UTC in PST, 15:30 UTC after the change.
    expect(busy).toEqual(["2027-03-02T16:30:00.000Z", "2027-03-09T16:30:00.000Z", "2027-03-16T15:30:00.000Z"]);
    expect(() => busyTimes("<html>not a calendar</html>", from, from + 1)).toThrow(/iCal/);
  });

  it("refuses private, link-local and (unless allowed) loopback addresses", () => {
    expect(refusedAddress("10.1.2.3", true)).toMatch(/private/);
    expect(refusedAddress("169.254.169.254", true)).toMatch(/private/);
    expect(refusedAddress("fe80::1", true)).toMatch(/private/);
    expect(refusedAddress("::ffff:192.168.1.4", true)).toMatch(/private/);
    expect(refusedAddress("127.0.0.1", false)).toMatch(/loopback/);
    expect(refusedAddress("127.0.0.1", true)).toBeNull();
    expect(refusedAddress("142.250.72.14", false)).toBeNull();
  });
});
