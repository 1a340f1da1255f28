import { describe, expect, it } from "vitest";
import { businessMoment } from "../../app/assistant/local-time";
import { offlineWrite } from "../../app/assistant/offline.server";
import { siteFile } from "../../app/content/files.server";
import { PROFILE_EXTRA_DEFAULTS } from "../../app/forms/settings";

const DEMO_PROFILE = { ...PROFILE_EXTRA_DEFAULTS, ...siteFile().profile };

/** The assistant's greeting by Chelan's clock and season (decision 0035), whatever the server's zone. */
describe("the assistant's greeting", () => {
  const greet = (iso: string, personalityMode: "roast" | "professional" = "professional") =>
    offlineWrite({ prompt: "", contentType: "greeting", personalityMode, profile: { ...DEMO_PROFILE, ownerFirstName: "Dave" }, now: new Date(iso) });

  it("says the time of day as it is in Pacific time", () => {
    // 5 pm in Chelan on November 25 is 01:00 UTC on the 26th.
    expect(businessMoment(new Date("2026-11-26T01:00:00Z"))).toMatchObject({ dayPart: "evening", season: "fall", hour: 17 });
    expect(greet("2026-11-26T01:00:00Z")).toMatch(/^Good evening, Dave\./);
    expect(greet("2026-11-25T17:00:00Z")).toMatch(/^Good morning, Dave\./); // 9 am
    expect(greet("2026-11-25T22:00:00Z")).toMatch(/^Good afternoon, Dave\./); // 2 pm
    // Summer time: 8 am in July is 15:00 UTC.
    expect(businessMoment(new Date("2026-07-10T15:00:00Z"))).toMatchObject({ dayPart: "morning", season: "summer" });
    for (const iso of ["2026-11-26T01:00:00Z", "2026-11-25T22:00:00Z"]) {
      for (const mode of ["roast", "professional"] as const) expect(greet(iso, mode)).not.toMatch(/\bmorning\b/i);
    }
  });

  it("does not talk of summer in November", () => {
    for (let day = 1; day <= 30; day++) {
      const text = greet(`2026-11-${String(day).padStart(2, "0")}T20:00:00Z`);
      expect(text, `November ${day}`).not.toMatch(/\bsummer\b/i);
    }
  });
});
