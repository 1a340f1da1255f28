import { describe, expect, it } from "vitest";
import { oldLead, upgradedSuite } from "../helpers/upgrade";
import { applyRetention } from "../../app/trust/retention.server";

// Decision 0033's upgrade (migration 017): a database at the previous main's schema (016) with two
// leads from before, one 30 months old, opened by this version.
const PREVIOUS_MAIN = "2026-11-26-016-item-image-ids";
const OLD = new Date(Date.now() - 30 * 31 * 86_400_000).toISOString();
const RECENT = new Date(Date.now() - 3 * 86_400_000).toISOString();

const lead = (id: string, created_at: string) => oldLead({ id, message: "A garage for the boat.", created_at, lead_status: "contacted", note: "Called back" });

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("contact_messages")
    .values([lead("old", OLD), lead("recent", RECENT)])
    .execute();
});

describe("upgrade to the trust kit (016)", () => {
  it("keeps every lead as a quote request changed when it arrived; retention then counts from that date", async () => {
    const rows = await t.s.services.db.selectFrom("contact_messages").selectAll().orderBy("created_at").execute();
    expect(rows.map((r) => [r.id, r.kind, r.updated_at, r.note])).toEqual([
      ["old", "quote", OLD, "Called back"],
      ["recent", "quote", RECENT, "Called back"],
    ]);
    const done = await applyRetention(t.s.services);
    expect(done.leads).toBe(1);
    expect((await t.s.services.db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id)).toEqual(["recent"]);
  });

  it("serves the privacy notice and the accessibility statement with their seeded blocks", async () => {
    for (const path of ["/privacy", "/accessibility"]) {
      expect((await fetch(`${t.s.url}${path}`)).status, path).toBe(200);
      const blocks = await t.s.services.db.selectFrom("content_items").select("section_id").where("page_path", "=", path).execute();
      expect(blocks.map((b) => b.section_id)).toContain("intro");
    }
  });
});
