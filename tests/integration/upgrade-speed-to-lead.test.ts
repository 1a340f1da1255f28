import { describe, expect, it } from "vitest";
import { decodeHtml } from "../helpers/server";
import { oldLead, upgradedSuite } from "../helpers/upgrade";
import { staffSession } from "../helpers/session";

// Decision 0031's upgrades (migrations 018 and 019): leads stored before it keep every field, are not spam,
// have no first response yet, and show in Messages.
const PREVIOUS_MAIN = "2026-11-26-017-review-requests";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  const lead = oldLead({ id: "kept-lead-1", full_name: "Casey Older", email: "casey@example.com", ip: "192.0.2.9", email_status: "sent", email_attempts: 1 });
  await db
    .insertInto("contact_messages")
    .values({ ...lead, lead_status: "contacted", note: "Called back on Friday.", town: "Manson" })
    .execute();
});

describe("upgrade to speed to lead (018, 019)", () => {
  it("keeps an older lead whole, outside Spam, with no first response recorded", async () => {
    const row = await t.s.services.db.selectFrom("contact_messages").selectAll().where("id", "=", "kept-lead-1").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: "Casey Older", lead_status: "contacted", note: "Called back on Friday.", town: "Manson", spam_reason: null });
    expect(row.first_response_at).toBeNull();
    expect(row.overdue_pushed_at).toBeNull();
    expect(await t.s.services.db.selectFrom("push_subscriptions").selectAll().execute()).toEqual([]);
    expect(await t.s.services.db.selectFrom("mail_bounces").selectAll().execute()).toEqual([]);
    const owner = await staffSession(t.s, "owner");
    const page = decodeHtml(await (await fetch(`${t.s.url}/admin/messages`, { headers: { Cookie: owner.cookie } })).text());
    expect(page).toContain("Casey Older");
    expect(page).toContain("Spam (0)");
  });
});
