import { describe, expect, it } from "vitest";
import { decodeHtml } from "../helpers/server";
import { signedIn } from "../helpers/http";
import { upgradedSuite } from "../helpers/upgrade";

// Migration 027 adds proposals (decision 0052). A database at the previous main's schema (023) with a
// lead, opened by this version: the lead is kept and a proposal can be written on it.
const PREVIOUS_MAIN = "2026-11-26-023-content-items-section-index";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("contact_messages")
    .values({
      id: "lead-before-027",
      full_name: "Pat Olsen",
      email: "pat@example.com",
      phone: null,
      project_type: "Deck",
      preferred_contact: "Email",
      message: "A deck facing the lake.",
      ip: null,
      email_status: "sent",
      email_attempts: 1,
      last_error: null,
      created_at: "2026-11-20T17:00:00.000Z",
      lead_status: "contacted",
      note: "Site visit done.",
      town: "Chelan",
      street_address: "9 Bluff Rd",
      budget: null,
      timeline: null,
      heard_from: null,
      landing_page: null,
      source: null,
    })
    .execute();
});

describe("upgrade to proposals (027)", () => {
  it("keeps the lead and writes its first proposal", async () => {
    const owner = await signedIn(t.s, "owner");
    const screen = await owner.text("/admin/proposals?lead=lead-before-027");
    expect(screen).toContain("Proposal for Pat Olsen");
    expect(screen).toContain("9 Bluff Rd, Chelan");
    const saved = await owner.post("/admin/proposals", {
      intent: "proposal-save",
      lead: "lead-before-027",
      client_name: "Pat Olsen",
      client_email: "pat@example.com",
      job_address: "9 Bluff Rd, Chelan",
      "line-0-description": "Deck framing",
      "line-0-qty": "1",
      "line-0-price": "4000",
      tax_mode: "table",
      tax_code: "0402",
      deposit_kind: "none",
      valid_until: "2026-12-31",
    });
    expect(saved.status).toBe(302);
    expect(decodeHtml(await owner.text("/admin/messages"))).toContain("Version 1: Draft");
    const lead = await t.s.services.db
      .selectFrom("contact_messages")
      .select(["note", "lead_status"])
      .where("id", "=", "lead-before-027")
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ note: "Site visit done.", lead_status: "contacted" });
  });
});
