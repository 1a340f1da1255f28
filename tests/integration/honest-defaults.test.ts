import { recordPageChange } from "../../app/models/change-counter.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProfile, saveProfile } from "../../app/models/settings.server";
import { startServer, type TestServer } from "../helpers/server";

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

const html = async (path: string) => (await (await fetch(`${s.url}${path}`)).text()).replace(/&#x27;|&#39;/g, "'");
/** Each bundled picture as [path under /img/b/, alt]. */
const alts = (page: string) =>
  [...page.matchAll(/<img\b([^>]*)>/g)].map((m) => [/\bsrc="\/img\/b\/([^"]+)"/.exec(m[1]!)?.[1] ?? "", /\balt="([^"]*)"/.exec(m[1]!)?.[1] ?? ""] as const);

describe("honest defaults", () => {
  it("video slots without a link are plain pictures captioned as illustrations, never players", async () => {
    for (const path of ["/", "/service-new-construction", "/blog/lakeside-construction-tips"]) {
      const page = await html(path);
      expect(page, path).not.toContain("Play video:");
      expect(page, path).not.toMatch(/youtube/i);
      expect(page, path).not.toMatch(/click a picture to play/i);
    }
    expect(await html("/service-new-construction")).toContain("Illustration: how a bare hillside lot becomes a building pad");
    expect(await html("/blog/lakeside-construction-tips")).toContain("Illustration: access, staging and protecting the shoreline");
  });

  it("once a video link is set in Settings, that slot becomes a player and keeps its own caption", async () => {
    const profile = await getProfile(s.services.db);
    await saveProfile(s.services.db, { ...profile, videos: { ...profile.videos, "nc-raw-land": "dQw4w9WgXcQ" } });
    // Saved straight to the database, as another instance would: it says what it changed, and
    // this server renders the page again (decision 0021).
    await recordPageChange(s.services.db, ["site_settings"]);
    let page = "";
    for (let i = 0; i < 40 && !page.includes("dQw4w9WgXcQ"); i++) {
      page = await html("/service-new-construction");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(page).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(page).toMatch(/aria-label="Play video: [^"]+"/);
    expect(page).toContain("How a bare hillside lot becomes a building pad");
    // The other slot on the page still has no link: still a picture.
    expect(page.match(/Play video:/g)).toHaveLength(1);
  });

  it("the drawn heroes say they are illustrations", async () => {
    for (const path of ["/", "/about", "/services", "/about-chelan", "/contact"]) {
      const hero = alts(await html(path)).find(([src]) => src.startsWith("heroes/"));
      expect(hero?.[1], path).toMatch(/^Illustration: /);
    }
  });
});
