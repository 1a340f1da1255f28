import { describe, expect, it } from "vitest";
import { signedIn } from "../helpers/http";
import { oldLead, upgradedSuite } from "../helpers/upgrade";
import { startJob } from "../helpers/jobs";

// Decision 0051's second upgrade (migration 026): a database at 025 with a Won lead staff added
// and a day of taps, opened by this version: both kept, and the Won lead gets its job page.
const PREVIOUS = "2026-11-28-025-phone-leads";

const t = upgradedSuite(PREVIOUS, async (db) => {
  await db
    .insertInto("contact_messages")
    .values(
      oldLead({
        id: "won-phone",
        full_name: "Gale Wonphone",
        kind: "quote",
        lead_status: "won",
        came_by: "phone-call",
        origin_basis: null,
        updated_at: "2026-11-20T17:00:00.000Z",
      }),
    )
    .execute();
  await db.insertInto("phone_taps").values({ day: "2026-11-27", path: "/service-adu", kind: "call", taps: 4 }).execute();
});

describe("upgrade to job pages (026)", () => {
  it("keeps the lead and the taps, and starts a job page from the Won lead", async () => {
    expect(await t.s.services.db.selectFrom("contact_messages").select(["id", "came_by", "lead_status"]).execute()).toEqual([
      { id: "won-phone", came_by: "phone-call", lead_status: "won" },
    ]);
    expect((await t.s.services.db.selectFrom("phone_taps").selectAll().execute()).map((r) => Number(r.taps))).toEqual([4]);
    const owner = await signedIn(t.s);
    const job = await startJob(t.s, owner, "won-phone");
    const page = await fetch(`${t.s.url}/job/${job.token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>Garage<\/h1>/);
  });
});
