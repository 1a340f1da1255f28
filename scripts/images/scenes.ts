/**
 * Illustrated scenes for the site, drawn as SVG: a lake between dry hills, pines, vineyards, and
 * the buildings we make (homes, ADUs, garages, decks, foundations, interiors). One palette, and
 * a seeded random generator, so every run draws the same pictures.
 */

export const PALETTE = {
  skyTop: "#9cc7df",
  skyBottom: "#f4e6cf",
  sun: "#f7d58b",
  hillFar: "#b9a58a",
  hillMid: "#c79a5f",
  hillNear: "#a8773f",
  lake: "#2f6f93",
  lakeLight: "#5f9dbf",
  pine: "#2f4a3a",
  pineLight: "#3f6150",
  vine: "#6d7f3a",
  cedar: "#8a5430",
  cedarLight: "#b07745",
  wall: "#efe6d6",
  wallShade: "#d9ccb6",
  roof: "#3b4650",
  roofLight: "#56626d",
  glass: "#9fd0e6",
  glassDark: "#4d88a8",
  concrete: "#b8b4ad",
  concreteDark: "#8f8a82",
  soil: "#7a5533",
  steel: "#4a5560",
  white: "#fbf8f2",
  accent: "#d98b3a",
};

export type Rand = () => number;

/** Mulberry32: small, fast and deterministic. */
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

const between = (r: Rand, a: number, b: number) => a + (b - a) * r();

function hillPath(r: Rand, w: number, baseY: number, amp: number, bumps: number) {
  const pts: string[] = [`M0 ${baseY}`];
  const step = w / bumps;
  for (let i = 0; i <= bumps; i++) {
    const x = i * step;
    const y = baseY - amp * (0.4 + 0.6 * r());
    const cx = x - step / 2;
    pts.push(`Q ${cx.toFixed(0)} ${(y - amp * 0.3 * r()).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`);
  }
  pts.push(`L ${w} ${baseY + 2000} L 0 ${baseY + 2000} Z`);
  return pts.join(" ");
}

function pine(x: number, y: number, h: number, color: string) {
  const w = h * 0.42;
  return `<g><rect x="${x - h * 0.03}" y="${y - h * 0.12}" width="${h * 0.06}" height="${h * 0.14}" fill="${PALETTE.cedar}"/>
<polygon points="${x},${y - h} ${x - w / 2},${y - h * 0.35} ${x + w / 2},${y - h * 0.35}" fill="${color}"/>
<polygon points="${x},${y - h * 0.75} ${x - w * 0.62},${y - h * 0.1} ${x + w * 0.62},${y - h * 0.1}" fill="${color}"/></g>`;
}

/** Sky, sun, far hills, the lake, near hills: the landscape every outdoor scene starts from. */
export function landscape(r: Rand, w: number, h: number, opts: { lakeY?: number; vineyard?: boolean; snow?: boolean; dusk?: boolean } = {}) {
  const lakeY = opts.lakeY ?? h * 0.52;
  const sunX = between(r, w * 0.15, w * 0.85);
  const skyTop = opts.dusk ? "#e6a86b" : PALETTE.skyTop;
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${PALETTE.skyBottom}"/></linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.lakeLight}"/><stop offset="1" stop-color="${PALETTE.lake}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${h * between(r, 0.12, 0.22)}" r="${h * 0.06}" fill="${PALETTE.sun}" opacity="0.9"/>`,
  ];
  for (let i = 0; i < 3; i++) {
    const cy = h * between(r, 0.08, 0.25);
    const cx = between(r, 0, w);
    parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${w * between(r, 0.06, 0.12)}" ry="${h * 0.018}" fill="#fff" opacity="0.55"/>`);
  }
  parts.push(`<path d="${hillPath(r, w, lakeY - h * 0.02, h * 0.2, 5)}" fill="${PALETTE.hillFar}"/>`);
  if (opts.snow) parts.push(`<path d="${hillPath(rng("snow"), w, lakeY - h * 0.14, h * 0.12, 4)}" fill="#ffffff" opacity="0.55"/>`);
  parts.push(`<path d="${hillPath(r, w, lakeY, h * 0.1, 7)}" fill="${PALETTE.hillMid}"/>`);
  parts.push(`<rect x="0" y="${lakeY}" width="${w}" height="${h * 0.16}" fill="url(#lake)"/>`);
  for (let i = 0; i < 10; i++) {
    const y = lakeY + between(r, 0.01, 0.14) * h;
    const x = between(r, 0, w);
    parts.push(`<rect x="${x}" y="${y}" width="${between(r, 30, 120)}" height="2" rx="1" fill="#fff" opacity="0.35"/>`);
  }
  const nearY = lakeY + h * 0.16;
  parts.push(`<path d="${hillPath(r, w, nearY, h * 0.05, 6)}" fill="${PALETTE.hillNear}"/>`);
  if (opts.vineyard) {
    for (let i = 0; i < 9; i++) {
      const y = nearY + h * 0.03 + i * h * 0.035;
      parts.push(
        `<path d="M${-20} ${y} Q ${w / 2} ${y - h * 0.03} ${w + 20} ${y}" stroke="${PALETTE.vine}" stroke-width="${h * 0.012}" fill="none" stroke-dasharray="${h * 0.02} ${h * 0.01}"/>`,
      );
    }
  }
  return { svg: parts.join("\n"), groundY: nearY, lakeY };
}

export function trees(r: Rand, w: number, groundY: number, count: number, scale: number, avoid: [number, number][] = []) {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(r, 0, w);
    if (avoid.some(([a, b]) => x > a && x < b)) continue;
    out.push(pine(x, groundY + between(r, -4, 10), scale * between(r, 0.7, 1.2), r() > 0.5 ? PALETTE.pine : PALETTE.pineLight));
  }
  return out.join("\n");
}

interface HouseOpts {
  x: number;
  y: number;
  w: number;
  h: number;
  storeys?: number;
  deck?: boolean;
  garage?: boolean;
  roof?: "gable" | "shed" | "hip";
  wall?: string;
  bigGlass?: boolean;
  basement?: boolean;
}

/** A house seen slightly from the side: walls, roof, windows, optional deck, garage and daylight basement. */
export function house(r: Rand, o: HouseOpts) {
  const { x, y, w, h } = o;
  const wall = o.wall ?? (r() > 0.5 ? PALETTE.wall : "#e4d7c3");
  const roofH = h * 0.42;
  const parts: string[] = [];
  const side = w * 0.28;
  // shadow
  parts.push(`<ellipse cx="${x + w / 2}" cy="${y + 6}" rx="${w * 0.7}" ry="${h * 0.06}" fill="#000" opacity="0.12"/>`);
  if (o.basement) {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h * 0.32}" fill="${PALETTE.concrete}"/>`);
    parts.push(`<rect x="${x + w * 0.1}" y="${y + h * 0.06}" width="${w * 0.5}" height="${h * 0.2}" fill="${PALETTE.glassDark}"/>`);
  }
  const baseY = o.basement ? y : y + h * 0.0;
  const bodyTop = baseY - h;
  // side wall (depth)
  parts.push(
    `<polygon points="${x + w},${baseY} ${x + w + side},${baseY - side * 0.35} ${x + w + side},${bodyTop - side * 0.35} ${x + w},${bodyTop}" fill="${PALETTE.wallShade}"/>`,
  );
  parts.push(`<rect x="${x}" y="${bodyTop}" width="${w}" height="${h}" fill="${wall}"/>`);
  // siding lines
  for (let i = 1; i < 8; i++)
    parts.push(
      `<line x1="${x}" y1="${bodyTop + (h * i) / 8}" x2="${x + w}" y2="${bodyTop + (h * i) / 8}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`,
    );
  // roof
  const roof = o.roof ?? "gable";
  if (roof === "gable") {
    parts.push(`<polygon points="${x - w * 0.05},${bodyTop} ${x + w / 2},${bodyTop - roofH} ${x + w * 1.05},${bodyTop}" fill="${PALETTE.wall}"/>`);
    parts.push(
      `<polygon points="${x + w / 2},${bodyTop - roofH} ${x + w / 2 + side},${bodyTop - roofH - side * 0.35} ${x + w * 1.05 + side},${bodyTop - side * 0.35} ${x + w * 1.05},${bodyTop}" fill="${PALETTE.roof}"/>`,
    );
    parts.push(
      `<polyline points="${x - w * 0.06},${bodyTop + 3} ${x + w / 2},${bodyTop - roofH - 3} ${x + w * 1.06},${bodyTop + 3}" fill="none" stroke="${PALETTE.roofLight}" stroke-width="${w * 0.035}"/>`,
    );
    parts.push(
      `<polygon points="${x + w * 0.32},${bodyTop - roofH * 0.25} ${x + w / 2},${bodyTop - roofH * 0.8} ${x + w * 0.68},${bodyTop - roofH * 0.25}" fill="${PALETTE.glass}" opacity="0.9"/>`,
    );
  } else if (roof === "shed") {
    parts.push(
      `<polygon points="${x - w * 0.06},${bodyTop - roofH * 0.55} ${x + w * 1.06},${bodyTop - roofH * 0.15} ${x + w * 1.06 + side},${bodyTop - roofH * 0.15 - side * 0.35} ${x + side * 0.2},${bodyTop - roofH * 0.55 - side * 0.35}" fill="${PALETTE.roof}"/>`,
    );
    parts.push(`<polygon points="${x},${bodyTop} ${x},${bodyTop - roofH * 0.5} ${x + w},${bodyTop - roofH * 0.12} ${x + w},${bodyTop}" fill="${wall}"/>`);
    parts.push(`<rect x="${x + w * 0.08}" y="${bodyTop - roofH * 0.38}" width="${w * 0.84}" height="${roofH * 0.22}" fill="${PALETTE.glass}"/>`);
  } else {
    parts.push(
      `<polygon points="${x - w * 0.06},${bodyTop} ${x + w * 0.2},${bodyTop - roofH * 0.7} ${x + w * 0.8 + side},${bodyTop - roofH * 0.7 - side * 0.35} ${x + w * 1.06 + side},${bodyTop - side * 0.35} ${x + w * 1.06},${bodyTop}" fill="${PALETTE.roof}"/>`,
    );
  }
  // windows
  if (o.bigGlass) {
    parts.push(`<rect x="${x + w * 0.08}" y="${bodyTop + h * 0.12}" width="${w * 0.84}" height="${h * 0.62}" fill="${PALETTE.glass}"/>`);
    for (let i = 1; i < 5; i++)
      parts.push(
        `<line x1="${x + w * 0.08 + (w * 0.84 * i) / 5}" y1="${bodyTop + h * 0.12}" x2="${x + w * 0.08 + (w * 0.84 * i) / 5}" y2="${bodyTop + h * 0.74}" stroke="${PALETTE.steel}" stroke-width="3"/>`,
      );
    parts.push(`<rect x="${x + w * 0.08}" y="${bodyTop + h * 0.12}" width="${w * 0.25}" height="${h * 0.62}" fill="#fff" opacity="0.18"/>`);
  } else {
    const cols = Math.max(2, Math.round(w / (h * 0.45)));
    for (let row = 0; row < (o.storeys ?? 1); row++) {
      for (let c = 0; c < cols; c++) {
        const ww = (w * 0.7) / cols;
        const wx = x + w * 0.15 + (c * (w * 0.7)) / cols + ww * 0.15;
        const wy = bodyTop + h * 0.15 + (row * h) / (o.storeys ?? 1);
        const wh = (h / (o.storeys ?? 1)) * 0.45;
        parts.push(
          `<rect x="${wx}" y="${wy}" width="${ww * 0.7}" height="${wh}" fill="${PALETTE.glassDark}"/><rect x="${wx}" y="${wy}" width="${ww * 0.3}" height="${wh}" fill="${PALETTE.glass}" opacity="0.8"/>`,
        );
        parts.push(`<rect x="${wx - 3}" y="${wy - 3}" width="${ww * 0.7 + 6}" height="${wh + 6}" fill="none" stroke="${PALETTE.white}" stroke-width="4"/>`);
      }
    }
  }
  // garage wing
  if (o.garage) parts.push(garage(r, { x: x - w * 0.55, y: baseY, w: w * 0.55, h: h * 0.7, doors: 1 }));
  // deck
  if (o.deck) parts.push(deck(r, { x: x - w * 0.05, y: baseY + (o.basement ? 0 : 0), w: w * 1.1, h: h * 0.35 }));
  return parts.join("\n");
}

export function garage(r: Rand, o: { x: number; y: number; w: number; h: number; doors: number; adu?: boolean }) {
  const { x, y, w, h } = o;
  const top = y - h;
  const parts = [
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${PALETTE.wallShade}"/>`,
    `<polygon points="${x - w * 0.05},${top} ${x + w / 2},${top - h * 0.35} ${x + w * 1.05},${top}" fill="${PALETTE.roof}"/>`,
  ];
  const dw = (w * 0.8) / o.doors;
  for (let i = 0; i < o.doors; i++) {
    const dx = x + w * 0.1 + i * dw + dw * 0.06;
    parts.push(`<rect x="${dx}" y="${y - h * 0.62}" width="${dw * 0.88}" height="${h * 0.62}" fill="${PALETTE.white}"/>`);
    for (let j = 1; j < 5; j++)
      parts.push(
        `<line x1="${dx}" y1="${y - h * 0.62 + (h * 0.62 * j) / 5}" x2="${dx + dw * 0.88}" y2="${y - h * 0.62 + (h * 0.62 * j) / 5}" stroke="${PALETTE.concreteDark}" stroke-width="2"/>`,
      );
  }
  if (o.adu) {
    parts.push(`<rect x="${x + w * 0.15}" y="${top - h * 0.22}" width="${w * 0.2}" height="${h * 0.16}" fill="${PALETTE.glass}"/>`);
    parts.push(`<rect x="${x + w * 0.65}" y="${top - h * 0.22}" width="${w * 0.2}" height="${h * 0.16}" fill="${PALETTE.glass}"/>`);
    // exterior stair
    for (let i = 0; i < 8; i++)
      parts.push(`<rect x="${x + w + i * w * 0.03}" y="${y - (i + 1) * h * 0.11}" width="${w * 0.06}" height="${h * 0.03}" fill="${PALETTE.cedar}"/>`);
  }
  parts.push(`<rect x="${x - w * 0.1}" y="${y}" width="${w * 1.2}" height="${h * 0.08}" fill="${PALETTE.concrete}"/>`);
  void r;
  return parts.join("\n");
}

export function deck(r: Rand, o: { x: number; y: number; w: number; h: number; glassRail?: boolean }) {
  const { x, y, w, h } = o;
  const parts = [`<rect x="${x}" y="${y - h * 0.12}" width="${w}" height="${h * 0.12}" fill="${PALETTE.cedarLight}"/>`];
  for (let i = 0; i <= 6; i++) parts.push(`<rect x="${x + (w * i) / 6 - 4}" y="${y}" width="8" height="${h * 0.9}" fill="${PALETTE.cedar}"/>`);
  if (o.glassRail ?? r() > 0.5) {
    parts.push(`<rect x="${x}" y="${y - h * 0.55}" width="${w}" height="${h * 0.43}" fill="${PALETTE.glass}" opacity="0.45"/>`);
    parts.push(`<rect x="${x}" y="${y - h * 0.58}" width="${w}" height="6" fill="${PALETTE.steel}"/>`);
  } else {
    for (let i = 0; i <= 24; i++) parts.push(`<rect x="${x + (w * i) / 24}" y="${y - h * 0.55}" width="3" height="${h * 0.43}" fill="${PALETTE.steel}"/>`);
    parts.push(`<rect x="${x}" y="${y - h * 0.58}" width="${w}" height="6" fill="${PALETTE.cedar}"/>`);
  }
  return parts.join("\n");
}

/** An excavator on a cut slope. */
export function excavator(x: number, y: number, s: number) {
  return `<g>
<rect x="${x}" y="${y - s * 0.18}" width="${s * 0.9}" height="${s * 0.18}" rx="${s * 0.09}" fill="${PALETTE.steel}"/>
<rect x="${x + s * 0.1}" y="${y - s * 0.55}" width="${s * 0.6}" height="${s * 0.36}" fill="${PALETTE.accent}"/>
<rect x="${x + s * 0.42}" y="${y - s * 0.75}" width="${s * 0.28}" height="${s * 0.22}" fill="${PALETTE.accent}"/>
<rect x="${x + s * 0.46}" y="${y - s * 0.71}" width="${s * 0.2}" height="${s * 0.14}" fill="${PALETTE.glass}"/>
<polyline points="${x + s * 0.2},${y - s * 0.5} ${x - s * 0.35},${y - s * 1.0} ${x - s * 0.7},${y - s * 0.35}" fill="none" stroke="${PALETTE.accent}" stroke-width="${s * 0.09}" stroke-linejoin="round"/>
<polygon points="${x - s * 0.8},${y - s * 0.42} ${x - s * 0.55},${y - s * 0.35} ${x - s * 0.62},${y - s * 0.15} ${x - s * 0.85},${y - s * 0.2}" fill="${PALETTE.steel}"/>
</g>`;
}

/** Foundation forms with rebar on a cut pad. */
export function foundation(x: number, y: number, w: number, h: number, poured: boolean) {
  const parts = [`<rect x="${x - w * 0.1}" y="${y - h * 0.1}" width="${w * 1.2}" height="${h * 0.3}" fill="${PALETTE.soil}"/>`];
  parts.push(
    `<polygon points="${x},${y} ${x + w * 0.2},${y - h * 0.35} ${x + w * 1.1},${y - h * 0.35} ${x + w * 0.9},${y}" fill="${poured ? PALETTE.concrete : PALETTE.soil}" stroke="${PALETTE.concreteDark}" stroke-width="3"/>`,
  );
  parts.push(`<rect x="${x}" y="${y}" width="${w * 0.9}" height="${h * 0.25}" fill="${poured ? PALETTE.concreteDark : PALETTE.cedarLight}"/>`);
  if (!poured) {
    for (let i = 0; i < 14; i++)
      parts.push(
        `<line x1="${x + (w * 0.9 * i) / 13}" y1="${y - h * 0.02}" x2="${x + (w * 0.9 * i) / 13 + w * 0.15}" y2="${y - h * 0.33}" stroke="${PALETTE.accent}" stroke-width="3"/>`,
      );
    for (let i = 0; i < 5; i++)
      parts.push(
        `<line x1="${x + w * 0.03 * i}" y1="${y - h * 0.07 * i}" x2="${x + w * 0.9 + w * 0.04 * i}" y2="${y - h * 0.07 * i}" stroke="${PALETTE.accent}" stroke-width="3"/>`,
      );
  }
  return parts.join("\n");
}

/** Wall framing: studs, plates and a roof truss or two. */
export function framing(x: number, y: number, w: number, h: number) {
  const parts: string[] = [
    `<rect x="${x}" y="${y}" width="${w}" height="10" fill="${PALETTE.cedarLight}"/>`,
    `<rect x="${x}" y="${y - h}" width="${w}" height="10" fill="${PALETTE.cedarLight}"/>`,
  ];
  for (let i = 0; i <= 16; i++)
    parts.push(`<rect x="${x + (w * i) / 16}" y="${y - h}" width="8" height="${h}" fill="${PALETTE.cedarLight}" stroke="${PALETTE.cedar}" stroke-width="1"/>`);
  parts.push(`<rect x="${x + w * 0.3}" y="${y - h * 0.7}" width="${w * 0.18}" height="10" fill="${PALETTE.cedar}"/>`);
  for (let t = 0; t < 4; t++) {
    const tx = x + (w * t) / 3;
    parts.push(
      `<polyline points="${tx - w * 0.1},${y - h} ${tx + w * 0.05},${y - h * 1.45} ${tx + w * 0.2},${y - h}" fill="none" stroke="${PALETTE.cedar}" stroke-width="7"/>`,
    );
  }
  return parts.join("\n");
}

/** An interior: floor, walls, a big window onto the lake, and a kitchen, bath or living room. */
export function interior(r: Rand, w: number, h: number, kind: "kitchen" | "bath" | "living" | "doors") {
  const parts: string[] = [];
  parts.push(`<rect width="${w}" height="${h}" fill="#efe8dc"/>`);
  parts.push(`<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#c9a77c"/>`);
  for (let i = 0; i < 12; i++)
    parts.push(`<line x1="${(w * i) / 12}" y1="${h * 0.72}" x2="${(w * i) / 12 - w * 0.08}" y2="${h}" stroke="#b08a5f" stroke-width="2"/>`);
  // window onto the lake
  const wx = kind === "doors" ? w * 0.08 : w * between(r, 0.35, 0.5);
  const ww = kind === "doors" ? w * 0.84 : w * 0.38;
  const wy = kind === "doors" ? h * 0.12 : h * 0.16;
  const wh = kind === "doors" ? h * 0.6 : h * 0.34;
  parts.push(
    `<svg x="${wx}" y="${wy}" width="${ww}" height="${wh}" viewBox="0 0 ${ww} ${wh}" preserveAspectRatio="xMidYMid slice">${landscape(rng(`win${kind}`), ww, wh, { lakeY: wh * 0.55 }).svg}</svg>`,
  );
  parts.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="${PALETTE.steel}" stroke-width="8"/>`);
  const panes = kind === "doors" ? 5 : 2;
  for (let i = 1; i < panes; i++)
    parts.push(`<line x1="${wx + (ww * i) / panes}" y1="${wy}" x2="${wx + (ww * i) / panes}" y2="${wy + wh}" stroke="${PALETTE.steel}" stroke-width="6"/>`);
  if (kind === "kitchen") {
    parts.push(`<rect x="${w * 0.05}" y="${h * 0.52}" width="${w * 0.9}" height="${h * 0.2}" fill="${PALETTE.roof}"/>`);
    parts.push(`<rect x="${w * 0.04}" y="${h * 0.5}" width="${w * 0.92}" height="${h * 0.03}" fill="#f3f1ec"/>`);
    for (let i = 0; i < 6; i++)
      parts.push(
        `<rect x="${w * 0.07 + i * w * 0.15}" y="${h * 0.56}" width="${w * 0.13}" height="${h * 0.14}" fill="${PALETTE.roofLight}"/><rect x="${w * 0.12 + i * w * 0.15}" y="${h * 0.58}" width="${w * 0.03}" height="6" fill="#ddd"/>`,
      );
    parts.push(
      `<rect x="${w * 0.25}" y="${h * 0.76}" width="${w * 0.5}" height="${h * 0.16}" fill="${PALETTE.cedarLight}"/><rect x="${w * 0.24}" y="${h * 0.74}" width="${w * 0.52}" height="${h * 0.03}" fill="#f3f1ec"/>`,
    );
    for (let i = 0; i < 3; i++)
      parts.push(
        `<line x1="${w * (0.35 + i * 0.15)}" y1="${0}" x2="${w * (0.35 + i * 0.15)}" y2="${h * 0.1}" stroke="${PALETTE.steel}" stroke-width="3"/><circle cx="${w * (0.35 + i * 0.15)}" cy="${h * 0.11}" r="${h * 0.02}" fill="${PALETTE.sun}"/>`,
      );
    parts.push(
      `<rect x="${w * 0.05}" y="${h * 0.12}" width="${w * 0.25}" height="${h * 0.22}" fill="${PALETTE.white}" stroke="${PALETTE.wallShade}" stroke-width="3"/>`,
    );
  } else if (kind === "bath") {
    parts.push(
      `<rect x="${w * 0.05}" y="${h * 0.3}" width="${w * 0.25}" height="${h * 0.42}" fill="${PALETTE.glass}" opacity="0.35" stroke="${PALETTE.steel}" stroke-width="4"/>`,
    );
    parts.push(`<rect x="${w * 0.07}" y="${h * 0.32}" width="${w * 0.21}" height="${h * 0.4}" fill="#dfe6e8"/>`);
    parts.push(
      `<rect x="${w * 0.6}" y="${h * 0.55}" width="${w * 0.32}" height="${h * 0.17}" fill="${PALETTE.cedarLight}"/><rect x="${w * 0.6}" y="${h * 0.53}" width="${w * 0.32}" height="${h * 0.03}" fill="#fff"/>`,
    );
    parts.push(`<ellipse cx="${w * 0.42}" cy="${h * 0.7}" rx="${w * 0.12}" ry="${h * 0.08}" fill="#fbfbfb" stroke="#ddd" stroke-width="3"/>`);
  } else {
    parts.push(
      `<rect x="${w * 0.1}" y="${h * 0.62}" width="${w * 0.4}" height="${h * 0.14}" rx="${h * 0.03}" fill="#6f7f86"/><rect x="${w * 0.1}" y="${h * 0.55}" width="${w * 0.4}" height="${h * 0.09}" rx="${h * 0.03}" fill="#7f9096"/>`,
    );
    parts.push(`<rect x="${w * 0.58}" y="${h * 0.7}" width="${w * 0.18}" height="${h * 0.05}" fill="${PALETTE.cedar}"/>`);
    parts.push(
      `<rect x="${w * 0.8}" y="${h * 0.3}" width="${w * 0.12}" height="${h * 0.42}" fill="${PALETTE.concrete}"/><rect x="${w * 0.82}" y="${h * 0.55}" width="${w * 0.08}" height="${h * 0.08}" fill="${PALETTE.accent}"/>`,
    );
  }
  return parts.join("\n");
}

export function svgDoc(w: number, h: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
