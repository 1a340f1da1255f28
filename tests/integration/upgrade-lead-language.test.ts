import { describe, expect, it } from "vitest";
import { signedIn } from "../helpers/http";
import { oldLead, upgradedSuite } from "../helpers/upgrade";
import { listContactMessages } from "../../app/models/contact-messages.server";

// Migration 030 adds each lead's language (decision 0068). A database at the previous main's schema
// (029) with a lead, opened by this version: the lead is kept, counted English, and not marked Spanish.
const PREVIOUS_MAIN = "2026-11-28-029-shared-files";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("contact_messages")
    .values(
      oldLead({ id: "lead-before-030", full_name: "Pat Olsen", project_type: "Deck/Patio", lead_status: "contacted", note: "Called back.", town: "Chelan" }),
    )
    .execute();
});

describe("upgrade to lead languages (030)", () => {
  it("keeps the lead, English, and Messages shows it without a Spanish mark", async () => {
    const [lead] = await listContactMessages(t.s.services.db);
    expect(lead).toMatchObject({ id: "lead-before-030", full_name: "Pat Olsen", note: "Called back.", language: "en" });
    const owner = await signedIn(t.s, "owner");
    const messages = await owner.text("/admin/messages?status=contacted");
    expect(messages).toContain("Pat Olsen");
    expect(messages).not.toContain("Spanish: answer in Spanish");
  });
});
