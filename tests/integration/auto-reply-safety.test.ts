import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, form, type TestServer } from "../helpers/server";
import type { staffSession } from "../helpers/session";
import { mailText, twoInstancesWithMail, type startSmtp } from "../helpers/smtp";
import { postContact } from "../helpers/lead";
import { getLeadSettings } from "../../app/models/settings.server";

// Decision 0031: the auto-reply cannot be turned into a mail cannon. Two instances share one
// database; a real SMTP server on loopback receives (or refuses) every mail.

const ATTACK_WORDS = ["WIN-A-PRIZE", "evil.example", "Claim", "crypto"];
const attacker = (email: string) => ({
  // Words and one link: past the Spam folder's rules, so only the auto-reply's own limits hold it.
  fullName: "WIN-A-PRIZE Claim crypto today",
  email,
  phone: "",
  projectType: "Garage",
  preferredContact: "Email",
  message: "Claim your crypto reward now at http://evil.example/claim before midnight!",
});

let ipSeq = 0;
const post = (s: TestServer, fields: Record<string, string>) => postContact(s, fields, `203.0.113.${(ipSeq++ % 250) + 1}`);

let a: TestServer;
let b: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: Awaited<ReturnType<typeof staffSession>>;

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const isAutoReply = (m: { body: string }) => m.body.includes("Auto-Submitted: auto-replied");

/** Every alert and lead e-mail has been handled (sent, skipped or given up): nothing more will go out. */
async function settled(s: TestServer) {
  await expect
    .poll(
      async () => {
        const alerts = await s.services.db.selectFrom("lead_alerts").select("id").where("status", "in", ["pending", "failed"]).execute();
        const mails = await s.services.db.selectFrom("contact_messages").select("id").where("email_status", "in", ["pending", "failed"]).execute();
        return alerts.length + mails.length;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(0);
}

let mail: Awaited<ReturnType<typeof twoInstancesWithMail>>;
beforeAll(async () => {
  mail = await twoInstancesWithMail({ refuse: ["nobody@gone.example"] });
  ({ a, b, smtp, owner } = mail);
});
afterAll(() => mail?.stop());

describe("the auto-reply", () => {
  it("the 12-address attack, twice over and in parallel on two instances: one mail per address, none with the attacker's words", async () => {
    const targets = Array.from({ length: 12 }, (_, i) => `victim${i + 1}@target.example`);
    const posts = [...targets, ...targets].map((email, i) => post(i % 2 ? b : a, attacker(email)));
    for (const res of await Promise.all(posts)) expect(res.status).toBe(200);
    await expect.poll(() => smtp.mails.filter(isAutoReply).length, { timeout: 15_000, interval: 100 }).toBe(12);
    await settled(a);
    for (const target of targets) {
      const replies = mailsTo(target);
      expect(replies, target).toHaveLength(1);
      const text = mailText(replies[0]!.body);
      for (const word of ATTACK_WORDS) expect(text).not.toContain(word);
      // To the bare address: no display name the visitor chose.
      expect(text).toMatch(new RegExp(`^To: ${target.replace(/\./g, "\\.")}\\r?$`, "m"));
      expect(text).toContain("Thank you for your request about your Garage project.");
    }
    // The owner's alert keeps every detail the visitor gave: each of the 24 leads reached the owner.
    const ownerTexts = mailsTo(owner.email).map((m) => mailText(m.body));
    for (const target of targets) expect(ownerTexts.filter((t) => t.includes(`E-mail: ${target}`)).length, target).toBeGreaterThanOrEqual(2);
    expect(ownerTexts[0]).toContain("Claim your crypto reward now at http://evil.example/claim");
    // Messages says why the second one got no auto-reply.
    const page = await (await fetch(`${a.url}/admin/messages`, { headers: { Cookie: owner.cookie } })).text();
    expect(page.match(/data-testid="auto-reply">Auto-reply not sent: this address already got an auto-reply in the last 24 hours/g)).toHaveLength(12);
    expect(page.match(/data-testid="auto-reply">Auto-reply sent\./g)).toHaveLength(12);
  });

  it("goes to at most the hour's number set in Settings, across both instances", async () => {
    const settings = await getLeadSettings(a.services.db);
    expect(settings.autoReplyPerHour).toBe(30);
    const save = (perHour: string) =>
      fetch(`${a.url}/admin/settings`, {
        method: "POST",
        headers: { ...FORM_HEADERS, Cookie: owner.cookie },
        body: form({
          intent: "lead-settings-save",
          autoReply: settings.autoReply,
          overdueHours: "2",
          webhookUrl: "",
          webhookSecret: "",
          autoReplyPerHour: perHour,
        }),
        redirect: "manual",
      });
    const bad = await save("many");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a whole number of auto-replies, like 30.");
    // 12 went out in this hour already (the attack above); the limit is now 15: three more, then none.
    expect((await save("15")).status).toBe(302);
    const before = smtp.mails.filter(isAutoReply).length;
    const fresh = Array.from({ length: 8 }, (_, i) => `neighbour${i + 1}@example.com`);
    const results = await Promise.all(fresh.map((email, i) => post(i % 2 ? b : a, { ...attacker(email), fullName: "Pat Lee", message: "A deck." })));
    for (const res of results) expect(res.status).toBe(200);
    await settled(a);
    expect(smtp.mails.filter(isAutoReply).length - before).toBe(3);
    const skipped = await a.services.db.selectFrom("lead_alerts").select("last_error").where("status", "=", "skipped").execute();
    expect(skipped.filter((r) => r.last_error?.includes("15 auto-replies already went out in the last hour"))).toHaveLength(5);
    // Every one of the eight still reached the owner.
    expect(fresh.every((email) => smtp.mails.some((m) => m.to.includes(owner.email) && mailText(m.body).includes(email)))).toBe(true);
    expect((await save("30")).status).toBe(302);
  });

  it("never goes again to an address the mail server refused", async () => {
    const gone = "nobody@gone.example";
    expect((await post(a, { ...attacker(gone), fullName: "Sam Ray", message: "A kitchen." })).status).toBe(200);
    await expect.poll(() => smtp.refused.length, { timeout: 10_000, interval: 100 }).toBe(1);
    await settled(a);
    const first = await a.services.db
      .selectFrom("lead_alerts")
      .select(["status", "last_error"])
      .where("channel", "=", "auto-reply")
      .where("status", "=", "gave-up")
      .execute();
    expect(first).toHaveLength(1);
    expect(first[0]!.last_error).toContain("refused");
    // A day later the address's daily limit is over (its event dropped, as the window ends), yet nothing is tried.
    await a.services.db.deleteFrom("rate_limit_events").where("bucket", "=", "auto-reply-address").execute();
    expect((await post(b, { ...attacker(gone), fullName: "Sam Ray", message: "A kitchen again." })).status).toBe(200);
    await settled(a);
    expect(smtp.refused).toHaveLength(1);
    const reasons = await a.services.db.selectFrom("lead_alerts").select("last_error").where("status", "=", "skipped").execute();
    expect(reasons.some((r) => r.last_error === "Not sent: the mail server refused this address before.")).toBe(true);
  });
});
