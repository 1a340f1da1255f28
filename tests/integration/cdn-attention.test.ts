import { afterAll, describe, expect, it } from "vitest";
import { sendDuePurges, TAG_HEADER } from "../../app/cdn/cdn.server";
import { startServer, decodeHtml, type TestServer } from "../helpers/server";
import { signedIn } from "../helpers/http";
import { startCdnApi } from "../helpers/cdn";
import { waitFor } from "../helpers/wait";

// Decision 0055: a heading on /about purges /about (and the pages that show it), not the articles;
// a purge that keeps failing is said on the dashboard, and cleared by the next one that goes through.
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

const SENTENCE = "The CDN keeps refusing to clear its copies of changed pages";

describe("behind a CDN", () => {
  it("purges only the pages a heading is on, and shows a purge that keeps failing until one goes through", async () => {
    const api = await startCdnApi("cloudflare", "zone-9", "token-9");
    const env = { CDN_PROVIDER: "cloudflare", CDN_ZONE: "zone-9", CDN_TOKEN: "token-9", CDN_API_URL: api.url };
    const s: TestServer = await startServer({ env });
    stops.push(api.close, s.stop);
    const cdn = s.services.config.cdn!;

    // What each page at the edge is tagged with.
    const blog = await (await fetch(`${s.url}/blog`)).text();
    const article = [...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]!)[0]!;
    const pages = ["/about", "/", "/services", "/blog", article];
    const tags = new Map<string, string[]>();
    for (const p of pages) {
      const res = await fetch(`${s.url}${p}`);
      await res.text();
      tags.set(p, (res.headers.get(TAG_HEADER.cloudflare.name) ?? "").split(",").filter(Boolean));
    }
    const purgedPaths = () => {
      const purged = new Set(api.tags());
      return pages.filter((p) => tags.get(p)!.some((t) => purged.has(t)));
    };

    const owner = await signedIn(s);
    const save = (heading: string) =>
      owner.savePage("/about", {
        "present:mission-heading": "1",
        "block:mission-heading": heading,
      });
    expect((await save("Why we build on the lake")).status).toBe(302);
    const pending = async () => Boolean(await s.services.db.selectFrom("cdn_purges").select("id").where("done_at", "is", null).executeTakeFirst());
    await waitFor(async () => api.purged.length > 0 && !(await pending()), "the purge");
    expect(purgedPaths()).toContain("/about");
    expect(purgedPaths()).not.toContain(article);
    expect(purgedPaths()).not.toContain("/blog");

    // The provider answers 500 from now on: one failed try says nothing, three in a row are shown.
    api.state.failNext = 1000;
    expect((await save("Why we build, and where")).status).toBe(302);
    await waitFor(
      async () => (await s.services.db.selectFrom("cdn_purges").select("last_error").where("last_error", "is not", null).executeTakeFirst()) ?? null,
      "the first failed try",
    );
    const dashboard = async () => decodeHtml(await owner.text("/admin/dashboard"));
    expect(await dashboard()).not.toContain(SENTENCE);
    await sendDuePurges(s.services.db, cdn, Date.now() + 6_000);
    await sendDuePurges(s.services.db, cdn, Date.now() + 60_000);
    const shown = await dashboard();
    expect(shown).toContain(SENTENCE);
    expect(shown).toContain("Check the CDN token and zone");
    expect(shown).toMatch(/Needs your attention:[^<]*the CDN is not clearing old pages/);

    // The provider is back: the next purge goes through and the line is gone.
    api.state.failNext = 0;
    expect(await sendDuePurges(s.services.db, cdn, Date.now() + 10 * 60_000)).toBe(1);
    expect(await dashboard()).not.toContain(SENTENCE);
  }, 60_000);
});
