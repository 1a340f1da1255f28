// npm run images:generate — draws the site's bundled pictures (we have no photographs yet) into
// assets/images/. Deterministic: same files every run. It writes no words: the gallery's captions
// and categories are content (content/gallery-images.yaml), and it only checks that every gallery
// picture it draws has an entry there and every entry a picture.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { PALETTE, deck, excavator, foundation, framing, garage, house, interior, landscape, rng, svgDoc, trees } from "./scenes";
import { GALLERY_PICTURES, type Subject } from "./gallery";

const OUT = path.resolve("assets/images");

function scene(subject: Subject, w: number, h: number, seed: string) {
  const r = rng(seed);
  if (subject === "kitchen" || subject === "bath" || subject === "living" || subject === "doors") return svgDoc(w, h, interior(r, w, h, subject));
  const land = landscape(r, w, h, {
    vineyard: subject === "vineyard" || (subject === "home" && r() > 0.6),
    snow: subject === "winter",
    dusk: subject === "home-dusk",
    lakeY: subject === "shore" ? h * 0.45 : undefined,
  });
  const g = land.groundY + h * 0.12;
  const parts = [land.svg];
  const hw = w * 0.34;
  const hh = h * 0.26;
  const cx = w * (0.22 + r() * 0.2);
  switch (subject) {
    case "home":
    case "home-dusk":
    case "winter":
      parts.push(trees(r, w, land.groundY + 6, 14, h * 0.12, [[cx - hw * 0.2, cx + hw * 1.4]]));
      parts.push(
        house(r, {
          x: cx,
          y: g,
          w: hw,
          h: hh,
          storeys: 2,
          deck: r() > 0.4,
          garage: r() > 0.5,
          roof: r() > 0.6 ? "shed" : "gable",
          basement: r() > 0.5,
          bigGlass: r() > 0.5,
        }),
      );
      break;
    case "shore":
      parts.push(trees(r, w, land.groundY + 6, 18, h * 0.13));
      parts.push(`<rect x="${w * 0.1}" y="${land.lakeY + h * 0.1}" width="${w * 0.35}" height="${h * 0.02}" fill="${PALETTE.cedar}"/>`);
      break;
    case "vineyard":
      parts.push(trees(r, w, land.groundY + 6, 6, h * 0.1));
      parts.push(house(r, { x: w * 0.62, y: g - h * 0.02, w: hw * 0.7, h: hh * 0.75, roof: "gable" }));
      break;
    case "adu":
      parts.push(trees(r, w, land.groundY + 6, 10, h * 0.11, [[w * 0.15, w * 0.95]]));
      parts.push(house(r, { x: w * 0.58, y: g - h * 0.04, w: hw * 0.85, h: hh * 0.85, storeys: 2, roof: "gable" }));
      parts.push(house(r, { x: w * 0.18, y: g + h * 0.04, w: hw * 0.6, h: hh * 0.7, roof: "shed", deck: true }));
      break;
    case "adu-garage":
      parts.push(trees(r, w, land.groundY + 6, 10, h * 0.11, [[w * 0.2, w * 0.8]]));
      parts.push(garage(r, { x: w * 0.3, y: g, w: w * 0.4, h: h * 0.34, doors: 2, adu: true }));
      break;
    case "garage":
      parts.push(trees(r, w, land.groundY + 6, 12, h * 0.11, [[w * 0.15, w * 0.85]]));
      parts.push(garage(r, { x: w * 0.2, y: g, w: w * 0.45, h: h * 0.26, doors: r() > 0.5 ? 3 : 2 }));
      parts.push(house(r, { x: w * 0.68, y: g - h * 0.05, w: hw * 0.6, h: hh * 0.8, roof: "gable" }));
      break;
    case "deck":
      parts.push(trees(r, w, land.groundY + 6, 8, h * 0.11, [[w * 0.1, w * 0.9]]));
      parts.push(house(r, { x: w * 0.3, y: g - h * 0.12, w: hw * 1.1, h: hh, roof: "shed", bigGlass: true }));
      parts.push(deck(r, { x: w * 0.12, y: g - h * 0.1, w: w * 0.72, h: h * 0.22, glassRail: subject === "deck" }));
      break;
    case "addition":
      parts.push(trees(r, w, land.groundY + 6, 10, h * 0.11, [[w * 0.1, w * 0.9]]));
      parts.push(house(r, { x: w * 0.42, y: g, w: hw, h: hh, roof: "gable" }));
      parts.push(framing(w * 0.12, g, w * 0.28, hh * 0.9));
      break;
    case "foundation":
    case "poured":
      parts.push(trees(r, w, land.groundY + 6, 12, h * 0.11, [[w * 0.1, w * 0.9]]));
      parts.push(foundation(w * 0.2, g + h * 0.05, w * 0.55, h * 0.3, subject === "poured"));
      break;
    case "excavation":
      parts.push(trees(r, w, land.groundY + 6, 10, h * 0.11, [[w * 0.2, w * 0.9]]));
      parts.push(
        `<polygon points="${w * 0.15},${g + h * 0.1} ${w * 0.35},${g - h * 0.08} ${w * 0.9},${g - h * 0.08} ${w * 0.95},${g + h * 0.1}" fill="${PALETTE.soil}"/>`,
      );
      parts.push(excavator(w * 0.55, g - h * 0.06, h * 0.28));
      break;
    case "framing":
      parts.push(trees(r, w, land.groundY + 6, 10, h * 0.11, [[w * 0.15, w * 0.85]]));
      parts.push(framing(w * 0.22, g, w * 0.5, hh * 1.1));
      break;
    case "design": {
      parts.push(trees(r, w, land.groundY + 6, 10, h * 0.11));
      parts.push(house(r, { x: w * 0.55, y: g, w: hw * 0.9, h: hh, roof: "gable", deck: true }));
      const bx = w * 0.08;
      const by = h * 0.3;
      const bw = w * 0.36;
      const bh = h * 0.5;
      parts.push(`<g transform="rotate(-4 ${bx + bw / 2} ${by + bh / 2})"><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="#24557a"/>`);
      for (let i = 1; i < 12; i++)
        parts.push(`<line x1="${bx + (bw * i) / 12}" y1="${by}" x2="${bx + (bw * i) / 12}" y2="${by + bh}" stroke="#fff" stroke-opacity="0.15"/>`);
      for (let i = 1; i < 10; i++)
        parts.push(`<line x1="${bx}" y1="${by + (bh * i) / 10}" x2="${bx + bw}" y2="${by + (bh * i) / 10}" stroke="#fff" stroke-opacity="0.15"/>`);
      parts.push(
        `<rect x="${bx + bw * 0.15}" y="${by + bh * 0.2}" width="${bw * 0.7}" height="${bh * 0.55}" fill="none" stroke="#fff" stroke-width="3"/><line x1="${bx + bw * 0.5}" y1="${by + bh * 0.2}" x2="${bx + bw * 0.5}" y2="${by + bh * 0.75}" stroke="#fff" stroke-width="2"/><line x1="${bx + bw * 0.15}" y1="${by + bh * 0.5}" x2="${bx + bw * 0.5}" y2="${by + bh * 0.5}" stroke="#fff" stroke-width="2"/></g>`,
      );
      break;
    }
  }
  return svgDoc(w, h, parts.join("\n"));
}

async function render(file: string, svg: string, w: number, h: number) {
  const out = path.join(OUT, file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg), { density: 72 }).resize(w, h).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toFile(out);
}

function mapSvg(w: number, h: number) {
  const lake =
    "M 300 640 C 360 560 420 520 470 470 C 540 400 600 380 680 320 C 760 260 820 230 900 170 C 960 125 1020 95 1100 60 L 1115 75 C 1040 115 980 150 915 195 C 840 250 775 290 700 345 C 620 405 560 430 495 495 C 445 545 395 590 335 660 Z";
  const label = (x: number, y: number, t: string, size = 28) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#2b2b2b">${t}</text>`;
  return svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#efe3c8"/>
${Array.from({ length: 40 }, (_, i) => `<path d="M ${-100 + i * 40} ${h} q 200 -${200 + (i % 5) * 40} 420 -${h}" stroke="#dcc9a3" stroke-width="2" fill="none"/>`).join("")}
<path d="${lake}" fill="${PALETTE.lake}" stroke="${PALETTE.lakeLight}" stroke-width="6"/>
<path d="M 300 640 C 280 680 260 700 250 720" stroke="${PALETTE.lake}" stroke-width="10" fill="none"/>
<circle cx="330" cy="600" r="9" fill="#2b2b2b"/>${label(150, 590, "Chelan")}
<circle cx="520" cy="420" r="9" fill="#2b2b2b"/>${label(455, 395, "Manson")}
<circle cx="255" cy="705" r="9" fill="#2b2b2b"/>${label(60, 705, "Chelan Falls")}
${label(700, 470, "Lake Chelan", 34).replace("#2b2b2b", "#1f4e66")}
<g transform="translate(360 560)"><path d="M0 0 C -22 -30 -22 -60 0 -70 C 22 -60 22 -30 0 0 Z" fill="${PALETTE.accent}" stroke="#fff" stroke-width="4"/><circle cx="0" cy="-45" r="9" fill="#fff"/></g>
<rect x="395" y="505" width="330" height="44" rx="8" fill="#ffffff" opacity="0.92"/>${label(408, 536, "Lakeside Ridge Builders", 26)}
<g transform="translate(1160 620)"><polygon points="0,-50 12,0 0,-10 -12,0" fill="#2b2b2b"/>${label(-10, 30, "N", 26)}</g>`,
  );
}

function ogSvg(w: number, h: number) {
  const land = landscape(rng("og"), w, h, { dusk: true });
  return svgDoc(
    w,
    h,
    `${land.svg}${house(rng("og-house"), { x: w * 0.62, y: land.groundY + h * 0.12, w: w * 0.22, h: h * 0.2, roof: "shed", bigGlass: true, deck: true })}
<rect x="50" y="60" width="640" height="190" rx="16" fill="#0d2c3d" opacity="0.85"/>
<text x="80" y="150" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="bold" fill="#ffffff">Lakeside Ridge Builders</text>
<text x="80" y="210" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#f6ecd9">General contractor · Chelan, WA</text>`,
  );
}

const HEROES: Record<string, Subject> = {
  home: "home-dusk",
  about: "framing",
  "about-chelan": "vineyard",
  contact: "shore",
  services: "deck",
  gallery: "home",
  blog: "doors",
};
const SERVICES: Record<string, Subject> = {
  "new-construction": "home",
  adu: "adu",
  garages: "garage",
  remodels: "kitchen",
  additions: "addition",
  "decks-patios": "deck",
  excavation: "excavation",
  foundations: "foundation",
  "design-build": "design",
  "waterproof-decks": "deck",
};
const ARTICLES: Record<string, Subject> = {
  "building-dream-custom-home": "home",
  "adu-right-for-property": "adu",
  "functional-garage-design": "garage",
  "successful-home-remodel": "living",
  "excavation-site-prep": "excavation",
  "solid-foundation-essential": "poured",
  "maximizing-views-windows-doors": "doors",
  "insiders-guide-chelan": "vineyard",
  "kitchen-remodeling-trends": "kitchen",
  "bathroom-luxury-renovations": "bath",
  "lakeside-construction-tips": "shore",
  "choosing-home-builder": "design",
  "smart-home-technology": "living",
  "seasonal-maintenance-checklist": "winter",
  "creative-adu-design": "adu-garage",
};
const VIDEOS: Record<string, Subject> = {
  "home-foundation": "poured",
  "home-framing": "framing",
  "home-finishes": "living",
  "nc-raw-land": "excavation",
  "nc-lake-access": "home",
  "nc-panoramic-doors": "doors",
  "remodel-tour": "kitchen",
  "article-windows": "doors",
  "article-lakeside": "deck",
};

/** The gallery files content/gallery-images.yaml lists, in its order. */
function galleryFilesInContent() {
  const entries = parse(readFileSync(path.resolve("content/gallery-images.yaml"), "utf8")) as Array<{ file?: unknown }>;
  return entries.map((e) => String(e.file));
}

async function main() {
  const started = Date.now();
  const jobs: Array<() => Promise<void>> = [];
  for (const [name, subject] of Object.entries(HEROES)) jobs.push(() => render(`heroes/${name}.jpg`, scene(subject, 1600, 900, `hero-${name}`), 1600, 900));
  for (const [name, subject] of Object.entries(SERVICES))
    jobs.push(() => render(`services/${name}.jpg`, scene(subject, 1200, 800, `service-${name}`), 1200, 800));
  for (const [name, subject] of Object.entries(ARTICLES))
    jobs.push(() => render(`articles/${name}.jpg`, scene(subject, 1200, 800, `article-${name}`), 1200, 800));
  for (const [name, subject] of Object.entries(VIDEOS)) jobs.push(() => render(`videos/${name}.jpg`, scene(subject, 1280, 720, `video-${name}`), 1280, 720));
  jobs.push(() => render("map.jpg", mapSvg(1280, 720), 1280, 720));
  jobs.push(() => render("og.jpg", ogSvg(1200, 630), 1200, 630));
  const drawn = GALLERY_PICTURES.map(([file]) => file);
  if (galleryFilesInContent().join("\n") !== drawn.join("\n")) {
    throw new Error("content/gallery-images.yaml and scripts/images/gallery.ts list different gallery files: add or remove the entry in both.");
  }
  GALLERY_PICTURES.forEach(([file, subject], i) => jobs.push(() => render(file, scene(subject, 1200, 900, `gallery-${i}`), 1200, 900)));
  // Two at a time: this machine has two cores.
  for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map((j) => j()));
  console.log(`Drew ${jobs.length} images into ${path.relative(process.cwd(), OUT)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
