import { describe, expect, it } from "vitest";
import { contentStatus, formatZoned, isoToZonedInput, zonedInputToIso } from "../../app/content/schedule";

describe("schedule times in the business's zone (Pacific)", () => {
  it("reads a typed wall-clock time as Pacific, in winter and in summer, and writes it back", () => {
    expect(zonedInputToIso("2026-11-23T09:00")).toBe("2026-11-23T17:00:00.000Z");
    expect(zonedInputToIso("2026-07-04T12:30")).toBe("2026-07-04T19:30:00.000Z");
    expect(isoToZonedInput("2026-07-04T19:30:00.000Z")).toBe("2026-07-04T12:30");
    expect(isoToZonedInput("2026-12-01T17:00:15.000Z")).toBe("2026-12-01T09:00:15");
    expect(formatZoned("2026-11-23T17:00:00.000Z")).toMatch(/^Nov 23, 2026, 9:00\sAM PST$/);
  });

  it("moves a time the spring change skips forward, and takes the first of the autumn's repeated hour", () => {
    expect(formatZoned(zonedInputToIso("2026-03-08T02:30"))).toMatch(/3:30\sAM PDT/);
    expect(formatZoned(zonedInputToIso("2026-11-01T01:30"))).toMatch(/1:30\sAM PDT/);
  });

  it("refuses what is not a date and time", () => {
    for (const bad of ["", "next tuesday", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00"]) expect(zonedInputToIso(bad)).toBeNull();
  });

  it("names an item's status from its times", () => {
    const now = "2026-11-23T12:00:00.000Z";
    const item = (is_published: boolean, publish_at: string | null, unpublish_at: string | null) => ({ is_published, publish_at, unpublish_at });
    expect(contentStatus(item(false, null, null), now)).toBe("Draft");
    expect(contentStatus(item(true, "2026-11-24T00:00:00.000Z", null), now)).toBe("Scheduled");
    expect(contentStatus(item(true, "2026-11-22T00:00:00.000Z", "2026-11-30T00:00:00.000Z"), now)).toBe("Published");
    expect(contentStatus(item(true, null, "2026-11-23T11:59:59.000Z"), now)).toBe("Ended");
  });
});
