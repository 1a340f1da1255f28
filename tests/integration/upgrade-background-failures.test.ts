import { describe, expect, it } from "vitest";
import { decodeHtml } from "../helpers/server";
import { signedIn } from "../helpers/http";
import { upgradedSuite } from "../helpers/upgrade";
import { noteFailure } from "../../app/services/background-failures.server";

// Migration 029 adds background_failures (decision 0055). A database at 027 with a CDN purge that
// had failed, opened by this version: the purge is kept and a job that keeps failing is shown.
const PREVIOUS = "2026-11-28-027-proposals";

const t = upgradedSuite(PREVIOUS, async (db) => {
  await db
    .insertInto("cdn_purges")
    .values({
      id: "purge-before-029",
      tags: JSON.stringify(["content_items-about"]),
      attempts: 2,
      next_at: "2026-11-27T10:00:00.000Z",
      claimed_until: null,
      done_at: null,
      last_error: "cloudflare answered 500",
      created_at: "2026-11-27T09:00:00.000Z",
    })
    .execute();
});

describe("upgrade to background failures (029)", () => {
  it("keeps the waiting purge and shows a background job that keeps failing", async () => {
    const row = await t.s.services.db
      .selectFrom("cdn_purges")
      .select(["attempts", "last_error"])
      .where("id", "=", "purge-before-029")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 2, last_error: "cloudflare answered 500" });
    for (let i = 0; i < 2; i++) await noteFailure(t.s.services.db, "backup", new Error("disk full"));
    const owner = await signedIn(t.s, "owner");
    expect(decodeHtml(await owner.text("/admin/dashboard"))).toContain("The scheduled backup keeps failing");
  });
});
