import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getImage, listGallery } from "../../app/models/images.server";
import { isDemoDrawing } from "../../app/media/demo-drawings.server";
import { postForm, serverAndOwner, signedIn } from "../helpers/http";
import { decodeHtml, type TestServer } from "../helpers/server";

/**
 * Real photos first in the gallery (decision 0035): a batch of uploads leads the gallery in the
 * order chosen, Move to first / up / down are plain forms, and a demo drawing is replaced in place.
 */
let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

const photo = (shade: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
const order = async () => (await listGallery(s.services.db)).map((r) => r.id);

describe("the gallery for real photos", () => {
  let uploaded: Array<{ id: string; original_filename: string }> = [];

  it("puts ten photos uploaded at once first, in the order they were chosen", async () => {
    const before = await order();
    const body = new FormData();
    for (let i = 1; i <= 10; i++) body.append("file", new Blob([new Uint8Array(await photo(i * 20))], { type: "image/jpeg" }), `dock-${i}.jpg`);
    body.append("gallery", "1");
    body.append("category", "new-construction");
    const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { Cookie: cookie }, body });
    expect(res.status).toBe(201);
    uploaded = ((await res.json()) as { images: Array<{ id: string; original_filename: string }> }).images;
    const after = await order();
    expect(after.slice(0, 10)).toEqual(uploaded.map((u) => u.id));
    expect(uploaded.map((u) => u.original_filename)).toEqual(Array.from({ length: 10 }, (_, i) => `dock-${i + 1}.jpg`));
    // Every picture that was there before is still there, in its old order, after them.
    expect(after.slice(10)).toEqual(before);
    // Visitors see the new photos first: the carousel features the first ones (each picture once), in the order chosen.
    const html = decodeHtml(await (await fetch(`${s.url}/gallery`)).text());
    const grid = html.indexOf('data-testid="gallery-grid"');
    expect(html.indexOf("New project image - dock-1.jpg")).toBeGreaterThan(-1);
    expect(html.indexOf("New project image - dock-1.jpg")).toBeLessThan(grid);
    expect(html.indexOf("New project image - dock-1.jpg")).toBeLessThan(html.indexOf("New project image - dock-2.jpg"));
  });

  it("moves a photo to first, up and down with plain forms named for it", async () => {
    const fifth = uploaded[4]!.id;
    const first = await postForm(s, "/gallery", { intent: "gallery-move", id: fifth, to: "first" }, { cookie });
    expect(first.status).toBe(302);
    expect((await order())[0]).toBe(fifth);
    await postForm(s, "/gallery", { intent: "gallery-move", id: fifth, to: "down" }, { cookie });
    expect((await order()).slice(0, 2)).toEqual([uploaded[0]!.id, fifth]);
    await postForm(s, "/gallery", { intent: "gallery-move", id: fifth, to: "up" }, { cookie });
    expect((await order())[0]).toBe(fifth);
    // Without JavaScript too: page 2's first picture (the tenth) moves up onto page 1, and the
    // answer lands on page 1 at its card; a move that stays on page 2 lands on page 2.
    const tenth = (await order())[9]!;
    const across = await postForm(s, "/gallery?page=2", { intent: "gallery-move", id: tenth, to: "up" }, { cookie });
    expect(across.headers.get("location")).toBe(`/gallery#picture-${tenth}`);
    expect((await order())[8]).toBe(tenth);
    const eleventh = (await order())[10]!;
    const stays = await postForm(s, "/gallery?page=2", { intent: "gallery-move", id: eleventh, to: "up" }, { cookie });
    expect(stays.headers.get("location")).toBe(`/gallery?page=2#picture-${eleventh}`);
    // The buttons are on the signed-in page, each named for its picture.
    const owner = await signedIn(s);
    const page = await owner.text("/gallery");
    expect(page).toContain('aria-label="Move to first: New project image - dock-3.jpg"');
    expect(page).toContain('aria-label="Move down: New project image - dock-3.jpg"');
    // Visitors and bad requests are refused without a change.
    const was = await order();
    expect((await postForm(s, "/gallery", { intent: "gallery-move", id: fifth, to: "down" })).status).toBe(401);
    expect((await postForm(s, "/gallery", { intent: "gallery-move", id: fifth, to: "sideways" }, { cookie })).status).toBe(400);
    expect((await postForm(s, "/gallery", { intent: "gallery-move", id: "no-such-picture", to: "up" }, { cookie })).status).toBe(404);
    expect(await order()).toEqual(was);
  });

  it("replaces a drawing in place with the caption typed for the photo, keeping its category; one drawing fewer is left", async () => {
    const gallery = await listGallery(s.services.db);
    const drawings = gallery.filter((r) => isDemoDrawing(r.file_path));
    expect(drawings.length).toBeGreaterThan(1);
    const drawing = drawings[1]!;
    const at = gallery.findIndex((r) => r.id === drawing.id);
    const owner = await signedIn(s);
    const filtered = await owner.text("/gallery?drawings=1");
    expect(filtered).toContain(`Showing the ${drawings.length} drawings still shown to visitors.`);
    expect(filtered).toContain(`aria-label="Replace this drawing: ${drawing.caption}"`);
    expect(filtered).not.toContain("Replace this drawing: New project image - dock-1.jpg");
    // The form's caption starts with the place's words, not the drawing's.
    expect(filtered).toMatch(new RegExp(`name="caption"[^>]*value="[A-Za-z ,]+ project"`));

    // Refused (no photo chosen): back to the page it came from, with the caption as typed.
    const typed = "Kitchen with a lake view, Manson";
    const empty = new FormData();
    empty.append("id", drawing.id);
    empty.append("back", "/gallery?drawings=1");
    empty.append("caption", typed);
    const refused = await fetch(`${s.url}/admin/gallery/replace`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: s.url },
      body: empty,
      redirect: "manual",
    });
    expect(refused.status).toBe(302);
    const location = refused.headers.get("location")!;
    expect(new URL(location, s.url).searchParams.get("caption")).toBe(typed);
    expect(await owner.text(location)).toContain(`value="${typed}"`);
    expect(await order()).toEqual(gallery.map((r) => r.id));
    // A return address elsewhere is not followed.
    empty.set("back", "https://elsewhere.example/gallery");
    const away = await fetch(`${s.url}/admin/gallery/replace`, { method: "POST", headers: { Cookie: cookie, Origin: s.url }, body: empty, redirect: "manual" });
    expect(away.headers.get("location")).toMatch(/^\/gallery\?/);

    const body = new FormData();
    body.append("id", drawing.id);
    body.append("caption", typed);
    body.append("file", new Blob([new Uint8Array(await photo(200))], { type: "image/jpeg" }), "real-kitchen.jpg");
    const res = await fetch(`${s.url}/admin/gallery/replace`, { method: "POST", headers: { Cookie: cookie, Origin: s.url }, body, redirect: "manual" });
    expect(res.status).toBe(302);
    const after = await listGallery(s.services.db);
    expect(after.length).toBe(gallery.length);
    const replacement = after[at]!;
    expect(replacement.original_filename).toBe("real-kitchen.jpg");
    expect(replacement).toMatchObject({ caption: typed, alt_text: typed, category: drawing.category });
    expect((await getImage(s.services.db, drawing.id))!.page_path).toBeNull();
    expect(after.filter((r) => isDemoDrawing(r.file_path)).length).toBe(drawings.length - 1);

    // A photo is not a drawing: refused, nothing changes.
    const again = new FormData();
    again.append("id", replacement.id);
    again.append("file", new Blob([new Uint8Array(await photo(10))], { type: "image/jpeg" }), "other.jpg");
    await fetch(`${s.url}/admin/gallery/replace`, { method: "POST", headers: { Cookie: cookie, Origin: s.url }, body: again, redirect: "manual" });
    expect((await listGallery(s.services.db)).map((r) => r.id)).toEqual(after.map((r) => r.id));
    // Anonymous: 401.
    const anon = await fetch(`${s.url}/admin/gallery/replace`, { method: "POST", headers: { Origin: s.url }, body: again, redirect: "manual" });
    expect(anon.status).toBe(401);
  });
});
