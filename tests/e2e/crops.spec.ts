import { expect, test } from "./fixtures";
import { cropsFor } from "../../app/content/crops";

/**
 * The shapes the page editor shows the owner (content/crops.ts, issue 48) are the shapes visitors
 * get: each declared picture slot, measured where the page draws it, at a phone's and a computer's
 * width. A change to the page's CSS that cuts a picture differently fails here until the
 * declaration says so too.
 */
const ARTICLE = "/blog/adu-right-for-property";
const PLACES = [
  { path: "/", slot: "hero-image", img: "[data-hero] img" },
  { path: "/about", slot: "hero-image", img: "[data-hero] img" },
  { path: "/service-adu", slot: "hero-image", img: "[data-hero] img" },
  { path: "/services", slot: "hero-image", img: "[data-service-card] img", card: "/service-adu" },
  { path: "/blog", slot: "hero-image", img: "article.card-row img", card: ARTICLE },
  { path: ARTICLE, slot: "hero-image", img: "main img" },
  { path: "/contact", slot: "map-image", img: "a[data-embed] img" },
];

for (const width of [390, 1280] as const) {
  test(`at ${width} px every declared crop is the shape the page draws`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const device = width === 390 ? /phone/ : /computer/;
    let checked = 0;
    for (const p of PLACES) {
      const crops = cropsFor(p.card ?? p.path, p.slot)!;
      expect(crops, `${p.path} ${p.slot}`).toBeDefined();
      const crop = crops
        .filter((c) => (p.card ? /Card/.test(c.where) : !/Card/.test(c.where)))
        .find((c) => device.test(c.where) || !/phone|computer/.test(c.where));
      if (!crop) continue;
      await page.goto(p.path);
      const box = await page.locator(p.img).first().boundingBox();
      expect(box, `${p.path} ${p.img}`).not.toBeNull();
      const drawn = box!.width / box!.height;
      const declared = crop.ratio[0] / crop.ratio[1];
      expect(Math.abs(drawn / declared - 1), `${p.path} at ${width}: drawn ${drawn.toFixed(3)}, declared ${crop.where} ${declared.toFixed(3)}`).toBeLessThan(
        0.03,
      );
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(width === 390 ? 6 : 7);
  });
}
