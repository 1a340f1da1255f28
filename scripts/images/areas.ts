/**
 * A calm drawing of each place the area pages serve (issue 48): the picture a page opens on until
 * the owner puts a photo of that shore or town in its "Main picture" slot. Landscapes first, few
 * buildings, a lot of sky: a heading sits over their left half. Drawn into assets/images/areas/.
 */
import type { Scene } from "./compose";
import type { BuildingSpec, Profile } from "./scenes";

const fall = (a: number, b: number): Profile => [
  [0, a],
  [1, b],
];
const b = (o: Partial<BuildingSpec> & Pick<BuildingSpec, "at" | "width" | "roof" | "scheme">): BuildingSpec => ({ storeys: 1, ...o });

export const AREA_PICTURES: Record<string, Scene> = {
  // The north shore: orchard rows running down to the lake, a dock, one house above the water.
  manson: {
    kind: "exterior",
    season: "spring",
    horizon: 0.5,
    profile: fall(0.78, 0.86),
    lakeDepth: 0.14,
    sunX: 0.2,
    dock: true,
    rows: { kind: "orchard", x0: 0.36, x1: 1 },
    buildings: [b({ at: 0.8, width: 0.16, roof: "gable-side", scheme: "white", siding: "lap", deck: "rail" })],
  },
  // The South Shore: pines on the slope above the lake, a walkout home among them.
  "chelan-south-shore": {
    kind: "exterior",
    horizon: 0.46,
    profile: fall(0.7, 0.9),
    lakeDepth: 0.16,
    sunX: 0.7,
    back: { kind: "pine", n: 14, avoid: [[0.55, 0.85]] },
    buildings: [b({ at: 0.7, width: 0.22, roof: "shed", scheme: "grey", glass: "wall", basement: true, deck: "glass", siding: "board" })],
  },
  // Chelan Falls and Entiat: the Columbia between dry hills, orchards on the bench.
  "chelan-falls-entiat": {
    kind: "exterior",
    season: "summer",
    horizon: 0.48,
    profile: fall(0.8, 0.84),
    lakeDepth: 0.12,
    ridge: 0.3,
    sunX: 0.8,
    rows: { kind: "orchard", x0: 0, x1: 0.62 },
    back: { kind: "poplar", n: 5, avoid: [[0, 0.7]] },
    buildings: [],
  },
  // Orondo: apple country above the river in autumn, one farmhouse.
  orondo: {
    kind: "exterior",
    season: "autumn",
    horizon: 0.5,
    profile: fall(0.76, 0.82),
    sunX: 0.25,
    rows: { kind: "orchard", x0: 0, x1: 0.55 },
    back: { kind: "leafy", n: 6, avoid: [[0, 0.9]] },
    buildings: [b({ at: 0.76, width: 0.2, storeys: 2, roof: "gable", scheme: "red", siding: "lap", porch: true, door: 0.5 })],
  },
  // Wenatchee and East Wenatchee: a street of houses under leafy trees, the river beyond.
  "wenatchee-east-wenatchee": {
    kind: "exterior",
    season: "summer",
    horizon: 0.5,
    profile: fall(0.8, 0.8),
    sunX: 0.15,
    back: { kind: "leafy", n: 10, avoid: [[0.3, 0.95]] },
    front: { kind: "shrub", n: 4, avoid: [[0.3, 0.95]] },
    buildings: [
      b({ at: 0.45, width: 0.18, roof: "gable", scheme: "sage", siding: "lap", porch: true, door: 0.5 }),
      b({ at: 0.66, width: 0.16, storeys: 2, roof: "gable-side", scheme: "white", siding: "board", door: 0.5 }),
      b({ at: 0.86, width: 0.16, roof: "hip", scheme: "cream", siding: "lap", door: 0.5 }),
    ],
  },
  // The hub: the whole lake between its ridges, vineyards on the near slope.
  areas: {
    kind: "exterior",
    season: "summer",
    horizon: 0.44,
    profile: fall(0.8, 0.86),
    lakeDepth: 0.2,
    sunX: 0.6,
    rows: { kind: "vineyard", x0: 0.3, x1: 1 },
    buildings: [],
  },
  // Permits: a house framed on a lake lot, waiting for its next inspection.
  permits: {
    kind: "framing",
    horizon: 0.48,
    profile: fall(0.76, 0.84),
    lakeDepth: 0.14,
    at: 0.7,
    width: 0.26,
    back: { kind: "pine", n: 8, avoid: [[0.5, 0.9]] },
  },
};
