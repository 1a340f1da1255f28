import { afterAll, describe, expect, it } from "vitest";
import { pageTags, purgeTags, sendDuePurges, TAG_HEADER } from "../../app/cdn/cdn.server";
import { startServer, type TestServer } from "../helpers/server";
import { signedIn } from "../helpers/http";
import { startCdnApi } from "../helpers/cdn";
import { waitFor } from "../helpers/wait";

// Decision 0034: behind a CDN, every cacheable page names what it was built from, and a change
// sends one purge of the tags it meets to the provider's API (here a loopback server speaking it).
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

const tagsOf = (res: Response, provider: "cloudflare" | "fastly" | "bunny") =>
  (res.headers.get(TAG_HEADER[provider].name) ?? "").split(TAG_HEADER[provider].join).filter(Boolean);

describe.each(["cloudflare", "fastly", "bunny"] as const)("behind %s", (provider) => {
  it("tags each page with what it read, purges exactly the tags a publish meets, once, and retries a failure", async () => {
    const api = await startCdnApi(provider, "zone-1", "secret-token");
    const env = { CDN_PROVIDER: provider, CDN_ZONE: "zone-1", CDN_TOKEN: "secret-token", CDN_API_URL: api.url };
    const s: TestServer = await startServer({ env });
    stops.push(api.close, s.stop);
    const cdn = s.services.config.cdn!;

    const about = await fetch(`${s.url}/about`);
    await about.text();
    const aboutTags = tagsOf(about, provider);
    expect(aboutTags).toContain("all");
    expect(aboutTags).toContain("content_items-about");
    // The edge may keep the page a day; browsers revalidate.
    expect(about.headers.get(provider === "fastly" ? "surrogate-control" : "cdn-cache-control")).toBe("max-age=86400");
    expect(about.headers.get("cache-control")).toContain("max-age=0");
    const home = await fetch(`${s.url}/`);
    await home.text();

    const owner = await signedIn(s);
    const publish = await owner.savePage("/about", {
      "present:mission-heading": "1",
      "block:mission-heading": `Why we build (${provider})`,
    });
    expect(publish.status).toBe(302);
    const allSent = async () => !(await s.services.db.selectFrom("cdn_purges").select("id").where("done_at", "is", null).executeTakeFirst());
    await waitFor(async () => api.purged.length > 0 && (await allSent()), "the purge");
    const purged = api.tags();
    // Each tag once; /about's own tag among them; the home page's own rows are not.
    expect(new Set(purged).size).toBe(purged.length);
    expect(purged).toContain("content_items-about");
    expect(purged).not.toContain("content_items-");
    expect(purged.some((t) => tagsOf(home, provider).includes(t) && t !== "content_items.lists" && t !== "raw" && t !== "content_items")).toBe(false);

    // The provider fails once: the purge is kept and sent again on the next try (here, moved on in time).
    api.state.failNext = 1;
    const before = api.purged.length;
    await owner.savePage("/about", {
      "present:mission-heading": "1",
      "block:mission-heading": `Why we build, again (${provider})`,
    });
    await waitFor(
      async () => (await s.services.db.selectFrom("cdn_purges").select("last_error").where("last_error", "is not", null).executeTakeFirst()) ?? null,
      "the failed try",
    );
    expect(api.purged.length).toBe(before);
    expect(await sendDuePurges(s.services.db, cdn, Date.now() + 6_000)).toBe(1);
    expect(api.purged.length).toBeGreaterThan(before);
    // Two instances sending at once send it once.
    const [a, b] = await Promise.all([sendDuePurges(s.services.db, cdn, Date.now() + 60_000), sendDuePurges(s.services.db, cdn, Date.now() + 60_000)]);
    expect(a + b).toBe(0);
    expect(api.state.refused).toBe(0);
  });
});

describe("the tags", () => {
  it("cover everything a page read: a change to a review purges the home page and a project page", () => {
    const home = pageTags(["content_items@/", "reviews", "projects", "site_settings"]);
    const project = pageTags(["projects", "project_photos", "reviews", "site_settings"]);
    const purge = purgeTags(["reviews"]);
    expect(purge.some((t) => home.includes(t))).toBe(true);
    expect(purge.some((t) => project.includes(t))).toBe(true);
    // A change to one page's row purges that page and the lists, not another page's row.
    const blogList = pageTags(["content_items@/blog*", "content_items@/blog"]);
    const other = pageTags(["content_items@/about"]);
    const post = purgeTags(["content_items@/blog/winter-docks"]);
    expect(post.some((t) => blogList.includes(t))).toBe(true);
    expect(post.filter((t) => other.includes(t) && t !== "raw")).toEqual([]);
  });
});
