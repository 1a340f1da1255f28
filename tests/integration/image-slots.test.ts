import { postForm, serverAndOwner, uploadFlatJpeg, type UploadedImage } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sectionsFor } from "../../app/content/sections";
import { insertContentItem } from "../../app/models/content-items.server";
import { type TestServer } from "../helpers/server";

let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

async function upload(name: string, alt: string): Promise<UploadedImage> {
  const img = await uploadFlatJpeg(s, cookie, name, [1600, 900], { r: 20, g: 120, b: 160 });
  expect((await adminPost({ intent: "image-alt", id: img.id, alt_text: alt }, "images")).status).toBeLessThan(400);
  return img;
}

const adminPost = (fields: Record<string, string>, tab = "content") => postForm(s, `/admin/${tab}`, fields, { cookie });

/** Creates an image item through the Content form (its picture chosen from the library), as a draft; returns its row. */
async function imageItem(pagePath: string, sectionId: string, imageId: string) {
  const res = await adminPost({
    intent: "content-create",
    page_path: pagePath,
    section_id: sectionId,
    type: "image",
    title: "",
    content: "",
    image_id: imageId,
  });
  expect(res.status).toBe(302);
  const row = await s.services.db
    .selectFrom("content_items")
    .selectAll()
    .where("page_path", "=", pagePath)
    .where("section_id", "=", sectionId)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return row;
}

async function publish(item: { id: string; content: string | null }, on = true) {
  const res = await adminPost({ intent: "content-update", id: item.id, title: "", content: item.content ?? "", ...(on ? { is_published: "on" } : {}) });
  expect(res.status).toBe(302);
}

const html = async (path: string) => (await fetch(`${s.url}${path}`)).text();
const decode = (t: string) =>
  t
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
/** Every <img> on the page as [src, alt]. */
const imgs = (page: string) =>
  [...page.matchAll(/<img\b([^>]*)>/g)]
    .map((m) => [decode(/\bsrc="([^"]*)"/.exec(m[1]!)?.[1] ?? ""), decode(/\balt="([^"]*)"/.exec(m[1]!)?.[1] ?? "")] as const)
    .filter(([src]) => src.startsWith("/img/"));

describe("image slots", () => {
  it("the Content form's suggestions list each page's image slots", () => {
    expect(
      sectionsFor("/")
        .filter((d) => d.kind === "image")
        .map((d) => d.id),
    ).toEqual(["hero-image"]);
    expect(sectionsFor("/service-adus").map((d) => d.id)).toContain("hero-image");
    expect(sectionsFor("/blog/any-article").map((d) => d.id)).toContain("hero-image");
    expect(sectionsFor("/contact").map((d) => d.id)).toEqual(expect.arrayContaining(["hero-image", "map-image"]));
  });

  it("a published image item replaces the home hero with the library image and its alt text; a draft never shows", async () => {
    const before = imgs(await html("/"));
    expect(before[0]![0]).toMatch(/^\/img\/b\/heroes\/home\//);
    expect(before[0]![1]).toMatch(/^Illustration: /);

    const photo = await upload("our-lake-house.jpg", "The Miller family's new home on the south shore");
    // In a picture slot, Add Image chooses the library picture: the item names it by id.
    const item = await imageItem("/", "hero-image", photo.id);
    const draft = imgs(await html("/"));
    expect(draft[0]![0]).toMatch(/^\/img\/b\/heroes\/home\//);
    expect(JSON.stringify(draft)).not.toContain(photo.file_path);
    // Staff preview the draft picture on its page; a visitor with the same link sees the drawing.
    const preview = await fetch(`${s.url}/?preview=${item.id}`, { headers: { Cookie: cookie } });
    expect(imgs(await preview.text())[0]![0]).toMatch(new RegExp(`^/img/u/${photo.file_path}/`));
    expect(imgs(await html(`/?preview=${item.id}`))[0]![0]).toMatch(/^\/img\/b\/heroes\/home\//);

    await publish(item);
    const page = await html("/");
    const [src, alt] = imgs(page)[0]!;
    expect(src).toMatch(new RegExp(`^/img/u/${photo.file_path}/\\d+\\.jpg$`));
    expect(alt).toBe("The Miller family's new home on the south shore");
    expect(page).toContain(`/img/u/${photo.file_path}/1600.avif 1600w`);
    // The responsive variant is served.
    const variant = await fetch(`${s.url}${src}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/jpeg");

    // Unpublished again: the drawing is back.
    await publish(item, false);
    expect(imgs(await html("/"))[0]![0]).toMatch(/^\/img\/b\/heroes\/home\//);
  });

  it("a service page and an article take their pictures from their slots", async () => {
    const deck = await upload("deck.jpg", "A cedar deck we built in Manson");
    const service = await imageItem("/service-decks-patios", "hero-image", deck.id);
    await publish(service);
    const servicePage = imgs(await html("/service-decks-patios"));
    const shown = servicePage.filter(([src]) => src.startsWith(`/img/u/${deck.file_path}/`));
    // The hero only: a page shows each picture once (decision 0037).
    expect(shown.length).toBe(1);
    expect(shown.every(([, alt]) => alt === "A cedar deck we built in Manson")).toBe(true);
    // The service's card on the Services page shows the same photo.
    const card = imgs(await html("/services")).find(([src]) => src.startsWith(`/img/u/${deck.file_path}/`));
    expect(card?.[1]).toBe("A cedar deck we built in Manson");

    const kitchen = await upload("kitchen.jpg", "A finished kitchen with a long island");
    await publish(await imageItem("/blog/kitchen-remodeling-trends", "hero-image", kitchen.id));
    const [src, alt] = imgs(await html("/blog/kitchen-remodeling-trends")).find(([u]) => u.includes(kitchen.file_path)) ?? [];
    expect(src).toMatch(/^\/img\/u\//);
    expect(alt).toBe("A finished kitchen with a long island");
    // Its tile in the blog listing shows the photo too.
    expect(imgs(await html("/blog")).find(([u]) => u.includes(kitchen.file_path))?.[1]).toBe("A finished kitchen with a long island");
    // Other articles keep their drawings.
    expect(JSON.stringify(imgs(await html("/blog/smart-home-technology")))).not.toContain(kitchen.file_path);
  });

  it("a picture slot takes a library picture, never markup; an item whose picture is gone leaves the drawing", async () => {
    const photo = await upload("porch.jpg", "A covered porch");
    const markup = await adminPost({
      intent: "content-create",
      page_path: "/about",
      section_id: "hero-image",
      type: "image",
      content: `<img src="${photo.url}" alt="x" />`,
    });
    expect(markup.status).toBe(400);
    expect(decode(await markup.text())).toContain("Main picture is a picture: choose one from the Images library instead of typing markup.");
    const missing = await adminPost({
      intent: "content-create",
      page_path: "/about",
      section_id: "hero-image",
      type: "image",
      content: "",
      image_id: "not-an-image",
    });
    expect(missing.status).toBe(400);
    expect(decode(await missing.text())).toContain("That picture is no longer in the Images library. Choose another.");
    // A picture removed from the library after it was chosen.
    await insertContentItem(s.services.db, { page_path: "/about", section_id: "hero-image", type: "image", image_id: "not-an-image", is_published: true });
    const res = await fetch(`${s.url}/about`);
    expect(res.status).toBe(200);
    expect(imgs(await res.text())[0]![0]).toMatch(/^\/img\/b\/heroes\/about\//);
  });
});
