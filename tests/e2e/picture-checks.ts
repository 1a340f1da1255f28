import { DIAGRAMS } from "../../app/media/diagrams";
import type { Page } from "./fixtures";

/**
 * The pictures on a public page, as a visitor sees them (docs/decisions/0037-heroes-trust-and-one-navigation.md):
 * a labelled diagram is never a hero and never cropped (its labels would be cut or blown up), a
 * diagram in the text is in a captioned figure, and no picture is shown twice on one page.
 * public-pages.spec.ts runs this on every English page at 390 and 1280 px, on the page it has
 * loaded for its other checks.
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

export async function picturesOn(page: Page): Promise<Shown[]> {
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

/** What is wrong with the pictures a page shows, in words (none when all is well), and how many diagrams it shows. */
export function pictureProblems(path: string, shown: Shown[]): { problems: string[]; diagrams: number } {
  const problems: string[] = [];
  const diagrams = shown.filter((s) => diagramBases.has(s.base));
  for (const p of diagrams) {
    if (p.inHero) problems.push(`${path}: ${p.base} is a hero`);
    if (p.cropped >= 0.02) problems.push(`${path}: ${p.base} is cropped`);
  }
  // The diagrams the page shows in its text are in figure slots with a caption (a video poster is a still of the video, not a figure).
  for (const p of diagrams.filter((s) => !s.base.startsWith("/img/b/videos/"))) {
    if (!(p.inFigure && p.hasCaption)) problems.push(`${path}: ${p.base} has no captioned figure`);
  }
  const seen = new Map<string, number>();
  for (const p of shown) seen.set(p.base, (seen.get(p.base) ?? 0) + 1);
  for (const [base, n] of seen) if (n > 1) problems.push(`${path} shows ${base} ${n} times`);
  return { problems, diagrams: diagrams.length };
}
