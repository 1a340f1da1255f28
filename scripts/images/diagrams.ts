// Explanatory drawings: each one shows something true that the page beside it talks about, with
// labels (SVG text in DejaVu Sans). No invented numbers: depths, widths and setbacks are set for
// each site by the building department and the Shoreline Master Program, so none are drawn.
import { INK, PALETTE, Pic, framedWall, leafy, pine, shrub, sky, truss } from "./scenes";

const SOIL = "#e4d2b0";
const SOIL_LINE = "#c8b08a";
const FROZEN = "#dfe6ea";

function hatch(pic: Pic, x: number, y: number, w: number, h: number, step: number) {
  for (let k = -h; k < w; k += step) {
    const x0 = Math.max(x, x + k);
    const y0 = k < 0 ? y - k : y;
    const len = Math.min(w - Math.max(0, k), h - Math.max(0, -k));
    if (len > 0) pic.line(x0, y0, x0 + len * 0.35, y0 + len * 0.35, { stroke: SOIL_LINE, sw: pic.lw * 0.6 });
  }
}

/** A leader: a thin line from a label to the thing it names, with a dot at the thing. */
function leader(pic: Pic, x1: number, y1: number, x2: number, y2: number) {
  pic.line(x1, y1, x2, y2, { sw: pic.lw * 0.8 });
  pic.circle(x2, y2, pic.lw * 2, INK, { stroke: null });
}

function title(pic: Pic, t: string, sub?: string) {
  const s = pic.h / 24;
  pic.rect(pic.w * 0.025, pic.h * 0.03, pic.w * 0.5, sub ? s * 2.9 : s * 1.8, PALETTE.paper, { opacity: 0.92, rx: 8, sw: pic.lw * 0.6 });
  pic.text(pic.w * 0.04, pic.h * 0.03 + s * 1.25, t, { size: s, bold: true, halo: false });
  if (sub) pic.text(pic.w * 0.04, pic.h * 0.03 + s * 2.35, sub, { size: s * 0.68, halo: false });
}

/**
 * A new drawing, `w` × `h`, on plain `paper` (a colour) or under a sky: the picture, its line width
 * and its text size (a `lines`-th of its height).
 */
function drawing(w: number, h: number, ground: string | Parameters<typeof sky>[1], lines = 30) {
  const pic = new Pic(w, h);
  if (typeof ground === "string") pic.rect(0, 0, w, h, ground, { stroke: null });
  else sky(pic, ground);
  return { pic, lw: pic.lw, fs: h / lines };
}

/**
 * A building's box, `bw` wide and `bh` high, standing at `x` on `y`, in `wall` colour, under a grey
 * gable roof that overhangs each side by `over` of its width and rises `rise` of its width.
 */
function gabled(pic: Pic, x: number, y: number, bw: number, bh: number, wall: string, over: number, rise: number) {
  pic.rect(x, y - bh, bw, bh, wall);
  pic.poly(
    [
      [x - bw * over, y - bh],
      [x + bw / 2, y - bh - bw * rise],
      [x + bw * (1 + over), y - bh],
    ],
    "#5a636b",
  );
}

/** The drawing's title box (and subtitle), then the finished SVG. */
function titled(pic: Pic, t: string, sub?: string) {
  title(pic, t, sub);
  return pic.svg();
}

// ---------------------------------------------------------------- footing below the frost line

/** A wall section: grade, the frost line, and a footing set below it; crawl space or basement. */
export function footingDiagram(w: number, h: number, variant: "crawl" | "basement") {
  const { pic, lw, fs } = drawing(w, h, { sunX: 0.86, id: "skyF" });
  const gy = h * (variant === "crawl" ? 0.42 : 0.36);
  const frost = gy + h * (variant === "crawl" ? 0.24 : 0.2);
  const wallX = w * 0.56;
  const wallW = w * 0.055;
  const footW = wallW * 2.6;
  const footTop = variant === "crawl" ? frost + h * 0.05 : h * 0.8;
  const footH = h * 0.08;
  // soil and the seasonal frost zone above the frost line
  pic.rect(-2, gy, w + 4, h - gy + 2, SOIL, { stroke: null });
  hatch(pic, 0, frost, w, h - frost, w / 16);
  pic.rect(-2, gy, w + 4, frost - gy, FROZEN, { stroke: null, opacity: 0.85 });
  pic.line(0, gy, w, gy, { sw: lw * 1.4 });
  // the frost line (the building's interior and the concrete are drawn over it)
  pic.line(0, frost, w, frost, { stroke: "#2f6f93", sw: lw * 2, dash: `${w * 0.02} ${w * 0.01}` });
  // the building inside (right of the wall)
  const inX = wallX + wallW;
  if (variant === "crawl") {
    const crawlFloor = gy + h * 0.05;
    const floorY = gy - h * 0.07;
    pic.rect(inX, floorY, w - inX + 2, crawlFloor - floorY, "#f4f1ea", { stroke: null });
    pic.line(inX, crawlFloor, w, crawlFloor, { sw: lw });
    pic.line(inX, crawlFloor - lw * 2, w, crawlFloor - lw * 2, { stroke: "#7a8a96", sw: lw * 1.2, dash: "10 6" });
    // sill, joists, subfloor
    pic.rect(wallX, floorY - h * 0.015, wallW, h * 0.015, PALETTE.wood);
    pic.rect(wallX, floorY - h * 0.075, w - wallX + 2, h * 0.06, PALETTE.wood);
    for (let x = wallX + w * 0.08; x < w; x += w * 0.08) pic.line(x, floorY - h * 0.075, x, floorY - h * 0.015, { stroke: PALETTE.woodDark, sw: lw * 0.8 });
    pic.rect(wallX, floorY - h * 0.09, w - wallX + 2, h * 0.015, PALETTE.woodDark);
    // stem wall
    pic.rect(wallX, floorY, wallW, footTop - floorY, PALETTE.concrete);
    pic.rect(wallX, floorY - h * 0.29, wallW * 0.8, h * 0.2, PALETTE.wood, { sw: lw * 0.8 });
    pic.rect(wallX - w * 0.008, floorY - h * 0.29, w * 0.008, h * 0.22, "#c3cdb1", { sw: lw * 0.6 });
    leader(pic, w * 0.8, h * 0.2, w * 0.78, floorY - h * 0.05);
    pic.text(w * 0.8, h * 0.19, "floor framing", { size: fs });
    pic.text(w * 0.8, (floorY + crawlFloor) / 2 + fs * 0.4, "crawl space", { size: fs, anchor: "middle" });
    leader(pic, w * 0.36, gy + h * 0.06, wallX, gy + h * 0.06);
    pic.text(w * 0.35, gy + h * 0.06 + fs * 0.35, "stem wall", { size: fs, anchor: "end" });
  } else {
    const slab = footTop + footH * 0.1;
    const floorY = gy - h * 0.05;
    pic.rect(inX, floorY, w - inX + 2, slab - floorY, "#f4f1ea", { stroke: null });
    pic.rect(inX, slab - h * 0.03, w - inX + 2, h * 0.03, PALETTE.concrete);
    pic.rect(wallX, floorY - h * 0.06, w - wallX + 2, h * 0.06, PALETTE.wood);
    pic.rect(wallX, floorY, wallW, footTop - floorY, PALETTE.concrete);
    // damp-proofing and the drainage layer on the outside face, the footing drain in gravel
    pic.rect(wallX - w * 0.008, gy, w * 0.008, footTop - gy, "#4a4f55", { stroke: null });
    const dx = wallX - footW * 0.35;
    pic.path(
      `M${dx - w * 0.06} ${footTop + footH} L ${dx - w * 0.03} ${footTop - h * 0.04} L ${wallX - w * 0.008} ${footTop - h * 0.04} L ${wallX - w * 0.008} ${footTop + footH} Z`,
      "#cfc8bb",
    );
    pic.circle(dx - w * 0.015, footTop + footH * 0.3, h * 0.018, "#f4f1ea");
    leader(pic, w * 0.3, h * 0.95, dx - w * 0.02, footTop + footH * 0.4);
    pic.text(w * 0.29, h * 0.95 + fs * 0.35, "footing drain in gravel", { size: fs * 0.9, anchor: "end" });
    leader(pic, w * 0.3, h * 0.7, wallX - w * 0.004, h * 0.7);
    pic.text(w * 0.29, h * 0.7 + fs * 0.35, "damp-proofing", { size: fs * 0.9, anchor: "end" });
    pic.text(w * 0.8, h * 0.55, "basement", { size: fs * 1.1, anchor: "middle" });
    leader(pic, w * 0.9, h * 0.66, w * 0.9, slab - h * 0.03);
    pic.text(w * 0.9, h * 0.65, "floor slab", { size: fs, anchor: "middle" });
    pic.rect(wallX, floorY - h * 0.26, wallW * 0.8, h * 0.2, PALETTE.wood, { sw: lw * 0.8 });
    pic.rect(wallX - w * 0.008, floorY - h * 0.26, w * 0.008, h * 0.22, "#c3cdb1", { sw: lw * 0.6 });
    leader(pic, w * 0.66, h * 0.19, wallX + wallW / 2, h * 0.22);
    pic.text(w * 0.67, h * 0.19 + fs * 0.35, "wall framing", { size: fs });
  }
  // footing, wider than the wall, below the frost line
  pic.rect(wallX + wallW / 2 - footW / 2, footTop, footW, footH, PALETTE.concrete);
  for (let i = 0; i < 3; i++) pic.circle(wallX + wallW / 2 - footW * 0.3 + i * footW * 0.3, footTop + footH * 0.65, lw * 2.2, PALETTE.steel, { stroke: null });
  // the frost line
  pic.text(w * 0.03, frost - h * 0.015, "frost line", { size: fs * 1.2, bold: true, fill: "#24577a" });
  pic.text(w * 0.03, frost - h * 0.015 - fs * 2.6, "ground above the frost line", { size: fs * 0.8, fill: "#24577a" });
  pic.text(w * 0.03, frost - h * 0.015 - fs * 1.6, "freezes in winter", { size: fs * 0.8, fill: "#24577a" });
  pic.text(w * 0.03, frost + h * 0.045, "its depth is set for each site", { size: fs * 0.8, italic: true });
  pic.text(w * 0.03, frost + h * 0.045 + fs, "by the building department", { size: fs * 0.8, italic: true });
  const fl = [wallX + footW * 0.9, variant === "crawl" ? footTop + footH * 0.6 : footTop - h * 0.09];
  leader(pic, fl[0]! - w * 0.01, fl[1]! - fs * 0.4, wallX + wallW / 2 + footW * 0.45, footTop + footH * 0.5);
  pic.text(fl[0]!, fl[1]!, "footing below", { size: fs, bold: true });
  pic.text(fl[0]!, fl[1]! + fs * 1.2, "the frost line", { size: fs, bold: true });
  pic.text(w * 0.04, gy - h * 0.015, "grade", { size: fs });
  shrub(pic, w * 0.12, gy, h * 0.04);
  shrub(pic, w * 0.3, gy, h * 0.03);
  return titled(pic, "Footing below the frost line", "Section through the foundation (not to scale)");
}

// ---------------------------------------------------------------- shoreline buffer

/** A section from the lake up the bank: native vegetation in the buffer, the house set back. */
export function bufferDiagram(w: number, h: number, variant: "section" | "site") {
  const { pic, lw, fs } = drawing(w, h, { sunX: 0.2, id: "skyB" });
  const water = h * 0.66;
  const oh = w * 0.26; // ordinary high water mark, where the summer lake meets the bank
  const bufEnd = w * 0.6;
  const bank = (x: number) => (x < oh ? water + (oh - x) * 0.35 : x < bufEnd ? water - (x - oh) * 0.32 : water - (bufEnd - oh) * 0.32 - (x - bufEnd) * 0.08);
  // far shore
  pic.path(`M0 ${h * 0.5} Q ${w * 0.2} ${h * 0.38} ${w * 0.45} ${h * 0.46} L ${w * 0.45} ${water} L 0 ${water} Z`, "#cdd3bd", { sw: lw * 0.8 });
  // lake (summer level) and its winter drawdown line
  pic.rect(-2, h * 0.5, oh + 2, h * 0.5, PALETTE.lake, { stroke: null });
  pic.line(-2, h * 0.5 + 1, w * 0.45, h * 0.5 + 1, { sw: lw * 0.8 });
  const p: Array<[number, number]> = [];
  for (let x = -2; x <= w + 2; x += w / 80) p.push([x, bank(x)]);
  const bankPoly: Array<[number, number]> = [...p, [w + 2, h + 2], [-2, h + 2]];
  pic.poly(bankPoly, "#e3dbb5");
  pic.add(
    `<clipPath id="soilB"><polygon points="${bankPoly.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}"/></clipPath><g clip-path="url(#soilB)">`,
  );
  hatch(pic, 0, water + h * 0.12, w, h, w / 16);
  pic.add("</g>");
  pic.rect(-2, water, oh, h * 0.004, "#ffffff", { stroke: null, opacity: 0 });
  pic.line(-2, water, oh, water, { stroke: "#2f6f93", sw: lw * 1.4 });
  if (variant === "section") {
    pic.line(-2, water + h * 0.06, oh - w * 0.02, water + h * 0.06, { stroke: "#2f6f93", sw: lw, dash: "8 6" });
    pic.text(w * 0.02, water + h * 0.1, "lower lake level in late winter", { size: fs * 0.75, fill: "#24577a" });
  }
  // the buffer: native trees and shrubs, left in place
  for (let i = 0; i < 9; i++) {
    const x = oh + w * 0.02 + ((bufEnd - oh - w * 0.04) * i) / 8;
    if (i % 3 === 1) pine(pic, x, bank(x) + 4, h * 0.17, "summer", i % 2 === 0);
    else if (i % 3 === 0) leafy(pic, x, bank(x) + 4, h * 0.12, "summer", i % 2 === 0);
    else shrub(pic, x, bank(x) + 2, h * 0.025);
  }
  // the house, set back from the buffer's edge
  const hx = bufEnd + w * 0.09;
  const hy = bank(hx) - h * 0.005;
  const hw = w * 0.2;
  const hh = h * 0.15;
  pic.rect(hx, hy, hw, h * 0.05, PALETTE.concrete);
  if (variant === "site") {
    framedWall(pic, hx, hy, hw, hh, 12, [0.2, 0.8]);
    truss(pic, hx, hx + hw, hy - hh, 0.45, hw * 0.06);
    // construction fence at the buffer's edge keeps equipment out
    for (let x = bufEnd + w * 0.01; x < bufEnd + w * 0.06; x += w * 0.012)
      pic.line(x, bank(x), x, bank(x) - h * 0.05, { stroke: PALETTE.accent, sw: lw * 1.4 });
    pic.line(bufEnd + w * 0.01, bank(bufEnd) - h * 0.045, bufEnd + w * 0.06, bank(bufEnd + w * 0.06) - h * 0.045, { stroke: PALETTE.accent, sw: lw * 1.4 });
  } else {
    gabled(pic, hx, hy, hw, hh, "#f3f0e8", 0.06, 0.24);
    pic.rect(hx + hw * 0.1, hy - hh * 0.8, hw * 0.35, hh * 0.55, PALETTE.glass);
    pic.rect(hx + hw * 0.58, hy - hh * 0.8, hw * 0.3, hh * 0.55, PALETTE.glass);
  }
  // dimension: the buffer, from the ordinary high water mark to its landward edge
  const dimY = h * 0.27;
  pic.line(oh, dimY - h * 0.03, oh, water, { sw: lw * 0.8, dash: "6 5" });
  pic.line(bufEnd, dimY - h * 0.03, bufEnd, bank(bufEnd), { sw: lw * 0.8, dash: "6 5" });
  pic.line(oh, dimY, bufEnd, dimY, { sw: lw * 1.2 });
  pic.poly(
    [
      [oh, dimY],
      [oh + w * 0.015, dimY - h * 0.012],
      [oh + w * 0.015, dimY + h * 0.012],
    ],
    INK,
  );
  pic.poly(
    [
      [bufEnd, dimY],
      [bufEnd - w * 0.015, dimY - h * 0.012],
      [bufEnd - w * 0.015, dimY + h * 0.012],
    ],
    INK,
  );
  pic.text((oh + bufEnd) / 2, dimY - h * 0.02, "shoreline buffer", { size: fs * 1.25, bold: true, anchor: "middle" });
  pic.text((oh + bufEnd) / 2, dimY + h * 0.045, "native vegetation left in place", { size: fs * 0.85, anchor: "middle" });
  leader(pic, oh - w * 0.03, h * 0.78, oh, water);
  pic.text(w * 0.02, h * 0.82, "ordinary high water mark", { size: fs * 0.85 });
  pic.text(w * 0.1, h * 0.58, "Lake Chelan", { size: fs, fill: "#24577a", italic: true });
  pic.text(hx + hw / 2, hy + h * 0.1, variant === "site" ? "building site, fenced" : "house set back", { size: fs, anchor: "middle" });
  pic.text(hx + hw / 2, hy + h * 0.1 + fs * 1.2, variant === "site" ? "outside the buffer" : "from the buffer", { size: fs, anchor: "middle" });
  return titled(pic, variant === "site" ? "Building near the water" : "Shoreline buffer", "Schematic section, not to scale");
}

// ---------------------------------------------------------------- sun on each shore

/** Plan, north up: the lake runs northwest to southeast; afternoon sun comes from the southwest. */
export function sunDiagram(w: number, h: number) {
  const { pic, lw, fs } = drawing(w, h, "#f1ecdc");
  // the lake: a band from upper left (northwest) to lower right (southeast)
  const a: [number, number] = [w * 0.02, h * 0.08];
  const b: [number, number] = [w * 0.98, h * 0.92];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const ux = (b[0] - a[0]) / len;
  const uy = (b[1] - a[1]) / len;
  const nx = uy; // normal pointing to the northeast shore (up-right)
  const ny = -ux;
  const half = h * 0.1;
  pic.poly(
    [
      [a[0] - nx * half, a[1] - ny * half],
      [b[0] - nx * half, b[1] - ny * half],
      [b[0] + nx * half, b[1] + ny * half],
      [a[0] + nx * half, a[1] + ny * half],
    ],
    PALETTE.lake,
  );
  pic.add(
    `<text x="${w / 2}" y="${h / 2}" font-family="DejaVu Sans, sans-serif" font-size="${fs * 1.1}" font-style="italic" fill="#24577a" text-anchor="middle" transform="rotate(${((Math.atan2(uy, ux) * 180) / Math.PI).toFixed(1)} ${w / 2} ${h / 2})" dy="${fs * 0.35}">Lake Chelan</text>`,
  );
  // houses on each shore, view glass (thick edge) toward the water
  const houseAt = (t: number, side: 1 | -1, lit: boolean) => {
    const cx = a[0] + (b[0] - a[0]) * t + nx * side * (half + h * 0.06);
    const cy = a[1] + (b[1] - a[1]) * t + ny * side * (half + h * 0.06);
    const ang = (Math.atan2(uy, ux) * 180) / Math.PI;
    const s = h * 0.035;
    const glassY = side > 0 ? s * 0.7 : -s * 0.7; // glass on the side facing the lake
    pic.add(
      `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${ang.toFixed(1)})"><rect x="${-s * 1.2}" y="${-s * 0.7}" width="${s * 2.4}" height="${s * 1.4}" fill="#f3f0e8" stroke="${INK}" stroke-width="${lw}"/><line x1="${-s * 1.1}" y1="${glassY}" x2="${s * 1.1}" y2="${glassY}" stroke="${lit ? "#e9a93c" : "#6f8a9a"}" stroke-width="${s * 0.35}"/></g>`,
    );
  };
  for (const t of [0.3, 0.45, 0.6, 0.75]) houseAt(t, 1, true);
  for (const t of [0.22, 0.36, 0.5]) houseAt(t, -1, false);
  // sun in the southwest, rays toward the northeast
  const sx = w * 0.1;
  const sy = h * 0.86;
  pic.circle(sx, sy, h * 0.045, "#f7d58b");
  for (let i = 0; i < 8; i++) {
    const an = (i * Math.PI) / 4;
    pic.line(sx + Math.cos(an) * h * 0.06, sy + Math.sin(an) * h * 0.06, sx + Math.cos(an) * h * 0.08, sy + Math.sin(an) * h * 0.08, {
      stroke: "#d9a43c",
      sw: lw * 1.4,
    });
  }
  const rdx = Math.SQRT1_2;
  const rdy = -Math.SQRT1_2;
  for (let i = 0; i < 4; i++) {
    const ox = w * 0.22 + i * w * 0.09;
    const oy = h * 0.97 + i * h * 0.0;
    const L = h * 0.62;
    const ex = ox + rdx * L;
    const ey = oy + rdy * L;
    pic.line(ox, oy, ex, ey, { stroke: "#d9a43c", sw: lw * 1.6, dash: "14 8" });
    pic.poly(
      [
        [ex + rdx * 14, ey + rdy * 14],
        [ex - rdy * 8, ey + rdx * 8],
        [ex + rdy * 8, ey - rdx * 8],
      ],
      "#d9a43c",
      { stroke: null },
    );
  }
  pic.text(w * 0.17, h * 0.745, "afternoon sun", { size: fs, bold: true, fill: "#9a6a1c" });
  pic.text(w * 0.17, h * 0.745 + fs * 1.2, "from the southwest", { size: fs, fill: "#9a6a1c" });
  // shore labels
  pic.text(w * 0.55, h * 0.2, "North Shore faces southwest:", { size: fs, bold: true });
  pic.text(w * 0.55, h * 0.2 + fs * 1.25, "view glass takes the afternoon sun", { size: fs * 0.9 });
  pic.text(w * 0.58, h * 0.86, "South Shore faces northeast:", { size: fs, bold: true });
  pic.text(w * 0.58, h * 0.86 + fs * 1.25, "view glass in shade; light from uphill", { size: fs * 0.9 });
  // key
  pic.line(w * 0.04, h * 0.3, w * 0.08, h * 0.3, { stroke: "#e9a93c", sw: h * 0.012 });
  pic.text(w * 0.09, h * 0.3 + fs * 0.35, "view glass in sun", { size: fs * 0.8 });
  pic.line(w * 0.04, h * 0.35, w * 0.08, h * 0.35, { stroke: "#6f8a9a", sw: h * 0.012 });
  pic.text(w * 0.09, h * 0.35 + fs * 0.35, "view glass in shade", { size: fs * 0.8 });
  northArrow(pic, w * 0.93, h * 0.1, h * 0.06);
  pic.text(w * 0.03, h * 0.05 + fs, "uplake (northwest)", { size: fs * 0.8, italic: true });
  pic.text(w * 0.97, h * 0.985, "to Chelan (southeast)", { size: fs * 0.8, italic: true, anchor: "end" });
  title2(pic, "Sun on each shore", "Schematic plan, north up, not to scale");
  return pic.svg();
}

function title2(pic: Pic, t: string, sub: string) {
  const s = pic.h / 24;
  pic.rect(pic.w * 0.3, pic.h * 0.025, pic.w * 0.42, s * 2.9, PALETTE.paper, { opacity: 0.92, rx: 8, sw: pic.lw * 0.6 });
  pic.text(pic.w * 0.51, pic.h * 0.025 + s * 1.25, t, { size: s, bold: true, anchor: "middle", halo: false });
  pic.text(pic.w * 0.51, pic.h * 0.025 + s * 2.35, sub, { size: s * 0.66, anchor: "middle", halo: false });
}

export function northArrow(pic: Pic, x: number, y: number, s: number) {
  pic.poly(
    [
      [x, y - s],
      [x + s * 0.35, y + s * 0.4],
      [x, y + s * 0.15],
    ],
    INK,
  );
  pic.poly(
    [
      [x, y - s],
      [x - s * 0.35, y + s * 0.4],
      [x, y + s * 0.15],
    ],
    PALETTE.paper,
  );
  pic.text(x, y + s * 0.95, "N", { size: s * 0.55, bold: true, anchor: "middle" });
}

// ---------------------------------------------------------------- daylight basement on a slope

export function daylightDiagram(w: number, h: number) {
  const { pic, lw, fs } = drawing(w, h, { sunX: 0.85, id: "skyD" });
  // the hill falls from left (uphill) to right (downhill)
  const orig = (x: number) => h * 0.36 + x * 0.36 * (h / w);
  const hx0 = w * 0.34;
  const hx1 = w * 0.68;
  const mainF = orig(hx0) - h * 0.01;
  const st = h * 0.17;
  const lowF = mainF + st;
  const grade = (x: number) => (x < hx0 ? orig(x) : x < hx1 ? lowF + (x - hx0) * 0 : Math.max(lowF, orig(x)));
  const p: Array<[number, number]> = [];
  for (let x = -2; x <= w + 2; x += w / 120) p.push([x, x > hx1 ? lowF + (x - hx1) * 0.36 * (h / w) : orig(x)]);
  const soil: Array<[number, number]> = [...p, [w + 2, h + 2], [-2, h + 2]];
  pic.poly(soil, SOIL);
  // hatch the soil only: clip it to the ground's outline
  pic.add(
    `<clipPath id="soilD"><polygon points="${soil.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}"/></clipPath><g clip-path="url(#soilD)">`,
  );
  hatch(pic, 0, h * 0.45, w, h * 0.55, w / 16);
  pic.add("</g>");
  void grade;
  // the original grade, dashed (the house is drawn over it)
  pic.line(hx0 - w * 0.05, orig(hx0 - w * 0.05), hx1 + w * 0.08, orig(hx1 + w * 0.08), { sw: lw * 1.2, dash: "12 8" });
  // house: lower floor (daylight basement) and main floor
  const footD = h * 0.05;
  pic.rect(hx0 - w * 0.02, lowF + h * 0.02, w * 0.05, footD * 0.8, PALETTE.concrete);
  pic.rect(hx1 - w * 0.03, lowF + h * 0.02, w * 0.05, footD * 0.8, PALETTE.concrete);
  pic.rect(hx0, mainF, w * 0.012 + w * 0.012, lowF + h * 0.02 - mainF, PALETTE.concrete);
  pic.rect(hx0 + w * 0.024, mainF, hx1 - hx0 - w * 0.024, lowF - mainF, "#f4f1ea");
  pic.rect(hx0 + w * 0.024, lowF - h * 0.005, hx1 - hx0 - w * 0.024, h * 0.025, PALETTE.concrete);
  // drain at the uphill footing, running to daylight downhill
  pic.circle(hx0 - w * 0.03, lowF + h * 0.035, h * 0.012, "#f4f1ea");
  const drainEnd: [number, number] = [w * 0.95, lowF + (w * 0.95 - hx1) * 0.36 * (h / w)];
  pic.path(`M${hx0 - w * 0.03} ${lowF + h * 0.05} L ${drainEnd[0]} ${drainEnd[1]}`, "none", {
    stroke: "#4d7f9a",
    sw: lw * 1.6,
  });
  // walls of both floors
  pic.rect(hx1 - w * 0.01, mainF, w * 0.01, st, "#c3cdb1");
  pic.rect(hx0 + w * 0.024, mainF - st, hx1 - hx0 - w * 0.024, st, "#f4f1ea");
  pic.rect(hx0 + w * 0.024, mainF - h * 0.012, hx1 - hx0 - w * 0.024, h * 0.012, PALETTE.wood);
  pic.rect(hx0 + w * 0.012, mainF - st, w * 0.012, st, "#c3cdb1");
  pic.rect(hx1 - w * 0.01, mainF - st, w * 0.01, st, "#c3cdb1");
  // downhill glass on both floors, walkout door below
  pic.rect(hx1 - w * 0.008, mainF - st * 0.8, w * 0.008, st * 0.55, PALETTE.glassShade);
  pic.rect(hx1 - w * 0.008, lowF - st * 0.85, w * 0.008, st * 0.85, PALETTE.glassShade);
  // roof: a truss bearing on the two walls' top plates
  truss(pic, hx0 + w * 0.012, hx1, mainF - st, 0.42, w * 0.03);
  // deck off the main floor on the downhill side, on posts to footings
  pic.rect(hx1, mainF - h * 0.01, w * 0.1, h * 0.015, PALETTE.wood);
  pic.rect(hx1 + w * 0.09, mainF, lw * 4, lowF - mainF + h * 0.03, PALETTE.woodDark);
  pic.line(hx1 + w * 0.1, mainF - h * 0.06, hx1 + w * 0.1, mainF - h * 0.01, { sw: lw });
  pic.line(hx1, mainF - h * 0.06, hx1 + w * 0.1, mainF - h * 0.06, { sw: lw * 1.4 });
  pine(pic, w * 0.08, orig(w * 0.08) + 4, h * 0.2);
  pine(pic, w * 0.15, orig(w * 0.15) + 4, h * 0.14, "summer", true);
  shrub(pic, w * 0.9, lowF + (w * 0.9 - hx1) * 0.36 * (h / w), h * 0.03);
  // labels
  pic.text(w * 0.51, mainF - st * 0.45, "main floor", { size: fs * 1.05, anchor: "middle", halo: false });
  pic.text(w * 0.51, lowF - st * 0.5, "daylight basement", { size: fs * 1.05, anchor: "middle", bold: true, halo: false });
  pic.text(w * 0.51, lowF - st * 0.5 + fs * 1.2, "opens to the downhill side", { size: fs * 0.8, anchor: "middle", halo: false });
  pic.text(w * 0.2, orig(w * 0.2) - h * 0.03, "uphill", { size: fs, italic: true });
  pic.text(w * 0.97, h * 0.95, "downhill", { size: fs, italic: true, anchor: "end" });
  leader(pic, w * 0.2, h * 0.66, hx0 + w * 0.01, lowF - st * 0.3);
  pic.text(w * 0.04, h * 0.69, "uphill wall holds back the soil", { size: fs * 0.85 });
  leader(pic, w * 0.2, h * 0.8, hx0, lowF + h * 0.03);
  pic.text(w * 0.04, h * 0.83, "footings", { size: fs * 0.85 });
  leader(pic, w * 0.78, h * 0.2, hx1 + w * 0.04, orig(hx1 + w * 0.04) + 2);
  pic.text(w * 0.78, h * 0.19, "original grade", { size: fs * 0.85 });
  leader(pic, w * 0.72, h * 0.8, drainEnd[0] - w * 0.01, drainEnd[1] + h * 0.004);
  pic.text(w * 0.72, h * 0.84, "footing drain runs out to daylight", { size: fs * 0.8, anchor: "middle" });
  leader(pic, w * 0.84, h * 0.42, hx1 + w * 0.004, lowF - st * 0.4);
  pic.text(w * 0.84, h * 0.4, "walkout door", { size: fs * 0.85, anchor: "middle" });
  return titled(pic, "A daylight basement on a slope", "Section, not to scale");
}

// ---------------------------------------------------------------- a garage for a boat on its trailer

/** Front elevation and a long section: a tall door and a deep bay for the boat and trailer. */
export function boatGarageDiagram(w: number, h: number) {
  const { pic, lw, fs } = drawing(w, h, { sunX: 0.5, id: "skyG" }, 32);
  const gy = h * 0.78;
  pic.rect(-2, gy, w + 4, h - gy + 2, "#e3dbb5");
  pic.line(0, gy, w, gy, { sw: lw * 1.2 });
  // front elevation, left: a car door and a tall boat door
  const fx0 = w * 0.05;
  const fw = w * 0.32;
  const wallH = h * 0.3;
  gabled(pic, fx0, gy, fw, wallH, "#d9cdb7", 0.05, 0.28);
  const car = [fx0 + fw * 0.06, fw * 0.38, wallH * 0.55];
  const tall = [fx0 + fw * 0.5, fw * 0.44, wallH * 0.85];
  for (const [x, ww, hh] of [car, tall] as const) {
    pic.rect(x!, gy - hh!, ww!, hh!, PALETTE.white);
    for (let i = 1; i < 5; i++) pic.line(x!, gy - (hh! * i) / 5, x! + ww!, gy - (hh! * i) / 5, { sw: lw * 0.6, opacity: 0.6 });
  }
  pic.text(car[0]! + car[1]! / 2, gy + h * 0.06, "car door", { size: fs, anchor: "middle" });
  pic.text(tall[0]! + tall[1]! / 2, gy + h * 0.06, "tall door", { size: fs, anchor: "middle", bold: true });
  pic.text(tall[0]! + tall[1]! / 2, gy + h * 0.06 + fs * 1.2, "clears the boat on", { size: fs * 0.85, anchor: "middle" });
  pic.text(tall[0]! + tall[1]! / 2, gy + h * 0.06 + fs * 2.3, "its trailer", { size: fs * 0.85, anchor: "middle" });
  pic.text(fx0 + fw / 2, h * 0.3, "Front", { size: fs * 1.1, anchor: "middle", bold: true });
  // long section, right: the boat bay
  const sx0 = w * 0.44;
  const sx1 = w * 0.96;
  const top = gy - wallH * 1.0;
  pic.rect(sx0, gy - h * 0.012, sx1 - sx0, h * 0.012, PALETTE.concrete);
  pic.rect(sx0 - w * 0.01, top, w * 0.012, wallH, "#d9cdb7");
  pic.rect(sx1 - w * 0.002, top, w * 0.012, wallH, "#d9cdb7");
  pic.rect(sx0 - w * 0.012, top - h * 0.012, sx1 - sx0 + w * 0.026, h * 0.012, PALETTE.wood);
  // roof framing seen from the side: rafters/truss top chords sloping to a ridge over the bay
  for (let x = sx0; x <= sx1 + 1; x += (sx1 - sx0) / 10) pic.line(x, top - h * 0.012, x, top - h * 0.1, { stroke: PALETTE.woodDark, sw: lw * 1.6 });
  pic.line(sx0 - w * 0.02, top - h * 0.012, sx1 + w * 0.02, top - h * 0.012, { stroke: PALETTE.woodDark, sw: lw * 2 });
  pic.line(sx0 - w * 0.02, top - h * 0.1, sx1 + w * 0.02, top - h * 0.1, { stroke: PALETTE.woodDark, sw: lw * 2 });
  // the roof along the ridge, and the gable-end walls cut at the ridge
  pic.rect(sx0 - w * 0.025, top - h * 0.125, sx1 - sx0 + w * 0.05, h * 0.022, "#5a636b");
  pic.rect(sx0 - w * 0.01, top - h * 0.1, w * 0.012, h * 0.1, "#d9cdb7");
  pic.rect(sx1 - w * 0.002, top - h * 0.1, w * 0.012, h * 0.1, "#d9cdb7");
  pic.text((sx0 + sx1) / 2, top - h * 0.145, "trusses framed for the snow load", { size: fs * 0.85, anchor: "middle" });
  // the open door (tall) at the left end of the section
  pic.rect(sx0 - w * 0.01, top, w * 0.012, wallH * 0.15, "#d9cdb7");
  pic.rect(sx0 - w * 0.004, top + wallH * 0.15, w * 0.004, wallH * 0.85, PALETTE.white, { sw: lw * 0.5 });
  // the boat on its trailer, tongue toward the door
  const by = gy - h * 0.04;
  const bx = sx0 + (sx1 - sx0) * 0.07;
  const bl = (sx1 - sx0) * 0.8;
  pic.line(bx, by, bx + bl, by, { sw: lw * 2 });
  pic.circle(bx + bl * 0.55, by + h * 0.02, h * 0.022, INK, { stroke: null });
  pic.circle(bx + bl * 0.66, by + h * 0.02, h * 0.022, INK, { stroke: null });
  pic.path(
    `M${bx + bl * 0.18} ${by - h * 0.11} L ${bx + bl * 0.92} ${by - h * 0.11} L ${bx + bl * 0.9} ${by - h * 0.015} L ${bx + bl * 0.32} ${by - h * 0.01} Z`,
    PALETTE.white,
  );
  pic.line(bx + bl * 0.2, by - h * 0.075, bx + bl * 0.91, by - h * 0.075, { stroke: PALETTE.accent, sw: lw * 2 });
  pic.path(
    `M${bx + bl * 0.5} ${by - h * 0.11} L ${bx + bl * 0.56} ${by - h * 0.17} L ${bx + bl * 0.7} ${by - h * 0.17} L ${bx + bl * 0.72} ${by - h * 0.11}`,
    PALETTE.glass,
  );
  pic.rect(bx + bl * 0.92, by - h * 0.1, bl * 0.05, h * 0.12, PALETTE.steel);
  // dimension: bay depth from the tongue to the motor plus room to walk
  const dy = gy + h * 0.07;
  pic.line(sx0, dy, sx1, dy, { sw: lw * 1.2 });
  pic.line(sx0, dy - h * 0.02, sx0, dy + h * 0.02, { sw: lw });
  pic.line(sx1, dy - h * 0.02, sx1, dy + h * 0.02, { sw: lw });
  pic.text((sx0 + sx1) / 2, dy + h * 0.05, "deep bay: tongue to motor, plus room to walk around", { size: fs * 0.85, anchor: "middle", bold: true });
  pic.text((sx0 + sx1) / 2, h * 0.3, "Long section through the boat bay", { size: fs * 1.1, anchor: "middle", bold: true });
  leader(pic, sx0 + w * 0.09, top + wallH * 0.3, sx0, top + wallH * 0.25);
  pic.text(sx0 + w * 0.1, top + wallH * 0.3 + fs * 0.3, "door height set by the boat's height on the trailer", { size: fs * 0.8 });
  return titled(pic, "A garage sized for a boat on its trailer", "Not to scale: measure your own boat and trailer");
}

/** Plan of a garage: two car bays, a longer boat bay, a bench and a side door. */
export function garagePlanDiagram(w: number, h: number) {
  const { pic, lw, fs } = drawing(w, h, "#eef0e6");
  const x0 = w * 0.12;
  const y0 = h * 0.19;
  const bayW = w * 0.2;
  const carD = h * 0.46;
  const boatD = h * 0.62;
  const t = w * 0.012;
  // driveway apron
  pic.rect(x0, y0 + boatD, bayW * 3, h * 0.1, PALETTE.concrete, { sw: lw * 0.6 });
  // walls (thick lines) and slab
  const slab: Array<[number, number]> = [
    [x0, y0 + carD],
    [x0, y0],
    [x0 + bayW * 3, y0],
    [x0 + bayW * 3, y0 + boatD],
    [x0 + bayW * 2, y0 + boatD],
    [x0 + bayW * 2, y0 + carD],
  ];
  pic.poly(slab, "#f4f1ea", { stroke: null });
  // the walls go all the way round, from the slab's last corner
  pic.add(
    `<polyline points="${[slab[slab.length - 1]!, ...slab].map((p) => p.join(",")).join(" ")}" fill="none" stroke="${INK}" stroke-width="${t}" stroke-linejoin="miter"/>`,
  );
  // doors: openings drawn as gaps with a dashed overhead door line
  for (let i = 0; i < 3; i++) {
    const dy = i < 2 ? y0 + carD : y0 + boatD;
    const dx0 = x0 + bayW * i + bayW * (i < 2 ? 0.12 : 0.06);
    const dx1 = x0 + bayW * (i + 1) - bayW * (i < 2 ? 0.12 : 0.06);
    pic.line(dx0, dy, dx1, dy, { stroke: "#f4f1ea", sw: t * 1.4 });
    pic.line(dx0, dy - h * 0.015, dx1, dy - h * 0.015, { sw: lw, dash: "8 5" });
  }
  // cars and the boat on its trailer
  for (let i = 0; i < 2; i++) pic.rect(x0 + bayW * i + bayW * 0.22, y0 + h * 0.06, bayW * 0.56, carD * 0.72, "#c9d3da", { rx: 14 });
  const bx = x0 + bayW * 2.5;
  pic.line(bx, y0 + boatD - h * 0.03, bx, y0 + h * 0.08, { sw: lw * 2 });
  pic.path(
    `M${bx - bayW * 0.26} ${y0 + h * 0.12} L ${bx + bayW * 0.26} ${y0 + h * 0.12} L ${bx + bayW * 0.26} ${y0 + boatD * 0.7} Q ${bx} ${y0 + boatD * 0.92} ${bx - bayW * 0.26} ${y0 + boatD * 0.7} Z`,
    PALETTE.white,
  );
  pic.rect(bx - bayW * 0.08, y0 + h * 0.05, bayW * 0.16, h * 0.06, PALETTE.steel);
  // bench along the back wall, side door
  pic.rect(x0 + t, y0 + t / 2, bayW * 1.6, h * 0.04, PALETTE.wood);
  pic.line(x0, y0 + carD * 0.5, x0, y0 + carD * 0.5 + h * 0.08, { stroke: "#eef0e6", sw: t * 1.4 });
  pic.path(`M${x0} ${y0 + carD * 0.5} A ${h * 0.08} ${h * 0.08} 0 0 1 ${x0 + h * 0.08} ${y0 + carD * 0.5 + h * 0.08}`, "none", { sw: lw, dash: "5 4" });
  // labels
  pic.text(x0 + bayW, y0 + carD * 0.42, "car bays", { size: fs, anchor: "middle", bold: true });
  pic.text(bx + bayW * 0.62, y0 + boatD * 0.35, "boat bay:", { size: fs, bold: true });
  pic.text(bx + bayW * 0.62, y0 + boatD * 0.35 + fs * 1.2, "deeper, with", { size: fs * 0.9 });
  pic.text(bx + bayW * 0.62, y0 + boatD * 0.35 + fs * 2.3, "a taller door", { size: fs * 0.9 });
  pic.text(x0 + bayW * 0.8, y0 - h * 0.02, "workbench", { size: fs * 0.9, anchor: "middle" });
  pic.text(x0 - w * 0.01, y0 + carD * 0.5 - h * 0.02, "side door", { size: fs * 0.85, anchor: "end" });
  pic.text(x0 + bayW * 1.5, y0 + boatD + h * 0.075, "driveway", { size: fs * 0.9, anchor: "middle", italic: true });
  title2(pic, "Planning the garage around the boat", "Plan, not to scale");
  return pic.svg();
}

// ---------------------------------------------------------------- the valley map

/**
 * Schematic map of the lower Lake Chelan valley, north up. Places are put by their latitude and
 * longitude (an equirectangular projection, widths of the water exaggerated so it reads): the
 * lake runs from Chelan at its southeast end up to the northwest (towards Stehekin, off the map),
 * Manson is on the north shore uplake of Chelan, the Chelan River runs from Chelan to Chelan Falls
 * on the Columbia, and the Columbia runs south and then southwest past Entiat (west bank) and
 * Orondo (east bank) to Wenatchee and East Wenatchee.
 */
export function mapSvg(w: number, h: number) {
  const pic = new Pic(w, h, 2);
  const P = (lat: number, lon: number): [number, number] => [((lon + 120.95) * 672 + 150) * (w / 1280), ((48.02 - lat) * 1000 + 15) * (h / 720)];
  const fs = h / 30;
  pic.rect(0, 0, w, h, "#f1ede0", { stroke: null });
  // a few soft ridge lines for the hills around the water
  for (let i = 0; i < 7; i++) {
    const y = h * (0.08 + i * 0.13);
    pic.path(`M -10 ${y} q ${w * 0.15} ${-h * 0.05} ${w * 0.3} 0 t ${w * 0.3} 0 t ${w * 0.3} 0 t ${w * 0.3} 0`, "none", { stroke: "#dcd5c0", sw: 2 });
  }
  const line = (coords: Array<[number, number]>, width: number, color: string) => {
    const p = coords.map(([la, lo]) => P(la, lo));
    const d = `M ${p.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(" L ")}`;
    pic.add(`<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + 3}" stroke-linejoin="round" stroke-linecap="round"/>`);
    pic.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`);
  };
  // Columbia River, north to south
  const columbia: Array<[number, number]> = [
    [48.05, -119.89],
    [47.95, -119.87],
    [47.88, -119.92],
    [47.8, -119.975],
    [47.75, -120.06],
    [47.71, -120.14],
    [47.675, -120.195],
    [47.62, -120.215],
    [47.55, -120.25],
    [47.48, -120.285],
    [47.42, -120.3],
    [47.3, -120.27],
  ];
  line(columbia, 13, PALETTE.lake);
  // Chelan River, from the foot of the lake to Chelan Falls
  line(
    [
      [47.842, -120.02],
      [47.825, -120.0],
      [47.803, -119.98],
    ],
    4,
    PALETTE.lake,
  );
  // Lake Chelan, from Chelan uplake to the northwest, off the map
  line(
    [
      [47.842, -120.022],
      [47.858, -120.09],
      [47.872, -120.16],
      [47.9, -120.23],
      [47.95, -120.3],
      [48.06, -120.44],
    ],
    22,
    PALETTE.lake,
  );
  const town = (lat: number, lon: number, name: string, dx: number, dy: number, anchor: "start" | "end" | "middle" = "start") => {
    const [x, y] = P(lat, lon);
    pic.circle(x, y, 7, INK, { stroke: PALETTE.paper, sw: 2.5 });
    pic.text(x + dx, y + dy, name, { size: fs, bold: true, anchor });
  };
  town(47.838, -120.005, "Chelan", -12, 30, "end");
  town(47.893, -120.159, "Manson", 0, -16, "middle");
  town(47.8, -119.97, "Chelan Falls", 14, 10);
  town(47.676, -120.222, "Entiat", -14, 6, "end");
  town(47.662, -120.18, "Orondo", 14, 14);
  town(47.423, -120.322, "Wenatchee", -14, 6, "end");
  town(47.415, -120.278, "East Wenatchee", 14, 14);
  // water labels
  const [lx, ly] = P(47.93, -120.3);
  pic.add(
    `<text x="${lx.toFixed(1)}" y="${ly.toFixed(1)}" font-family="DejaVu Sans, sans-serif" font-size="${(fs * 1.05).toFixed(1)}" font-style="italic" fill="#24577a" text-anchor="middle" transform="rotate(-52 ${lx.toFixed(1)} ${ly.toFixed(1)})" dy="-22">Lake Chelan</text>`,
  );
  const [sx, sy] = P(48.0, -120.4);
  pic.text(sx - 28, sy + 8, "to Stehekin", { size: fs * 0.75, italic: true, anchor: "end" });
  const [cx, cy] = P(47.58, -120.225);
  pic.add(
    `<text x="${(cx + 26).toFixed(1)}" y="${cy.toFixed(1)}" font-family="DejaVu Sans, sans-serif" font-size="${(fs * 0.95).toFixed(1)}" font-style="italic" fill="#24577a" transform="rotate(62 ${(cx + 26).toFixed(1)} ${cy.toFixed(1)})">Columbia River</text>`,
  );
  // title, note and north arrow in the open country east of the river
  pic.rect(w * 0.7, h * 0.7, w * 0.27, h * 0.2, PALETTE.paper, { rx: 10, sw: 1.5 });
  pic.text(w * 0.835, h * 0.7 + fs * 1.6, "Lake Chelan valley", { size: fs * 1.15, bold: true, anchor: "middle", halo: false });
  pic.text(w * 0.835, h * 0.7 + fs * 2.9, "Schematic map, not to scale", { size: fs * 0.85, anchor: "middle", halo: false });
  pic.text(w * 0.835, h * 0.7 + fs * 4.1, "North is up", { size: fs * 0.8, anchor: "middle", italic: true, halo: false });
  northArrow(pic, w * 0.92, h * 0.14, 44);
  return pic.svg();
}

// ---------------------------------------------------------------- design sheet

/** A drawing sheet on the table: the floor plan and front elevation of one small house. */
export function designSheet(w: number, h: number) {
  const { pic, lw, fs } = drawing(w, h, "#d9c3a0", 36);
  for (let y = h * 0.07; y < h; y += h * 0.14) pic.line(0, y, w, y + h * 0.02, { stroke: "#cdb48d", sw: lw });
  const sx = w * 0.07;
  const sy = h * 0.08;
  const sw = w * 0.86;
  const sh = h * 0.84;
  pic.rect(sx + 8, sy + 10, sw, sh, "#000000", { stroke: null, opacity: 0.08 });
  pic.rect(sx, sy, sw, sh, "#fbfaf6");
  pic.rect(sx + sw * 0.02, sy + sh * 0.03, sw * 0.96, sh * 0.94, "none", { sw: lw * 0.8 });
  const blue = "#35607f";
  // floor plan, left
  const px = sx + sw * 0.07;
  const py = sy + sh * 0.16;
  const pw = sw * 0.4;
  const ph = sh * 0.56;
  pic.rect(px, py, pw, ph, "none", { stroke: blue, sw: lw * 3 });
  pic.line(px + pw * 0.55, py, px + pw * 0.55, py + ph * 0.6, { stroke: blue, sw: lw * 2 });
  pic.line(px, py + ph * 0.6, px + pw, py + ph * 0.6, { stroke: blue, sw: lw * 2 });
  pic.line(px + pw * 0.3, py + ph * 0.6, px + pw * 0.3, py + ph, { stroke: blue, sw: lw * 2 });
  for (const [a, b] of [
    [0.12, 0.4],
    [0.65, 0.9],
  ])
    pic.line(px + pw * a!, py + ph, px + pw * b!, py + ph, { stroke: "#fbfaf6", sw: lw * 3.4 });
  for (const [a, b] of [
    [0.12, 0.4],
    [0.65, 0.9],
  ])
    pic.line(px + pw * a!, py + ph, px + pw * b!, py + ph, { stroke: blue, sw: lw * 0.8 });
  pic.rect(px + pw * 0.6, py + ph * 0.08, pw * 0.3, ph * 0.14, "none", { stroke: blue, sw: lw });
  pic.rect(px + pw * 0.06, py + ph * 0.06, pw * 0.16, ph * 0.3, "none", { stroke: blue, sw: lw });
  pic.path(`M${px + pw * 0.3} ${py + ph * 0.6} a ${pw * 0.12} ${pw * 0.12} 0 0 1 ${pw * 0.12} ${pw * 0.12}`, "none", { stroke: blue, sw: lw * 0.8 });
  pic.text(px + pw * 0.25, py + ph * 0.35, "living", { size: fs, anchor: "middle", fill: blue, halo: false });
  pic.text(px + pw * 0.78, py + ph * 0.4, "kitchen", { size: fs, anchor: "middle", fill: blue, halo: false });
  pic.text(px + pw * 0.15, py + ph * 0.82, "bath", { size: fs, anchor: "middle", fill: blue, halo: false });
  pic.text(px + pw * 0.65, py + ph * 0.82, "bedroom", { size: fs, anchor: "middle", fill: blue, halo: false });
  pic.text(px + pw / 2, py + ph + sh * 0.08, "FLOOR PLAN", { size: fs * 1.1, anchor: "middle", bold: true, fill: blue, halo: false });
  // front elevation, right
  const ex = sx + sw * 0.55;
  const ey = sy + sh * 0.62;
  const ew = sw * 0.38;
  const eh = sh * 0.22;
  pic.line(ex - sw * 0.02, ey, ex + ew + sw * 0.02, ey, { stroke: blue, sw: lw * 2 });
  pic.rect(ex, ey - eh, ew, eh, "none", { stroke: blue, sw: lw * 1.6 });
  pic.poly(
    [
      [ex - ew * 0.05, ey - eh],
      [ex + ew / 2, ey - eh - ew * 0.3],
      [ex + ew * 1.05, ey - eh],
    ],
    "none",
    { stroke: blue, sw: lw * 1.6 },
  );
  for (const u of [0.1, 0.38, 0.7]) pic.rect(ex + ew * u, ey - eh * 0.8, ew * 0.18, eh * 0.5, "none", { stroke: blue, sw: lw });
  pic.rect(ex + ew * 0.44, ey - eh * 0.5, ew * 0.12, eh * 0.5, "none", { stroke: blue, sw: lw });
  pic.text(ex + ew / 2, ey + sh * 0.08, "FRONT ELEVATION", { size: fs * 1.1, anchor: "middle", bold: true, fill: blue, halo: false });
  // title block
  pic.rect(sx + sw * 0.55, sy + sh * 0.8, sw * 0.41, sh * 0.15, "none", { stroke: blue, sw: lw });
  pic.text(sx + sw * 0.57, sy + sh * 0.86, "Design drawings", { size: fs, bold: true, fill: blue, halo: false });
  pic.text(sx + sw * 0.57, sy + sh * 0.92, "plan and elevation, not to scale", { size: fs * 0.85, fill: blue, halo: false });
  // pencil and scale ruler
  pic.add(
    `<g transform="rotate(-18 ${w * 0.8} ${h * 0.3})"><rect x="${w * 0.62}" y="${h * 0.28}" width="${w * 0.3}" height="${h * 0.03}" fill="#f2c94c" stroke="${INK}" stroke-width="${lw}"/><polygon points="${w * 0.62},${h * 0.28} ${w * 0.6},${h * 0.295} ${w * 0.62},${h * 0.31}" fill="#e8d3b0" stroke="${INK}" stroke-width="${lw}"/></g>`,
  );
  pic.poly(
    [
      [w * 0.1, h * 0.93],
      [w * 0.5, h * 0.86],
      [w * 0.51, h * 0.9],
      [w * 0.11, h * 0.97],
    ],
    "#e9edf0",
  );
  for (let i = 1; i < 20; i++) {
    const t = i / 20;
    pic.line(w * (0.1 + 0.4 * t), h * (0.93 - 0.07 * t), w * (0.1 + 0.4 * t), h * (0.93 - 0.07 * t) + (i % 5 ? 6 : 12), { sw: lw * 0.6 });
  }
  return pic.svg();
}
