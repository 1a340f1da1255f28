import { describe, expect, it } from "vitest";
import { type TestServer, withServer } from "../helpers/server";
import { suiteServer } from "../helpers/http";
import { listContactMessages, getContactMessage } from "../../app/models/contact-messages.server";
import { deliverPendingNotifications } from "../../app/mail/mailer.server";
import { getLeadSettings, saveLeadSettings } from "../../app/models/settings.server";
import { VALID_LEAD, sendContact } from "../helpers/lead";
import { withMailServer } from "../helpers/smtp";

const valid = VALID_LEAD;

const post = (s: TestServer, fields: Record<string, string>, ip = "198.51.100.1") => sendContact(s, fields, ip);

describe("contact form without SMTP", () => {
  const t = suiteServer();

  it("stores the message, then shows the thank-you banner", async () => {
    const r = await post(t.s, valid);
    expect(r.status).toBe(200);
    expect(r.html).toContain("Thank you for your message! We will get back to you soon.");
    const [row] = await listContactMessages(t.s.services.db);
    expect(row).toMatchObject({
      full_name: "Jordan Avery",
      email: "jordan@example.com",
      phone: "(509) 555-0100",
      project_type: "ADU (Accessory Dwelling Unit)",
      preferred_contact: "Phone",
      email_status: "skipped",
    });
  });

  it("refuses bad input with per-field messages and keeps what was typed", async () => {
    const before = (await listContactMessages(t.s.services.db)).length;
    const r = await post(t.s, { ...valid, fullName: "  ", email: "not-an-email", message: "Hello there" });
    expect(r.status).toBe(400);
    expect(r.html).toContain("Please enter your name.");
    expect(r.html).toContain("Please enter a valid e-mail address");
    expect(r.html).toContain('value="not-an-email"');
    expect(r.html).toContain("Hello there");
    expect((await listContactMessages(t.s.services.db)).length).toBe(before);
  });

  it("bounds every field", async () => {
    const r = await post(t.s, { ...valid, message: "x".repeat(5001), fullName: "y".repeat(101) });
    expect(r.status).toBe(400);
    expect(r.html).toContain("under 5,000 characters");
    expect(r.html).toContain("under 100 characters");
    const bad = await post(t.s, { ...valid, projectType: "Spaceship" });
    expect(bad.status).toBe(400);
  });

  it("thanks a bot that fills the honeypot, and keeps its post in Spam only (decision 0031)", async () => {
    const leads = () => listContactMessages(t.s.services.db).then((all) => all.filter((m) => m.lead_status !== "spam"));
    const before = (await leads()).length;
    const r = await post(t.s, { ...valid, website: "http://spam.example" }, "198.51.100.2");
    expect(r.status).toBe(200);
    expect(r.html).toContain("Thank you for your message!");
    expect((await leads()).length).toBe(before);
    const spam = (await listContactMessages(t.s.services.db)).filter((m) => m.lead_status === "spam");
    expect(spam).toHaveLength(1);
    expect(spam[0]!.email_status).toBe("skipped");
  });

  it("limits one address to 5 messages an hour, keeping the fields", async () => {
    for (let i = 0; i < 5; i++) expect((await post(t.s, valid, "198.51.100.77")).status).toBe(200);
    const r = await post(t.s, { ...valid, message: "sixth message" }, "198.51.100.77");
    expect(r.status).toBe(429);
    expect(r.html).toContain("You have sent several messages");
    expect(r.html).toContain("sixth message");
  });
});

describe("contact form when the database fails", () => {
  it("shows an error and keeps every field", async () => {
    await withServer({}, async (s) => {
      await s.services.db.schema.dropTable("contact_messages").execute();
      const r = await post(s, valid, "198.51.100.90");
      expect(r.status).toBe(503);
      expect(r.html).toContain("We could not save your message just now");
      expect(r.html).not.toContain("Thank you for your message!");
      expect(r.html).toContain('value="Jordan Avery"');
      expect(r.html).toContain("Manson lot");
    });
  });
});

describe("contact form with SMTP (a real SMTP server on loopback)", () => {
  it("stores the message and e-mails it to the business address", async () => {
    await withMailServer(async (s, smtp) => {
      expect((await post(s, valid)).status).toBe(200);
      // The staff notification, and the visitor's auto-reply (tests/integration/quote-leads.test.ts).
      await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(2);
      const staff = smtp.mails.filter((m) => m.to.includes("hello@lakesideridge.example"));
      expect(staff).toHaveLength(1);
      expect(staff[0]!.to).toEqual(["hello@lakesideridge.example"]);
      expect(staff[0]!.body).toContain("Jordan Avery");
      expect(staff[0]!.body).toContain("Manson lot");
      await expect.poll(async () => (await listContactMessages(s.services.db))[0]!.email_status).toBe("sent");
    });
  });

  it("keeps the message when sending fails, and sends it on a later try", async () => {
    await withMailServer(
      async (s, smtp) => {
        // No auto-reply (an empty text turns it off), so the one failure is the staff notification's.
        await saveLeadSettings(s.services.db, { ...(await getLeadSettings(s.services.db)), autoReply: "" });
        const r = await post(s, valid);
        expect(r.status).toBe(200);
        expect(r.html).toContain("Thank you for your message!");
        await expect.poll(async () => (await listContactMessages(s.services.db))[0]!.email_status, { timeout: 5000 }).toBe("failed");
        const [row] = await listContactMessages(s.services.db);
        expect(row!.last_error).toMatch(/mailbox unavailable/);
        expect(smtp.mails).toHaveLength(0);
        // Not before its wait (a minute after the first failure); the retry pass after it delivers it.
        expect(await deliverPendingNotifications(s.services)).toEqual({ sent: 0, failed: 0 });
        expect(await deliverPendingNotifications(s.services, Date.now() + 61_000)).toEqual({ sent: 1, failed: 0 });
        expect(smtp.mails).toHaveLength(1);
        expect((await getContactMessage(s.services.db, row!.id))!.email_status).toBe("sent");
      },
      { failFirst: 1 },
    );
  });

  it("keeps the message when the SMTP server is down", async () => {
    await withServer({ env: { SMTP_URL: "smtp://127.0.0.1:9" } }, async (s) => {
      expect((await post(s, valid)).status).toBe(200);
      await expect.poll(async () => (await listContactMessages(s.services.db))[0]!.email_status, { timeout: 15000 }).toBe("failed");
      expect((await listContactMessages(s.services.db))[0]!.message).toBe(valid.message);
    });
  });
});
