/**
 * The picture each area page, the /areas hub and /permits open on (issue 48): a calm drawing of
 * that shore or town (scripts/images/areas.ts draws them), shown in the page's "Main picture" slot
 * until the owner chooses a photo of the place in the page editor.
 */
import { bundled, type ImageRef } from "./images";
import { pageTemplate } from "./paths";

const ALT: Record<string, string> = {
  manson: "Illustration: orchard rows in blossom running down to Lake Chelan's north shore, a dock and a white house above the water",
  "chelan-south-shore": "Illustration: pines on the slope above Lake Chelan and a walkout home with a glass-railed deck among them",
  "chelan-falls-entiat": "Illustration: orchard rows on a bench above the Columbia River, dry hills beyond",
  orondo: "Illustration: an apple orchard in autumn above the Columbia and a red two-storey farmhouse with a porch",
  "wenatchee-east-wenatchee": "Illustration: a street of three houses under leafy trees, the river and the hills beyond",
  areas: "Illustration: Lake Chelan between its ridges, vineyard rows on the near slope",
  permits: "Illustration: a house framed on a lake lot, its trusses set, waiting for its next inspection",
};

/** The drawing of the place a page at `slug` is about (an area's slug, "areas" or "permits"). */
export function placePicture(slug: string): ImageRef {
  return bundled(`areas/${slug}`, ALT[slug] ?? "");
}

/** Whether a page path is one of the pages that open on a picture of their place. */
export const hasPlacePicture = (path: string) => {
  const t = pageTemplate(path);
  return t === "area" || t === "areas" || t === "permits";
};

/** The drawing a picture block shows until a photo is chosen, when the page declares one here. */
export function defaultPicture(path: string, blockId: string): ImageRef | null {
  if (blockId !== "hero-image" || !hasPlacePicture(path)) return null;
  return placePicture(path.split("/").filter(Boolean).pop() ?? "");
}
