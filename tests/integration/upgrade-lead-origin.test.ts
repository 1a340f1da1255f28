import { describe, expect, it } from "vitest";
import { signedIn } from "../helpers/http";
import { oldLead, upgradedSuite } from "../helpers/upgrade";

// Decision 0041's upgrade (migration 022): a database at the previous main's schema (021) with two
// leads, one credited to a landing page by address and browser, one with none, opened by this version.
const PREVIOUS_MAIN = "2026-11-26-021-cdn-purges";

const t = upgradedSuite(PREVIOUS_MAIN, async (db) => {
  await db
    .insertInto("contact_messages")
    .values([
      oldLead({
        id: "matched",
        full_name: "Avery Matched",
        landing_page: "/service-adu",
        source: "gbp",
        kind: "quote",
        updated_at: "2026-11-20T17:00:00.000Z",
      }),
      oldLead({ id: "unknown", full_name: "Blake Unknown", kind: "quote", updated_at: "2026-11-20T17:00:00.000Z" }),
    ])
    .execute();
});

describe("upgrade to leads credited to their own visit (021)", () => {
  it("keeps both leads, and says the older landing page was matched by network address", async () => {
    const rows = await t.s.services.db.selectFrom("contact_messages").select(["id", "landing_page", "source", "origin_basis"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "matched", landing_page: "/service-adu", source: "gbp", origin_basis: "address" },
      { id: "unknown", landing_page: null, source: null, origin_basis: null },
    ]);
    const owner = await signedIn(t.s);
    const page = await owner.text("/admin/messages");
    expect(page).toContain("/service-adu · gbp (matched by network address; may be another visitor's)");
    expect(page).toContain("Blake Unknown");
  });
});
