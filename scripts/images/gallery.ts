// What each bundled gallery picture shows, for scripts/images/generate.ts. The words (caption,
// category) are not here: they are content, kept and reviewed in content/gallery-images.yaml, one
// entry per file below (tests/unit/gallery-pictures.test.ts checks that the two lists match).

export type Subject =
  | "home"
  | "home-dusk"
  | "adu"
  | "adu-garage"
  | "garage"
  | "kitchen"
  | "bath"
  | "living"
  | "doors"
  | "deck"
  | "addition"
  | "foundation"
  | "poured"
  | "excavation"
  | "framing"
  | "design"
  | "vineyard"
  | "shore"
  | "winter";

/**
 * [file under assets/images, subject drawn], in gallery order. A picture's drawing is seeded by its
 * place in this list (`gallery-{index}`), so keep the order: moving one redraws it.
 */
export const GALLERY_PICTURES: ReadonlyArray<readonly [file: string, subject: Subject]> = [
  ["gallery/01-two-storey-lake-view-home.jpg", "home"],
  ["gallery/02-glass-railed-deck-facing-west.jpg", "deck"],
  ["gallery/03-evening-light-on-a-new.jpg", "home-dusk"],
  ["gallery/04-backyard-cottage-adu-beside-the.jpg", "adu"],
  ["gallery/05-kitchen-remodel-with-a-long.jpg", "kitchen"],
  ["gallery/06-three-bay-garage-with-a.jpg", "garage"],
  ["gallery/07-panoramic-sliding-doors-opening-onto.jpg", "doors"],
  ["gallery/08-daylight-basement-home-on-a.jpg", "home"],
  ["gallery/09-garage-with-an-apartment-above.jpg", "adu-garage"],
  ["gallery/10-primary-bath-with-a-walk.jpg", "bath"],
  ["gallery/11-framing-day-on-a-hillside.jpg", "framing"],
  ["gallery/12-open-living-room-after-a.jpg", "living"],
  ["gallery/13-snow-load-roof-framing-that.jpg", "winter"],
  ["gallery/14-shed-roof-adu-with-its.jpg", "adu"],
  ["gallery/15-two-bay-garage-matched-to.jpg", "garage"],
  ["gallery/16-foundation-walls-poured-and-curing.jpg", "poured"],
  ["gallery/17-dark-cabinetry-and-a-bright.jpg", "kitchen"],
  ["gallery/18-custom-home-tucked-into-the.jpg", "home"],
  ["gallery/19-family-room-addition-framed-against.jpg", "addition"],
  ["gallery/20-carriage-house-adu-with-an.jpg", "adu-garage"],
  ["gallery/21-wraparound-deck-on-a-new.jpg", "deck"],
  ["gallery/22-guest-bath-refresh-with-a.jpg", "bath"],
  ["gallery/23-orchard-country-home-with-a.jpg", "home"],
  ["gallery/24-detached-adu-for-visiting-family.jpg", "adu"],
  ["gallery/25-cutting-the-building-pad-on.jpg", "excavation"],
  ["gallery/26-detached-garage-with-room-for.jpg", "garage"],
  ["gallery/27-great-room-with-new-windows.jpg", "living"],
  ["gallery/28-shed-roof-modern-home-at.jpg", "home-dusk"],
  ["gallery/29-wall-of-glass-facing-the.jpg", "doors"],
  ["gallery/30-compact-adu-with-a-covered.jpg", "adu"],
  ["gallery/31-kitchen-opened-up-to-the.jpg", "kitchen"],
  ["gallery/32-lake-view-home-with-a.jpg", "home"],
  ["gallery/33-insulated-garage-and-workshop.jpg", "garage"],
  ["gallery/34-tile-shower-with-a-bench.jpg", "bath"],
  ["gallery/35-vineyard-edge-home-outside-chelan.jpg", "vineyard"],
  ["gallery/36-garage-adu-with-a-kitchenette.jpg", "adu-garage"],
  ["gallery/37-deck-rebuild-with-a-waterproof.jpg", "deck"],
  ["gallery/38-hillside-home-with-a-walkout.jpg", "home"],
  ["gallery/39-living-room-with-a-new.jpg", "living"],
  ["gallery/40-adu-placed-to-keep-the.jpg", "adu"],
  ["gallery/41-roof-trusses-going-up-before.jpg", "framing"],
  ["gallery/42-garage-with-a-lean-to.jpg", "garage"],
  ["gallery/43-modern-farmhouse-on-a-quiet.jpg", "home"],
  ["gallery/44-butcher-block-island-and-open.jpg", "kitchen"],
  ["gallery/45-second-storey-addition-over-a.jpg", "addition"],
  ["gallery/46-guest-adu-with-a-private.jpg", "adu"],
  ["gallery/47-lights-on-at-a-newly.jpg", "home-dusk"],
  ["gallery/48-double-vanity-with-lake-facing.jpg", "bath"],
  ["gallery/49-rv-height-garage-door-for.jpg", "garage"],
  ["gallery/50-folding-door-wall-replacing-a.jpg", "doors"],
  ["gallery/51-seasonal-cabin-built-for-year.jpg", "home"],
  ["gallery/52-garage-and-studio-adu-on.jpg", "adu-garage"],
  ["gallery/53-whole-house-remodel-new-floors.jpg", "living"],
  ["gallery/54-cedar-deck-with-built-in.jpg", "deck"],
  ["gallery/55-home-with-a-covered-porch.jpg", "home"],
];
