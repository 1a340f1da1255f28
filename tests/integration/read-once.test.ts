import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction, openDatabase, type DbHandle } from "../../app/db/client.server";
import { migrateToLatest } from "../../app/db/migrations.server";
import { track } from "../../app/db/reads.server";
import { getBrand, saveBrand } from "../../app/models/brand.server";
import { listPublishedSection } from "../../app/models/content-items.server";
import { putSetting, readSetting } from "../../app/models/settings.server";
import { DEFAULT_BRAND } from "../../app/content/brand";
import { freshDatabaseUrl, usingPostgres } from "../helpers/db";

// A page's render reads the brand and the profile from several loaders; each setting is read once
// per request (readOnce), and never in a way that could show a value the database does not hold.
let h: DbHandle;
beforeAll(async () => {
  h = openDatabase(await freshDatabaseUrl());
  await migrateToLatest(h.db);
});
afterAll(() => h.close());

describe(`a setting read once per request on ${usingPostgres() ? "PostgreSQL" : "SQLite"}`, () => {
  it("answers a request's second read from the first, while another request sees a change made meanwhile", async () => {
    await putSetting(h.db, "read-once", "first");
    const { result } = await track(async () => {
      const before = await readSetting(h.db, "read-once");
      // Another request (outside this one's record) changes the row.
      await track(() => putSetting(h.db, "read-once", "second"));
      const again = await readSetting(h.db, "read-once");
      const elsewhere = await track(() => readSetting(h.db, "read-once"));
      return { before: before?.value, again: again?.value, elsewhere: elsewhere.result?.value };
    });
    expect(result).toEqual({ before: "first", again: "first", elsewhere: "second" });
  });

  it("reads afresh once the request has written, and a rolled-back write leaves nothing behind", async () => {
    await saveBrand(h.db, { ...DEFAULT_BRAND, accent: "#123456" });
    const { result } = await track(async () => {
      const start = (await getBrand(h.db)).accent;
      await inTransaction(h.db, async (tx) => {
        await saveBrand(tx, { ...DEFAULT_BRAND, accent: "#654321" });
        expect((await getBrand(tx)).accent).toBe("#654321");
      });
      const saved = (await getBrand(h.db)).accent;
      await inTransaction(h.db, async (tx) => {
        await saveBrand(tx, { ...DEFAULT_BRAND, accent: "#abcdef" });
        await getBrand(tx);
        throw new Error("refused half-way");
      }).catch(() => undefined);
      const afterRollback = (await getBrand(h.db)).accent;
      return { start, saved, afterRollback };
    });
    expect(result).toEqual({ start: "#123456", saved: "#654321", afterRollback: "#654321" });
  });

  it("tags a read of one block on several pages with each page, so a change elsewhere keeps the page cached", async () => {
    const { tracking } = await track(() => listPublishedSection(h.db, ["/service-adu", "/service-garages"], "hero-image"));
    expect([...tracking.reads].sort()).toEqual(["content_items@/service-adu", "content_items@/service-garages"]);
  });
});
