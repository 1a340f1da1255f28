import { describe, expect, it } from "vitest";
import { signedIn } from "../helpers/http";
import { oldLead, upgradedSuite } from "../helpers/upgrade";

// Decision 0051's upgrade (migration 025): a database at the previous main's schema (023) with a
// form lead, opened by this version: the lead is kept (from the site's form: no "how it came"),
// taps start counting from nothing, and staff can add a lead beside it.
const PREVIOUS_MAIN = "2026-11-26-023-content-items-section-index";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("contact_messages")
    .values(oldLead({ id: "form-lead", full_name: "Avery Formlead", kind: "quote", updated_at: "2026-11-20T17:00:00.000Z", origin_basis: null }))
    .execute();
});

describe("upgrade to leads by phone, walk-in and referral (025)", () => {
  it("keeps the form lead as one from the site's form, and adds a phone lead beside it", async () => {
    const rows = await t.s.services.db.selectFrom("contact_messages").select(["id", "full_name", "came_by"]).execute();
    expect(rows).toEqual([{ id: "form-lead", full_name: "Avery Formlead", came_by: null }]);
    expect(await t.s.services.db.selectFrom("phone_taps").selectAll().execute()).toEqual([]);
    const owner = await signedIn(t.s);
    const add = await owner.post("/admin/messages", {
      intent: "lead-add",
      fullName: "Blake Referral",
      phone: "509 555 0111",
      email: "",
      town: "Chelan",
      projectType: "Kitchen Remodel",
      cameBy: "referral",
      message: "",
    });
    expect(add.status).toBe(302);
    const page = await owner.text("/admin/messages");
    expect(page).toContain("Avery Formlead");
    expect(page).toContain("Referral (added by staff)");
  });
});
