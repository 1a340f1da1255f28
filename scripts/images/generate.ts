// npm run images:generate — draws the site's bundled pictures (we have no photographs yet) into
// assets/images/. Deterministic: same files every run. It writes no words: the gallery's captions
// and categories are content (content/gallery-images.yaml), and it only checks that every gallery
// picture it draws has an entry there and every entry a picture.
//
// One drawing style for all of them (scripts/images/scenes.ts). Pictures that explain something
// (a footing below the frost line, a shoreline buffer, the sun on each shore, a daylight basement,
// a garage for a boat on its trailer) are in diagrams.ts and go with the page whose subject they are.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { render as drawScene, type Scene } from "./compose";
import { boatGarageDiagram, bufferDiagram, daylightDiagram, designSheet, footingDiagram, garagePlanDiagram, mapSvg, sunDiagram } from "./diagrams";
import { AREA_PICTURES } from "./areas";
import { GALLERY_PICTURES } from "./gallery";
import type { BuildingSpec, Profile } from "./scenes";

const OUT = path.resolve("assets/images");

type Diagram = "footing-crawl" | "footing-basement" | "buffer" | "buffer-site" | "sun" | "daylight" | "boat-garage" | "garage-plan" | "design-sheet";
type Picture = Scene | { kind: "diagram"; diagram: Diagram };

function draw(p: Picture, w: number, h: number, seed: string) {
  if (p.kind !== "diagram") return drawScene(w, h, p, seed);
  switch (p.diagram) {
    case "footing-crawl":
      return footingDiagram(w, h, "crawl");
    case "footing-basement":
      return footingDiagram(w, h, "basement");
    case "buffer":
      return bufferDiagram(w, h, "section");
    case "buffer-site":
      return bufferDiagram(w, h, "site");
    case "sun":
      return sunDiagram(w, h);
    case "daylight":
      return daylightDiagram(w, h);
    case "boat-garage":
      return boatGarageDiagram(w, h);
    case "garage-plan":
      return garagePlanDiagram(w, h);
    case "design-sheet":
      return designSheet(w, h);
  }
}

// `npm run images:generate -- areas` writes only the files under that folder (the others stay as they are).
const ONLY = process.argv[2];

async function renderFile(file: string, svg: string, w: number, h: number) {
  if (ONLY && !file.startsWith(`${ONLY}/`)) return;
  const out = path.join(OUT, file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg), { density: 72 }).resize(w, h).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toFile(out);
}

const fall = (a: number, b: number): Profile => [
  [0, a],
  [1, b],
];
const FLAT = fall(0.8, 0.8);
const b = (o: Partial<BuildingSpec> & Pick<BuildingSpec, "at" | "width" | "roof" | "scheme">): BuildingSpec => ({ storeys: 1, ...o });
const diagram = (d: Diagram): Picture => ({ kind: "diagram", diagram: d });

function ogSvg(w: number, h: number) {
  const svg = drawScene(
    w,
    h,
    {
      kind: "exterior",
      profile: fall(0.74, 0.9),
      sunX: 0.15,
      back: { kind: "pine", n: 8, avoid: [[0.45, 0.95]] },
      buildings: [b({ at: 0.72, width: 0.36, roof: "shed", scheme: "white", glass: "wall", basement: true, deck: "glass" })],
    },
    "og",
  );
  return svg.replace(
    /<\/svg>$/,
    `<rect x="50" y="60" width="640" height="190" rx="16" fill="#fbfaf6" opacity="0.94" stroke="#3c4752" stroke-width="2"/>
<text x="80" y="150" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="bold" fill="#2c3a46">Lakeside Ridge Builders</text>
<text x="80" y="210" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#3c4752">General contractor · Chelan, WA</text></svg>`,
  );
}

// Heroes carry a white heading over a scrim; the drawings stay light and uncluttered.
const HEROES: Record<string, Picture> = {
  home: {
    kind: "exterior",
    evening: true,
    sunX: 0.12,
    horizon: 0.46,
    profile: fall(0.7, 0.92),
    back: { kind: "pine", n: 16, avoid: [[0.45, 0.9]] },
    front: { kind: "shrub", n: 5, avoid: [[0.45, 0.92]] },
    buildings: [b({ at: 0.68, width: 0.3, roof: "shed", scheme: "white", glass: "wall", basement: true, deck: "glass", lit: true, siding: "board" })],
  },
  about: { kind: "framing", horizon: 0.44, profile: fall(0.76, 0.86), at: 0.64, width: 0.3, back: { kind: "pine", n: 12, avoid: [[0.45, 0.85]] } },
  "about-chelan": {
    kind: "exterior",
    season: "spring",
    horizon: 0.5,
    profile: fall(0.74, 0.86),
    rows: { kind: "orchard", x0: 0, x1: 1 },
    sunX: 0.75,
    buildings: [],
  },
  contact: {
    kind: "exterior",
    horizon: 0.5,
    profile: fall(0.76, 0.84),
    lakeDepth: 0.17,
    dock: true,
    sunX: 0.6,
    back: { kind: "mixed", n: 16, avoid: [[0.0, 0.3]] },
    front: { kind: "shrub", n: 6 },
    buildings: [],
  },
  services: {
    kind: "framing",
    horizon: 0.44,
    profile: FLAT,
    at: 0.36,
    width: 0.22,
    beside: b({ at: 0.7, width: 0.26, storeys: 1, roof: "gable-side", scheme: "sage", siding: "lap", deck: "rail", door: 0.5 }),
    back: { kind: "leafy", n: 8, avoid: [[0.2, 0.85]] },
  },
  gallery: {
    kind: "exterior",
    season: "autumn",
    horizon: 0.44,
    profile: [
      [0, 0.7],
      [0.5, 0.78],
      [1, 0.92],
    ],
    back: { kind: "leafy", n: 14, avoid: [[0.1, 0.9]] },
    buildings: [
      b({ at: 0.3, width: 0.2, storeys: 2, roof: "gable", scheme: "white", siding: "board", door: 0.5 }),
      b({ at: 0.7, width: 0.26, roof: "gable-side", scheme: "cedar", siding: "lap", basement: true, deck: "rail" }),
    ],
  },
  blog: {
    kind: "interior",
    room: "living",
    evening: true,
    window: "wide",
    fireplace: "left",
    sofa: "#9aa7ae",
    floor: "pale",
    rug: "#e6dccb",
    back: [0.18, 0.14, 0.82, 0.7],
  },
};

// One picture per service page; explanatory where the page explains something.
const SERVICES: Record<string, Picture> = {
  "new-construction": {
    kind: "exterior",
    profile: fall(0.62, 0.94),
    sunX: 0.7,
    back: { kind: "pine", n: 12, avoid: [[0.25, 0.8]] },
    front: { kind: "shrub", n: 4, avoid: [[0.25, 0.8]] },
    buildings: [b({ at: 0.52, width: 0.44, roof: "gable-side", scheme: "grey", siding: "lap", basement: true, deck: "glass", glass: "tall" })],
  },
  adu: {
    kind: "exterior",
    profile: FLAT,
    back: { kind: "leafy", n: 10, avoid: [[0.08, 0.92]] },
    buildings: [
      b({ at: 0.3, width: 0.34, storeys: 2, roof: "gable", scheme: "white", siding: "lap", door: 0.5 }),
      b({ at: 0.74, width: 0.24, roof: "shed", scheme: "cedar", glass: "wall", siding: "board", deck: "rail" }),
    ],
  },
  garages: diagram("boat-garage"),
  remodels: { kind: "interior", room: "kitchen", cabinets: "#5d7286", island: "#f4f2ee", uppers: "none", floor: "oak", window: "wide" },
  additions: {
    kind: "framing",
    profile: FLAT,
    at: 0.72,
    width: 0.28,
    beside: b({ at: 0.34, width: 0.36, storeys: 2, roof: "gable-side", scheme: "cream", siding: "lap", door: 0.5 }),
    back: { kind: "pine", n: 8, avoid: [[0.1, 0.9]] },
  },
  "decks-patios": {
    kind: "exterior",
    season: "summer",
    profile: fall(0.7, 0.86),
    sunX: 0.15,
    back: { kind: "leafy", n: 8, avoid: [[0.15, 0.85]] },
    buildings: [b({ at: 0.5, width: 0.5, roof: "gable-side", scheme: "white", siding: "lap", deck: "covered", door: 0.5 })],
  },
  excavation: {
    kind: "excavation",
    at: 0.5,
    profile: [
      [0, 0.56],
      [0.34, 0.66],
      [0.37, 0.8],
      [0.8, 0.8],
      [1, 0.88],
    ],
    back: { kind: "pine", n: 8, avoid: [[0.25, 0.95]] },
  },
  foundations: diagram("footing-crawl"),
  "design-build": diagram("design-sheet"),
  "waterproof-decks": {
    kind: "exterior",
    profile: fall(0.64, 0.94),
    view: "left",
    back: { kind: "pine", n: 8, avoid: [[0.2, 0.8]] },
    buildings: [b({ at: 0.5, width: 0.44, roof: "flat", scheme: "charcoal", glass: "wall", basement: true, deck: "glass", siding: "board" })],
  },
};

const ARTICLES: Record<string, Picture> = {
  "building-dream-custom-home": {
    kind: "exterior",
    profile: fall(0.66, 0.9),
    rows: { kind: "orchard", x0: 0, x1: 0.3 },
    sunX: 0.5,
    buildings: [b({ at: 0.62, width: 0.42, roof: "hip", scheme: "cream", siding: "lap", basement: true, deck: "covered" })],
  },
  "adu-right-for-property": {
    kind: "exterior",
    profile: fall(0.74, 0.82),
    view: "left",
    back: { kind: "pine", n: 8, avoid: [[0.05, 0.95]] },
    buildings: [
      b({ at: 0.24, width: 0.3, storeys: 2, roof: "gable-side", scheme: "navy", siding: "lap", door: 0.5 }),
      b({ at: 0.7, width: 0.24, roof: "gable", scheme: "white", siding: "board", porch: true, door: 0.5 }),
    ],
  },
  "functional-garage-design": diagram("garage-plan"),
  "successful-home-remodel": {
    kind: "interior",
    room: "living",
    window: "corner",
    fireplace: "back",
    beams: true,
    sofa: "#c9b48f",
    floor: "oak",
    rug: "#dfe5e6",
  },
  "excavation-site-prep": diagram("daylight"),
  "solid-foundation-essential": diagram("footing-basement"),
  "maximizing-views-windows-doors": diagram("sun"),
  "insiders-guide-chelan": {
    kind: "exterior",
    season: "autumn",
    horizon: 0.48,
    profile: fall(0.72, 0.84),
    rows: { kind: "vineyard", x0: 0, x1: 1 },
    sunX: 0.25,
    buildings: [],
  },
  "kitchen-remodeling-trends": { kind: "interior", room: "kitchen", cabinets: "#f1eee7", island: "#7b8f7a", uppers: "cabinets", floor: "pale", window: "wide" },
  "bathroom-luxury-renovations": { kind: "interior", room: "bath", tub: true, cabinets: "#b7865a", floor: "tile", window: "tall", wall: "#eef0ec" },
  "lakeside-construction-tips": diagram("buffer"),
  "choosing-home-builder": {
    kind: "framing",
    season: "autumn",
    profile: FLAT,
    at: 0.5,
    width: 0.4,
    view: "left",
    back: { kind: "leafy", n: 12, avoid: [[0.2, 0.8]] },
  },
  "smart-home-technology": {
    kind: "interior",
    room: "living",
    evening: true,
    window: "tall",
    fireplace: "none",
    sofa: "#6f7f86",
    floor: "concrete",
    wall: "#eeeae3",
  },
  "seasonal-maintenance-checklist": {
    kind: "exterior",
    season: "winter",
    profile: FLAT,
    back: { kind: "pine", n: 14, avoid: [[0.2, 0.8]] },
    buildings: [b({ at: 0.5, width: 0.36, storeys: 2, roof: "gable-side", scheme: "red", siding: "lap", chimney: true, porch: true, door: 0.5 })],
  },
  "creative-adu-design": {
    kind: "exterior",
    profile: FLAT,
    lake: false,
    back: { kind: "leafy", n: 10, avoid: [[0.15, 0.85]] },
    buildings: [b({ at: 0.45, width: 0.36, storeys: 2, roof: "gable", pitch: 0.6, scheme: "sage", siding: "board", garageDoors: 2, stair: "right" })],
  },
};

const VIDEOS: Record<string, Picture> = {
  "home-foundation": { kind: "foundation", horizon: 0.44, profile: FLAT, width: 0.46, back: { kind: "pine", n: 10, avoid: [[0.2, 0.8]] } },
  "home-framing": { kind: "framing", horizon: 0.42, profile: FLAT, at: 0.5, width: 0.34, back: { kind: "pine", n: 10, avoid: [[0.25, 0.75]] } },
  "home-finishes": { kind: "interior", room: "living", fireplace: "back", window: "wide", sofa: "#8d9aa1", floor: "oak", rug: "#e2d6c2" },
  "nc-raw-land": {
    kind: "excavation",
    at: 0.6,
    season: "spring",
    profile: [
      [0, 0.6],
      [0.42, 0.68],
      [0.45, 0.8],
      [0.85, 0.8],
      [1, 0.86],
    ],
    back: { kind: "pine", n: 10, avoid: [[0.3, 0.95]] },
  },
  "nc-lake-access": diagram("buffer-site"),
  "nc-panoramic-doors": { kind: "opening", horizon: 0.42, profile: FLAT, back: { kind: "pine", n: 8, avoid: [[0.05, 0.95]] } },
  "remodel-tour": { kind: "interior", room: "kitchen", cabinets: "#a9b596", island: "#d2a677", uppers: "shelves", floor: "walnut", window: "wide" },
  "article-windows": { kind: "interior", room: "doors", panels: 4, floor: "pale", wall: "#f3efe7", evening: true },
  "article-lakeside": {
    kind: "framing",
    horizon: 0.5,
    profile: fall(0.72, 0.84),
    at: 0.66,
    width: 0.3,
    back: { kind: "pine", n: 6, avoid: [[0.4, 0.9]] },
    front: { kind: "shrub", n: 8, avoid: [[0.45, 0.9]] },
  },
};

/** The gallery files content/gallery-images.yaml lists, in its order. */
function galleryFilesInContent() {
  const entries = parse(readFileSync(path.resolve("content/gallery-images.yaml"), "utf8")) as Array<{ file?: unknown }>;
  return entries.map((e) => String(e.file));
}

async function main() {
  const started = Date.now();
  const jobs: Array<() => Promise<void>> = [];
  for (const [name, p] of Object.entries(HEROES)) jobs.push(() => renderFile(`heroes/${name}.jpg`, draw(p, 1600, 900, `hero-${name}`), 1600, 900));
  for (const [name, p] of Object.entries(SERVICES)) jobs.push(() => renderFile(`services/${name}.jpg`, draw(p, 1200, 800, `service-${name}`), 1200, 800));
  for (const [name, p] of Object.entries(ARTICLES)) jobs.push(() => renderFile(`articles/${name}.jpg`, draw(p, 1200, 800, `article-${name}`), 1200, 800));
  for (const [name, p] of Object.entries(VIDEOS)) jobs.push(() => renderFile(`videos/${name}.jpg`, draw(p, 1280, 720, `video-${name}`), 1280, 720));
  for (const [name, p] of Object.entries(AREA_PICTURES)) jobs.push(() => renderFile(`areas/${name}.jpg`, draw(p, 1600, 900, `area-${name}`), 1600, 900));
  jobs.push(() => renderFile("map.jpg", mapSvg(1280, 720), 1280, 720));
  jobs.push(() => renderFile("og.jpg", ogSvg(1200, 630), 1200, 630));
  const drawn = GALLERY_PICTURES.map(([file]) => file);
  if (galleryFilesInContent().join("\n") !== drawn.join("\n")) {
    throw new Error("content/gallery-images.yaml and scripts/images/gallery.ts list different gallery files: add or remove the entry in both.");
  }
  GALLERY_PICTURES.forEach(([file, scene], i) => jobs.push(() => renderFile(file, drawScene(1200, 900, scene, `gallery-${i}`), 1200, 900)));
  // Two at a time: this machine has two cores.
  for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map((j) => j()));
  console.log(`Drew ${jobs.length} images into ${path.relative(process.cwd(), OUT)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
