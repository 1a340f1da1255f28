/**
 * The site's illustrations, drawn as SVG in one calm architectural style: a light sky, a limited
 * palette, flat fills with thin dark outlines. Outdoor scenes are elevations with a little oblique
 * depth, built on a ground profile, so a lot can slope, foundations go into the ground and a
 * daylight basement opens only where the grade falls away. Each picture is
 * described by its options (trees are scattered from a seeded generator), so every run draws the same files.
 */

export const INK = "#68737e";
/** Labels are darker than the outlines, so they read at a glance. */
export const TEXT = "#34404b";
export const FONT = "DejaVu Sans, sans-serif";

export const PALETTE = {
  skyTop: "#c6dfec",
  skyBottom: "#f6f3ec",
  duskTop: "#c9cde6",
  duskBottom: "#f8e3cf",
  ridgeFar: "#c3d2da",
  ridgeMid: "#cdd3bd",
  snowRidge: "#eef2f4",
  lake: "#8fbdd3",
  lakeDeep: "#77aac4",
  grass: "#e3dbb5",
  grassSpring: "#cfdca9",
  grassAutumn: "#e2cf9b",
  snow: "#f4f6f7",
  pine: "#6f8f76",
  pineDark: "#58786a",
  leaf: "#9bb77a",
  leafAutumn: "#e3a552",
  leafAutumn2: "#d2793f",
  vine: "#8fa567",
  concrete: "#cfccc5",
  concreteShade: "#b5b1a9",
  soil: "#dcc6a2",
  soilDark: "#c9ae84",
  glass: "#c2dde9",
  glassShade: "#9cc3d6",
  lit: "#f6d98e",
  wood: "#d2a677",
  woodDark: "#b7865a",
  steel: "#56616b",
  white: "#fbfaf6",
  accent: "#d9894a",
  paper: "#fbfaf6",
};

export interface Scheme {
  body: string;
  shade: string;
  trim: string;
  roof: string;
  door: string;
}

export const SCHEMES: Record<string, Scheme> = {
  white: { body: "#f3f0e8", shade: "#dcd8cd", trim: "#4f5a63", roof: "#5a636b", door: "#c98f5a" },
  sage: { body: "#c3cdb1", shade: "#a9b596", trim: "#f7f5ef", roof: "#5d6660", door: "#8a5f3d" },
  grey: { body: "#cfccc4", shade: "#b4b0a7", trim: "#f7f5ef", roof: "#49525a", door: "#d9894a" },
  cedar: { body: "#d4a97c", shade: "#bb8f63", trim: "#f3efe6", roof: "#4d565e", door: "#5d6a74" },
  navy: { body: "#7f93a6", shade: "#687c8f", trim: "#f7f5ef", roof: "#3f474f", door: "#d2a677" },
  red: { body: "#c17a63", shade: "#a8644f", trim: "#f7f1e6", roof: "#4b5157", door: "#f3efe6" },
  cream: { body: "#eee2bd", shade: "#d8cba3", trim: "#5a5f56", roof: "#6e5c4e", door: "#7b8f7a" },
  charcoal: { body: "#777d83", shade: "#62686e", trim: "#d2a677", roof: "#3b4147", door: "#d2a677" },
  stone: { body: "#e4ddd0", shade: "#cbc3b4", trim: "#6b5b4c", roof: "#7a6a5b", door: "#6b5b4c" },
};

// ---------------------------------------------------------------- primitives

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pts = (p: Array<[number, number]>) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

export class Pic {
  parts: string[] = [];
  constructor(
    public w: number,
    public h: number,
    public lw = Math.max(1.3, w / 760),
  ) {}
  private ids = 0;
  /** An id unique within this picture (clip paths, gradients). */
  uid(prefix: string) {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }
  add(s: string) {
    this.parts.push(s);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, o: { stroke?: string | null; sw?: number; rx?: number; opacity?: number } = {}) {
    const stroke = o.stroke === undefined ? INK : o.stroke;
    this.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${o.rx ? ` rx="${f(o.rx)}"` : ""}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}${stroke ? ` stroke="${stroke}" stroke-width="${f(o.sw ?? this.lw)}" stroke-linejoin="round"` : ""}/>`,
    );
  }
  poly(p: Array<[number, number]>, fill: string, o: { stroke?: string | null; sw?: number; opacity?: number } = {}) {
    const stroke = o.stroke === undefined ? INK : o.stroke;
    this.add(
      `<polygon points="${pts(p)}" fill="${fill}"${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}${stroke ? ` stroke="${stroke}" stroke-width="${f(o.sw ?? this.lw)}" stroke-linejoin="round"` : ""}/>`,
    );
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { stroke?: string; sw?: number; dash?: string; opacity?: number } = {}) {
    this.add(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${o.stroke ?? INK}" stroke-width="${f(o.sw ?? this.lw)}" stroke-linecap="round"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}/>`,
    );
  }
  path(d: string, fill: string, o: { stroke?: string | null; sw?: number; dash?: string; opacity?: number } = {}) {
    const stroke = o.stroke === undefined ? INK : o.stroke;
    this.add(
      `<path d="${d}" fill="${fill}"${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}${stroke ? ` stroke="${stroke}" stroke-width="${f(o.sw ?? this.lw)}" stroke-linejoin="round" stroke-linecap="round"` : ""}${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}/>`,
    );
  }
  circle(cx: number, cy: number, r: number, fill: string, o: { stroke?: string | null; sw?: number; opacity?: number } = {}) {
    const stroke = o.stroke === undefined ? INK : o.stroke;
    this.add(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}${stroke ? ` stroke="${stroke}" stroke-width="${f(o.sw ?? this.lw)}"` : ""}/>`,
    );
  }
  /** A label: DejaVu Sans (the font librsvg has here), with a pale halo so it reads over a drawing. */
  text(
    x: number,
    y: number,
    t: string,
    o: { size?: number; anchor?: "start" | "middle" | "end"; bold?: boolean; fill?: string; halo?: boolean; italic?: boolean } = {},
  ) {
    const size = o.size ?? this.h / 34;
    const attrs = `x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${f(size)}"${o.bold ? ' font-weight="bold"' : ""}${o.italic ? ' font-style="italic"' : ""} text-anchor="${o.anchor ?? "start"}"`;
    const safe = t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    if (o.halo !== false)
      this.add(`<text ${attrs} fill="none" stroke="${PALETTE.paper}" stroke-width="${f(size * 0.28)}" stroke-linejoin="round">${safe}</text>`);
    this.add(`<text ${attrs} fill="${o.fill ?? TEXT}">${safe}</text>`);
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${this.parts.join("\n")}</svg>`;
  }
}

// ---------------------------------------------------------------- landscape

export type Season = "summer" | "spring" | "autumn" | "winter";
export type Setting = "pines" | "orchard" | "vineyard" | "sage" | "town" | "lakeshore";

/** Ground line: [x fraction, y fraction] points, left to right. */
export type Profile = Array<[number, number]>;

export class Ground {
  constructor(
    public pic: Pic,
    public profile: Profile,
    public dx: number,
    public dy: number,
  ) {}
  at(x: number) {
    const { w, h } = this.pic;
    const p = this.profile;
    const fx = x / w;
    if (fx <= p[0]![0]) return p[0]![1] * h;
    for (let i = 1; i < p.length; i++) {
      const [x1, y1] = p[i]!;
      const [x0, y0] = p[i - 1]!;
      if (fx <= x1) return (y0 + ((fx - x0) / (x1 - x0)) * (y1 - y0)) * h;
    }
    return p[p.length - 1]![1] * h;
  }
  /** Ground at the back of the lot (the oblique depth), as seen. */
  back(x: number) {
    return this.at(x - this.dx) + this.dy;
  }
  grassColor(season: Season) {
    return season === "winter" ? PALETTE.snow : season === "spring" ? PALETTE.grassSpring : season === "autumn" ? PALETTE.grassAutumn : PALETTE.grass;
  }
  /** Grass from the line `y(x)` across the picture down past its bottom edge; the line's points. */
  private grassBelow(season: Season, y: (x: number) => number) {
    const { w, h } = this.pic;
    const edge: Array<[number, number]> = [];
    for (let x = -20; x <= w + 20; x += w / 60) edge.push([x, y(x)]);
    this.pic.poly([...edge, [w + 20, h + 20], [-20, h + 20]], this.grassColor(season), { stroke: null });
    return edge;
  }
  /** The lot's surface, from its back edge down (drawn before the buildings). */
  drawBack(season: Season) {
    const edge = this.grassBelow(season, (x) => this.back(x));
    this.pic.add(`<polyline points="${pts(edge)}" fill="none" stroke="${INK}" stroke-width="${f(this.pic.lw)}" stroke-opacity="0.5"/>`);
  }
  /** The ground in front: hides whatever is below grade (footings, buried basement walls). */
  drawFront(season: Season) {
    this.grassBelow(season, (x) => this.at(x));
  }
}

export function sky(pic: Pic, o: { evening?: boolean; season?: Season; sunX?: number; id?: string }) {
  const id = o.id ?? "sky";
  const { w, h } = pic;
  const top = o.evening ? PALETTE.duskTop : o.season === "winter" ? "#d3e2ea" : PALETTE.skyTop;
  const bottom = o.evening ? PALETTE.duskBottom : PALETTE.skyBottom;
  pic.add(
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  );
  if (o.sunX !== undefined) pic.circle(o.sunX * w, h * (o.evening ? 0.3 : 0.14), h * 0.045, o.evening ? "#f7cf9a" : "#fbe9b4", { stroke: null, opacity: 0.95 });
  // two soft clouds
  const cl = (cx: number, cy: number, s: number) =>
    pic.path(
      `M${f(cx - s)} ${f(cy)} q ${f(s * 0.3)} ${f(-s * 0.35)} ${f(s * 0.7)} ${f(-s * 0.2)} q ${f(s * 0.35)} ${f(-s * 0.35)} ${f(s * 0.8)} 0 q ${f(s * 0.4)} ${f(-s * 0.05)} ${f(s * 0.5)} ${f(s * 0.2)} z`,
      "#ffffff",
      { stroke: null, opacity: 0.7 },
    );
  cl(w * (0.18 + (o.sunX ?? 0.5) * 0.3), h * 0.12, w * 0.06);
  cl(w * (0.78 - (o.sunX ?? 0.5) * 0.2), h * 0.2, w * 0.045);
}

/** Far ridges and (optionally) the lake, between horizonY and the lot. */
export function distance(pic: Pic, o: { horizon: number; lake?: boolean; season?: Season; ridge?: number; lakeDepth?: number }) {
  const { w, h } = pic;
  const hy = o.horizon * h;
  const seed = o.ridge ?? 0;
  const ridge = (base: number, amp: number, k: number, fill: string) => {
    const p: Array<[number, number]> = [[-10, base + h]];
    for (let i = 0; i <= 24; i++) {
      const x = (i / 24) * (w + 20) - 10;
      const y = base - amp * (0.55 + 0.45 * Math.sin(i * 0.7 * k + seed) * Math.cos(i * 0.31 + seed * 1.7));
      p.push([x, y]);
    }
    p.push([w + 10, base + h]);
    pic.poly(p, fill, { stroke: null });
    return p;
  };
  const far = ridge(hy, h * 0.16, 1, PALETTE.ridgeFar);
  if (o.season === "winter") {
    // snow on the upper slopes of the far ridge
    const cap = far.slice(1, -1).map(([x, y]) => [x, y] as [number, number]);
    const lower = cap.map(([x, y]) => [x, y + h * 0.05 + (hy - y) * 0.25] as [number, number]).reverse();
    pic.poly([...cap, ...lower], PALETTE.snowRidge, { stroke: null, opacity: 0.9 });
  }
  ridge(hy + h * 0.02, h * 0.07, 1.6, o.season === "winter" ? "#e3e8e6" : PALETTE.ridgeMid);
  if (o.lake) {
    const d = (o.lakeDepth ?? 0.12) * h;
    pic.rect(-5, hy + h * 0.02, w + 10, d, PALETTE.lake, { stroke: null });
    pic.line(-5, hy + h * 0.02, w + 5, hy + h * 0.02, { sw: pic.lw * 0.8 });
    for (let i = 0; i < 4; i++) {
      const x = ((i * 0.29 + seed * 0.13) % 1) * w;
      const y = hy + h * 0.03 + ((i * 0.41) % 1) * d * 0.85;
      pic.line(x, y, x + w * (0.03 + ((i * 0.17) % 1) * 0.04), y, { stroke: "#ffffff", opacity: 0.7 });
    }
  }
}

export function pine(pic: Pic, x: number, y: number, s: number, season: Season = "summer", dark = false) {
  const c = dark ? PALETTE.pineDark : PALETTE.pine;
  pic.rect(x - s * 0.035, y - s * 0.14, s * 0.07, s * 0.16, PALETTE.woodDark, { stroke: null });
  pic.poly(
    [
      [x, y - s],
      [x + s * 0.17, y - s * 0.62],
      [x + s * 0.1, y - s * 0.62],
      [x + s * 0.27, y - s * 0.3],
      [x + s * 0.17, y - s * 0.3],
      [x + s * 0.33, y - s * 0.1],
      [x - s * 0.33, y - s * 0.1],
      [x - s * 0.17, y - s * 0.3],
      [x - s * 0.27, y - s * 0.3],
      [x - s * 0.1, y - s * 0.62],
      [x - s * 0.17, y - s * 0.62],
    ],
    c,
    { stroke: null },
  );
  if (season === "winter")
    pic.poly(
      [
        [x, y - s],
        [x + s * 0.12, y - s * 0.74],
        [x - s * 0.12, y - s * 0.74],
      ],
      PALETTE.snow,
      { stroke: null },
    );
}

export function leafy(pic: Pic, x: number, y: number, s: number, season: Season = "summer", alt = false) {
  pic.rect(x - s * 0.03, y - s * 0.45, s * 0.06, s * 0.47, PALETTE.woodDark, { stroke: null });
  if (season === "winter") {
    for (const [a, b] of [
      [-0.2, -0.8],
      [0.18, -0.75],
      [0, -0.95],
      [-0.1, -0.6],
    ] as const)
      pic.line(x, y - s * 0.4, x + a * s, y + b * s, { stroke: PALETTE.woodDark, sw: pic.lw * 1.2 });
    return;
  }
  const c =
    season === "autumn"
      ? alt
        ? PALETTE.leafAutumn2
        : PALETTE.leafAutumn
      : season === "spring"
        ? alt
          ? "#f2d3d8"
          : "#b5cf8a"
        : alt
          ? "#8aa86b"
          : PALETTE.leaf;
  pic.add(
    `<path d="M${f(x - s * 0.32)} ${f(y - s * 0.5)} a ${f(s * 0.2)} ${f(s * 0.2)} 0 0 1 ${f(s * 0.1)} ${f(-s * 0.3)} a ${f(s * 0.24)} ${f(s * 0.24)} 0 0 1 ${f(s * 0.42)} ${f(-s * 0.05)} a ${f(s * 0.2)} ${f(s * 0.2)} 0 0 1 ${f(s * 0.12)} ${f(s * 0.33)} a ${f(s * 0.16)} ${f(s * 0.16)} 0 0 1 ${f(-s * 0.14)} ${f(s * 0.18)} l ${f(-s * 0.36)} 0 a ${f(s * 0.14)} ${f(s * 0.14)} 0 0 1 ${f(-s * 0.14)} ${f(-s * 0.16)} z" fill="${c}"/>`,
  );
}

export function poplar(pic: Pic, x: number, y: number, s: number, season: Season = "summer") {
  pic.rect(x - s * 0.02, y - s * 0.2, s * 0.04, s * 0.22, PALETTE.woodDark, { stroke: null });
  const c = season === "autumn" ? "#e9c25a" : season === "winter" ? "#c9c1b3" : "#8fae72";
  pic.add(`<ellipse cx="${f(x)}" cy="${f(y - s * 0.58)}" rx="${f(s * 0.11)}" ry="${f(s * 0.42)}" fill="${c}"/>`);
}

export function shrub(pic: Pic, x: number, y: number, s: number, season: Season = "summer") {
  const c = season === "winter" ? "#dfe4e0" : season === "autumn" ? "#c9b27a" : "#a9b88f";
  pic.add(
    `<path d="M${f(x - s)} ${f(y)} q ${f(s * 0.1)} ${f(-s * 0.9)} ${f(s)} ${f(-s * 0.8)} q ${f(s * 0.9)} ${f(-s * 0.1)} ${f(s)} ${f(s * 0.8)} z" fill="${c}"/>`,
  );
}

/** Rows of vines or orchard trees running back across the lot, between x0 and x1. */
export function rows(pic: Pic, g: Ground, x0: number, x1: number, kind: "vineyard" | "orchard", season: Season) {
  const n = 6;
  for (let i = n - 1; i >= 0; i--) {
    const t = i / (n - 1);
    const yOff = -t * pic.h * 0.11;
    if (kind === "vineyard") {
      const c = season === "autumn" ? "#b9b45e" : season === "winter" ? "#b9a993" : PALETTE.vine;
      const p: Array<[number, number]> = [];
      for (let x = x0; x <= x1 + 1; x += (x1 - x0) / 20) p.push([x, g.at(x) + yOff - pic.h * 0.012]);
      pic.add(
        `<polyline points="${pts(p)}" fill="none" stroke="${c}" stroke-width="${f(pic.h * (0.028 - 0.012 * t))}" stroke-linecap="round" stroke-dasharray="0.1 ${f(pic.w * (0.022 - 0.008 * t))}"/>`,
      );
    } else {
      for (let x = x0 + (i % 2) * pic.w * 0.025; x <= x1; x += pic.w * (0.05 - 0.015 * t))
        leafy(pic, x, g.at(x) + yOff, pic.h * (0.1 - 0.05 * t), season, (i + Math.round(x)) % 3 === 0);
    }
  }
}

// ---------------------------------------------------------------- buildings

export type Roof = "gable" | "gable-side" | "shed" | "hip" | "flat" | "saltbox";

export interface BuildingSpec {
  /** Centre of the front face, as a fraction of the picture's width. */
  at: number;
  /** Width of the front face, as a fraction of the picture's width. */
  width: number;
  storeys: number;
  roof: Roof;
  scheme: string;
  /** Depth of the building (oblique), as a fraction of its width. */
  depth?: number;
  pitch?: number;
  siding?: "lap" | "board" | "shingle" | "smooth";
  glass?: "punched" | "wall" | "tall" | "gable-glass";
  /** A lower floor below the main floor; shows where the grade falls away (daylight basement / walkout). */
  basement?: boolean;
  garageDoors?: number;
  /** One tall (boat or RV) door in place of the first garage door. */
  tallDoor?: boolean;
  deck?: "rail" | "glass" | "covered";
  porch?: boolean;
  /** Windows in the roof (living space over a garage). */
  dormers?: number;
  stair?: "left" | "right";
  chimney?: boolean;
  stoneBase?: boolean;
  lit?: boolean;
  /** Floor height above the highest grade under the building, in storeys. */
  raise?: number;
  /** Main floor sits at this fraction of the picture height instead of at grade. */
  floorAt?: number;
  storeyH?: number;
  door?: number;
  snow?: boolean;
  /** Draw the upper storey as new framing (an addition going up). */
  framedTop?: boolean;
}

export interface Placed {
  x0: number;
  x1: number;
  floorY: number;
  top: number;
  roofTop: number;
}

function siding(pic: Pic, x: number, y: number, w: number, h: number, kind: BuildingSpec["siding"], shade: string) {
  if (kind === "lap") for (let yy = y + h / 7; yy < y + h - 1; yy += h / 7) pic.line(x, yy, x + w, yy, { stroke: shade, sw: pic.lw * 0.7 });
  else if (kind === "board") for (let xx = x + w / 11; xx < x + w - 1; xx += w / 11) pic.line(xx, y, xx, y + h, { stroke: shade, sw: pic.lw * 0.7 });
  else if (kind === "shingle")
    for (let yy = y + h / 9, k = 0; yy < y + h - 1; yy += h / 9, k++) {
      pic.line(x, yy, x + w, yy, { stroke: shade, sw: pic.lw * 0.6 });
      for (let xx = x + (k % 2 ? w / 24 : 0); xx < x + w; xx += w / 12) pic.line(xx, yy - h / 9, xx, yy, { stroke: shade, sw: pic.lw * 0.4 });
    }
}

function window1(pic: Pic, x: number, y: number, w: number, h: number, trim: string, lit: boolean, mullions = 1) {
  pic.rect(x - pic.lw * 1.5, y - pic.lw * 1.5, w + pic.lw * 3, h + pic.lw * 3, trim, { sw: pic.lw * 0.8 });
  pic.rect(x, y, w, h, lit ? PALETTE.lit : PALETTE.glass, { sw: pic.lw * 0.8 });
  for (let i = 1; i <= mullions; i++) pic.line(x + (w * i) / (mullions + 1), y, x + (w * i) / (mullions + 1), y + h, { stroke: trim, sw: pic.lw * 1.2 });
}

function garageDoor(pic: Pic, x: number, y: number, w: number, h: number, color: string) {
  pic.rect(x, y, w, h, color, { sw: pic.lw });
  for (let i = 1; i < 4; i++) pic.line(x, y + (h * i) / 4, x + w, y + (h * i) / 4, { stroke: INK, sw: pic.lw * 0.6, opacity: 0.6 });
  pic.rect(x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.14, PALETTE.glass, { sw: pic.lw * 0.6 });
}

/**
 * One building in elevation with oblique depth (dx, dy). Draws the foundation down to foundBottom
 * (the ground drawn in front hides what is below grade).
 */
export function building(pic: Pic, g: Ground, b: BuildingSpec): Placed {
  const { w, h, lw } = pic;
  const sc = SCHEMES[b.scheme] ?? SCHEMES.white!;
  const bw = b.width * w;
  const x0 = b.at * w - bw / 2;
  const x1 = x0 + bw;
  const sh = b.storeyH ?? h * 0.12;
  const depth = (b.depth ?? 0.6) * Math.min(bw, w * 0.3);
  const dx = (g.dx / Math.hypot(g.dx, g.dy)) * depth * 0.55 || 0;
  const dy = (g.dy / Math.hypot(g.dx, g.dy)) * depth * 0.55 || 0;
  const gMin = Math.min(g.at(x0), g.at(x1), g.at((x0 + x1) / 2));
  const gMax = Math.max(g.at(x0), g.at(x1), g.at((x0 + x1) / 2));
  const floorY = b.floorAt !== undefined ? b.floorAt * h : gMin - sh * (b.raise ?? 0.12);
  const wallH = sh * b.storeys;
  const top = floorY - wallH;
  const pitch = b.pitch ?? 0.45;
  const ov = bw * 0.05;
  const found = Math.max(gMax, floorY + (b.basement ? sh : 0)) + sh * 0.5;
  const sideX = dx >= 0 ? x1 : x0;
  const wallTop = top;

  // --- side face (drawn first: it is behind the front face)
  const sideColor = sc.shade;
  let sideTop: Array<[number, number]> = [
    [sideX, wallTop],
    [sideX + dx, wallTop + dy],
  ];
  let shedRise = 0;
  if (b.roof === "shed") shedRise = bw * 0.16;
  const shedUpLeft = dx < 0; // the high side of a shed roof is the side away from the visible side face
  const shedTopAt = (x: number) => (b.roof === "shed" ? wallTop - shedRise * (shedUpLeft ? (x - x0) / bw : (x1 - x) / bw) : wallTop);
  if (b.roof === "gable-side") {
    const rise = (depth / 2) * pitch * 1.4;
    sideTop = [
      [sideX, wallTop],
      [sideX + dx / 2, wallTop + dy / 2 - rise],
      [sideX + dx, wallTop + dy],
    ];
  } else if (b.roof === "shed") {
    sideTop = [
      [sideX, shedTopAt(sideX)],
      [sideX + dx, shedTopAt(sideX) + dy],
    ];
  }
  // foundation (side)
  pic.poly(
    [
      [sideX, floorY],
      [sideX + dx, floorY + dy],
      [sideX + dx, found + dy],
      [sideX, found],
    ],
    PALETTE.concreteShade,
  );
  pic.poly([...sideTop, [sideX + dx, floorY + dy], [sideX, floorY]], sideColor);
  if (b.basement) {
    pic.poly(
      [
        [sideX, floorY],
        [sideX + dx, floorY + dy],
        [sideX + dx, floorY + dy + sh],
        [sideX, floorY + sh],
      ],
      sc.shade,
    );
  }
  // side windows
  for (let s = 0; s < b.storeys; s++) {
    const yy = floorY - sh * (s + 1) + sh * 0.3;
    const t0 = 0.35;
    const t1 = 0.65;
    pic.poly(
      [
        [sideX + dx * t0, yy + dy * t0],
        [sideX + dx * t1, yy + dy * t1],
        [sideX + dx * t1, yy + dy * t1 + sh * 0.45],
        [sideX + dx * t0, yy + dy * t0 + sh * 0.45],
      ],
      b.lit ? PALETTE.lit : PALETTE.glassShade,
      { sw: lw * 0.8 },
    );
  }

  // --- roof planes behind/above
  const roofColor = sc.roof;
  let roofTop = wallTop;
  if (b.roof === "gable") {
    const rise = (bw / 2) * pitch;
    const apex: [number, number] = [(x0 + x1) / 2, wallTop - rise];
    const eave: [number, number] = dx >= 0 ? [x1 + ov, wallTop + ov * pitch] : [x0 - ov, wallTop + ov * pitch];
    pic.poly([apex, [apex[0] + dx, apex[1] + dy], [eave[0] + dx, eave[1] + dy], eave], roofColor);
    if (b.snow) pic.poly([apex, [apex[0] + dx, apex[1] + dy], [eave[0] + dx, eave[1] + dy], eave], PALETTE.snow, { opacity: 0.92 });
    roofTop = apex[1] + dy;
  } else if (b.roof === "gable-side" || b.roof === "saltbox") {
    const rise = (depth / 2) * pitch * 1.4;
    const ridgeL: [number, number] = [x0 - ov + dx / 2, wallTop + dy / 2 - rise];
    const ridgeR: [number, number] = [x1 + ov + dx / 2, wallTop + dy / 2 - rise];
    const front: Array<[number, number]> = [[x1 + ov, wallTop + ov * 0.3], [x0 - ov, wallTop + ov * 0.3], ridgeL, ridgeR];
    if (b.roof === "saltbox") front[1] = [x0 - ov, wallTop - sh * 0.5];
    pic.poly(front, roofColor);
    if (b.snow) pic.poly(front, PALETTE.snow, { opacity: 0.92 });
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      pic.line(
        x0 - ov + (ridgeL[0] - x0 + ov) * t,
        wallTop + (ridgeL[1] - wallTop) * t,
        x1 + ov + (ridgeR[0] - x1 - ov) * t,
        wallTop + (ridgeR[1] - wallTop) * t,
        {
          stroke: INK,
          sw: lw * 0.5,
          opacity: 0.35,
        },
      );
    }
    roofTop = ridgeL[1];
  } else if (b.roof === "hip") {
    const rise = (depth / 2) * pitch * 1.4;
    const inset = depth * 0.5;
    const rL: [number, number] = [x0 + inset + dx / 2, wallTop + dy / 2 - rise];
    const rR: [number, number] = [x1 - inset + dx / 2, wallTop + dy / 2 - rise];
    const eL: [number, number] = [x0 - ov, wallTop + ov * 0.3];
    const eR: [number, number] = [x1 + ov, wallTop + ov * 0.3];
    const side = dx >= 0 ? [eR, rR, [x1 + ov + dx, wallTop + dy]] : [eL, rL, [x0 - ov + dx, wallTop + dy]];
    pic.poly(side as Array<[number, number]>, sc.roof);
    pic.poly([eL, eR, rR, rL], roofColor);
    if (b.snow) pic.poly([eL, eR, rR, rL], PALETTE.snow, { opacity: 0.92 });
    roofTop = rL[1];
  } else if (b.roof === "shed") {
    const hiX = shedUpLeft ? x1 : x0;
    const loX = shedUpLeft ? x0 : x1;
    const hi: [number, number] = [hiX + (shedUpLeft ? ov : -ov), shedTopAt(hiX) - ov * 0.3];
    const lo: [number, number] = [loX + (shedUpLeft ? -ov : ov), shedTopAt(loX) + ov * 0.3];
    const plane: Array<[number, number]> = [hi, lo, [lo[0] + dx, lo[1] + dy], [hi[0] + dx, hi[1] + dy]];
    pic.poly(plane, roofColor);
    if (b.snow) pic.poly(plane, PALETTE.snow, { opacity: 0.92 });
    roofTop = Math.min(hi[1], hi[1] + dy);
  } else if (b.roof === "flat") {
    pic.poly(
      [
        [x0 - ov * 0.4, wallTop - sh * 0.08],
        [x1 + ov * 0.4, wallTop - sh * 0.08],
        [x1 + ov * 0.4 + dx, wallTop - sh * 0.08 + dy],
        [x0 - ov * 0.4 + dx, wallTop - sh * 0.08 + dy],
      ],
      b.snow ? PALETTE.snow : sc.shade,
    );
    roofTop = wallTop - sh * 0.08 + dy;
  }
  if (b.chimney) {
    const cx = x0 + bw * 0.72;
    pic.rect(cx, roofTop - sh * 0.2, bw * 0.06, wallTop - roofTop + sh * 0.2, "#b7aa98");
  }

  // --- foundation, front
  pic.rect(x0, floorY, bw, found - floorY, PALETTE.concrete);
  // --- basement storey (daylight / walkout): windows only where the grade is below them
  if (b.basement) {
    pic.rect(x0, floorY, bw, sh, sc.body);
    siding(pic, x0, floorY, bw, sh, b.stoneBase ? undefined : b.siding, sc.shade);
    if (b.stoneBase) stone(pic, x0, floorY, bw, sh);
    const n = Math.max(2, Math.round(bw / (sh * 0.9)));
    for (let i = 0; i < n; i++) {
      const wx = x0 + (bw * (i + 0.18)) / n;
      const ww = (bw / n) * 0.64;
      const wy = floorY + sh * 0.22;
      const wh = sh * 0.62;
      if (g.at(wx) > wy + wh + sh * 0.08 && g.at(wx + ww) > wy + wh + sh * 0.08) {
        if (i % 3 === 1) {
          pic.rect(wx, wy - sh * 0.04, ww, wh + sh * 0.04, b.lit ? PALETTE.lit : PALETTE.glass, { sw: lw });
          pic.line(wx + ww / 2, wy - sh * 0.04, wx + ww / 2, wy + wh, { stroke: sc.trim });
        } else window1(pic, wx, wy, ww, wh * 0.75, sc.trim, !!b.lit, 1);
      }
    }
  }
  // --- walls
  const wallPoly: Array<[number, number]> = [
    [x0, floorY],
    [x1, floorY],
    [x1, shedTopAt(x1)],
    [x0, shedTopAt(x0)],
  ];
  if (b.roof === "gable") {
    const rise = (bw / 2) * pitch;
    wallPoly.splice(3, 0, [(x0 + x1) / 2, wallTop - rise]);
  }
  pic.poly(wallPoly, sc.body);
  // siding lines stay inside the wall (a gable or shed wall is not a rectangle)
  const clip = pic.uid("wall");
  pic.add(`<clipPath id="${clip}"><polygon points="${pts(wallPoly)}"/></clipPath><g clip-path="url(#${clip})">`);
  siding(
    pic,
    x0,
    wallTop - (b.roof === "gable" ? (bw / 2) * pitch : b.roof === "shed" ? shedRise : 0),
    bw,
    floorY - wallTop + (b.roof === "gable" ? (bw / 2) * pitch : shedRise),
    b.siding,
    sc.shade,
  );
  pic.add("</g>");
  if (b.stoneBase && !b.basement) stone(pic, x0, floorY - sh * 0.28, bw, sh * 0.28);
  pic.poly(wallPoly, "none");

  // --- framed top storey (an addition going up)
  if (b.framedTop) {
    framedWall(pic, x0, floorY - sh * (b.storeys - 1), bw, sh, 16);
  }

  // --- windows and doors per storey
  const garageN = b.garageDoors ?? 0;
  for (let s = 0; s < b.storeys; s++) {
    if (b.framedTop && s === b.storeys - 1) continue;
    const yTop = floorY - sh * (s + 1);
    if (s === 0 && garageN > 0) {
      const gw = (bw * 0.84) / garageN;
      for (let i = 0; i < garageN; i++) {
        const tall = b.tallDoor && i === 0;
        const dh = tall ? sh * 0.86 : sh * 0.62;
        garageDoor(
          pic,
          x0 + bw * 0.08 + i * gw + gw * 0.07,
          floorY - dh,
          gw * 0.86,
          dh,
          sc.trim === "#f7f5ef" || sc.trim === "#f3efe6" || sc.trim === "#f7f1e6" ? PALETTE.white : sc.trim,
        );
      }
      continue;
    }
    const glass = b.glass ?? "punched";
    if (glass === "wall" && s === 0) {
      const gx = x0 + bw * 0.08;
      const gwid = bw * 0.84;
      pic.rect(gx, yTop + sh * 0.1, gwid, sh * 0.86, b.lit ? PALETTE.lit : PALETTE.glass, { sw: lw });
      for (let i = 1; i < 6; i++)
        pic.line(gx + (gwid * i) / 6, yTop + sh * 0.1, gx + (gwid * i) / 6, yTop + sh * 0.96, { stroke: sc.trim === "#f7f5ef" ? INK : sc.trim, sw: lw * 1.2 });
      if (!b.lit)
        pic.poly(
          [
            [gx, yTop + sh * 0.7],
            [gx + gwid * 0.2, yTop + sh * 0.1],
            [gx + gwid * 0.32, yTop + sh * 0.1],
            [gx + gwid * 0.05, yTop + sh * 0.96],
          ],
          "#ffffff",
          { stroke: null, opacity: 0.35 },
        );
      continue;
    }
    if (glass === "tall" && s === 0) {
      const n = Math.max(3, Math.round(bw / (sh * 0.5)));
      for (let i = 0; i < n; i++) window1(pic, x0 + (bw * (i + 0.2)) / n, yTop + sh * 0.12, (bw / n) * 0.6, sh * 0.84, sc.trim, !!b.lit, 0);
      continue;
    }
    const n = Math.max(2, Math.round(bw / (sh * 1.05)));
    for (let i = 0; i < n; i++) {
      const wx = x0 + (bw * (i + 0.22)) / n;
      const ww = (bw / n) * 0.56;
      const isDoor = s === 0 && b.door !== undefined && i === Math.min(n - 1, Math.floor(b.door * n));
      if (isDoor) {
        pic.rect(wx + ww * 0.2, yTop + sh * 0.2, ww * 0.6, sh * 0.8, sc.door);
        pic.circle(wx + ww * 0.7, yTop + sh * 0.62, lw * 1.4, INK, { stroke: null });
      } else window1(pic, wx, yTop + sh * 0.25, ww, sh * 0.48, sc.trim, !!b.lit, 1);
    }
  }
  // gable-end glass / attic window
  if (b.roof === "gable") {
    const rise = (bw / 2) * pitch;
    const cx = (x0 + x1) / 2;
    if (b.glass === "gable-glass") {
      pic.poly(
        [
          [cx - bw * 0.3, wallTop - 2],
          [cx, wallTop - rise * 0.85],
          [cx + bw * 0.3, wallTop - 2],
        ],
        b.lit ? PALETTE.lit : PALETTE.glass,
      );
      pic.line(cx, wallTop - rise * 0.85, cx, wallTop - 2, { stroke: sc.trim });
    } else window1(pic, cx - bw * 0.06, wallTop - rise * 0.6, bw * 0.12, rise * 0.4, sc.trim, !!b.lit, 0);
    // rake trim over the roof line
    pic.add(
      `<polyline points="${pts([
        [x0 - ov, wallTop + ov * pitch],
        [cx, wallTop - rise],
        [x1 + ov, wallTop + ov * pitch],
      ])}" fill="none" stroke="${sc.roof}" stroke-width="${f(sh * 0.09)}" stroke-linejoin="miter"/>`,
    );
    if (b.snow)
      pic.add(
        `<polyline points="${pts([
          [x0 - ov, wallTop + ov * pitch - sh * 0.05],
          [cx, wallTop - rise - sh * 0.05],
          [x1 + ov, wallTop + ov * pitch - sh * 0.05],
        ])}" fill="none" stroke="${PALETTE.snow}" stroke-width="${f(sh * 0.07)}" stroke-linejoin="round"/>`,
      );
  }
  if (b.dormers) {
    for (let i = 0; i < b.dormers; i++) {
      const cx = x0 + (bw * (i + 0.5)) / b.dormers;
      const dyTop = wallTop - sh * 0.55;
      pic.rect(cx - bw * 0.08, dyTop, bw * 0.16, sh * 0.45, sc.body);
      window1(pic, cx - bw * 0.05, dyTop + sh * 0.1, bw * 0.1, sh * 0.26, sc.trim, !!b.lit, 1);
      pic.poly(
        [
          [cx - bw * 0.1, dyTop + 2],
          [cx, dyTop - sh * 0.2],
          [cx + bw * 0.1, dyTop + 2],
        ],
        sc.roof,
      );
    }
  }
  // --- porch: a roof on posts along the front of the main floor
  if (b.porch) {
    const py = floorY - sh * 0.95;
    pic.poly(
      [
        [x0 - ov, py + sh * 0.06],
        [x1 + ov, py + sh * 0.06],
        [x1 + ov * 0.4, py - sh * 0.12],
        [x0 - ov * 0.4, py - sh * 0.12],
      ],
      sc.roof,
    );
    for (let i = 0; i <= 4; i++) pic.rect(x0 + (bw * i) / 4 - lw * 2, py + sh * 0.06, lw * 4, floorY - py - sh * 0.06, sc.trim);
    pic.rect(x0 - ov, floorY - sh * 0.03, bw + ov * 2, sh * 0.06, PALETTE.wood);
  }
  // --- deck across the front at the main floor, on posts down to grade
  if (b.deck) {
    deckFront(pic, g, x0 - bw * 0.04, x1 + bw * 0.04, floorY, sh, b.deck, sc);
  }
  // --- exterior stair to an upper floor
  if (b.stair) {
    const sx = b.stair === "right" ? x1 : x0;
    const dir = b.stair === "right" ? 1 : -1;
    const steps = 9;
    const runW = bw * 0.32;
    pic.poly(
      [
        [sx, floorY - sh],
        [sx + dir * sh * 0.3, floorY - sh],
        [sx + dir * (sh * 0.3 + runW), floorY],
        [sx + dir * runW, floorY],
      ],
      PALETTE.wood,
    );
    for (let i = 1; i < steps; i++) {
      const t = i / steps;
      pic.line(sx + dir * (sh * 0.3 * 0 + runW * t), floorY - sh * (1 - t), sx + dir * (sh * 0.3 + runW * t), floorY - sh * (1 - t), { sw: lw * 0.6 });
    }
    pic.line(sx + dir * sh * 0.3, floorY - sh * 1.35, sx + dir * (sh * 0.3 + runW), floorY - sh * 0.35, { sw: lw * 1.2 });
    pic.rect(sx + dir * (sh * 0.3 + runW) - lw * 2, floorY - sh * 0.35, lw * 4, sh * 0.35, PALETTE.woodDark);
    pic.rect(sx + (dir > 0 ? 0 : -sh * 0.32), floorY - sh * 1.03, sh * 0.32, sh * 0.05, PALETTE.wood);
  }
  return { x0, x1, floorY, top: wallTop, roofTop };
}

function stone(pic: Pic, x: number, y: number, w: number, h: number) {
  pic.rect(x, y, w, h, "#d9d2c4");
  const rowsN = 3;
  for (let r = 0; r < rowsN; r++) {
    const yy = y + (h * r) / rowsN;
    pic.line(x, yy, x + w, yy, { sw: pic.lw * 0.5, opacity: 0.5 });
    for (let xx = x + ((r % 2) * w) / 24; xx < x + w; xx += w / 12) pic.line(xx, yy, xx, yy + h / rowsN, { sw: pic.lw * 0.5, opacity: 0.5 });
  }
}

export function deckFront(pic: Pic, g: Ground, x0: number, x1: number, y: number, sh: number, kind: "rail" | "glass" | "covered", sc: Scheme) {
  const lw = pic.lw;
  const n = Math.max(3, Math.round((x1 - x0) / (sh * 1.1)));
  for (let i = 0; i <= n; i++) {
    const px = x0 + ((x1 - x0) * i) / n;
    const gy = g.at(px);
    if (gy > y + sh * 0.1) {
      pic.rect(px - lw * 2.2, y, lw * 4.4, gy - y + sh * 0.3, PALETTE.woodDark, { sw: lw * 0.8 });
      if (gy - y > sh * 0.9) pic.line(px, y + sh * 0.25, px + (x1 - x0) / n / 2, y + sh * 0.05, { stroke: PALETTE.woodDark, sw: lw * 1.4 });
    }
  }
  pic.rect(x0, y - sh * 0.02, x1 - x0, sh * 0.1, PALETTE.wood);
  const ry = y - sh * 0.36;
  if (kind === "glass") {
    pic.rect(x0, ry, x1 - x0, sh * 0.34, PALETTE.glass, { opacity: 0.55, sw: lw * 0.8 });
    for (let i = 1; i < n * 2; i++)
      pic.line(x0 + ((x1 - x0) * i) / (n * 2), ry, x0 + ((x1 - x0) * i) / (n * 2), ry + sh * 0.34, { sw: lw * 0.5, opacity: 0.5 });
    pic.rect(x0, ry - sh * 0.03, x1 - x0, sh * 0.035, PALETTE.steel, { stroke: null });
  } else {
    for (let x = x0; x <= x1 + 0.1; x += (x1 - x0) / (n * 6))
      pic.line(x, ry, x, y - sh * 0.02, { stroke: kind === "covered" ? sc.trim : INK, sw: lw * 0.6, opacity: 0.8 });
    pic.rect(x0, ry - sh * 0.03, x1 - x0, sh * 0.04, PALETTE.wood, { sw: lw * 0.8 });
  }
  if (kind === "covered") {
    const top = y - sh * 0.98;
    for (let i = 0; i <= n; i += n) pic.rect(x0 + ((x1 - x0) * i) / n - lw * 2, top, lw * 4, sh * 0.98, PALETTE.wood);
    pic.rect(x0 - sh * 0.1, top - sh * 0.08, x1 - x0 + sh * 0.2, sh * 0.1, sc.roof);
  }
}

/** A wall frame in elevation: bottom plate, studs at even spacing, a double top plate. */
export function framedWall(pic: Pic, x: number, y: number, w: number, h: number, bays: number, opening?: [number, number]) {
  const t = h * 0.035;
  const col = "#c99d6d";
  for (let i = 0; i <= bays; i++) {
    const sx = x + ((w - t) * i) / bays;
    if (opening && sx > x + w * opening[0] && sx < x + w * opening[1]) {
      pic.rect(sx, y - h * 0.3, t, h * 0.3 - t, col, { stroke: null });
      continue;
    }
    pic.rect(sx, y - h + t * 2, t, h - t * 3, col, { stroke: null });
  }
  if (opening) {
    pic.rect(x + w * opening[0], y - h * 0.82, w * (opening[1] - opening[0]) + t, t * 2.2, PALETTE.woodDark, { stroke: null });
    pic.rect(x + w * opening[0], y - h * 0.3 - t, w * (opening[1] - opening[0]) + t, t, col, { stroke: null });
  }
  pic.rect(x, y - t, w, t, col, { stroke: null });
  pic.rect(x, y - h + t, w, t, col, { stroke: null });
  pic.rect(x, y - h, w, t, col, { stroke: null });
}

/** A gable truss in elevation: bottom chord on the top plates at y, webs in a W (Fink). */
export function truss(pic: Pic, xL: number, xR: number, y: number, pitch: number, ov: number, o: { opacity?: number; color?: string } = {}) {
  const span = xR - xL;
  const rise = (span / 2) * pitch;
  const cx = (xL + xR) / 2;
  const ap: [number, number] = [cx, y - rise];
  const col = o.color ?? PALETTE.woodDark;
  const sw = pic.lw * 2.4;
  const op = o.opacity ?? 1;
  const L = (a: [number, number], b: [number, number], k = 1) => pic.line(a[0], a[1], b[0], b[1], { stroke: col, sw: sw * k, opacity: op });
  L([xL, y], [xR, y]);
  L([xL - ov, y + ov * pitch], ap);
  L([xR + ov, y + ov * pitch], ap);
  const q1: [number, number] = [xL + span / 3, y];
  const q2: [number, number] = [xL + (2 * span) / 3, y];
  const m1: [number, number] = [xL + span / 4, y - rise / 2];
  const m2: [number, number] = [xL + (3 * span) / 4, y - rise / 2];
  L(q1, m1, 0.7);
  L(q1, ap, 0.7);
  L(q2, ap, 0.7);
  L(q2, m2, 0.7);
}

// ---------------------------------------------------------------- equipment and site work

export function excavator(pic: Pic, x: number, y: number, s: number, facing: 1 | -1 = -1) {
  const k = facing;
  const X = (v: number) => x + k * v * s;
  pic.rect(Math.min(X(-0.05), X(0.95)), y - s * 0.2, s, s * 0.2, PALETTE.steel, { rx: s * 0.1 });
  for (let i = 0; i < 5; i++) pic.circle(X(0.08 + i * 0.2), y - s * 0.1, s * 0.06, "#8b949c", { sw: pic.lw * 0.6 });
  pic.rect(Math.min(X(0.05), X(0.85)), y - s * 0.5, s * 0.8, s * 0.3, "#e7b04e");
  pic.rect(Math.min(X(0.5), X(0.82)), y - s * 0.82, s * 0.32, s * 0.33, "#e7b04e");
  pic.rect(Math.min(X(0.55), X(0.77)), y - s * 0.77, s * 0.22, s * 0.2, PALETTE.glass, { sw: pic.lw * 0.8 });
  const boom: Array<[number, number]> = [
    [X(0.3), y - s * 0.45],
    [X(-0.3), y - s * 1.05],
    [X(-0.75), y - s * 0.35],
  ];
  pic.add(`<polyline points="${pts(boom)}" fill="none" stroke="${INK}" stroke-width="${f(s * 0.11)}" stroke-linejoin="round" stroke-linecap="round"/>`);
  pic.add(`<polyline points="${pts(boom)}" fill="none" stroke="#e7b04e" stroke-width="${f(s * 0.08)}" stroke-linejoin="round" stroke-linecap="round"/>`);
  pic.poly(
    [
      [X(-0.82), y - s * 0.42],
      [X(-0.62), y - s * 0.36],
      [X(-0.66), y - s * 0.12],
      [X(-0.9), y - s * 0.18],
    ],
    PALETTE.steel,
  );
}

export type Rand = () => number;

/** Mulberry32, seeded from a string: used only to scatter trees, the same way every run. */
export function rng(seed: string): Rand {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svgDoc(w: number, h: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
