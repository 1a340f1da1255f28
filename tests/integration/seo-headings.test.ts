import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAndOwner, clientFor, type Client } from "../helpers/http";
import { type TestServer } from "../helpers/server";

/** The SEO tab counts the H2 and H3 headings each page's rendered content really has (decision 0038). */
let s: TestServer;
let owner: Client;
beforeAll(async () => {
  const started = await serverAndOwner();
  s = started.s;
  owner = clientFor(s, started.cookie);
});
afterAll(() => s?.stop());

/** A published post from its title, with this body (the way the owner's form sends it, without JavaScript). */
async function post(title: string, body: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title, category: "tips", summary: `${title}: a short summary.`, body, mode: "publish" })) form.append(k, v);
  form.append("file", new Blob([]), "");
  const res = await fetch(`${s.url}/admin/content/new?kind=post`, {
    method: "POST",
    headers: { Origin: s.url, cookie: owner.cookie },
    body: form,
    redirect: "manual",
  });
  expect(res.status).toBe(302);
}

/** The SEO tab's heading badge for a page, by its address. */
async function counts(path: string) {
  const html = await owner.text("/admin/seo");
  const row = html.split('data-testid="seo-row"').find((r) => r.includes(`>${path}<`)) ?? "";
  const badge = /data-testid="heading-counts"[\s\S]*?>(\d+) H2 · (\d+) H3</.exec(row);
  expect(badge, path).not.toBeNull();
  return { h2: Number(badge![1]), h3: Number(badge![2]) };
}

describe("the SEO tab's heading counts", () => {
  it("counts each page's real headings: a post with two H2 and three H3 shows two and three more than one with none", async () => {
    await post("Plain dock notes", "<p>Nothing but a paragraph here.</p>");
    await post("Dock notes with headings", "<h2>Before the drawdown</h2><h3>Cables</h3><h3>Ladder</h3><h2>After the ice</h2><h3>Decking</h3><p>Words.</p>");
    const plain = await counts("/blog/plain-dock-notes");
    const headed = await counts("/blog/dock-notes-with-headings");
    expect(headed.h2 - plain.h2).toBe(2);
    expect(headed.h3 - plain.h3).toBe(3);
    // And the pages are not all "0 H2 · 0 H3": the home page has section headings.
    const home = await counts("/");
    expect(home.h2).toBeGreaterThan(0);
  });
});
