import { beforeAll, describe, expect, it } from "vitest";
import { insertContentItem } from "../../app/models/content-items.server";
import { listActivity } from "../../app/models/activity.server";
import { serverWithOwner, signedIn, type Client, uploadFlatJpeg, visitor } from "../helpers/http";

// Decision 0034: the page editor and the All items form write content items through one module,
// checked by the same rules; a page save is one transaction.
const t = serverWithOwner();
let editor: Client;
beforeAll(async () => {
  editor = await signedIn(t.s, "editor");
});

/** The notice an admin answer carries (its description), not the whole page. */
const notice = (html: string) => /"description\\?",\\?"([^"\\]*)/.exec(html)?.[1] ?? html.slice(0, 200);
const BUTTON_MESSAGE = "Main button: choose one of the site's pages for the button to open.";

async function homeButtonItem() {
  return t.s.services.db.selectFrom("content_items").selectAll().where("page_path", "=", "/").where("section_id", "=", "hero-button").executeTakeFirstOrThrow();
}

describe("one writer for content items", () => {
  for (const href of ["//evil.example/x", "javascript:alert(1)"]) {
    it(`refuses a button link ${href} with the same message on both screens`, async () => {
      const viaEditor = await editor.savePage("/", {
        "present:hero-button": "1",
        "block:hero-button:label": "Get a quote",
        "block:hero-button:href": href,
      });
      expect(viaEditor.status).toBe(400);
      expect(notice(await viaEditor.text())).toContain(BUTTON_MESSAGE);

      const item = await homeButtonItem();
      const viaItems = await editor.post("/admin/content", {
        intent: "content-update",
        id: item.id,
        title: "Get a quote",
        content: href,
        is_published: "on",
      });
      expect(viaItems.status).toBe(400);
      expect(notice(await viaItems.text())).toContain(BUTTON_MESSAGE);

      const created = await editor.post("/admin/content", {
        intent: "content-create",
        page_path: "/",
        section_id: "hero-button",
        type: "page",
        title: "Go",
        content: href,
      });
      expect(created.status).toBe(400);
      expect(notice(await created.text())).toContain(BUTTON_MESSAGE);

      expect((await homeButtonItem()).content).toBe(item.content);
      expect(await visitor(t.s).text("/")).not.toContain(href.replace(/&/g, "&amp;"));
    });
  }

  it("never serves a stored link its rules would refuse (a row written before the rules held)", async () => {
    await insertContentItem(t.s.services.db, {
      page_path: "/",
      section_id: "hero-second-button",
      type: "page",
      title: "Sneaky",
      content: "//evil.example/y",
      is_published: true,
    });
    const home = await visitor(t.s).text("/");
    expect(home).not.toContain("evil.example");
    expect(home).not.toContain("Sneaky");
  });

  it("refuses the same overlong heading on both screens", async () => {
    const long = "x".repeat(201);
    const message = "Main heading (H1) is too long (200 characters at most).";
    const viaEditor = await t.owner.savePage("/", { "present:hero-title": "1", "block:hero-title": long }, "draft");
    expect(notice(await viaEditor.text())).toContain(message);
    const viaItems = await t.owner.post("/admin/content", { intent: "content-create", page_path: "/", section_id: "hero-title", type: "page", title: long });
    expect(viaItems.status).toBe(400);
    expect(notice(await viaItems.text())).toContain(message);
  });

  it("a refused page save changes nothing, not even a picture's alt text", async () => {
    const image = await uploadFlatJpeg(t.s, t.owner.cookie, "porch.jpg", [800, 600], { r: 90, g: 120, b: 60 });
    const versionsBefore = (await t.s.services.db.selectFrom("versions").select("id").execute()).length;
    const activityBefore = (await listActivity(t.s.services.db, {})).length;

    const refused = await t.owner.savePage("/", {
      [`alt:${image.id}`]: "A porch we built in Manson",
      [`focal:${image.id}`]: "20,30",
      "present:hero-image": "1",
      "block:hero-image": image.id,
      "present:welcome-heading": "1",
      "block:welcome-heading": "Welcome to the new us",
      "seo:title": "A new search title",
      "present:hero-button": "1",
      "block:hero-button:label": "Go",
      "block:hero-button:href": "//evil.example/x",
    });
    expect(refused.status).toBe(400);
    const after = await t.s.services.db.selectFrom("images").selectAll().where("id", "=", image.id).executeTakeFirstOrThrow();
    expect(after.alt_text).toBeNull();
    expect(after.focal_x).toBeNull();
    expect((await t.s.services.db.selectFrom("versions").select("id").execute()).length).toBe(versionsBefore);
    expect((await listActivity(t.s.services.db, {})).length).toBe(activityBefore);
    const home = await visitor(t.s).text("/");
    expect(home).not.toContain("Welcome to the new us");
    expect(home).not.toContain("A new search title");

    // The same save without the bad link: every part is written, and Activity names what was saved.
    const fine = await t.owner.savePage("/", {
      [`alt:${image.id}`]: "A porch we built in Manson",
      "present:hero-image": "1",
      "block:hero-image": image.id,
      "present:welcome-heading": "1",
      "block:welcome-heading": "Welcome to the new us",
    });
    expect(fine.status).toBe(302);
    const published = await visitor(t.s).text("/");
    expect(published).toContain("Welcome to the new us");
    expect(published).toContain('alt="A porch we built in Manson"');
    const [latest] = await listActivity(t.s.services.db, {});
    expect(latest!.detail ?? latest!.action).toMatch(/Saved: .*Main picture.*Welcome heading.*Picture details/);
  });
});
