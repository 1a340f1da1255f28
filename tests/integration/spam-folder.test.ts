import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, decodeHtml, form, type TestServer } from "../helpers/server";
import type { staffSession } from "../helpers/session";
import { mailText, twoInstancesWithMail, type startSmtp } from "../helpers/smtp";
import { VALID_LEAD, postContact } from "../helpers/lead";
import { SPAM_KEEP, purgeSpamOnce } from "../../app/leads/spam.server";

// Decision 0031: honeypot, limit and content-rule catches wait in Spam (bounded, 30 days), are
// never e-mailed or auto-replied, and "Not spam" makes one a New lead and e-mails it then.

let a: TestServer;
let b: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: Awaited<ReturnType<typeof staffSession>>;
let ipSeq = 0;

const post = (s: TestServer, fields: Record<string, string>, ip = `192.0.2.${(ipSeq++ % 250) + 1}`) => postContact(s, fields, ip);
const page = async (path: string, cookie = owner.cookie) => decodeHtml(await (await fetch(`${a.url}${path}`, { headers: { Cookie: cookie } })).text());
const spamRows = () => a.services.db.selectFrom("contact_messages").selectAll().where("lead_status", "=", "spam").execute();

let mail: Awaited<ReturnType<typeof twoInstancesWithMail>>;
beforeAll(async () => {
  mail = await twoInstancesWithMail();
  ({ a, b, smtp, owner } = mail);
});
afterAll(() => mail?.stop());

describe("the Spam folder", () => {
  it("keeps a honeypot catch in Spam with its reason, unsent, and Not spam makes it a New lead and e-mails the owner", async () => {
    const res = await post(a, { ...VALID_LEAD, fullName: "Robin Caught", email: "robin@example.com", website: "http://bot.example" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you for your message!");

    const leads = await page("/admin/messages");
    expect(leads).not.toContain("Robin Caught");
    expect(leads).toMatch(/data-testid="spam-link"[^>]*>Spam \(1\)</);
    const dashboard = await page("/admin/dashboard");
    expect(dashboard).toContain("1 message in Spam");
    const spam = await page("/admin/messages?view=spam");
    expect(spam).toContain("Robin Caught");
    expect(spam).toContain("Why it is here: A hidden field that people never see (only robots fill it) was filled in.");
    expect(smtp.mails.some((m) => mailText(m.body).includes("Robin Caught"))).toBe(false);
    expect(await a.services.db.selectFrom("lead_alerts").select("id").execute()).toHaveLength(0);

    const [row] = await spamRows();
    const notSpam = (cookie: string | null) =>
      fetch(`${a.url}/admin/messages?view=spam`, {
        method: "POST",
        headers: { ...FORM_HEADERS, ...(cookie ? { Cookie: cookie } : {}) },
        body: form({ intent: "lead-not-spam", id: row!.id }),
        redirect: "manual",
      });
    expect((await notSpam(null)).status).toBe(401);
    const moved = await notSpam(owner.cookie);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/admin/messages?view=spam");
    // The alert e-mail goes out now, to the owner, with the visitor's details.
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(owner.email) && mailText(m.body).includes("Robin Caught")).length, { timeout: 10_000 })
      .toBe(1);
    expect(await page("/admin/messages?status=new")).toContain("Robin Caught");
    expect(await page("/admin/messages?view=spam")).toContain("Nothing in Spam.");
    // A second press finds nothing to move.
    expect((await notSpam(owner.cookie)).status).toBe(404);
  });

  it("keeps content-rule and rate-limit catches with their reasons", async () => {
    const links = await post(a, { ...VALID_LEAD, fullName: "Link Farmer", message: "http://a.example http://b.example http://c.example http://d.example" });
    expect(links.status).toBe(200);
    const ip = "192.0.2.254";
    for (let i = 0; i < 5; i++) expect((await post(a, { ...VALID_LEAD, fullName: `Quick Poster ${i}` }, ip)).status).toBe(200);
    const sixth = await post(b, { ...VALID_LEAD, fullName: "Quick Poster 6" }, ip);
    expect(sixth.status).toBe(429);
    const spam = await page("/admin/messages?view=spam");
    expect(spam).toContain("Why it is here: The message holds 4 web addresses (more than 3).");
    expect(spam).toContain("Quick Poster 6");
    expect(spam).toContain("Why it is here: More than 5 messages in an hour came from the same internet address.");
    expect(await page("/admin/messages")).not.toContain("Link Farmer");
  });

  // Each from its own address and e-mail here: one source's own bound is tests/integration/spam-sources.test.ts.
  it("keeps at most the hour's bound of a flood, and the purge deletes what is over 30 days old, once across instances", async () => {
    const flood = Array.from({ length: SPAM_KEEP.perHour + 20 }, (_, i) =>
      post(i % 2 ? b : a, { ...VALID_LEAD, fullName: `Bot ${i}`, email: `bot${i}@example.com`, website: "x" }),
    );
    for (const res of await Promise.all(flood)) expect(res.status).toBe(200);
    // Three catches were kept in this hour already (the tests above): the flood gets the rest of the hour's bound.
    expect((await spamRows()).filter((r) => r.full_name.startsWith("Bot ")).length).toBe(SPAM_KEEP.perHour - 3);

    const rows = await spamRows();
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 29 * 86_400_000).toISOString();
    await a.services.db.updateTable("contact_messages").set({ created_at: old }).where("id", "=", rows[0]!.id).execute();
    await a.services.db.updateTable("contact_messages").set({ created_at: recent }).where("id", "=", rows[1]!.id).execute();
    const results = await Promise.all([purgeSpamOnce(a.services.db), purgeSpamOnce(b.services.db)]);
    // Exactly one instance ran it, and it deleted the one message over 30 days old.
    expect(results.filter((r) => r !== null)).toEqual([1]);
    const left = await spamRows();
    expect(left.some((r) => r.id === rows[0]!.id)).toBe(false);
    expect(left.some((r) => r.id === rows[1]!.id)).toBe(true);
    // Not due again within the hour.
    expect(await purgeSpamOnce(a.services.db)).toBeNull();
  });
});
