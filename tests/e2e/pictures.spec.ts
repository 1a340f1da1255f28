import { PUBLIC_PATHS } from "../../app/content/paths";
import { DIAGRAMS } from "../../app/media/diagrams";
import { expect, test, type Page } from "./fixtures";

/**
 * The pictures on every public page, as a visitor sees them at 390 and 1280 px
 * (docs/decisions/0037-heroes-trust-and-one-navigation.md): a labelled diagram is never a hero and
 * never cropped (its labels would be cut or blown up), and no picture is shown twice on one page.
 */

interface Shown {
  /** The picture's identity: /img/b/<group>/<name> or /img/u/<key>, whatever width was chosen. */
  base: string;
  inHero: boolean;
  inFigure: boolean;
  hasCaption: boolean;
  /** How far the box's shape is from the picture's own: 0 when nothing is cut off. */
  cropped: number;
}

async function picturesOn(page: Page): Promise<Shown[]> {
  // Lazy pictures load once scrolled to: bring each into view, then wait for all.
  await page.evaluate(() => document.querySelectorAll("img[loading='lazy']").forEach((img) => img.setAttribute("loading", "eager")));
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("main img, [data-hero] img")].every((img) => img.complete));
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("main img, [data-hero] img")]
      // The gallery's carousel features pictures the grid leaves out (issue 48): they count like any other.
      .filter((img) => !img.closest("[hidden]") && (img.getBoundingClientRect().width > 0 || !!img.closest("[data-carousel]")))
      .map((img) => {
        const url = new URL(img.currentSrc || img.src, location.href).pathname;
        const r = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const cropped =
          fit === "cover" && img.naturalWidth
            ? Math.abs(r.width / r.height - img.naturalWidth / img.naturalHeight) / (img.naturalWidth / img.naturalHeight)
            : 0;
        const figure = img.closest("figure[data-figure]");
        return {
          base: url.replace(/\/\d+\.(avif|webp|jpg)$/, ""),
          inHero: !!img.closest("[data-hero]"),
          inFigure: !!figure,
          hasCaption: !!figure?.querySelector("figcaption")?.textContent?.trim(),
          cropped,
        };
      }),
  );
}

const diagramBases = new Set(Object.keys(DIAGRAMS).map((d) => `/img/b/${d}`));

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("no diagram is a hero or a cropped card, each shown diagram is whole with a caption, and no picture repeats on a page", async ({ page }) => {
      test.setTimeout(180_000);
      let diagramsSeen = 0;
      for (const path of PUBLIC_PATHS) {
        await page.goto(path);
        const shown = await picturesOn(page);
        for (const p of shown.filter((s) => diagramBases.has(s.base))) {
          diagramsSeen++;
          expect(p.inHero, `${path}: ${p.base} is a hero`).toBe(false);
          expect(p.cropped, `${path}: ${p.base} is cropped`).toBeLessThan(0.02);
        }
        // The diagrams the page shows in its text are in figure slots with a caption (a video poster is a still of the video, not a figure).
        for (const p of shown.filter((s) => diagramBases.has(s.base) && !s.base.startsWith("/img/b/videos/"))) {
          expect(p.inFigure && p.hasCaption, `${path}: ${p.base} has no captioned figure`).toBe(true);
        }
        const seen = new Map<string, number>();
        for (const p of shown) seen.set(p.base, (seen.get(p.base) ?? 0) + 1);
        expect(
          [...seen].filter(([, n]) => n > 1),
          `${path} shows a picture twice`,
        ).toEqual([]);
      }
      // The bundled diagrams are still on the site, where they can be read.
      expect(diagramsSeen).toBeGreaterThanOrEqual(6);
    });
  });
}

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
