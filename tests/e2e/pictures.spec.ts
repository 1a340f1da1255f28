import { expect, test } from "./fixtures";

/**
 * Pictures where a visitor reads them closely (docs/decisions/0037-heroes-trust-and-one-navigation.md).
 * The walk over every public page at 390 and 1280 px (no diagram is a hero or cropped, each shown
 * diagram is whole with a caption, no picture repeats on a page) is part of public-pages.spec.ts,
 * which has each page loaded already (picture-checks.ts).
 */

test("a service whose own drawing is a diagram opens on a scene and shows the diagram once, whole, beside its text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service-garages");
  const hero = page.locator("[data-hero] img");
  await expect(hero).toHaveAttribute("src", /\/img\/b\/gallery\//);
  const figure = page.locator("figure[data-figure]").filter({ has: page.locator("img[src*='/img/b/services/garages/']") });
  await expect(figure).toHaveCount(1);
  await expect(figure.locator("figcaption")).toContainText("boat on its trailer");
  // Full width on a phone: the figure spans the content column.
  const box = (await figure.boundingBox())!;
  expect(box.width).toBeGreaterThan(390 - 2 * 16 - 2);
});

test("a service card on a phone shows its picture at a readable size: a square of at least 40% of the card, not a strip", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/services"]) {
    await page.goto(path);
    const cards = page.locator("[data-service-card]");
    expect(await cards.count(), path).toBeGreaterThan(3);
    const boxes = await cards.evaluateAll((els) =>
      els.map((card) => {
        const c = card.getBoundingClientRect();
        const p = card.querySelector("img")!.getBoundingClientRect();
        return { card: c.width, width: p.width, height: p.height };
      }),
    );
    for (const b of boxes) {
      expect(b.width / b.card, `${path}: the picture's share of its card`).toBeGreaterThanOrEqual(0.39);
      // Not a sliver: as tall as it is wide (a square crop), not stretched down the text.
      expect(Math.abs(b.height / b.width - 1), `${path}: picture ${Math.round(b.width)}×${Math.round(b.height)}`).toBeLessThan(0.05);
    }
  }
});
