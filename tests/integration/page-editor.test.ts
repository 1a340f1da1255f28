import { serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, form, type TestServer } from "../helpers/server";
import { withHeadingIds } from "../../app/content/text";
import { isoToZonedInput } from "../../app/content/schedule";
import { passScheduled } from "../helpers/wait";
import { clockNow } from "../../app/platform/clock";

// The page editor's one save flow (decision 0019) over real HTTP: draft, publish, schedule,
// preview of unsaved typing, and what it refuses.
let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

const editorUrl = (path: string) => `${s.url}/admin/content/page?path=${encodeURIComponent(path)}`;
const save = (path: string, fields: Record<string, string>, who = cookie) =>
  fetch(editorUrl(path), {
    method: "POST",
    headers: { ...FORM_HEADERS, cookie: who, Origin: s.url },
    body: form({ intent: "page-save", path, ...fields }),
    redirect: "manual",
  });
const visitor = async (path: string) => (await fetch(`${s.url}${path}`)).text();
/** The value of the editor form's input named `name`, as the page's HTML holds it. */
const inputValue = (html: string, name: string) => {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  return (/value="([^"]*)"/.exec(tag)?.[1] ?? "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
};

describe("the page editor", () => {
  it("opens every page by name, prefilled with what visitors see", async () => {
    const list = await (await fetch(`${s.url}/admin/content`, { headers: { cookie } })).text();
    for (const name of ["Home", "About", "Services › ADUs", "Blog › Is an ADU Right for Your Chelan Property?", "Projects", "About Chelan", "Contact"])
      expect(list).toContain(name);
    const about = await (await fetch(editorUrl("/about"), { headers: { cookie } })).text();
    expect(about).toContain("What we value");
    expect(about).toContain("Honesty");
  });

  it("saves a draft that visitors don't see, then publishes it with the page's other changes", async () => {
    const r1 = await save("/about", { mode: "draft", "present:mission-heading": "1", "block:mission-heading": "Why we build" });
    expect(r1.status).toBe(302);
    expect(await visitor("/about")).not.toContain("Why we build");
    const staffPreview = await (await fetch(`${s.url}/about?preview=drafts`, { headers: { cookie } })).text();
    expect(staffPreview).toContain("Why we build");
    expect(await (await fetch(`${s.url}/about?preview=drafts`)).text()).not.toContain("Why we build");
    // Publishing the page takes the waiting draft live too.
    const r2 = await save("/about", { mode: "publish", "present:values-heading": "1", "block:values-heading": "What we hold to" });
    expect(r2.status).toBe(302);
    const html = await visitor("/about");
    expect(html).toContain("Why we build");
    expect(html).toContain("What we hold to");
  });

  it("reorders and adds list entries without JavaScript (position numbers)", async () => {
    const r = await save("/service-foundations", {
      mode: "publish",
      "present:services": "1",
      "block:services:0": "Retaining walls tied into the foundation",
      "block:services:0:pos": "2",
      "block:services:1": "Foundations for new homes, additions, garages and ADUs",
      "block:services:1:pos": "1",
      "block:services:2": "Frost-protected shallow foundations",
      "block:services:2:pos": "3",
    });
    expect(r.status).toBe(302);
    const html = await visitor("/service-foundations");
    const a = html.indexOf("Foundations for new homes, additions, garages and ADUs");
    const b = html.indexOf("Retaining walls tied into the foundation");
    expect(a).toBeGreaterThan(-1);
    expect(a).toBeLessThan(b);
    expect(html).toContain("Frost-protected shallow foundations");
    expect(html).not.toContain("Assessment and repair of older foundations");
  });

  it("schedules a change that goes live at its time with nobody acting, and cached pages follow", async () => {
    await visitor("/contact");
    // A whole minute ahead, as the form takes it: the test moves the clock instead of waiting.
    const at = new Date(Math.ceil((clockNow() + 60_000) / 60_000) * 60_000);
    // The time as the owner types it, in Pacific time.
    const local = isoToZonedInput(at.toISOString());
    const r = await save("/contact", { mode: "schedule", at: local, "present:tagline": "1", "block:tagline": "See you on the lot." });
    expect(r.status).toBe(302);
    expect(await visitor("/contact")).not.toContain("See you on the lot.");
    await passScheduled(at.getTime(), async () => (await visitor("/contact")).includes("See you on the lot."), "the scheduled tagline on /contact");
  });

  it("previews unsaved typing for staff only, saving nothing", async () => {
    const body = form({ path: "/about", "present:hero-title": "1", "block:hero-title": "Typed but not saved" });
    const res = await fetch(`${s.url}/admin/content/preview?path=%2Fabout`, { method: "POST", headers: { ...FORM_HEADERS, cookie, Origin: s.url }, body });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await res.text()).toContain("Typed but not saved");
    expect(await visitor("/about")).not.toContain("Typed but not saved");
    const anon = await fetch(`${s.url}/admin/content/preview?path=%2Fabout`, { method: "POST", headers: { ...FORM_HEADERS, Origin: s.url }, body });
    expect(anon.status).toBe(401);
  });

  it("refuses anonymous saves, links off the site, over-long text and a past schedule with a clear 4xx, saving nothing", async () => {
    const anon = await fetch(editorUrl("/about"), {
      method: "POST",
      headers: { ...FORM_HEADERS, Origin: s.url },
      body: form({ intent: "page-save", path: "/about", mode: "publish", "present:hero-title": "1", "block:hero-title": "x" }),
      redirect: "manual",
    });
    expect(anon.status).toBe(401);
    const cases: Array<[Record<string, string>, string]> = [
      [
        { mode: "publish", "present:cta-button": "1", "block:cta-button:label": "Call", "block:cta-button:href": "//evil.example" },
        "choose one of the site&#x27;s pages",
      ],
      [{ mode: "publish", "present:hero-title": "1", "block:hero-title": "x".repeat(500) }, "too long"],
      [{ mode: "schedule", at: "2020-01-01T09:00", "present:hero-title": "1", "block:hero-title": "Later" }, "Choose a time in the future"],
    ];
    for (const [fields, message] of cases) {
      const r = await save("/about", fields);
      expect(r.status).toBe(400);
      expect(await r.text()).toContain(message);
    }
    expect(await visitor("/about")).not.toContain("Later");
  });

  it("a staff service page whose address has a digit can be published (it used to be refused)", async () => {
    const create = await fetch(`${s.url}/admin/content?view=items`, {
      method: "POST",
      headers: { ...FORM_HEADERS, cookie, Origin: s.url },
      body: form({
        intent: "content-create",
        page_path: "/service-deck2",
        section_id: "body",
        type: "page",
        title: "Deck rebuilds",
        content: "Rebuilding tired decks.",
      }),
      redirect: "manual",
    });
    expect(create.status).toBe(302);
    const item = await s.services.db.selectFrom("content_items").select("id").where("page_path", "=", "/service-deck2").executeTakeFirstOrThrow();
    const publish = await fetch(`${s.url}/admin/content?view=items`, {
      method: "POST",
      headers: { ...FORM_HEADERS, cookie, Origin: s.url },
      body: form({ intent: "content-update", id: item.id, title: "Deck rebuilds", content: "Rebuilding tired decks.", is_published: "on" }),
      redirect: "manual",
    });
    expect(publish.status).toBe(302);
    expect(await visitor("/service-deck2")).toContain("Rebuilding tired decks.");
  });

  it("keeps a change saved meanwhile in another tab: a block left alone keeps it, one changed in both is refused with 409, saving nothing", async () => {
    const blocks = ["office-title", "form-heading"];
    // What a tab's form holds for those blocks: each one's fingerprint and words.
    const formOf = (html: string) => Object.fromEntries(blocks.flatMap((id) => [`present:${id}`, `block:${id}`].map((name) => [name, inputValue(html, name)])));
    const opened = async () => formOf(await (await fetch(editorUrl("/contact"), { headers: { cookie } })).text());
    // Three tabs open the Contact page in the editor before anyone saves.
    const [a, b, c] = [await opened(), await opened(), await opened()];
    expect(a["present:office-title"]).toMatch(/^[\w-]{16}$/);
    expect(a["block:office-title"]).not.toBe("");

    // Tab A renames the office card and publishes.
    expect((await save("/contact", { ...a, mode: "publish", "block:office-title": "Our yard office" })).status).toBe(302);
    // Tab B, opened before that, changes only the form's heading: the office card keeps A's words.
    expect((await save("/contact", { ...b, mode: "publish", "block:form-heading": "Tell us about your lot" })).status).toBe(302);
    let page = await visitor("/contact");
    expect(page).toContain("Our yard office");
    expect(page).toContain("Tell us about your lot");

    // Tab C, also opened before, changes the office card too (and the form's heading): refused, nothing saved.
    const refused = await save("/contact", { ...c, mode: "publish", "block:office-title": "Our shop", "block:form-heading": "Write to us" });
    expect(refused.status).toBe(409);
    const again = await refused.text();
    expect(again).toContain(
      "Office card heading was changed in another tab or by someone else after you opened this page, so nothing was saved. Your words are still here: open the page in a new tab to see the other change, then save again to replace it with yours.",
    );
    page = await visitor("/contact");
    expect(page).toContain("Our yard office");
    expect(page).toContain("Tell us about your lot");
    expect(page).not.toContain("Write to us");

    // The form drawn with the refusal (as a browser without JavaScript shows it) still holds C's words,
    // and saving it again replaces the other change, as the message says.
    const kept = formOf(again);
    expect(kept["block:office-title"]).toBe("Our shop");
    expect(kept["block:form-heading"]).toBe("Write to us");
    expect((await save("/contact", { ...kept, mode: "publish" })).status).toBe(302);
    page = await visitor("/contact");
    expect(page).toContain("Our shop");
    expect(page).toContain("Write to us");
  });

  it("a save refused for one block, without JavaScript, draws the form again with every other block's typed words and nothing saved", async () => {
    const html = await (await fetch(editorUrl("/services"), { headers: { cookie } })).text();
    const fingerprint = (id: string) => inputValue(html, `present:${id}`);
    const refused = await save("/services", {
      mode: "draft",
      "present:hero-title": fingerprint("hero-title"),
      "block:hero-title": "Everything we build, start to finish",
      "present:cta-button": fingerprint("cta-button"),
      "block:cta-button:label": "",
      "block:cta-button:href": "/contact",
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain("Closing button needs a label.");
    expect(inputValue(again, "block:hero-title")).toBe("Everything we build, start to finish");
    expect(await (await fetch(`${s.url}/services?preview=drafts`, { headers: { cookie } })).text()).not.toContain("Everything we build, start to finish");
  });

  it("gives headings their anchors in one pass, even on a long run of unclosed headings", () => {
    expect(withHeadingIds("<h2>Who sets the numbers?</h2><p>x</p>")).toBe('<h2 id="who-sets-the-numbers">Who sets the numbers?</h2><p>x</p>');
    const hostile = "<h2>".repeat(50_000);
    // Against ordinary headings of the same size in the same run: linear work costs about the same.
    const ordinary = "<h2>A heading about decks</h2><p>Words.</p>".repeat(Math.ceil(hostile.length / 44)).slice(0, hostile.length);
    let t = performance.now();
    withHeadingIds(ordinary);
    const baseline = Math.max(5, performance.now() - t);
    t = performance.now();
    expect(withHeadingIds(hostile)).toBe(hostile);
    expect(performance.now() - t).toBeLessThan(20 * baseline);
  });
});
