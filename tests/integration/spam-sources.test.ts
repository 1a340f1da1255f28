import { describe, expect, it } from "vitest";
import { serverWithOwner } from "../helpers/http";
import { VALID_LEAD, postContact } from "../helpers/lead";
import { SPAM_KEEP, keepSpam } from "../../app/leads/spam.server";

// The Spam folder's bounds per source (decision 0054): one internet address or one e-mail address
// can fill only its own share of the folder, so a real visitor caught by mistake is still kept.
// Over real HTTP (the contact form's honeypot) and, for the all-time bound, the keeping itself
// with the clock moved on. SQLite and PostgreSQL.

const t = serverWithOwner();

const spamFrom = async (where: { ip?: string; email?: string }) =>
  (await t.s.services.db.selectFrom("contact_messages").selectAll().where("lead_status", "=", "spam").execute()).filter(
    (r) => (!where.ip || r.ip === where.ip) && (!where.email || r.email === where.email),
  ).length;

const bot = (i: number, over: Record<string, string> = {}) => ({ ...VALID_LEAD, fullName: `Flood ${i}`, website: "http://bot.example", ...over });

describe("spam bounds per source", () => {
  it("a flood from one address and one e-mail keeps only its own share; another visitor caught by mistake is still kept", async () => {
    // More than the whole folder's hourly bound, 25 at a time.
    for (let i = 0; i < SPAM_KEEP.perHour + 50; i += 25) {
      const batch = Array.from({ length: 25 }, (_, j) => postContact(t.s, bot(i + j, { email: "flood@example.com" }), "198.51.100.7"));
      for (const res of await Promise.all(batch)) expect(res.status).toBe(200);
    }
    expect(await spamFrom({ ip: "198.51.100.7" })).toBe(SPAM_KEEP.perSourceHour);

    // The same robot changing its e-mail each time is still one internet address…
    for (let i = 0; i < 30; i++) expect((await postContact(t.s, bot(i, { email: `rotating${i}@example.com` }), "198.51.100.8")).status).toBe(200);
    expect(await spamFrom({ ip: "198.51.100.8" })).toBe(SPAM_KEEP.perSourceHour);
    // …and one e-mail address from many internet addresses is one source too.
    for (let i = 0; i < 30; i++) expect((await postContact(t.s, bot(i, { email: "same@example.com" }), `198.51.100.${100 + i}`)).status).toBe(200);
    expect(await spamFrom({ email: "same@example.com" })).toBe(SPAM_KEEP.perSourceHour);

    // A real visitor whose message the link rule caught by mistake: kept, and shown in Spam.
    const real = await postContact(
      t.s,
      { ...VALID_LEAD, fullName: "Dana Real", email: "dana@example.com", message: "Like http://a.example http://b.example http://c.example http://d.example" },
      "203.0.113.77",
    );
    expect(real.status).toBe(200);
    expect(await t.owner.text("/admin/messages?view=spam")).toContain("Dana Real");

    // The per-source counters name no one: their keys are hashed.
    const keys = await t.s.services.db.selectFrom("rate_limit_events").select("key").where("bucket", "=", "spam-kept-source").execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(k.key).toMatch(/^h1\.[\w-]{43}$/);
  });

  it("over many hours one source keeps at most its all-time share, and another source still gets in", async () => {
    const start = Date.now() + 2 * 3_600_000;
    const caught = (i: number, ip: string, email: string) => ({
      full_name: `Hourly ${i}`,
      email,
      phone: null,
      project_type: null,
      preferred_contact: null,
      message: "x",
      ip,
    });
    let kept = 0;
    for (let hour = 0; hour < SPAM_KEEP.perSourceTotal / SPAM_KEEP.perSourceHour + 3; hour++)
      for (let i = 0; i < SPAM_KEEP.perSourceHour; i++)
        if (await keepSpam(t.s.services.db, caught(i, "198.51.100.9", "hourly@example.com"), "test", start + hour * 3_600_000 + i * 1000)) kept++;
    expect(kept).toBe(SPAM_KEEP.perSourceTotal);
    expect(await keepSpam(t.s.services.db, caught(0, "203.0.113.78", "other@example.com"), "test", start + 20 * 3_600_000)).toBe(true);
  });
});
