import { describe, expect, it } from "vitest";
import { getSeoForPath } from "../../app/models/seo-settings.server";
import { listVersions } from "../../app/models/versions.server";
import { decodeHtml } from "../helpers/server";
import { serverWithOwner } from "../helpers/http";

// One writer of SEO settings (decision 0047): the page editor's search title and the SEO tab are
// held to the same limits, refused with the same words, and a refusal writes nothing (no version).
const t = serverWithOwner();

/** The answer's words as a reader (or the form's notice) has them. */
const words = (html: string) => decodeHtml(html).replace(/\\u0027/g, "'");
const TOO_LONG = "The search title is too long (300 characters at most).";
const title = (n: number, seed: string) => `${seed} `.padEnd(n, "x");

const viaEditor = (title: string) =>
  t.owner.savePage("/about", {
    "seo:title": title,
    "seo:description": "About us.",
  });
async function viaSeoTab(title: string) {
  const seo = (await getSeoForPath(t.s.services.db, "/about"))!;
  return t.owner.post("/admin/seo", { intent: "seo-save", id: seo.id, title, description: seo.description ?? "", h1_tag: "", h2_tags: "", h3_tags: "" });
}
const versions = async () => (await listVersions(t.s.services.db, "seo", "/about")).length;

describe("one SEO writer", () => {
  for (const [screen, save] of [
    ["the page editor", viaEditor],
    ["the SEO tab", viaSeoTab],
  ] as const) {
    it(`${screen}: a 300-character search title is saved, 301 is refused with the same words and nothing is written`, async () => {
      const ok = title(300, screen);
      expect((await save(ok)).status).toBe(302);
      expect((await getSeoForPath(t.s.services.db, "/about"))!.title).toBe(ok);
      const count = await versions();
      const r = await save(title(301, `${screen} over`));
      expect(r.status).toBe(400);
      expect(words(await r.text())).toContain(TOO_LONG);
      expect((await getSeoForPath(t.s.services.db, "/about"))!.title).toBe(ok);
      expect(await versions()).toBe(count);
      // A 400-character title is refused too, never cut to 300 and saved.
      expect((await save(title(400, screen))).status).toBe(400);
      expect((await getSeoForPath(t.s.services.db, "/about"))!.title).toBe(ok);
    });
  }
});
