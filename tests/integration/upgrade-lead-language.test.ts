import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer } from "../helpers/server";
import { signedIn } from "../helpers/http";
import { upgradedServer } from "../helpers/upgrade";
import { listContactMessages } from "../../app/models/contact-messages.server";

// Migration 030 adds each lead's language (decision 0068). A database at the previous main's schema
// (029) with a lead, opened by this version: the lead is kept, counted English, and not marked Spanish.
const PREVIOUS_MAIN = "2026-11-28-029-shared-files";
let s: TestServer;

beforeAll(async () => {
  s = await upgradedServer(PREVIOUS_MAIN, async (db) => {
    await db
      .insertInto("contact_messages")
      .values({
        id: "lead-before-030",
        full_name: "Pat Olsen",
        email: "pat@example.com",
        phone: null,
        project_type: "Deck/Patio",
        preferred_contact: "Email",
        message: "A deck facing the lake.",
        ip: null,
        email_status: "sent",
        email_attempts: 1,
        last_error: null,
        created_at: "2026-11-27T17:00:00.000Z",
        lead_status: "contacted",
        note: "Called back.",
        town: "Chelan",
        street_address: null,
        budget: null,
        timeline: null,
        heard_from: null,
        landing_page: null,
        source: null,
      })
      .execute();
  });
});
afterAll(() => s?.stop());

describe("upgrade to lead languages (030)", () => {
  it("keeps the lead, English, and Messages shows it without a Spanish mark", async () => {
    const [lead] = await listContactMessages(s.services.db);
    expect(lead).toMatchObject({ id: "lead-before-030", full_name: "Pat Olsen", note: "Called back.", language: "en" });
    const owner = await signedIn(s, "owner");
    const messages = await owner.text("/admin/messages?status=contacted");
    expect(messages).toContain("Pat Olsen");
    expect(messages).not.toContain("Spanish: answer in Spanish");
  });
});
