import { englishPath } from "./locale";
import { pageTemplate } from "./paths";

/**
 * The shapes each picture slot is cut to where the site shows it (issue 48: every slot declares its
 * aspect ratio). The page editor shows the chosen photo in each shape with its focal point, so the
 * owner sees what a visitor will see before publishing; [] is a picture always shown whole.
 * Each entry matches the page's CSS (blocks.tsx HeroFrame, app.css .card-row, Facades.tsx).
 */
export interface Crop {
  /** Where the visitor sees this shape, in the owner's words. */
  where: string;
  /** Width and height, as the CSS aspect-ratio that cuts it. */
  ratio: readonly [number, number];
}

const PAGE_TOP: readonly Crop[] = [
  { where: "Top of the page, phone", ratio: [16, 9] },
  { where: "Top of the page, computer", ratio: [3, 2] },
];
const HOME_TOP: readonly Crop[] = [
  { where: "Top of the page, phone", ratio: [16, 9] },
  { where: "Top of the page, computer", ratio: [4, 3] },
];
const CARD: readonly Crop[] = [
  { where: "Card on a phone", ratio: [1, 1] },
  { where: "Card on a computer", ratio: [3, 2] },
];
/** An article's picture is a banner at most 450 px tall across the page (1,280 px at most). */
const ARTICLE_TOP: readonly Crop[] = [{ where: "Top of the post, computer", ratio: [128, 45] }];
const MAP: readonly Crop[] = [{ where: "Map on the contact page", ratio: [16, 9] }];
const WHOLE: readonly Crop[] = [];

/** The shapes the picture in this slot of this page is cut to; undefined for a slot the page does not have. */
export function cropsFor(path: string, slot: string): readonly Crop[] | undefined {
  const template = pageTemplate(englishPath(path));
  if (slot === "hero-image") {
    if (template === "home") return HOME_TOP;
    if (template === "service" || template === "staff-service") return [...PAGE_TOP, ...CARD];
    if (template === "article") return [...ARTICLE_TOP, ...CARD];
    if (template === "staff-post") return [...PAGE_TOP, ...CARD];
    return template ? PAGE_TOP : undefined;
  }
  if (slot === "map-image") return template === "contact" ? MAP : undefined;
  // The About Chelan sections' and the remodel rooms' pictures sit beside their words at their own shape.
  if (template === "about-chelan" || template === "service") return slot.endsWith("-image") ? WHOLE : undefined;
  return undefined;
}

/** "16:9", "3:2"; an unusual ratio as its nearest "2.8:1". */
export function ratioText([w, h]: readonly [number, number]) {
  return Number.isInteger(w) && w <= 16 ? `${w}:${h}` : `${(w / h).toFixed(1)}:1`;
}
