import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, migrate, type AppServices } from "../../app/platform/services.server";
import { parseConfig } from "../../app/platform/config.server";
import { createLogger } from "../../app/platform/logger.server";
import { readCounter, readPageChanges, recordPageChange } from "../../app/models/change-counter.server";
import { PAGE_CACHE } from "../../app/platform/policy";
import { PageCacheService } from "../../server/page-cache-service";
import { freshDatabaseUrl, tempDir } from "../helpers/db";

// The page cache's rules (decisions 0021 and 0034) without a server: a real database holds the
// change counter two instances share; pages are rendered by a function that says what it read;
// the clock is moved by the test.
let services: AppServices;
beforeAll(async () => {
  const config = parseConfig({
    DATABASE_URL: await freshDatabaseUrl(),
    DATA_DIR: tempDir(),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PORT: "3999",
  });
  services = createServices(config, createLogger("silent"));
  await migrate(services);
});
afterAll(() => services?.close());

/** One instance: its clock, its renders (each page's words and what it read), its schedule. */
function instance(words: Map<string, string>, schedule: { next: string | null } = { next: null }) {
  const clock = { now: Date.parse("2026-11-26T12:00:00Z") };
  const renders: string[] = [];
  const db = services.db;
  const service = new PageCacheService({
    async render(key) {
      renders.push(key);
      return { response: page(words.get(key) ?? "gone"), nonce: "n", reads: new Set([`content_items@${key}`]), unavailable: false };
    },
    changes: { readCounter: () => readCounter(db), readPageChanges: (a, b) => readPageChanges(db, a, b), recordPageChange: (w) => recordPageChange(db, w) },
    nextScheduleChange: async () => schedule.next,
    logger: { warn: () => undefined, error: () => undefined },
    now: () => clock.now,
  });
  return { service, clock, renders };
}

const page = (text: string) =>
  new Response(`<!doctype html><html><body><p>${text}</p></body></html>`, { headers: { "content-type": "text/html; charset=utf-8" } });

/** Renders and keeps a page as a visitor's request would. */
async function visit(i: ReturnType<typeof instance>, key: string, words: Map<string, string>) {
  const generation = i.service.begin();
  const kept = await i.service.toCachedPage(page(words.get(key)!), "n", new Set([`content_items@${key}`]));
  if (kept.cacheable) i.service.store(key, kept.page, generation);
}
const body = async (i: ReturnType<typeof instance>, key: string) => (await i.service.lookup(key))?.body.toString() ?? null;

describe("the page cache's rules", () => {
  it("serves a page a write met as stale, renders it again in the background, and then serves the new words", async () => {
    const words = new Map([
      ["/about", "Old about"],
      ["/", "Home"],
    ]);
    const i = instance(words);
    await visit(i, "/about", words);
    await visit(i, "/", words);
    expect(await body(i, "/about")).toContain("Old about");
    words.set("/about", "New about");
    i.service.applyWrites(["content_items@/about"]);
    // The stale copy is still answered at once (the render runs in the background); only /about is rendered again.
    expect(i.service.hit("/about")?.stale).toBe(true);
    await i.service.settled();
    expect(i.renders).toEqual(["/about"]);
    expect(await body(i, "/about")).toContain("New about");
    expect(await body(i, "/")).toContain("Home");
  });

  it("renders the most visited stale page first", async () => {
    const words = new Map(["/a", "/b", "/c"].map((k) => [k, `page ${k}`] as [string, string]));
    const i = instance(words);
    for (const k of words.keys()) await visit(i, k, words);
    for (let n = 0; n < 5; n++) i.service.hit("/c");
    i.service.hit("/b");
    i.service.applyWrites(["content_items@/a", "content_items@/b", "content_items@/c"]);
    await i.service.settled();
    expect(i.renders).toEqual(["/c", "/b", "/a"]);
  });

  it("follows another instance's change through the database within counterCheckMs", async () => {
    const words = new Map([["/services", "Before"]]);
    const here = instance(words);
    const there = instance(words);
    await visit(here, "/services", words);
    expect(await body(here, "/services")).toContain("Before");
    words.set("/services", "After");
    await there.service.pagesChanged(["content_items@/services"], false);
    // Before counterCheckMs has passed, this instance has not asked yet.
    expect((await here.service.lookup("/services"))?.stale).toBe(false);
    here.clock.now += PAGE_CACHE.counterCheckMs;
    expect((await here.service.lookup("/services"))?.stale).toBe(true);
    await here.service.settled();
    expect(await body(here, "/services")).toContain("After");
  });

  it("keeps nothing past a scheduled moment, and tells a CDN so", async () => {
    const schedule = { next: "2026-11-26T12:01:00.000Z" };
    const words = new Map([["/blog", "Before the post"]]);
    const i = instance(words, schedule);
    await i.service.followSchedule();
    const kept = await i.service.toCachedPage(page("x"), "n", new Set());
    expect(kept.cacheable && Object.fromEntries(kept.page.headers)["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    await visit(i, "/blog", words);
    expect(await body(i, "/blog")).toContain("Before the post");
    // The moment passes: the page is dropped (never served late) and rendered again.
    words.set("/blog", "After the post");
    schedule.next = null as unknown as string;
    i.clock.now = Date.parse("2026-11-26T12:01:00Z");
    expect(await i.service.lookup("/blog")).toBeNull();
    await i.service.settled();
    expect(await body(i, "/blog")).toContain("After the post");
  });

  it("does not keep a render that a write met while it ran", async () => {
    const words = new Map([["/gallery", "Old"]]);
    const i = instance(words);
    const generation = i.service.begin();
    const kept = await i.service.toCachedPage(page("Old"), "n", new Set(["content_items@/gallery"]));
    i.service.applyWrites(["content_items@/gallery"]);
    expect(kept.cacheable && i.service.store("/gallery", kept.page, generation)).toBe(false);
  });
});
