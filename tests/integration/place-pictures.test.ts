import { describe, expect, it } from "vitest";
import { AREAS_PATH, AREA_PATHS, PERMITS_PATH } from "../../app/content/paths";
import { decodeHtml } from "../helpers/server";
import { serverWithOwner, uploadFlatJpeg } from "../helpers/http";

// Each area page, the /areas hub and /permits open on a picture of their place (issue 48): a slot
// in the page editor like every hero, a drawing of that shore or town until the owner chooses a
// photo, and the map as a figure in the text.
const t = serverWithOwner();
const PLACE_PAGES = [...AREA_PATHS, AREAS_PATH, PERMITS_PATH];
const editorUrl = (path: string) => `/admin/content/page?path=${encodeURIComponent(path)}`;
const heroImg = (html: string) => /<section[^>]*data-hero[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0].match(/<img[^>]*>/)?.[0] ?? "";
const attr = (tag: string, name: string) => decodeHtml(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
const visitorHtml = async (path: string) => (await fetch(`${t.s.url}${path}`)).text();

describe("the place pictures", () => {
  it("each page opens on its own drawing of the place, described, and no two pages share one", async () => {
    const seen = new Map<string, string>();
    for (const path of PLACE_PAGES) {
      const img = heroImg(await visitorHtml(path));
      const slug = path.split("/").pop();
      expect(attr(img, "src"), path).toMatch(new RegExp(`^/img/b/areas/${slug}/\\d+\\.jpg$`));
      expect(attr(img, "alt"), path).toMatch(/^Illustration: .{20,}/);
      const picture = attr(img, "src").replace(/\/\d+\.jpg$/, "");
      expect(seen.get(picture), `${path} shares its picture with ${seen.get(picture)}`).toBeUndefined();
      seen.set(picture, path);
      // The drawing is served (the bundled file exists at the widths offered).
      const res = await fetch(`${t.s.url}${attr(img, "src")}`);
      expect(res.status, attr(img, "src")).toBe(200);
    }
  });

  it("the map is a figure in the page's text, with its caption", async () => {
    for (const path of PLACE_PAGES) {
      const html = await visitorHtml(path);
      const body = /<div[^>]*data-block="body"[^>]*>[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
      expect(body, path).toMatch(/<figure[^>]*data-area-map="/);
      // A town's map says where the town is; the map of every town (the hub, /permits) says where the towns are.
      const where = (AREA_PATHS as readonly string[]).includes(path) ? "Where .+ is" : "Where the towns are";
      expect(decodeHtml(body), path).toMatch(new RegExp(`<figcaption[^>]*>${where}: a schematic map, not to scale\\.</figcaption>`));
    }
  });

  it("each page's slot is in the page editor, showing the drawing until a photo is chosen", async () => {
    for (const path of PLACE_PAGES) {
      const html = await t.owner.text(editorUrl(path));
      const slot = /id="block-hero-image"[\s\S]*?<\/section>|id="block-hero-image"[\s\S]{0,6000}/.exec(html)?.[0] ?? "";
      expect(slot, path).toContain("Main picture");
      const slug = path.split("/").pop();
      expect(slot, path).toMatch(new RegExp(`<figure[^>]*data-default-picture[\\s\\S]*?src="/img/b/areas/${slug}/320\\.webp"`));
      expect(slot, path).toContain("The drawing shown now. Choose a photo of the place to replace it.");
    }
  });

  it("a photo chosen in the slot replaces the drawing on the page, with its alt text and focal point", async () => {
    const image = await uploadFlatJpeg(t.s, t.owner.cookie, "manson-shore.jpg", [1600, 1000], { r: 60, g: 120, b: 160 });
    const saved = await t.owner.savePage("/areas/manson", {
      [`alt:${image.id}`]: "The Manson shore from the water in June",
      [`focal:${image.id}`]: "30,70",
      "present:hero-image": "1",
      "block:hero-image": image.id,
    });
    expect(saved.status).toBe(302);
    const img = heroImg(await visitorHtml("/areas/manson"));
    expect(attr(img, "src")).toMatch(/^\/img\/u\//);
    expect(attr(img, "alt")).toBe("The Manson shore from the water in June");
    expect(attr(img, "style")).toContain("object-position:30% 70%");
    // The editor now shows the photo (its focal point control), not the drawing.
    const slot = /id="block-hero-image"[\s\S]{0,6000}/.exec(await t.owner.text(editorUrl("/areas/manson")))?.[0] ?? "";
    expect(slot).toContain("Focal point of manson-shore.jpg");
    expect(slot).not.toContain("data-default-picture");
    // …and the photo in each shape the page cuts it to, on its focal point (content/crops.ts).
    expect(slot).toContain("How it is cut on the site");
    for (const [label, ratio] of [
      ["Top of the page, phone (16:9)", "16 / 9"],
      ["Top of the page, computer (3:2)", "3 / 2"],
    ]) {
      expect(slot).toContain(label);
      expect(slot).toMatch(new RegExp(`aspect-ratio:${ratio};object-position:30% 70%`));
    }
    // The other pages keep their drawings.
    expect(attr(heroImg(await visitorHtml("/areas/orondo")), "src")).toMatch(/^\/img\/b\/areas\/orondo\//);
  });
});
