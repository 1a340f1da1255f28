import { describe, expect, it } from "vitest";
import { oldLead, upgradedSuite } from "../helpers/upgrade";

// Issue 20's upgrade (migration 015): a database at the previous main's schema (014), with a lead
// that came in before analytics, opened by this version.
const PREVIOUS_MAIN = "2026-11-24-014-page-changes";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  const lead = oldLead({ id: "lead-before-analytics", full_name: "Sam Ortiz", email: "sam@example.com", project_type: "Kitchen Remodel" });
  await db
    .insertInto("contact_messages")
    .values({ ...lead, message: "A kitchen for a lake cabin.", created_at: new Date().toISOString(), landing_page: "/service-kitchens", source: "gbp" })
    .execute();
});

describe("upgrade to analytics (015)", () => {
  it("keeps the leads, counts views from then on, and reports the old lead by its landing page and source", async () => {
    const lead = await t.s.services.db.selectFrom("contact_messages").selectAll().where("id", "=", "lead-before-analytics").executeTakeFirstOrThrow();
    expect(lead.full_name).toBe("Sam Ortiz");
    await fetch(`${t.s.url}/about`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" } });
    await t.s.services.analytics.flush();
    const { analyticsReport } = await import("../../app/models/analytics.server");
    const r = await analyticsReport(t.s.services.db, 7);
    expect(r.totals).toMatchObject({ visitors: 1, views: 1, leads: 1 });
    expect(r.sources.find((x) => x.key === "gbp")!.leads).toBe(1);
    expect(r.landings.find((l) => l.path === "/service-kitchens")!.leads).toBe(1);
  });
});
