// Whole pictures from a short description: outdoor scenes (buildings on a ground profile), building
// sites (foundation, framing, excavation) and interiors in one-point perspective.
import {
  Ground,
  INK,
  PALETTE,
  Pic,
  building,
  distance,
  excavator,
  framedWall,
  leafy,
  pine,
  poplar,
  rng,
  rows,
  shrub,
  sky,
  truss,
  type BuildingSpec,
  type Profile,
  type Season,
} from "./scenes";

export type TreeKind = "pine" | "leafy" | "poplar" | "shrub" | "mixed";
export interface Trees {
  kind: TreeKind;
  n: number;
  /** x ranges (fractions) to keep clear. */
  avoid?: Array<[number, number]>;
  size?: number;
}

interface Common {
  season?: Season;
  evening?: boolean;
  sunX?: number;
  horizon?: number;
  lake?: boolean;
  ridge?: number;
  /** How far the lake reaches down toward the lot (fraction of the height). */
  lakeDepth?: number;
  profile?: Profile;
  /** Oblique direction: the side face shows on the right (default) or left. */
  view?: "right" | "left";
  back?: Trees;
  front?: Trees;
  rows?: { kind: "vineyard" | "orchard"; x0: number; x1: number };
}

export interface ExteriorScene extends Common {
  kind: "exterior";
  buildings: BuildingSpec[];
  /** Things at the lot: a boat on its trailer, a dock, silt fence. */
  boat?: number;
  dock?: boolean;
}

export interface SiteScene extends Common {
  kind: "framing" | "foundation" | "excavation" | "opening";
  at?: number;
  width?: number;
  /** framing: how far the trusses have got (1 = all set); foundation: forms still on. */
  progress?: number;
  forms?: boolean;
  snow?: boolean;
  /** framing: an existing finished storey below the new frame (a second-storey addition). */
  overExisting?: string;
  /** framing: the existing house the new frame stands against. */
  beside?: BuildingSpec;
}

export interface InteriorScene {
  kind: "interior";
  room: "kitchen" | "bath" | "living" | "doors";
  wall?: string;
  floor?: "oak" | "walnut" | "tile" | "concrete" | "pale";
  cabinets?: string;
  island?: string | false;
  uppers?: "cabinets" | "shelves" | "none";
  window?: "wide" | "tall" | "corner" | "small";
  evening?: boolean;
  season?: Season;
  beams?: boolean;
  fireplace?: "back" | "left" | "none";
  sofa?: string;
  double?: boolean;
  tub?: boolean;
  panels?: number;
  folding?: boolean;
  rug?: string;
  /** Draw the room mirrored left to right. */
  flip?: boolean;
  /** Back wall position: a wider back wall reads as a deeper room. */
  back?: [number, number, number, number];
}

export type Scene = ExteriorScene | SiteScene | InteriorScene;

const FLAT: Profile = [
  [0, 0.8],
  [1, 0.8],
];

function setup(pic: Pic, s: Common) {
  const season = s.season ?? "summer";
  sky(pic, { evening: s.evening, season, sunX: s.sunX });
  distance(pic, { horizon: s.horizon ?? 0.42, lake: s.lake ?? true, season, ridge: s.ridge ?? 1, lakeDepth: s.lakeDepth });
  const dir = s.view === "left" ? -1 : 1;
  const g = new Ground(pic, s.profile ?? FLAT, dir * pic.w * 0.05, -pic.h * 0.07);
  g.drawBack(season);
  return { g, season };
}

function scatter(pic: Pic, g: Ground, t: Trees | undefined, seed: string, season: Season, front: boolean) {
  if (!t) return;
  const r = rng(seed);
  const list: Array<[number, number, number]> = [];
  for (let i = 0; i < t.n; i++) {
    const fx = r();
    const s = (t.size ?? 0.2) * (0.7 + r() * 0.5);
    const k = r();
    if (t.avoid?.some(([a, b]) => fx > a && fx < b)) continue;
    list.push([fx, s, k]);
  }
  list.sort((a, b) => (front ? a[1] - b[1] : b[2] - a[2]));
  for (const [fx, s, k] of list) {
    const x = fx * pic.w;
    const y = front ? g.at(x) + pic.h * 0.015 : g.back(x) + pic.h * (0.005 + k * 0.03);
    const size = s * pic.h * (front ? 1.15 : 0.85);
    const kind = t.kind === "mixed" ? (["pine", "leafy", "pine", "poplar"] as const)[Math.floor(k * 4)]! : t.kind;
    if (kind === "pine") pine(pic, x, y, size, season, k > 0.5);
    else if (kind === "leafy") leafy(pic, x, y, size * 0.8, season, k > 0.5);
    else if (kind === "poplar") poplar(pic, x, y, size * 1.1, season);
    else shrub(pic, x, y, size * 0.12, season);
  }
}

export function exterior(w: number, h: number, s: ExteriorScene, seed: string) {
  const pic = new Pic(w, h);
  const { g, season } = setup(pic, s);
  scatter(pic, g, s.back, `${seed}-back`, season, false);
  if (s.rows) rows(pic, g, s.rows.x0 * w, s.rows.x1 * w, s.rows.kind, season);
  if (s.dock) {
    // a dock from the shore out onto the water, on piles
    const x0 = w * 0.1;
    const y = g.back(x0) - h * 0.012;
    for (let i = 0; i <= 4; i++) pic.rect(x0 + w * 0.05 * i - 3, y, 6, h * 0.03, PALETTE.woodDark, { sw: pic.lw * 0.6 });
    pic.rect(x0 - w * 0.01, y - h * 0.008, w * 0.22, h * 0.014, PALETTE.wood, { sw: pic.lw * 0.8 });
  }
  for (const b of s.buildings) building(pic, g, { snow: season === "winter", ...b });
  if (s.boat !== undefined) boat(pic, g, s.boat * w, h * 0.075);
  g.drawFront(season);
  scatter(pic, g, s.front, `${seed}-front`, season, true);
  return pic.svg();
}

/** A boat on its trailer, side on, nose left. */
export function boat(pic: Pic, g: Ground, x: number, s: number) {
  const y = g.at(x) - s * 0.5;
  pic.line(x - s * 1.2, y, x + s * 3.3, y, { sw: pic.lw * 1.6 });
  pic.circle(x + s * 1.2, y + s * 0.22, s * 0.28, INK, { stroke: null });
  pic.circle(x + s * 1.8, y + s * 0.22, s * 0.28, INK, { stroke: null });
  pic.path(`M${x - s * 0.6} ${y - s * 0.9} L ${x + s * 3.2} ${y - s * 0.9} L ${x + s * 3.1} ${y - s * 0.15} L ${x + s * 0.4} ${y - s * 0.1} Z`, PALETTE.white);
  pic.line(x - s * 0.4, y - s * 0.6, x + s * 3.15, y - s * 0.6, { stroke: PALETTE.accent, sw: pic.lw * 2 });
  pic.rect(x + s * 3.15, y - s * 0.8, s * 0.25, s * 0.9, PALETTE.steel);
  pic.path(`M${x + s * 1.2} ${y - s * 0.9} L ${x + s * 1.6} ${y - s * 1.4} L ${x + s * 2.2} ${y - s * 1.4} L ${x + s * 2.3} ${y - s * 0.9}`, PALETTE.glass, {
    sw: pic.lw * 0.8,
  });
}

// ---------------------------------------------------------------- building sites

export function site(w: number, h: number, s: SiteScene, seed: string) {
  const pic = new Pic(w, h);
  const { g, season } = setup(pic, s);
  scatter(pic, g, s.back, `${seed}-back`, season, false);
  if (s.rows) rows(pic, g, s.rows.x0 * w, s.rows.x1 * w, s.rows.kind, season);
  if (s.kind === "framing") framingSite(pic, g, s, season);
  else if (s.kind === "foundation") foundationSite(pic, g, s);
  else if (s.kind === "opening") openingSite(pic, g, s);
  else excavationSite(pic, g, s);
  g.drawFront(season);
  scatter(pic, g, s.front, `${seed}-front`, season, true);
  return pic.svg();
}

/**
 * A house frame seen on its gable end with oblique depth: floor deck on the foundation, framed
 * walls with a double top plate, and trusses whose bottom chords bear on the side walls' top plates.
 */
function framingSite(pic: Pic, g: Ground, s: SiteScene, season: Season) {
  const { w, h, lw } = pic;
  if (s.beside) building(pic, g, s.beside);
  const bw = (s.width ?? 0.34) * w;
  const x0 = (s.at ?? 0.5) * w - bw / 2;
  const x1 = x0 + bw;
  const sh = h * 0.17;
  const gMin = Math.min(g.at(x0), g.at(x1));
  const gMax = Math.max(g.at(x0), g.at(x1));
  const dir = g.dx >= 0 ? 1 : -1;
  const D = 6;
  const ddx = dir * bw * 0.07;
  const ddy = -bw * 0.035;
  let floorY = gMin - sh * 0.15;
  // existing storey below (finished) for a second-storey addition
  if (s.overExisting) {
    const p = building(pic, g, {
      at: s.at ?? 0.5,
      width: s.width ?? 0.34,
      storeys: 1,
      roof: "flat",
      scheme: s.overExisting,
      storeyH: sh,
      depth: 0.5,
      glass: "punched",
      door: 0.5,
    });
    floorY = p.top - sh * 0.04;
  } else {
    // foundation: stem wall from the floor down into the ground (stepped with the slope)
    pic.poly(
      [
        [x0, floorY],
        [x1, floorY],
        [x1 + ddx * D, floorY + ddy * D],
        [x1 + ddx * D, gMax + sh + ddy * D],
        [x1, gMax + sh],
        [x0, gMax + sh],
      ],
      PALETTE.concrete,
    );
  }
  // floor deck
  pic.poly(
    [
      [x0, floorY],
      [x1, floorY],
      [x1 + ddx * D, floorY + ddy * D],
      [x0 + ddx * D, floorY + ddy * D],
    ],
    PALETTE.woodDark,
  );
  const top = floorY - sh;
  const pitch = 0.5;
  const ov = bw * 0.06;
  const setN = Math.max(1, Math.round((s.progress ?? 1) * D));
  // back wall and the far side wall's plate (seen through the frame)
  framedWall(pic, x0 + ddx * D, floorY + ddy * D, bw, sh, 12);
  // the near side wall (the one on the oblique side): studs seen at an angle
  const sx = dir > 0 ? x1 : x0;
  for (let i = 0; i <= D * 2; i++) {
    const k = i / 2;
    pic.rect(sx + ddx * k - lw * 1.5, floorY + ddy * k - sh + sh * 0.07, lw * 3, sh - sh * 0.1, "#c99d6d", { stroke: null });
  }
  const plate = (xa: number) =>
    pic.poly(
      [
        [xa, top],
        [xa + ddx * D, top + ddy * D],
        [xa + ddx * D, top + ddy * D + sh * 0.07],
        [xa, top + sh * 0.07],
      ],
      PALETTE.wood,
      { sw: lw * 0.6 },
    );
  plate(dir > 0 ? x0 : x1);
  // trusses from the back forward; each bottom chord sits on the two top plates
  for (let k = D; k >= D - setN + 1; k--) truss(pic, x0 + ddx * k, x1 + ddx * k, top + ddy * k, pitch, ov, { opacity: 0.95 });
  plate(sx);
  if (setN < D) {
    // the rest of the trusses wait, stacked flat on the deck
    for (let i = 0; i < 4; i++) pic.rect(x0 + bw * 0.1, floorY - sh * 0.05 * (i + 1), bw * 0.8, sh * 0.045, PALETTE.wood, { sw: lw * 0.6 });
  }
  // the gable-end wall, framed, in front
  framedWall(pic, x0, floorY, bw, sh, 12, [0.38, 0.62]);
  if (setN === D) truss(pic, x0, x1, top, pitch, ov);
  if (season === "winter") pic.rect(x0, floorY - lw * 2, bw, lw * 3, PALETTE.snow, { stroke: null });
}

/** Stem walls of a foundation on a cleared pad, seen in oblique: forms on, or stripped and curing. */
function foundationSite(pic: Pic, g: Ground, s: SiteScene) {
  const { w, h, lw } = pic;
  const bw = (s.width ?? 0.5) * w;
  const x0 = (s.at ?? 0.5) * w - bw / 2;
  const x1 = x0 + bw;
  const gy = g.at((x0 + x1) / 2);
  const dir = g.dx >= 0 ? 1 : -1;
  const ddx = dir * bw * 0.35;
  const ddy = -h * 0.12;
  const wh = h * 0.09;
  const t = bw * 0.025;
  const col = s.forms ? "#e0c896" : PALETTE.concrete;
  // the cleared pad
  pic.poly(
    [
      [x0 - bw * 0.12, gy + h * 0.01],
      [x1 + bw * 0.12, gy + h * 0.01],
      [x1 + bw * 0.12 + ddx * 1.2, gy + ddy * 1.2],
      [x0 - bw * 0.12 + ddx * 1.2, gy + ddy * 1.2],
    ],
    PALETTE.soil,
    { sw: lw * 0.8 },
  );
  const box = (ax: number, ay: number, bx: number, by: number) => {
    // a wall from (ax,ay) to (bx,by) on the pad plane, wall height wh
    pic.poly(
      [
        [ax, ay],
        [bx, by],
        [bx, by - wh],
        [ax, ay - wh],
      ],
      col,
      { sw: lw * 0.8 },
    );
  };
  const P = (u: number, v: number): [number, number] => [x0 + u * bw + ddx * v, gy + ddy * v];
  // back wall, far side wall, then near side wall, interior cross wall, front wall
  const back0 = P(0, 1);
  const back1 = P(1, 1);
  box(back0[0], back0[1], back1[0], back1[1]);
  const far = dir > 0 ? 0 : 1;
  const near = 1 - far;
  box(P(far, 0)[0], P(far, 0)[1], P(far, 1)[0], P(far, 1)[1]);
  box(P(0.55, 0)[0], P(0.55, 0)[1], P(0.55, 1)[0], P(0.55, 1)[1]);
  pic.poly([P(near, 0), P(near, 1), [P(near, 1)[0], P(near, 1)[1] - wh], [P(near, 0)[0], P(near, 0)[1] - wh]], col, { sw: lw * 0.8 });
  // top edges (wall thickness)
  pic.poly([P(0, 0), P(1, 0), [P(1, 0)[0], P(1, 0)[1] - wh], [P(0, 0)[0], P(0, 0)[1] - wh]], col, { sw: lw * 0.8 });
  pic.rect(x0, gy - wh - t * 0.4, bw, t * 0.4, s.forms ? "#d4b77f" : PALETTE.concreteShade, { sw: lw * 0.5 });
  if (s.forms) {
    for (let u = 0.04; u < 1; u += 0.08) pic.line(x0 + u * bw, gy, x0 + u * bw, gy - wh, { sw: lw * 0.6, opacity: 0.6 });
    for (let u = 0.02; u < 1; u += 0.12)
      pic.line(x0 + u * bw, gy + h * 0.02, x0 + u * bw - bw * 0.03, gy - wh * 0.8, { stroke: PALETTE.woodDark, sw: lw * 1.5 });
    for (let u = 0.05; u < 1; u += 0.1) pic.line(x0 + u * bw, gy - wh, x0 + u * bw, gy - wh - h * 0.03, { stroke: "#8a5a3a", sw: lw });
  } else {
    for (let u = 0.08; u < 1; u += 0.12) pic.line(x0 + u * bw, gy - wh, x0 + u * bw, gy - wh - h * 0.012, { sw: lw * 1.4 });
    // a stack of lumber waiting for the sill plates
    pic.rect(x1 + bw * 0.04, gy - h * 0.035, bw * 0.22, h * 0.035, PALETTE.wood, { sw: lw * 0.8 });
    pic.rect(x1 + bw * 0.05, gy - h * 0.06, bw * 0.2, h * 0.025, PALETTE.wood, { sw: lw * 0.8 });
  }
}

/** An excavator cutting a level pad into a slope: cut face uphill, the pad, spoil downhill. */
function excavationSite(pic: Pic, g: Ground, s: SiteScene) {
  const { w, h } = pic;
  const x = (s.at ?? 0.55) * w;
  const gy = g.at(x);
  // spoil pile beside the pad
  pic.path(`M${x + w * 0.12} ${gy} q ${w * 0.06} ${-h * 0.09} ${w * 0.14} 0 z`, PALETTE.soilDark);
  excavator(pic, x, gy, h * 0.2, g.dx >= 0 ? -1 : 1);
}

/** A framed wall with a wide opening for a wall of glass: a deep header over it, a level sill. */
function openingSite(pic: Pic, g: Ground, s: SiteScene) {
  const { w, h, lw } = pic;
  const bw = (s.width ?? 0.8) * w;
  const x0 = (s.at ?? 0.5) * w - bw / 2;
  const floorY = g.at(x0) - h * 0.05;
  const sh = h * 0.42;
  pic.rect(x0 - w * 0.02, floorY, bw + w * 0.04, h * 0.05, PALETTE.concrete);
  pic.rect(x0 - w * 0.02, floorY - h * 0.025, bw + w * 0.04, h * 0.025, PALETTE.woodDark);
  const o0 = 0.14;
  const o1 = 0.86;
  const t = sh * 0.035;
  const col = PALETTE.wood;
  for (let i = 0; i <= 20; i++) {
    const sx = x0 + ((bw - t) * i) / 20;
    if (sx > x0 + bw * o0 && sx < x0 + bw * o1) {
      pic.rect(sx, floorY - h * 0.025 - sh + t * 2, t, sh * 0.09, col, { sw: lw * 0.6 });
      continue;
    }
    pic.rect(sx, floorY - h * 0.025 - sh + t * 2, t, sh - t * 3, col, { sw: lw * 0.6 });
  }
  const fy = floorY - h * 0.025;
  // trimmer studs under the header, the header itself, the sill plate
  pic.rect(x0 + bw * o0 - t * 2, fy - sh * 0.82, t * 2, sh * 0.82, PALETTE.woodDark, { sw: lw * 0.6 });
  pic.rect(x0 + bw * o1, fy - sh * 0.82, t * 2, sh * 0.82, PALETTE.woodDark, { sw: lw * 0.6 });
  pic.rect(x0 + bw * o0 - t * 2, fy - sh * 0.82 - sh * 0.1, bw * (o1 - o0) + t * 4, sh * 0.1, "#c58f5c", { sw: lw });
  for (let i = 1; i < 3; i++)
    pic.line(x0 + bw * o0 - t * 2, fy - sh * 0.82 - (sh * 0.1 * i) / 3, x0 + bw * o1 + t * 2, fy - sh * 0.82 - (sh * 0.1 * i) / 3, {
      sw: lw * 0.5,
      opacity: 0.5,
    });
  pic.rect(x0, fy - t, bw, t, col, { sw: lw * 0.6 });
  pic.rect(x0, fy - sh + t, bw, t, col, { sw: lw * 0.6 });
  pic.rect(x0, fy - sh, bw, t, col, { sw: lw * 0.6 });
  // a glass panel waiting on the deck, on edge
  pic.rect(x0 + bw * 0.9, fy - sh * 0.55, bw * 0.02, sh * 0.55, PALETTE.glass, { sw: lw * 0.8 });
}

// ---------------------------------------------------------------- interiors

const FLOORS = {
  oak: ["#dcbf95", "#c7a67a"],
  walnut: ["#a97c57", "#8f6645"],
  tile: ["#e4e1da", "#c9c5bc"],
  concrete: ["#cfccc6", "#b9b5ae"],
  pale: ["#eadbc2", "#d6c3a4"],
};

export function interior(w: number, h: number, s: InteriorScene, seed: string) {
  const pic = new Pic(w, h);
  const lw = pic.lw;
  const [bx0f, by0f, bx1f, by1f] = s.back ?? [0.2, 0.16, 0.8, 0.66];
  const bx0 = bx0f * w;
  const bx1 = bx1f * w;
  const by0 = by0f * h;
  const by1 = by1f * h;
  const vp: [number, number] = [(bx0 + bx1) / 2, by0 + (by1 - by0) * 0.55];
  /** Room coordinates: u across the back wall (0..1), v height (0 floor .. 1 ceiling), m depth (1 back wall, larger is nearer). */
  const P = (u: number, v: number, m: number): [number, number] => {
    const bx = bx0 + u * (bx1 - bx0);
    const by = by1 - v * (by1 - by0);
    return [vp[0] + (bx - vp[0]) * m, vp[1] + (by - vp[1]) * m];
  };
  const wall = s.wall ?? "#efe9df";
  const [fl, flLine] = FLOORS[s.floor ?? "oak"] as [string, string];
  const M = 6;
  // ceiling, side walls, floor, back wall
  pic.poly([P(0, 1, 1), P(1, 1, 1), P(1, 1, M), P(0, 1, M)], "#f7f4ee");
  pic.poly([P(0, 0, 1), P(0, 1, 1), P(0, 1, M), P(0, 0, M)], shade(wall, 0.94));
  pic.poly([P(1, 0, 1), P(1, 1, 1), P(1, 1, M), P(1, 0, M)], shade(wall, 0.9));
  pic.poly([P(0, 0, 1), P(1, 0, 1), P(1, 0, M), P(0, 0, M)], fl);
  if (s.floor === "tile" || s.floor === "concrete") {
    for (let u = 0; u <= 1.001; u += 1 / 8) pic.line(...P(u, 0, 1), ...P(u, 0, M), { stroke: flLine, sw: lw * 0.8 });
    for (let m = 1; m < M; m *= 1.18) pic.line(...P(0, 0, m), ...P(1, 0, m), { stroke: flLine, sw: lw * 0.8 });
  } else for (let u = -0.5; u <= 1.5; u += 1 / 8) pic.line(...P(u, 0, 1), ...P(u, 0, M), { stroke: flLine, sw: lw * 0.7 });
  pic.rect(bx0, by0, bx1 - bx0, by1 - by0, wall);
  if (s.beams) for (let m = 1.12; m < M; m += 0.28) pic.poly([P(0, 1, m), P(1, 1, m), P(1, 0.97, m), P(0, 0.97, m)], PALETTE.woodDark, { sw: lw * 0.6 });

  const view = (x: number, y: number, ww: number, hh: number, id: string) => {
    const sub = new Pic(ww, hh, lw);
    sky(sub, { evening: s.evening, season: s.season, sunX: 0.7, id: `sky-${id}` });
    distance(sub, { horizon: 0.45, lake: true, season: s.season, ridge: 2, lakeDepth: 0.6 });
    pic.add(
      `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${ww.toFixed(1)}" height="${hh.toFixed(1)}" viewBox="0 0 ${ww} ${hh}">${sub.parts.join("")}</svg>`,
    );
  };
  const frame = (x: number, y: number, ww: number, hh: number, panes: number, id: string, color = PALETTE.steel) => {
    view(x, y, ww, hh, id);
    pic.rect(x, y, ww, hh, "none", { stroke: color, sw: lw * 3 });
    for (let i = 1; i < panes; i++) pic.line(x + (ww * i) / panes, y, x + (ww * i) / panes, y + hh, { stroke: color, sw: lw * 2.4 });
  };
  const box = (u0: number, u1: number, v0: number, v1: number, m0: number, m1: number, fill: string, top?: string) => {
    const eye = 0.45;
    if (v1 < eye) pic.poly([P(u0, v1, m0), P(u1, v1, m0), P(u1, v1, m1), P(u0, v1, m1)], top ?? shade(fill, 1.08));
    else if (v0 > eye) pic.poly([P(u0, v0, m0), P(u1, v0, m0), P(u1, v0, m1), P(u0, v0, m1)], shade(fill, 0.8));
    if (u1 < 0.5) pic.poly([P(u1, v0, m0), P(u1, v1, m0), P(u1, v1, m1), P(u1, v0, m1)], shade(fill, 0.85));
    if (u0 > 0.5) pic.poly([P(u0, v0, m0), P(u0, v1, m0), P(u0, v1, m1), P(u0, v0, m1)], shade(fill, 0.85));
    const a = P(u0, v1, m1);
    const b = P(u1, v0, m1);
    pic.rect(a[0], a[1], b[0] - a[0], b[1] - a[1], fill);
    return { a, b };
  };
  const win = s.window ?? "wide";
  const wu: [number, number] = win === "wide" ? [0.28, 0.72] : win === "tall" ? [0.36, 0.64] : win === "small" ? [0.4, 0.6] : [0.55, 1];
  const wv: [number, number] = win === "tall" ? [0.12, 0.92] : [0.42, 0.86];

  if (s.room === "doors") {
    const n = s.panels ?? 5;
    const x0 = bx0 + (bx1 - bx0) * 0.04;
    const x1 = bx1 - (bx1 - bx0) * 0.04;
    const y0 = by0 + (by1 - by0) * 0.08;
    view(x0, y0, x1 - x0, by1 - y0, `${seed}-d`);
    // the deck outside
    const dy0 = y0 + (by1 - y0) * 0.78;
    pic.rect(x0, dy0, x1 - x0, by1 - dy0, PALETTE.wood, { stroke: null });
    for (let x = x0; x < x1; x += (x1 - x0) / 40) pic.line(x, dy0 - (by1 - y0) * 0.16, x, dy0, { sw: lw * 0.6 });
    pic.line(x0, dy0 - (by1 - y0) * 0.16, x1, dy0 - (by1 - y0) * 0.16, { sw: lw * 1.6 });
    if (s.folding) {
      // folded panels stacked at the left, the opening clear
      const pw = (x1 - x0) / n;
      for (let i = 0; i < n; i++) {
        const px = x0 + i * pw * 0.28;
        pic.poly(
          [
            [px, y0],
            [px + pw * 0.28, y0 + (i % 2 ? -6 : 6)],
            [px + pw * 0.28, by1 + (i % 2 ? 6 : -6)],
            [px, by1],
          ],
          PALETTE.glass,
          { opacity: 0.85 },
        );
      }
      pic.rect(x0, y0, x1 - x0, by1 - y0, "none", { stroke: PALETTE.steel, sw: lw * 3 });
    } else frame(x0, y0, x1 - x0, by1 - y0, n, `${seed}-d2`, s.wall && s.wall < "#a" ? PALETTE.white : PALETTE.steel);
  } else if (win === "corner") {
    frame(bx0 + (bx1 - bx0) * wu[0], by1 - (by1 - by0) * wv[1], (bx1 - bx0) * (wu[1] - wu[0]), (by1 - by0) * (wv[1] - wv[0]), 2, `${seed}-w`);
    const a = P(1, wv[1], 1.1);
    const b = P(1, wv[0], 2.2);
    pic.poly([a, [b[0], P(1, wv[1], 2.2)[1]], b, [a[0], P(1, wv[0], 1.1)[1]]], PALETTE.glass, { stroke: PALETTE.steel, sw: lw * 2.4 });
  } else {
    frame(
      bx0 + (bx1 - bx0) * wu[0],
      by1 - (by1 - by0) * wv[1],
      (bx1 - bx0) * (wu[1] - wu[0]),
      (by1 - by0) * (wv[1] - wv[0]),
      win === "small" ? 1 : win === "tall" ? 2 : 3,
      `${seed}-w`,
    );
  }

  if (s.room === "kitchen") {
    const cab = s.cabinets ?? "#f1eee7";
    const counter = "#f4f2ee";
    box(0, 1, 0, 0.34, 1, 1.12, cab, counter);
    for (let u = 0.02; u < 0.99; u += 0.12) {
      const a = P(u, 0.3, 1.12);
      const b = P(u + 0.1, 0.04, 1.12);
      pic.rect(a[0], a[1], b[0] - a[0], b[1] - a[1], "none", { sw: lw * 0.6 });
      pic.rect((a[0] + b[0]) / 2 - lw * 3, a[1] + (b[1] - a[1]) * 0.15, lw * 6, lw * 1.4, INK, { stroke: null });
    }
    box(-0.01, 1.01, 0.34, 0.37, 1, 1.13, counter);
    if ((s.uppers ?? "cabinets") === "cabinets") {
      box(0, wu[0] - 0.04, 0.56, 0.92, 1, 1.08, cab);
      box(wu[1] + 0.04, 1, 0.56, 0.92, 1, 1.08, cab);
    } else if (s.uppers === "shelves") {
      for (const v of [0.6, 0.75]) {
        box(0.02, wu[0] - 0.05, v, v + 0.02, 1, 1.06, PALETTE.wood);
        box(wu[1] + 0.05, 0.98, v, v + 0.02, 1, 1.06, PALETTE.wood);
      }
    }
    if (win !== "corner") {
      // range and hood in the right-hand run
      const hu = wu[1] + 0.05 > 0.85 ? 0.05 : 0.82;
      const a = P(hu, 0.95, 1.0);
      const b = P(hu + 0.12, 0.72, 1.0);
      if (s.uppers === "none")
        pic.poly(
          [
            [a[0] + (b[0] - a[0]) * 0.35, a[1]],
            [a[0] + (b[0] - a[0]) * 0.65, a[1]],
            [b[0], b[1]],
            [a[0], b[1]],
          ],
          "#c8cbcc",
        );
    }
    if (s.island !== false) {
      const ic = s.island ?? PALETTE.wood;
      box(0.3, 0.7, 0, 0.34, 1.28, 1.42, ic, "#f4f2ee");
      box(0.29, 0.71, 0.34, 0.37, 1.27, 1.43, "#f4f2ee");
      for (const u of [0.38, 0.5, 0.62]) {
        const top = P(u, 1, 1.35);
        const lamp = P(u, 0.72, 1.35);
        pic.line(top[0], top[1], lamp[0], lamp[1], { sw: lw * 0.8 });
        pic.path(
          `M${lamp[0] - w * 0.02} ${lamp[1] + h * 0.03} L ${lamp[0] - w * 0.008} ${lamp[1]} L ${lamp[0] + w * 0.008} ${lamp[1]} L ${lamp[0] + w * 0.02} ${lamp[1] + h * 0.03} Z`,
          INK,
        );
        pic.add(
          `<ellipse cx="${lamp[0].toFixed(1)}" cy="${(lamp[1] + h * 0.03).toFixed(1)}" rx="${(w * 0.018).toFixed(1)}" ry="${(h * 0.006).toFixed(1)}" fill="${PALETTE.lit}"/>`,
        );
      }
      for (const u of [0.38, 0.5, 0.62]) {
        const a = P(u, 0.24, 1.52);
        const b = P(u, 0, 1.52);
        pic.line(a[0], a[1], b[0], b[1], { sw: lw * 1.6 });
        pic.rect(a[0] - w * 0.025, a[1] - h * 0.012, w * 0.05, h * 0.02, PALETTE.steel, { rx: 4 });
      }
    }
  } else if (s.room === "bath") {
    const cab = s.cabinets ?? PALETTE.wood;
    // shower: tiled back corner with a glass panel
    const tile = "#e6ebec";
    const a0 = P(0, 1, 1);
    const a1 = P(0.3, 0, 1);
    pic.rect(a0[0], a0[1], a1[0] - a0[0], a1[1] - a0[1], tile);
    for (let v = 0; v <= 1; v += 0.08) pic.line(...P(0, v, 1), ...P(0.3, v, 1), { stroke: "#c5cdd0", sw: lw * 0.6 });
    for (let u = 0; u <= 0.3; u += 0.05) pic.line(...P(u, 0, 1), ...P(u, 1, 1), { stroke: "#c5cdd0", sw: lw * 0.6 });
    pic.poly([P(0, 0, 1), P(0, 1, 1), P(0, 1, 1.7), P(0, 0, 1.7)], tile);
    box(0, 0.26, 0, 0.16, 1, 1.16, "#dfe4e5");
    const s1 = P(0.06, 0.86, 1.04);
    pic.line(s1[0], s1[1], s1[0] + w * 0.03, s1[1], { sw: lw * 2 });
    pic.poly([P(0.3, 0, 1), P(0.3, 0.9, 1), P(0.3, 0.9, 1.7), P(0.3, 0, 1.7)], PALETTE.glass, { opacity: 0.45, stroke: PALETTE.steel, sw: lw * 1.6 });
    // vanity (one or two basins) with mirrors
    const v0 = s.tub ? 0.36 : s.double ? 0.38 : 0.5;
    const v1 = s.tub ? 0.64 : 0.97;
    box(v0, v1, 0, 0.36, 1, 1.14, cab, "#f5f4f0");
    const n = s.double ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const cu = v0 + ((v1 - v0) * (i + 0.5)) / n;
      const m0 = P(cu - 0.08, 0.86, 1);
      const m1 = P(cu + 0.08, 0.52, 1);
      if (!(win !== "corner" && cu > wu[0] - 0.1 && cu < wu[1] + 0.1 && s.window !== "small")) {
        pic.rect(m0[0], m0[1], m1[0] - m0[0], m1[1] - m0[1], "#e8f1f4", { rx: 6 });
      }
      const bsn = P(cu, 0.36, 1.07);
      pic.add(
        `<ellipse cx="${bsn[0].toFixed(1)}" cy="${bsn[1].toFixed(1)}" rx="${(w * 0.035).toFixed(1)}" ry="${(h * 0.01).toFixed(1)}" fill="#ffffff" stroke="${INK}" stroke-width="${lw * 0.8}"/>`,
      );
      const tap = P(cu, 0.43, 1.02);
      pic.line(tap[0], tap[1], tap[0], bsn[1] - h * 0.01, { sw: lw * 2 });
    }
    if (s.tub) {
      box(0.72, 0.99, 0, 0.18, 1.02, 1.5, "#fbfbfa", "#f2f2f0");
      pic.poly([P(0.75, 0.18, 1.06), P(0.96, 0.18, 1.06), P(0.96, 0.18, 1.46), P(0.75, 0.18, 1.46)], "#dfeaee", { sw: lw * 0.8 });
      const tap = P(0.86, 0.26, 1.04);
      pic.line(tap[0], tap[1], tap[0], P(0.86, 0.18, 1.04)[1], { sw: lw * 2 });
    } else {
      const a = P(0.6, 0, 1.5);
      pic.rect(a[0] - w * 0.08, a[1] - h * 0.01, w * 0.16, h * 0.03, "#c9d3d6", { stroke: null, rx: 8 });
    }
  } else if (s.room === "living") {
    const fp = s.fireplace ?? "back";
    if (fp === "back") {
      const u0 = wu[0] < 0.3 ? 0.76 : 0.06;
      box(u0, u0 + 0.18, 0, 1, 1, 1.06, "#d9d4cb");
      const a = P(u0 + 0.04, 0.3, 1.06);
      const b = P(u0 + 0.14, 0.08, 1.06);
      pic.rect(a[0], a[1], b[0] - a[0], b[1] - a[1], "#4a4f55");
      pic.path(`M${(a[0] + b[0]) / 2 - w * 0.015} ${b[1]} q ${w * 0.015} ${-h * 0.08} ${w * 0.03} 0 z`, PALETTE.accent, { stroke: null });
    } else if (fp === "left") {
      pic.poly([P(0, 0, 1.3), P(0, 1, 1.3), P(0, 1, 1.9), P(0, 0, 1.9)], "#d9d4cb");
      pic.poly([P(0, 0.08, 1.45), P(0, 0.3, 1.45), P(0, 0.3, 1.75), P(0, 0.08, 1.75)], "#4a4f55");
    }
    if (s.rug) pic.poly([P(0.12, 0, 1.12), P(0.86, 0, 1.12), P(0.86, 0, 1.5), P(0.12, 0, 1.5)], s.rug);
    const p0 = P(fp === "back" && wu[0] >= 0.3 ? 0.9 : 0.66, 0, 1.04);
    pic.rect(p0[0] - w * 0.015, p0[1] - h * 0.05, w * 0.03, h * 0.05, "#c9b9a2");
    leafy(pic, p0[0], p0[1] - h * 0.04, h * 0.14, "summer");
    const sofa = s.sofa ?? "#8d9aa1";
    // sofa with its back to the viewer's left, facing the window
    box(0.1, 0.44, 0, 0.15, 1.25, 1.42, sofa);
    box(0.1, 0.44, 0.15, 0.3, 1.37, 1.42, shade(sofa, 0.92));
    box(0.56, 0.74, 0, 0.11, 1.2, 1.32, PALETTE.woodDark);
    // floor lamp and a plant
    const l0 = P(0.04, 0, 1.2);
    const l1 = P(0.04, 0.55, 1.2);
    pic.line(l0[0], l0[1], l1[0], l1[1], { sw: lw * 1.6 });
    pic.path(
      `M${l1[0] - w * 0.025} ${l1[1] + h * 0.04} L ${l1[0] - w * 0.015} ${l1[1]} L ${l1[0] + w * 0.015} ${l1[1]} L ${l1[0] + w * 0.025} ${l1[1] + h * 0.04} Z`,
      "#f3e6c6",
    );
  }
  if (s.flip) pic.parts = [`<g transform="translate(${w} 0) scale(-1 1)">`, ...pic.parts, "</g>"];
  return pic.svg();
}

/** Multiply a #rrggbb colour's channels by k (clamped). */
export function shade(hex: string, k: number) {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v * k))));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

export function render(w: number, h: number, s: Scene, seed: string) {
  if (s.kind === "exterior") return exterior(w, h, s, seed);
  if (s.kind === "interior") return interior(w, h, s, seed);
  return site(w, h, s, seed);
}
