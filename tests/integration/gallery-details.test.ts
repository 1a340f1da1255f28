import { serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getImage, listGallery } from "../../app/models/images.server";
import { CAROUSEL_CELLS } from "../../app/media/gallery";
import { type TestServer } from "../helpers/server";

let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

/** A plain form post, as a browser without JavaScript sends it. */
const formPost = (fields: Record<string, string>, withCookie = true) =>
  fetch(`${s.url}/gallery`, {
    method: "POST",
    headers: { ...(withCookie ? { Cookie: cookie } : {}), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
const page = async (path: string, withCookie = false) => (await fetch(`${s.url}${path}`, { headers: withCookie ? { Cookie: cookie } : {} })).text();
const decode = (t: string) =>
  t
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("gallery captions and categories", () => {
  it("a picture's focal point, set where the owner chooses it for a page, keeps its subject in view in the gallery's grid and carousel", async () => {
    const all = await listGallery(s.services.db);
    const inGrid = all[CAROUSEL_CELLS]!;
    const inCarousel = all[0]!;
    const before = await page("/gallery");
    expect(before).not.toContain("object-position:20% 80%");
    const saved = await fetch(`${s.url}/admin/content/page?path=%2Fabout`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: s.url },
      body: new URLSearchParams({ intent: "page-save", path: "/about", mode: "publish", [`focal:${inGrid.id}`]: "20,80", [`focal:${inCarousel.id}`]: "70,10" }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    const html = await page("/gallery");
    const imgOf = (key: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(key));
    expect(imgOf(inGrid.file_path).some((tag) => tag.includes("object-position:20% 80%"))).toBe(true);
    expect(imgOf(inCarousel.file_path).some((tag) => tag.includes("object-position:70% 10%"))).toBe(true);
  });

  it("staff edit a picture's caption and category with a plain form; the public filter follows", async () => {
    // A picture the grid shows (the carousel features the first CAROUSEL_CELLS, each picture once).
    const first = (await listGallery(s.services.db))[CAROUSEL_CELLS];
    const caption = "Illustration: a two-storey home above a lake, drawn";
    const res = await formPost({ intent: "gallery-details", id: first!.id, caption, category: "remodel" });
    expect(res.status).toBe(302);
    // Back to the page that shows the picture, at its card.
    expect(res.headers.get("location")).toBe(`/gallery#picture-${first!.id}`);
    expect(await getImage(s.services.db, first!.id)).toMatchObject({ caption, category: "remodel" });

    const grid = (html: string) => decode(html.slice(html.indexOf('data-testid="gallery-grid"')));
    const remodels = grid(await page("/gallery?filter=remodel"));
    const adus = grid(await page("/gallery?filter=adu"));
    // The server-rendered grid has the pictures the filter shows, and only those.
    const cardOf = (html: string, id: string) => new RegExp(`<li([^>]*)>(?:(?!</li>)[\\s\\S])*data-id="${id}"`).exec(html)?.[1] ?? "missing";
    expect(cardOf(remodels, first!.id)).toContain('data-category="remodel"');
    expect(cardOf(adus, first!.id)).toBe("missing");
    expect(remodels).toContain(caption);
  });

  it("refuses an unknown category or a long caption with a message, and changes nothing", async () => {
    const [, second] = await listGallery(s.services.db);
    const before = await getImage(s.services.db, second!.id);
    const bad = await formPost({ intent: "gallery-details", id: second!.id, caption: "New words", category: "castles" });
    expect(bad.status).toBe(400);
    expect(decode(await bad.text())).toContain("Choose one of the gallery's categories.");
    const long = await formPost({ intent: "gallery-details", id: second!.id, caption: "x".repeat(201), category: "adu" });
    expect(long.status).toBe(400);
    expect(await getImage(s.services.db, second!.id)).toEqual(before);
  });

  it("an empty caption falls back to the alt text on the public page", async () => {
    const [, , third] = await listGallery(s.services.db);
    const res = await formPost({ intent: "gallery-details", id: third!.id, caption: "", category: third!.category ?? "adu" });
    expect(res.status).toBe(302);
    const row = await getImage(s.services.db, third!.id);
    expect(row!.caption).toBeNull();
    expect(decode(await page("/gallery"))).toContain(`data-caption="${row!.alt_text}"`);
  });

  it("a picture removed from the gallery can be put back from the library", async () => {
    const gallery = await listGallery(s.services.db);
    const pic = gallery[4]!;
    const removed = await fetch(`${s.url}/api/admin/gallery`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "remove", id: pic.id }),
    });
    expect(removed.status).toBe(200);
    expect(decode(await page("/gallery"))).not.toContain(`data-id="${pic.id}"`);
    // Staff see it under the library with a button that names it.
    expect(decode(await page("/gallery", true))).toContain(`aria-label="Put back ${pic.caption}"`);
    const res = await formPost({ intent: "gallery-put-back", id: pic.id });
    expect(res.status).toBe(302);
    const after = await listGallery(s.services.db);
    expect(after.map((r) => r.id).at(-1)).toBe(pic.id);
    expect(after).toHaveLength(gallery.length);
    // Back at the end: on the last page of "Show more".
    expect(decode(await page("/gallery?show=270"))).toContain(`data-id="${pic.id}"`);
  });

  it("refuses anonymous callers and changes nothing", async () => {
    // A picture the grid shows (the carousel features the first CAROUSEL_CELLS, each picture once).
    const first = (await listGallery(s.services.db))[CAROUSEL_CELLS];
    const before = await getImage(s.services.db, first!.id);
    const res = await formPost({ intent: "gallery-details", id: first!.id, caption: "Hacked", category: "adu" }, false);
    expect(res.status).toBe(401);
    expect(await getImage(s.services.db, first!.id)).toEqual(before);
  });
});
