import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAndOwner, signedIn, visitor } from "../helpers/http";
import { decodeHtml, type TestServer } from "../helpers/server";
import { countRows } from "../helpers/db";

/**
 * A new blog post or service page from its title (decision 0035), through the real server on the
 * configured database: a multipart form as the browser sends it without JavaScript, the cover
 * uploaded in the same post, the address made from the title, and what visitors then find.
 */
let s: TestServer;
let cookie: string;

async function jpeg() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 120 } } })
    .jpeg()
    .toBuffer();
}

async function send(kind: "post" | "service", fields: Record<string, string>, opts: { file?: Buffer; cookie?: string | null } = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append("file", opts.file ? new Blob([new Uint8Array(opts.file)], { type: "image/jpeg" }) : new Blob([]), opts.file ? "dock-cover.jpg" : "");
  const c = opts.cookie === undefined ? cookie : opts.cookie;
  const res = await fetch(`${s.url}/admin/content/new?kind=${kind}`, {
    method: "POST",
    headers: { Origin: s.url, ...(c ? { cookie: c } : {}) },
    body,
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: decodeHtml(await res.text()) };
}

const count = (table: "images" | "content_items") => countRows(s.services.db, table);

beforeAll(async () => {
  ({ s, cookie } = await serverAndOwner());
});
afterAll(() => s.stop());

describe("a new blog post from its title", () => {
  it("is published with its uploaded cover and alt text, at the address made from the title", async () => {
    const r = await send(
      "post",
      {
        title: "Winter dock care",
        category: "tips",
        summary: "What to check on a dock before the lake drops.",
        body: "<h2>Before the drawdown</h2><p>Pull the ladder and check the cables.</p>",
        alt: "Cedar dock at low water in November",
        mode: "publish",
      },
      { file: await jpeg() },
    );
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/admin/content/page?path=${encodeURIComponent("/blog/winter-dock-care")}`);
    const page = await visitor(s).text("/blog/winter-dock-care");
    expect(page).toContain("Winter dock care");
    expect(page).toContain("Pull the ladder and check the cables.");
    expect(page).toContain('alt="Cedar dock at low water in November"');
    expect(page).toContain("Tips & Advice");
    expect(await visitor(s).text("/blog?category=tips")).toContain("What to check on a dock before the lake drops.");
    expect(await visitor(s).text("/sitemap.xml")).toContain("/blog/winter-dock-care</loc>");
    // The owner lands in the page editor, which lists the post by its title.
    const editor = await (await signedIn(s)).text(r.location!);
    expect(editor).toContain("Winter dock care");
  });

  it("refuses a title whose address is taken, with the address named, and keeps nothing of the refused form", async () => {
    const [images, items] = [await count("images"), await count("content_items")];
    const r = await send(
      "post",
      { title: "Winter Dock Care!", body: "<p>Another post with the same words.</p>", alt: "A second dock", mode: "publish" },
      { file: await jpeg() },
    );
    expect(r.status).toBe(409);
    expect(r.html).toContain("Another blog post already has the address /blog/winter-dock-care.");
    // What was typed is still in the form.
    expect(r.html).toContain('value="Winter Dock Care!"');
    expect(await count("content_items")).toBe(items);
    // The cover of a refused post is not kept in the library.
    expect(await count("images")).toBe(images);
    // A built-in article's address is refused too.
    const built = await send("post", { title: "Our own article", words: "Creative ADU design", body: "<p>Text.</p>", mode: "draft" });
    expect(built.status).toBe(409);
    // A post in Deleted items keeps its address: restoring it must not meet a second page there.
    await s.services.db.updateTable("content_items").set({ deleted_at: new Date().toISOString() }).where("page_path", "=", "/blog/winter-dock-care").execute();
    const overDeleted = await send("post", { title: "Winter dock care", body: "<p>Again.</p>", mode: "draft" });
    expect(overDeleted.status).toBe(409);
    expect(overDeleted.html).toContain("a deleted page keeps its address until Deleted items is emptied");
    await s.services.db.updateTable("content_items").set({ deleted_at: null }).where("page_path", "=", "/blog/winter-dock-care").execute();
    expect(built.html).toContain("The address /blog/creative-adu-design is one of the site's own pages.");
  });

  it("keeps a draft from visitors, and a schedule needs a future time in minutes", async () => {
    const draft = await send("post", { title: "Spring septic checklist", body: "<p>Pump before the ground thaws.</p>", mode: "draft" });
    expect(draft.status).toBe(302);
    expect((await visitor(s).get("/blog/spring-septic-checklist")).status).toBe(404);
    const past = await send("post", { title: "Old news", body: "<p>Text.</p>", mode: "schedule", at: "2020-01-01T09:00" });
    expect(past.status).toBe(400);
    expect(past.html).toContain("Choose a time in the future to schedule it.");
    const later = await send("post", { title: "Dock season opens", body: "<p>Text.</p>", mode: "schedule", at: "2099-05-01T09:30" });
    expect(later.status).toBe(302);
    expect((await visitor(s).get("/blog/dock-season-opens")).status).toBe(404);
    const row = await s.services.db
      .selectFrom("content_items")
      .select(["publish_at"])
      .where("page_path", "=", "/blog/dock-season-opens")
      .executeTakeFirstOrThrow();
    expect(row.publish_at).toMatch(/^2099-05-01T16:30:00/);
  });

  it("is refused for visitors (401) and asks for a title and text", async () => {
    expect((await send("post", { title: "Anon", body: "<p>x</p>", mode: "publish" }, { cookie: null })).status).toBe(401);
    const noTitle = await send("post", { title: "", body: "<p>x</p>", mode: "publish" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.html).toContain("Give the blog post a title.");
    const long = await send("post", { title: "t".repeat(500), body: "<p>x</p>", mode: "publish" });
    expect(long.status).toBe(400);
    // A cover that is not a picture: a clear 4xx, and no post without the cover the owner meant.
    const items = await count("content_items");
    const notPicture = await send("post", { title: "Fake cover", body: "<p>x</p>", alt: "x", mode: "publish" }, { file: Buffer.from("not an image at all") });
    expect(notPicture.status).toBeGreaterThanOrEqual(400);
    expect(notPicture.status).toBeLessThan(500);
    expect(notPicture.html).toContain('value="Fake cover"');
    expect(await count("content_items")).toBe(items);
  });
});

describe("a new service page from its title", () => {
  it("appears in the Services menu, on the Services page and in the sitemap", async () => {
    const editor = await signedIn(s, "editor");
    const r = await send(
      "service",
      { title: "Boat lifts", summary: "Lifts sized for the boat and the lake level.", body: "<p>We set lifts for the drawdown.</p>", mode: "publish" },
      { cookie: editor.cookie },
    );
    expect(r.status).toBe(302);
    const services = await visitor(s).text("/services");
    expect(services).toContain("Lifts sized for the boat and the lake level.");
    expect(services).toMatch(/href="\/service-boat-lifts"/);
    const home = await visitor(s).text("/");
    expect(home).toMatch(/<nav[^>]*aria-label="Main"[\s\S]*href="\/service-boat-lifts"/);
    expect(await visitor(s).text("/sitemap.xml")).toContain("/service-boat-lifts</loc>");
    const page = await visitor(s).text("/service-boat-lifts");
    expect(page).toContain("We set lifts for the drawdown.");
    // A built-in service's address is one of the site's own pages.
    const taken = await send("service", { title: "ADU", body: "<p>x</p>", mode: "publish" });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain("The address /service-adu is one of the site's own pages.");
  });
});
