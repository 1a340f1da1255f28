import { postForm, serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoToZonedInput } from "../../app/content/schedule";
import { type TestServer } from "../helpers/server";
import { passScheduled } from "../helpers/wait";
import { clockNow } from "../../app/platform/clock";

/**
 * Content safety for editors, through the real server on the configured database: preview,
 * history and restore (content, SEO, Settings), Deleted items, scheduled publishing across a
 * cached page and the sitemap, 301s after a post moves, and unknown sections refused.
 */
let s: TestServer;
let cookie: string;

const decode = (t: string) =>
  t
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const post = async (path: string, fields: Record<string, string>, who: string | null = cookie) => {
  const res = await postForm(s, path, fields, { cookie: who });
  return { status: res.status, html: decode(await res.text()), location: res.headers.get("location") };
};
const get = async (path: string, who: string | null = null) => {
  const res = await fetch(`${s.url}${path}`, { headers: who ? { Cookie: who } : {}, redirect: "manual" });
  return { status: res.status, html: decode(await res.text()), res };
};
const db = () => s.services.db;
const itemBy = (title: string) => db().selectFrom("content_items").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
/** Creates an item through the admin form and returns its row. */
async function create(fields: { page_path: string; section_id: string; title: string; content?: string; type?: string }) {
  const r = await post("/admin/content", { intent: "content-create", type: "page", content: "", ...fields });
  expect(r.status).toBe(302);
  return itemBy(fields.title);
}
async function update(id: string, fields: Record<string, string>) {
  const row = await db().selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return post("/admin/content", {
    intent: "content-update",
    id,
    page_path: row.page_path,
    section_id: row.section_id,
    title: row.title ?? "",
    content: row.content ?? "",
    ...fields,
  });
}
/** A time a few seconds ahead, as the form's field takes it (business wall clock, to the second). */
const inSeconds = (n: number) => {
  const iso = new Date(Math.ceil((clockNow() + n * 1000) / 1000) * 1000).toISOString();
  return { iso, input: isoToZonedInput(iso) };
};

beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s.stop());

describe("preview", () => {
  it("shows staff a draft on its page; visitors and the cache get the published page", async () => {
    const item = await create({ page_path: "/about", section_id: "story", title: "Preview story", content: "Words only staff may preview." });
    const staff = await get(`/about?preview=${item.id}`, cookie);
    expect(staff.status).toBe(200);
    expect(staff.html).toContain("Words only staff may preview.");
    expect(staff.html).toContain("This page shows your item as if it were published");
    expect(staff.res.headers.get("cache-control")).toContain("no-store");

    for (let i = 0; i < 2; i++) {
      const visitor = await get(`/about?preview=${item.id}`);
      expect(visitor.status).toBe(200);
      expect(visitor.html).not.toContain("Words only staff may preview.");
      expect(visitor.html).not.toContain("as if it were published");
      expect(visitor.res.headers.get("x-page-cache")).toBeNull();
      expect(visitor.res.headers.get("cache-control")).toContain("no-store");
    }
    // A forged session cookie is not staff.
    expect((await get(`/about?preview=${item.id}`, "better-auth.session_token=forged.value")).html).not.toContain("Words only staff may preview.");
    await get("/about");
    const cached = await get("/about");
    expect(cached.res.headers.get("x-page-cache")).toBe("hit");
    expect(cached.html).not.toContain("Words only staff may preview.");

    // A draft post at a new address: staff preview it, visitors get 404.
    const post1 = await create({
      page_path: "/blog/preview-only-post",
      section_id: "body",
      title: "Preview only post",
      content: "Post body in draft.",
      type: "blog",
    });
    expect((await get(`/blog/preview-only-post?preview=${post1.id}`, cookie)).html).toContain("Post body in draft.");
    expect((await get(`/blog/preview-only-post?preview=${post1.id}`)).status).toBe(404);

    const list = await get("/admin/content?view=items", cookie);
    expect(list.html).toContain(`href="/about?preview=${item.id}"`);
    expect(list.html).toContain('aria-label="Preview Preview story"');
  });
});

describe("history", () => {
  it("keeps every save of a content item, shows what changed, and restores an earlier version as a new one", async () => {
    const item = await create({ page_path: "/about", section_id: "mission", title: "Mission v1", content: "We build carefully on steep lots." });
    expect((await update(item.id, { title: "Mission v2", content: "We build carefully on steep and rocky lots." })).status).toBe(302);
    expect((await update(item.id, { title: "Mission v3", content: "Rewritten entirely." })).status).toBe(302);

    const edit = await get(`/admin/content?edit=${item.id}`, cookie);
    expect(edit.html).toContain(">History<");
    const versions = [...edit.html.matchAll(/data-testid="version"[\s\S]*?(?=data-testid="version"|<\/ol>)/g)].map((m) => m[0]);
    expect(versions).toHaveLength(3);
    expect(versions[0]).toContain("current version");
    expect(versions[0]).toMatch(/<del[^>]*>We build carefully on steep and rocky lots<\/del><ins[^>]*>Rewritten entirely<\/ins><span>.<\/span>/);
    expect(versions[0]).toMatch(/<span>Mission <\/span><del[^>]*>v2<\/del><ins[^>]*>v3<\/ins>/);
    expect(versions[1]).toMatch(/<ins[^>]*>and rocky <\/ins>/);
    expect(versions[2]).toContain("Created");

    // Restore the first version: the item takes its words back, and the history grows by one.
    const firstId = /name="version_id" value="([^"]+)"/g;
    const ids = [...edit.html.matchAll(firstId)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    const restored = await post("/admin/content", { intent: "content-restore-version", version_id: ids[1]! });
    expect(restored.status).toBe(302);
    const row = await db().selectFrom("content_items").selectAll().where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(row.title).toBe("Mission v1");
    expect(row.content).toBe("We build carefully on steep lots.");
    const after = await get(`/admin/content?edit=${item.id}`, cookie);
    expect(after.html.match(/data-testid="version"/g)).toHaveLength(4);
    expect(after.html).toContain("Restored the version of");
  });

  it("keeps SEO and Settings versions too, and restores them", async () => {
    const seo = await db().selectFrom("seo_settings").selectAll().where("page_path", "=", "/about").executeTakeFirstOrThrow();
    const save = (title: string) =>
      post("/admin/seo", { intent: "seo-save", id: seo.id, title, description: seo.description ?? "", h1_tag: "", h2_tags: "", h3_tags: "" });
    expect((await save("About us, first try")).status).toBe(302);
    expect((await save("About us, second try")).status).toBe(302);
    const page = await get(`/admin/seo?edit=${seo.id}`, cookie);
    const ids = [...page.html.matchAll(/name="version_id" value="([^"]+)"/g)].map((m) => m[1]!);
    // The state before the first save, and the first save, can both be restored.
    expect(ids).toHaveLength(2);
    expect(page.html).toMatch(/<del[^>]*>first<\/del>/);
    expect((await post("/admin/seo", { intent: "seo-restore-version", version_id: ids[0]! })).status).toBe(302);
    expect((await get("/about")).html).toContain("<title>About us, first try</title>");
    expect((await post("/admin/seo", { intent: "seo-restore-version", version_id: ids[1]! })).status).toBe(302);
    expect((await get("/about")).html).toContain(`<title>${seo.title}</title>`);

    const settings = await get("/admin/settings/business", cookie);
    const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(settings.html)?.[1] ?? "";
    const fields: Record<string, string> = { intent: "settings-save" };
    for (const n of ["companyName", "tagline", "phone", "email", "officeLine", "city", "region", "postalCode", "areaServed", "ownerFirstName", "registration"])
      fields[n] = field(n);
    const oldTagline = fields.tagline!;
    expect((await post("/admin/settings", { ...fields, tagline: "Builders on the north shore and beyond" })).status).toBe(302);
    expect((await get("/")).html).toContain("Builders on the north shore and beyond");
    const hist = await get("/admin/settings/business", cookie);
    const versionIds = [...hist.html.matchAll(/name="version_id" value="([^"]+)"/g)].map((m) => m[1]!);
    expect(versionIds).toHaveLength(1);
    expect(hist.html).toMatch(/Tagline: <\/dt>/);
    expect((await post("/admin/settings", { intent: "settings-restore-version", version_id: versionIds[0]! })).status).toBe(302);
    expect((await get("/")).html).toContain(oldTagline);
  });
});

describe("Deleted items", () => {
  it("moves a deleted item there, restores it, and removes it for good after 30 days", async () => {
    const item = await create({ page_path: "/about", section_id: "hero-subtitle", title: "Subtitle to delete" });
    expect((await update(item.id, { is_published: "on" })).status).toBe(302);
    expect((await get("/about")).html).toContain("Subtitle to delete");

    const del = await post("/admin/content", { intent: "content-delete", id: item.id });
    expect(del.status).toBe(302);
    expect((await get("/about")).html).not.toContain("Subtitle to delete");
    expect((await get("/admin/content?view=items", cookie)).html).not.toContain("Subtitle to delete");
    const trash = await get("/admin/content?view=deleted", cookie);
    expect(trash.html).toContain('aria-label="Restore Subtitle to delete"');
    expect(trash.html).toMatch(/Removed for good on/);

    expect((await post("/admin/content", { intent: "content-untrash", id: item.id })).status).toBe(302);
    expect((await get("/about")).html).toContain("Subtitle to delete");
    expect((await get("/admin/content?view=items", cookie)).html).toContain("Subtitle to delete");
    // Restoring twice: a clear 404, nothing changes.
    expect((await post("/admin/content", { intent: "content-untrash", id: item.id })).status).toBe(404);

    expect((await post("/admin/content", { intent: "content-delete", id: item.id })).status).toBe(302);
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db().updateTable("content_items").set({ deleted_at: old }).where("id", "=", item.id).execute();
    expect((await get("/admin/content?view=deleted", cookie)).html).not.toContain("Subtitle to delete");
    expect(await db().selectFrom("content_items").select("id").where("id", "=", item.id).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom("versions").select("id").where("entity_id", "=", item.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("scheduled publishing", () => {
  it("publishes and unpublishes at the set times while the page is cached, and the sitemap follows", async () => {
    const item = await create({
      page_path: "/blog/scheduled-dock-post",
      section_id: "body",
      title: "Scheduled dock post",
      content: "Drawdown notes.",
      type: "blog",
    });
    const start = inSeconds(5);
    const end = inSeconds(10);
    const saved = await update(item.id, { publish_at: start.input, unpublish_at: end.input });
    expect(saved.status).toBe(302);
    expect((await get("/admin/content?view=items", cookie)).html).toMatch(/Scheduled<\/span>[\s\S]*?Publishes/);

    // Cached while scheduled: the blog listing and the sitemap do not show it early.
    await get("/blog");
    const early = await get("/blog");
    expect(early.res.headers.get("x-page-cache")).toBe("hit");
    expect(early.html).not.toContain("Scheduled dock post");
    expect((await get("/sitemap.xml")).html).not.toContain("/blog/scheduled-dock-post");
    expect((await get("/blog/scheduled-dock-post")).status).toBe(404);
    expect(Number(/s-maxage=(\d+)/.exec(early.res.headers.get("cache-control") ?? "")?.[1])).toBeLessThanOrEqual(5);

    await passScheduled(Date.parse(start.iso), async () => (await get("/blog")).html.includes("Scheduled dock post"), "the post on /blog");
    expect((await get("/blog/scheduled-dock-post")).status).toBe(200);
    expect((await get("/sitemap.xml")).html).toContain("/blog/scheduled-dock-post");
    expect((await get("/blog")).res.headers.get("x-page-cache")).toBe("hit");

    await passScheduled(Date.parse(end.iso), async () => !(await get("/blog")).html.includes("Scheduled dock post"), "the post gone from /blog");
    expect((await get("/blog/scheduled-dock-post")).status).toBe(404);
    expect((await get("/sitemap.xml")).html).not.toContain("/blog/scheduled-dock-post");
    expect((await get("/admin/content?view=items", cookie)).html).toMatch(/Ended<\/span>/);
  }, 30_000);

  it("refuses a bad time and an unpublish time before the publish time", async () => {
    const item = await create({ page_path: "/about", section_id: "hero-title", title: "Bad schedule" });
    const bad = await update(item.id, { publish_at: "next tuesday" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Publish at is not a date and time like 2026-12-01 09:00.");
    const backwards = await update(item.id, { publish_at: "2031-06-01T09:00", unpublish_at: "2031-05-01T09:00" });
    expect(backwards.status).toBe(400);
    expect(backwards.html).toContain("Unpublish at must be later than Publish at.");
    expect((await itemBy("Bad schedule")).publish_at).toBeNull();
  });
});

describe("redirects", () => {
  it("answers 301 from a moved post's old path, collapses chains, lists and removes them in SEO", async () => {
    const item = await create({ page_path: "/blog/first-address", section_id: "body", title: "Moving post", content: "Moves twice.", type: "blog" });
    expect((await update(item.id, { is_published: "on" })).status).toBe(302);
    expect((await update(item.id, { is_published: "on", page_path: "/blog/second-address" })).status).toBe(302);
    let r = await get("/blog/first-address");
    expect(r.status).toBe(301);
    expect(r.res.headers.get("location")).toBe("/blog/second-address");
    expect((await get("/blog/second-address")).html).toContain("Moves twice.");

    expect((await update(item.id, { is_published: "on", page_path: "/blog/third-address" })).status).toBe(302);
    for (const old of ["/blog/first-address", "/blog/second-address"]) {
      r = await get(old);
      expect(r.status).toBe(301);
      expect(r.res.headers.get("location")).toBe("/blog/third-address");
    }
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).toContain("/blog/third-address");
    expect(sitemap).not.toContain("/blog/first-address");
    expect(sitemap).not.toContain("/blog/second-address");

    const seo = await get("/admin/seo", cookie);
    expect(seo.html).toContain("/blog/first-address → /blog/third-address");
    expect(seo.html).toContain('aria-label="Remove redirect from /blog/first-address"');
    expect((await post("/admin/seo", { intent: "redirect-remove", from_path: "/blog/first-address" })).status).toBe(302);
    expect((await get("/blog/first-address")).status).toBe(404);
    expect((await post("/admin/seo", { intent: "redirect-remove", from_path: "/blog/first-address" })).status).toBe(404);

    // Moving back to an old address: that address is a page again, not a redirect (no loop).
    expect((await update(item.id, { is_published: "on", page_path: "/blog/second-address" })).status).toBe(302);
    expect((await get("/blog/second-address")).status).toBe(200);
    r = await get("/blog/third-address");
    expect(r.res.headers.get("location")).toBe("/blog/second-address");
    // Anonymous callers cannot remove redirects.
    expect((await post("/admin/seo", { intent: "redirect-remove", from_path: "/blog/third-address" }, null)).status).toBe(401);
  });
});

describe("unknown sections", () => {
  it("refuses to publish an item in a section its page does not have, naming the real ones", async () => {
    const item = await create({ page_path: "/about", section_id: "sidebar", title: "Nowhere to go" });
    const r = await update(item.id, { is_published: "on" });
    expect(r.status).toBe(400);
    expect(r.html).toContain(
      "The page /about has no section “sidebar”. Its sections are: hero-title, hero-subtitle, hero-image, story-heading, story, mission-heading, mission, values-heading, values, why-heading, why, cta-heading, cta-text, cta-button.",
    );
    expect((await itemBy("Nowhere to go")).is_published).toBe(0);
    const nowhere = await create({ page_path: "/no-such-page", section_id: "intro", title: "No page" });
    expect((await update(nowhere.id, { is_published: "on" })).html).toContain("There is no page at /no-such-page");
    // Saving it as a draft is fine; fixing the section publishes it.
    expect((await update(item.id, {})).status).toBe(302);
    expect((await update(item.id, { is_published: "on", section_id: "hero-subtitle" })).status).toBe(302);
    expect((await get("/about")).html).toContain("Nowhere to go");
  });
});
