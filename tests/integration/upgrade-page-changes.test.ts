import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCounter, readPageChanges, recordPageChange } from "../../app/models/change-counter.server";
import { databaseAt } from "../helpers/db";
import { startServer, type TestServer } from "../helpers/server";

// Decision 0021's upgrade (migration 014): a database at the previous main's schema (013), whose
// change counter other instances already moved, opened by this version.
const PREVIOUS_MAIN = "2026-11-24-013-mail-retries";
let s: TestServer;

beforeAll(async () => {
  const { databaseUrl, dataDir, old } = await databaseAt(PREVIOUS_MAIN);
  await old.db.updateTable("change_counters").set({ value: 41 }).where("name", "=", "pages").execute();
  await old.close();
  s = await startServer({ databaseUrl, dataDir });
});
afterAll(() => s?.stop());

describe("upgrade to page_changes (014)", () => {
  it("keeps the counter, reads a jump it has no list for as 'everything', and lists what changes from then on", async () => {
    expect(await readCounter(s.services.db)).toBe(41);
    // An older instance moved the counter without saying what changed: every page is out of date.
    expect(await readPageChanges(s.services.db, 40, 41)).toBe("all");
    const seq = await recordPageChange(s.services.db, ["content_items@/about"]);
    expect(seq).toBe(42);
    expect(await readPageChanges(s.services.db, 41, 42)).toEqual([{ seq: 42, tags: ["content_items@/about"] }]);
    // The site still answers from the upgraded database.
    expect((await fetch(`${s.url}/about`)).status).toBe(200);
  });
});
