// What each bundled gallery picture shows, for scripts/images/generate.ts. The words (caption,
// category) are not here: they are content, kept and reviewed in content/gallery-images.yaml, one
// entry per file below (tests/unit/gallery-pictures.test.ts checks that the two lists match).
// Every picture is described in full here, so no two look alike and each caption can say
// exactly what is drawn.
import type { Scene } from "./compose";
import type { BuildingSpec, Profile } from "./scenes";

const FLAT: Profile = [
  [0, 0.8],
  [1, 0.8],
];
/** A lot falling from left to right (from `a` to `b`, fractions of the height). */
const fall = (a: number, b: number): Profile => [
  [0, a],
  [1, b],
];
const house = (o: Partial<BuildingSpec> & Pick<BuildingSpec, "at" | "width" | "roof" | "scheme">): BuildingSpec => ({ storeys: 1, ...o });

/** [file under assets/images, what is drawn], in gallery order. */
export const GALLERY_PICTURES: ReadonlyArray<readonly [file: string, scene: Scene]> = [
  [
    "gallery/01-two-storey-lake-view-home.jpg",
    {
      kind: "exterior",
      profile: fall(0.74, 0.8),
      sunX: 0.8,
      back: { kind: "pine", n: 14, avoid: [[0.22, 0.78]] },
      front: { kind: "shrub", n: 5, avoid: [[0.25, 0.75]] },
      buildings: [house({ at: 0.5, width: 0.42, storeys: 2, roof: "gable-side", scheme: "white", siding: "lap", deck: "glass", door: 0.5 })],
    },
  ],
  [
    "gallery/02-glass-railed-deck-facing-west.jpg",
    {
      kind: "exterior",
      evening: true,
      sunX: 0.1,
      profile: fall(0.6, 0.98),
      view: "left",
      back: { kind: "leafy", n: 8, avoid: [[0.2, 0.85]] },
      buildings: [house({ at: 0.55, width: 0.5, roof: "shed", scheme: "charcoal", glass: "wall", basement: true, deck: "glass", siding: "board" })],
    },
  ],
  [
    "gallery/03-evening-light-on-a-new.jpg",
    {
      kind: "exterior",
      evening: true,
      horizon: 0.46,
      profile: FLAT,
      back: { kind: "pine", n: 16, avoid: [[0.3, 0.7]], size: 0.24 },
      buildings: [
        house({ at: 0.48, width: 0.3, storeys: 2, roof: "gable", pitch: 0.8, scheme: "cream", glass: "gable-glass", lit: true, siding: "lap", door: 0.5 }),
      ],
    },
  ],
  [
    "gallery/04-backyard-cottage-adu-beside-the.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      lake: false,
      sunX: 0.25,
      back: { kind: "leafy", n: 10, avoid: [[0.1, 0.9]] },
      front: { kind: "shrub", n: 6, avoid: [[0.1, 0.9]] },
      buildings: [
        house({ at: 0.33, width: 0.36, storeys: 2, roof: "gable-side", scheme: "sage", siding: "lap", door: 0.4 }),
        house({ at: 0.77, width: 0.2, roof: "gable", pitch: 0.7, scheme: "white", siding: "board", porch: true, door: 0.5 }),
      ],
    },
  ],
  ["gallery/05-kitchen-remodel-with-a-long.jpg", { kind: "interior", room: "kitchen", cabinets: "#f1eee7", island: "#d2a677", floor: "oak", window: "wide" }],
  [
    "gallery/06-three-bay-garage-with-a.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      horizon: 0.4,
      view: "left",
      back: { kind: "pine", n: 12, avoid: [[0.05, 0.95]] },
      buildings: [
        house({ at: 0.32, width: 0.48, roof: "gable-side", scheme: "grey", siding: "board", garageDoors: 3 }),
        house({ at: 0.8, width: 0.24, storeys: 2, roof: "gable", scheme: "grey", siding: "board", door: 0.5 }),
      ],
    },
  ],
  ["gallery/07-panoramic-sliding-doors-opening-onto.jpg", { kind: "interior", room: "doors", panels: 4, floor: "oak", wall: "#f1ece2" }],
  [
    "gallery/08-daylight-basement-home-on-a.jpg",
    {
      kind: "exterior",
      profile: fall(0.6, 0.95),
      sunX: 0.7,
      back: { kind: "pine", n: 10, avoid: [[0.25, 0.75]] },
      front: { kind: "shrub", n: 6, avoid: [[0.25, 0.75]] },
      buildings: [house({ at: 0.5, width: 0.42, roof: "gable-side", scheme: "cedar", siding: "lap", basement: true, deck: "rail", door: 0.5 })],
    },
  ],
  [
    "gallery/09-garage-with-an-apartment-above.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      horizon: 0.38,
      back: { kind: "mixed", n: 10, avoid: [[0.15, 0.85]] },
      buildings: [house({ at: 0.45, width: 0.42, roof: "gable-side", pitch: 0.6, scheme: "navy", siding: "lap", garageDoors: 2, dormers: 2, stair: "right" })],
    },
  ],
  ["gallery/10-primary-bath-with-a-walk.jpg", { kind: "interior", room: "bath", cabinets: "#d2a677", floor: "tile", window: "wide" }],
  [
    "gallery/11-framing-day-on-a-hillside.jpg",
    {
      kind: "framing",
      profile: fall(0.66, 0.9),
      at: 0.48,
      width: 0.4,
      back: { kind: "pine", n: 10, avoid: [[0.2, 0.8]] },
      front: { kind: "shrub", n: 4, avoid: [[0.2, 0.8]] },
    },
  ],
  [
    "gallery/12-open-living-room-after-a.jpg",
    { kind: "interior", room: "living", beams: true, rug: "#dccfb8", sofa: "#8d9aa1", fireplace: "back", floor: "oak" },
  ],
  [
    "gallery/13-snow-load-roof-framing-that.jpg",
    { kind: "framing", season: "winter", profile: FLAT, at: 0.5, width: 0.44, view: "left", back: { kind: "pine", n: 14, avoid: [[0.2, 0.8]] } },
  ],
  [
    "gallery/14-shed-roof-adu-with-its.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      horizon: 0.44,
      back: { kind: "poplar", n: 7, avoid: [[0.05, 0.95]] },
      buildings: [
        house({ at: 0.72, width: 0.34, storeys: 2, roof: "gable", scheme: "white", siding: "lap", door: 0.5 }),
        house({ at: 0.3, width: 0.28, roof: "shed", scheme: "sage", glass: "wall", siding: "board" }),
      ],
    },
  ],
  [
    "gallery/15-two-bay-garage-matched-to.jpg",
    {
      kind: "exterior",
      season: "autumn",
      profile: FLAT,
      view: "left",
      back: { kind: "leafy", n: 12, avoid: [[0.15, 0.9]] },
      buildings: [
        house({ at: 0.35, width: 0.3, storeys: 2, roof: "gable", scheme: "red", siding: "board", door: 0.5 }),
        house({ at: 0.72, width: 0.24, roof: "gable", scheme: "red", siding: "board", garageDoors: 2 }),
      ],
    },
  ],
  ["gallery/16-foundation-walls-poured-and-curing.jpg", { kind: "foundation", profile: FLAT, width: 0.5, back: { kind: "pine", n: 10, avoid: [[0.2, 0.85]] } }],
  [
    "gallery/17-dark-cabinetry-and-a-bright.jpg",
    { kind: "interior", flip: true, room: "kitchen", cabinets: "#3f4f63", island: "#f1eee7", floor: "pale", window: "tall", wall: "#f4f1ea" },
  ],
  [
    "gallery/18-custom-home-tucked-into-the.jpg",
    {
      kind: "exterior",
      profile: fall(0.95, 0.6),
      view: "left",
      back: { kind: "pine", n: 22, size: 0.26, avoid: [[0.3, 0.72]] },
      front: { kind: "pine", n: 4, avoid: [[0.2, 0.8]] },
      buildings: [house({ at: 0.5, width: 0.4, roof: "hip", scheme: "stone", siding: "smooth", basement: true, stoneBase: true, glass: "tall" })],
    },
  ],
  [
    "gallery/19-family-room-addition-framed-against.jpg",
    {
      kind: "framing",
      profile: FLAT,
      at: 0.3,
      width: 0.3,
      view: "left",
      beside: house({ at: 0.68, width: 0.36, storeys: 2, roof: "gable", scheme: "sage", siding: "lap", door: 0.5 }),
      back: { kind: "leafy", n: 6, avoid: [[0.1, 0.9]] },
    },
  ],
  [
    "gallery/20-carriage-house-adu-with-an.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      horizon: 0.36,
      back: { kind: "leafy", n: 10, avoid: [[0.15, 0.8]] },
      buildings: [house({ at: 0.45, width: 0.32, storeys: 2, roof: "gable", pitch: 0.7, scheme: "cream", siding: "lap", garageDoors: 2, stair: "left" })],
    },
  ],
  [
    "gallery/21-wraparound-deck-on-a-new.jpg",
    {
      kind: "exterior",
      profile: fall(0.7, 0.84),
      sunX: 0.3,
      back: { kind: "pine", n: 10, avoid: [[0.15, 0.85]] },
      buildings: [house({ at: 0.5, width: 0.5, roof: "hip", scheme: "cedar", siding: "lap", deck: "rail", door: 0.5 })],
    },
  ],
  ["gallery/22-guest-bath-refresh-with-a.jpg", { kind: "interior", room: "bath", cabinets: "#f4f2ee", floor: "pale", window: "small", wall: "#e9efe9" }],
  [
    "gallery/23-orchard-country-home-with-a.jpg",
    {
      kind: "exterior",
      season: "spring",
      lake: false,
      profile: fall(0.76, 0.8),
      rows: { kind: "orchard", x0: 0.0, x1: 1 },
      buildings: [house({ at: 0.5, width: 0.42, storeys: 2, roof: "gable-side", scheme: "cream", siding: "lap", porch: true, door: 0.5 })],
    },
  ],
  [
    "gallery/24-detached-adu-for-visiting-family.jpg",
    {
      kind: "exterior",
      profile: fall(0.76, 0.84),
      view: "left",
      back: { kind: "mixed", n: 10, avoid: [[0.4, 0.6]] },
      buildings: [
        house({ at: 0.2, width: 0.26, storeys: 2, roof: "gable-side", scheme: "white", siding: "lap", storeyH: 75, door: 0.5 }),
        house({ at: 0.66, width: 0.3, roof: "gable", scheme: "navy", siding: "board", deck: "rail", door: 0.2 }),
      ],
    },
  ],
  [
    "gallery/25-cutting-the-building-pad-on.jpg",
    {
      kind: "excavation",
      at: 0.45,
      profile: [
        [0, 0.58],
        [0.28, 0.66],
        [0.31, 0.8],
        [0.75, 0.8],
        [1, 0.9],
      ],
      back: { kind: "pine", n: 8, avoid: [[0.2, 0.9]] },
    },
  ],
  [
    "gallery/26-detached-garage-with-room-for.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      boat: 0.66,
      back: { kind: "pine", n: 10, avoid: [[0.1, 0.55]] },
      buildings: [house({ at: 0.32, width: 0.34, roof: "gable", pitch: 0.5, scheme: "grey", siding: "board", garageDoors: 1, tallDoor: true, storeyH: 150 })],
    },
  ],
  [
    "gallery/27-great-room-with-new-windows.jpg",
    { kind: "interior", room: "living", window: "tall", beams: true, fireplace: "left", sofa: "#b9a88f", floor: "walnut", back: [0.24, 0.12, 0.76, 0.66] },
  ],
  [
    "gallery/28-shed-roof-modern-home-at.jpg",
    {
      kind: "exterior",
      evening: true,
      profile: FLAT,
      horizon: 0.48,
      back: { kind: "pine", n: 14, avoid: [[0.2, 0.8]] },
      buildings: [house({ at: 0.5, width: 0.46, roof: "shed", scheme: "white", glass: "wall", lit: true, siding: "smooth" })],
    },
  ],
  ["gallery/29-wall-of-glass-facing-the.jpg", { kind: "interior", room: "doors", panels: 3, floor: "concrete", wall: "#ebe8e2", back: [0.12, 0.1, 0.88, 0.7] }],
  [
    "gallery/30-compact-adu-with-a-covered.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      lake: false,
      horizon: 0.5,
      back: { kind: "leafy", n: 10, avoid: [[0.25, 0.75]] },
      front: { kind: "shrub", n: 5, avoid: [[0.25, 0.75]] },
      buildings: [house({ at: 0.5, width: 0.34, roof: "hip", scheme: "sage", siding: "lap", porch: true, door: 0.5 })],
    },
  ],
  [
    "gallery/31-kitchen-opened-up-to-the.jpg",
    { kind: "interior", room: "kitchen", cabinets: "#a9b596", uppers: "shelves", window: "corner", island: "#f4f2ee", floor: "oak" },
  ],
  [
    "gallery/32-lake-view-home-with-a.jpg",
    {
      kind: "exterior",
      profile: fall(0.7, 0.86),
      horizon: 0.46,
      view: "left",
      back: { kind: "pine", n: 8, avoid: [[0.25, 0.75]] },
      buildings: [
        house({ at: 0.5, width: 0.32, storeys: 2, roof: "gable", scheme: "navy", siding: "lap", glass: "gable-glass", deck: "glass", basement: true }),
      ],
    },
  ],
  [
    "gallery/33-insulated-garage-and-workshop.jpg",
    {
      kind: "exterior",
      season: "winter",
      profile: FLAT,
      back: { kind: "pine", n: 12, avoid: [[0.15, 0.85]] },
      buildings: [
        house({ at: 0.34, width: 0.28, roof: "gable", scheme: "cedar", siding: "board", garageDoors: 1, chimney: true }),
        house({ at: 0.66, width: 0.28, roof: "gable", scheme: "cedar", siding: "board", door: 0.1 }),
      ],
    },
  ],
  [
    "gallery/34-tile-shower-with-a-bench.jpg",
    { kind: "interior", flip: true, room: "bath", cabinets: "#5d7286", floor: "tile", window: "tall", wall: "#f2efe8" },
  ],
  [
    "gallery/35-vineyard-edge-home-outside-chelan.jpg",
    {
      kind: "exterior",
      profile: fall(0.74, 0.84),
      rows: { kind: "vineyard", x0: 0.42, x1: 1 },
      buildings: [house({ at: 0.24, width: 0.28, storeys: 2, roof: "gable", scheme: "stone", siding: "smooth", stoneBase: true, door: 0.5 })],
    },
  ],
  [
    "gallery/36-garage-adu-with-a-kitchenette.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      horizon: 0.4,
      view: "left",
      back: { kind: "pine", n: 10, avoid: [[0.1, 0.8]] },
      buildings: [house({ at: 0.56, width: 0.4, storeys: 2, roof: "shed", scheme: "charcoal", siding: "board", garageDoors: 2, stair: "left" })],
    },
  ],
  [
    "gallery/37-deck-rebuild-with-a-waterproof.jpg",
    {
      kind: "exterior",
      profile: fall(0.66, 0.9),
      back: { kind: "leafy", n: 8, avoid: [[0.2, 0.8]] },
      buildings: [house({ at: 0.55, width: 0.46, roof: "shed", scheme: "grey", siding: "lap", basement: true, glass: "wall", deck: "glass" })],
    },
  ],
  [
    "gallery/38-hillside-home-with-a-walkout.jpg",
    {
      kind: "exterior",
      season: "autumn",
      profile: fall(0.94, 0.58),
      view: "left",
      back: { kind: "leafy", n: 12, avoid: [[0.25, 0.75]] },
      buildings: [house({ at: 0.5, width: 0.4, storeys: 1, roof: "gable-side", scheme: "red", siding: "board", basement: true })],
    },
  ],
  [
    "gallery/39-living-room-with-a-new.jpg",
    { kind: "interior", flip: true, room: "living", fireplace: "back", window: "wide", sofa: "#b5634f", floor: "walnut", rug: "#e8dcc5", wall: "#f1ebe0" },
  ],
  [
    "gallery/40-adu-placed-to-keep-the.jpg",
    {
      kind: "exterior",
      profile: [
        [0, 0.62],
        [0.45, 0.68],
        [0.6, 0.8],
        [1, 0.85],
      ],
      back: { kind: "pine", n: 8, avoid: [[0.05, 0.95]] },
      buildings: [
        house({ at: 0.25, width: 0.36, storeys: 2, roof: "gable-side", scheme: "white", siding: "lap", deck: "glass" }),
        house({ at: 0.76, width: 0.24, roof: "flat", scheme: "sage", siding: "board", glass: "wall", storeyH: 90 }),
      ],
    },
  ],
  [
    "gallery/41-roof-trusses-going-up-before.jpg",
    { kind: "framing", profile: FLAT, progress: 0.5, at: 0.5, width: 0.46, back: { kind: "mixed", n: 12, avoid: [[0.2, 0.8]] } },
  ],
  [
    "gallery/42-garage-with-a-lean-to.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      lake: false,
      season: "autumn",
      back: { kind: "poplar", n: 9, avoid: [[0.15, 0.85]] },
      buildings: [
        house({ at: 0.62, width: 0.2, roof: "shed", scheme: "red", siding: "board", storeyH: 80, door: 0.5 }),
        house({ at: 0.36, width: 0.34, roof: "gable", scheme: "red", siding: "board", garageDoors: 2 }),
      ],
    },
  ],
  [
    "gallery/43-modern-farmhouse-on-a-quiet.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      lake: false,
      horizon: 0.46,
      back: { kind: "leafy", n: 10, avoid: [[0.2, 0.8]] },
      front: { kind: "shrub", n: 6, avoid: [[0.22, 0.78]] },
      buildings: [house({ at: 0.5, width: 0.34, storeys: 2, roof: "gable", pitch: 0.9, scheme: "white", siding: "board", porch: true, door: 0.5 })],
    },
  ],
  [
    "gallery/44-butcher-block-island-and-open.jpg",
    {
      kind: "interior",
      flip: true,
      room: "kitchen",
      cabinets: "#f4f2ee",
      uppers: "shelves",
      island: "#b7865a",
      floor: "walnut",
      window: "wide",
      wall: "#e9efe9",
    },
  ],
  [
    "gallery/45-second-storey-addition-over-a.jpg",
    { kind: "framing", profile: FLAT, overExisting: "grey", at: 0.5, width: 0.4, back: { kind: "leafy", n: 10, avoid: [[0.2, 0.8]] } },
  ],
  [
    "gallery/46-guest-adu-with-a-private.jpg",
    {
      kind: "exterior",
      profile: fall(0.72, 0.82),
      back: { kind: "poplar", n: 10, avoid: [[0.3, 0.7]] },
      front: { kind: "leafy", n: 3, avoid: [[0.1, 0.9]] },
      buildings: [house({ at: 0.5, width: 0.3, roof: "gable-side", scheme: "cedar", siding: "shingle", deck: "glass", door: 0.5 })],
    },
  ],
  [
    "gallery/47-lights-on-at-a-newly.jpg",
    {
      kind: "exterior",
      evening: true,
      profile: FLAT,
      view: "left",
      back: { kind: "leafy", n: 10, avoid: [[0.15, 0.85]] },
      buildings: [house({ at: 0.5, width: 0.44, storeys: 2, roof: "hip", scheme: "grey", siding: "lap", lit: true, door: 0.5 })],
    },
  ],
  ["gallery/48-double-vanity-with-lake-facing.jpg", { kind: "interior", room: "bath", double: true, cabinets: "#f1eee7", floor: "tile", window: "wide" }],
  [
    "gallery/49-rv-height-garage-door-for.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      lake: false,
      back: { kind: "pine", n: 10, avoid: [[0.15, 0.85]] },
      buildings: [house({ at: 0.5, width: 0.46, roof: "gable-side", scheme: "sage", siding: "board", garageDoors: 2, tallDoor: true, storeyH: 150 })],
    },
  ],
  ["gallery/50-folding-door-wall-replacing-a.jpg", { kind: "interior", flip: true, room: "doors", folding: true, panels: 6, floor: "oak" }],
  [
    "gallery/51-seasonal-cabin-built-for-year.jpg",
    {
      kind: "exterior",
      season: "winter",
      profile: fall(0.74, 0.82),
      back: { kind: "pine", n: 20, avoid: [[0.32, 0.68]], size: 0.25 },
      front: { kind: "pine", n: 4, avoid: [[0.2, 0.8]] },
      buildings: [house({ at: 0.5, width: 0.26, roof: "gable", pitch: 0.9, scheme: "cedar", siding: "lap", chimney: true, door: 0.5 })],
    },
  ],
  [
    "gallery/52-garage-and-studio-adu-on.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      lake: false,
      rows: { kind: "orchard", x0: 0.62, x1: 1 },
      buildings: [house({ at: 0.3, width: 0.4, roof: "gable-side", pitch: 0.6, scheme: "white", siding: "board", garageDoors: 2, dormers: 3 })],
    },
  ],
  [
    "gallery/53-whole-house-remodel-new-floors.jpg",
    { kind: "interior", room: "living", floor: "pale", beams: true, fireplace: "none", window: "wide", sofa: "#7b8f7a", wall: "#f3efe7" },
  ],
  [
    "gallery/54-cedar-deck-with-built-in.jpg",
    {
      kind: "exterior",
      profile: fall(0.62, 0.96),
      view: "left",
      back: { kind: "pine", n: 8, avoid: [[0.2, 0.8]] },
      buildings: [house({ at: 0.5, width: 0.44, roof: "gable-side", scheme: "white", siding: "lap", deck: "rail", raise: 0.1 })],
    },
  ],
  [
    "gallery/55-home-with-a-covered-porch.jpg",
    {
      kind: "exterior",
      profile: FLAT,
      season: "spring",
      back: { kind: "leafy", n: 10, avoid: [[0.2, 0.8]] },
      front: { kind: "shrub", n: 6, avoid: [[0.2, 0.8]] },
      buildings: [house({ at: 0.5, width: 0.5, roof: "gable-side", scheme: "sage", siding: "lap", porch: true, door: 0.5 })],
    },
  ],
];
