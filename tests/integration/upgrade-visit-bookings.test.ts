import { describe, expect, it } from "vitest";
import { signedIn } from "../helpers/http";
import { oldLead, upgradedSuite } from "../helpers/upgrade";

// Decision 0050's upgrade (migration 024): a database at the previous main's schema (023) with
// leads in every old status, opened by this version: the leads stay as they were, the visit tables
// are there and empty, and a visit can be booked for an old lead.
const PREVIOUS_MAIN = "2026-11-26-023-content-items-section-index";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("contact_messages")
    .values(
      ["new", "contacted", "won", "lost"].map((status) =>
        oldLead({ id: `old-${status}`, lead_status: status, kind: "quote", updated_at: "2026-11-20T17:00:00.000Z", origin_basis: null }),
      ),
    )
    .execute();
});

describe("upgrade to site visits (023 → 024)", () => {
  it("keeps every lead and its status, and starts with no visits, links or calendar reading", async () => {
    const rows = await t.s.services.db.selectFrom("contact_messages").select(["id", "lead_status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "old-contacted", lead_status: "contacted" },
      { id: "old-lost", lead_status: "lost" },
      { id: "old-new", lead_status: "new" },
      { id: "old-won", lead_status: "won" },
    ]);
    for (const table of ["visits", "visit_links", "visit_feed"] as const) expect(await t.s.services.db.selectFrom(table).selectAll().execute()).toEqual([]);
  });

  it("books a visit for a lead from before the upgrade, from Messages", async () => {
    const owner = await signedIn(t.s, "owner");
    await owner.post("/admin/settings/visits", {
      intent: "visit-settings-save",
      windows: "Mon 8-17\nTue 8-17\nWed 8-17\nThu 8-17\nFri 8-17",
      visitMinutes: "60",
      bufferMinutes: "0",
      daysAhead: "14",
      blackouts: "",
      feedUrl: "",
    });
    const page = await owner.text("/admin/messages");
    const time = /<option value="(\d{4}-[^"]+)"/.exec(page)![1]!;
    expect((await owner.post("/admin/messages", { intent: "visit-book", id: "old-contacted", slot: time })).status).toBe(302);
    const lead = await t.s.services.db.selectFrom("contact_messages").select("lead_status").where("id", "=", "old-contacted").executeTakeFirstOrThrow();
    expect(lead.lead_status).toBe("visit_booked");
    expect((await t.s.services.db.selectFrom("visits").select("start_at").execute()).map((v) => v.start_at)).toEqual([time]);
  });
});
