import { postForm, serverAndOwner, uploadFlatJpeg } from "../helpers/http";
import { BOATHOUSES_PAGE } from "../helpers/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, decodeHtml } from "../helpers/server";

/**
 * Staff posts with their category, excerpt and cover picture, and service pages added from the
 * admin: through the real server on the configured database, as staff and visitors use them.
 */
let s: TestServer;
let cookie: string;

const post = async (fields: Record<string, string>) => {
  const res = await postForm(s, "/admin/content", fields, { cookie });
  return { status: res.status, html: decodeHtml(await res.text()) };
};
const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { redirect: "manual" });
  return { status: res.status, html: decodeHtml(await res.text()) };
};
const itemBy = (title: string) => s.services.db.selectFrom("content_items").selectAll().where("title", "=", title).executeTakeFirstOrThrow();

async function upload(name: string, alt: string) {
  const image = await uploadFlatJpeg(s, cookie, name, [900, 600], { r: 60, g: 110, b: 90 });
  await s.services.db.updateTable("images").set({ alt_text: alt }).where("id", "=", image.id).execute();
  return image;
}

beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s.stop());

describe("staff posts", () => {
  it("carry the category, excerpt and cover picture staff chose, and the category filter finds them", async () => {
    const cover = await upload("dock-cover.jpg", "A new dock at low water");
    expect(
      (
        await post({
          intent: "content-create",
          page_path: "/blog/dock-permits-explained",
          section_id: "body",
          type: "blog",
          title: "Dock permits, explained",
          content: "## Who issues what\n\nThe shoreline permit comes first.",
          category: "tips",
          excerpt: "Which agency signs off on a dock, and in what order.",
          image_id: cover.id,
        })
      ).status,
    ).toBe(302);
    const item = await itemBy("Dock permits, explained");
    expect(item).toMatchObject({ category: "tips", excerpt: "Which agency signs off on a dock, and in what order.", image_id: cover.id });
    expect((await post({ intent: "content-update", id: item.id, title: item.title!, content: item.content!, is_published: "on" })).status).toBe(302);

    // The listing renders every card and hides those outside the chosen category.
    const card = (html: string) => /<(?:article|li)\b[^>]*>(?:(?!<\/(?:article|li)>)[\s\S])*?Dock permits, explained/.exec(html)?.[0] ?? "";
    const tips = await get("/blog?category=tips");
    expect(card(tips.html)).not.toBe("");
    expect(card(tips.html)).not.toMatch(/^<[^>]*\bhidden/);
    expect(tips.html).toContain("Which agency signs off on a dock, and in what order.");
    expect(tips.html).toContain(`/img/u/${cover.file_path}/`);
    expect(card((await get("/blog?category=adu")).html)).toMatch(/^<[^>]*\bhidden/);

    const article = await get("/blog/dock-permits-explained");
    expect(article.status).toBe(200);
    expect(article.html).toContain("Tips &amp; Advice".replace("&amp;", "&"));
    expect(article.html).toContain('alt="A new dock at low water"');
    expect(article.html).toContain(`og:image" content="http://localhost:3999/img/u/${cover.file_path}/1280.jpg`);

    // A picture that is not in the library is refused, and nothing is lost.
    const bad = await post({
      intent: "content-update",
      id: item.id,
      title: item.title!,
      content: item.content!,
      is_published: "on",
      image_id: "no-such-image",
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("That picture is no longer in the Images library. Choose another.");
    expect((await itemBy("Dock permits, explained")).image_id).toBe(cover.id);
    const wrong = await post({ intent: "content-update", id: item.id, title: item.title!, content: item.content!, is_published: "on", category: "pizza" });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("Choose one of the blog's categories.");
  });
});

describe("service pages added from the admin", () => {
  it("appear on the Services page, in the Services menu and the sitemap once published, with their picture and button", async () => {
    const picture = await upload("boathouse.jpg", "A boathouse roof in standing-seam metal");
    expect(
      (
        await post({
          ...BOATHOUSES_PAGE,
          excerpt: "Boathouses and boat lifts, planned around the shoreline permit.",
          image_id: picture.id,
          cta_label: "Plan Your Boathouse",
        })
      ).status,
    ).toBe(302);
    // A draft shows nowhere.
    expect((await get("/service-boathouses")).status).toBe(404);
    expect((await get("/services")).html).not.toContain("Boathouses and boat lifts");

    const item = await itemBy("Boathouses");
    expect((await post({ intent: "content-update", id: item.id, title: "Boathouses", content: item.content!, is_published: "on" })).status).toBe(302);
    const page = await get("/service-boathouses");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Boathouses<\/h1>/);
    expect(page.html).toContain("We build boathouses where the shoreline rules allow them.");
    expect(page.html).toContain(">Plan Your Boathouse</a>");
    expect(page.html).toContain('alt="A boathouse roof in standing-seam metal"');
    expect(page.html).toContain("<title>Boathouses | Lakeside Ridge Builders</title>");

    const services = await get("/services");
    expect(services.html).toContain("Boathouses and boat lifts, planned around the shoreline permit.");
    expect(services.html).toContain('href="/service-boathouses"');
    const home = await get("/");
    expect(home.html).toMatch(/<a[^>]*href="\/service-boathouses"[^>]*>Boathouses<\/a>/);
    expect((await get("/sitemap.xml")).html).toContain("/service-boathouses</loc>");

    // Unpublished again: gone from all three.
    expect((await post({ intent: "content-update", id: item.id, title: "Boathouses", content: item.content! })).status).toBe(302);
    expect((await get("/service-boathouses")).status).toBe(404);
    expect((await get("/sitemap.xml")).html).not.toContain("/service-boathouses");
    expect((await get("/")).html).not.toContain('href="/service-boathouses"');
  });

  it("leaves other one-segment paths as 404s", async () => {
    const r = await get("/no-such-page");
    expect(r.status).toBe(404);
    expect(r.html).toContain("Oops! Page not found");
    expect(r.html).toContain('content="noindex"');
    expect((await get("/service-not-yet-written")).status).toBe(404);
  });
});
