import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { oldItem, oldLead, upgradedSuite } from "../helpers/upgrade";
import { takeSlot } from "../../app/models/rate-limit.server";
import { LIMITS } from "../../app/platform/policy";

// Decision 0054's upgrade (migration 028): a database at the previous main's schema (027) with
// rate-limit rows keyed by an internet address and an e-mail address in clear, a lead, and the
// privacy notice's first "Who is told" text, opened by this version.
const PREVIOUS_MAIN = "2026-11-28-027-proposals";
const NOW = new Date().toISOString();
const OLD_ALERTS = "<p>When you send a request, the people who answer it are told at once, in the ways listed here.</p>";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("rate_limit_events")
    .values([
      { id: "r1", bucket: "contact-ip", key: "203.0.113.9", created_at: NOW },
      { id: "r2", bucket: "reset-email", key: "jane@example.com", created_at: NOW },
      { id: "r3", bucket: "sign-in-ip-email", key: "203.0.113.9 jane@example.com", created_at: NOW },
    ])
    .execute();
  await db
    .insertInto("contact_messages")
    .values(oldLead({ id: "kept", email: "jane@example.com" }))
    .execute();
  await db
    .insertInto("content_items")
    .values(oldItem({ page_path: "/privacy", section_id: "alerts-text", title: "Who is told text", content: OLD_ALERTS }))
    .execute();
});

describe("upgrade to hashed person keys (028)", () => {
  it("drops the rate-limit rows held in clear and keeps the leads", async () => {
    const keys = (await t.s.services.db.selectFrom("rate_limit_events").select("key").execute()).map((r) => r.key);
    expect(keys.filter((k) => k.includes("203.0.113.9") || k.includes("jane@"))).toEqual([]);
    expect((await t.s.services.db.selectFrom("contact_messages").select("email").execute()).map((r) => r.email)).toEqual(["jane@example.com"]);
  });

  it("stores new rate-limit keys hashed, and still counts them", async () => {
    for (let i = 0; i < LIMITS.contactPerIp.max; i++) expect((await takeSlot(t.s.services.db, LIMITS.contactPerIp, "203.0.113.9")).ok).toBe(true);
    expect((await takeSlot(t.s.services.db, LIMITS.contactPerIp, "203.0.113.9")).ok).toBe(false);
    expect((await takeSlot(t.s.services.db, LIMITS.contactPerIp, "203.0.113.10")).ok).toBe(true);
    const rows = await sql<{ key: string }>`select key from rate_limit_events`.execute(t.s.services.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect(r.key).toMatch(/^h1\.[A-Za-z0-9_-]{43}$/);
  });

  it("gives the privacy notice's untouched first 'Who is told' text the new default, true with no alert on", async () => {
    const html = (await (await fetch(`${t.s.url}/privacy`)).text()).replace(/<!-- -->/g, "");
    expect(html).not.toContain("are told at once, in the ways listed here");
    expect(html).toContain("Where your request goes when you send it");
  });
});
