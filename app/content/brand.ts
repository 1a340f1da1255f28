/**
 * The owner's brand (docs/decisions/0027-brand-settings.md): which services are offered, the two
 * brand colours and the logo. Plain code shared by the server (checks, the page's <style>) and the
 * Settings preview in the browser.
 */

export interface BrandLogo {
  /** The image library record. */
  imageId: string;
  /** Its storage key, served through /img/u/{key}/… */
  path: string;
  width: number;
  height: number;
}

/** The home page's sections below its banner (which always comes first: it holds the page's title). */
export const HOME_SECTIONS = [
  { id: "welcome", label: "Welcome" },
  { id: "services", label: "Service cards" },
  { id: "difference", label: "How we work" },
  { id: "videos", label: "Videos" },
  { id: "reviews", label: "Client reviews" },
  { id: "cta", label: "Closing call to action" },
] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number]["id"];
export const HOME_SECTION_IDS: readonly HomeSectionId[] = HOME_SECTIONS.map((s) => s.id);

export interface HomeLayout {
  /** Every section, in the order shown. */
  order: HomeSectionId[];
  hidden: HomeSectionId[];
}

export interface Brand {
  /** Paths of the service pages turned off (`/service-adu`): gone from menus, lists and the sitemap; the page answers 410. */
  hiddenServices: string[];
  /** #rrggbb, or null for the site's own palette. */
  accent: string | null;
  dark: string | null;
  logo: BrandLogo | null;
  /** The header shows the logo alone (it has the name in it); otherwise the logo and the company name together (decision 0035). */
  logoOnly: boolean;
  home: HomeLayout;
}

export const DEFAULT_HOME: HomeLayout = { order: [...HOME_SECTION_IDS], hidden: [] };
export const DEFAULT_BRAND: Brand = { hiddenServices: [], accent: null, dark: null, logo: null, logoOnly: false, home: DEFAULT_HOME };

/**
 * A stored layout made whole: unknown ids dropped, each section once, any the stored order lacks
 * (one a later version adds) in its default place at the end.
 */
export function normalizeHome(value: Partial<HomeLayout> | null | undefined): HomeLayout {
  const known = (v: unknown): v is HomeSectionId => typeof v === "string" && (HOME_SECTION_IDS as readonly string[]).includes(v);
  const order = [...new Set(Array.isArray(value?.order) ? value.order.filter(known) : [])];
  for (const id of HOME_SECTION_IDS) if (!order.includes(id)) order.push(id);
  const hidden = [...new Set(Array.isArray(value?.hidden) ? value.hidden.filter(known) : [])];
  return { order, hidden };
}

/** The home sections to draw, in order. */
export const visibleHomeSections = (home: HomeLayout) => home.order.filter((id) => !home.hidden.includes(id));

/** The site's own palette (app/app.css): buttons and accents are cedar-600, the header strip, hero and headings lake-900. */
export const DEFAULT_ACCENT = "#8a5430";
export const DEFAULT_DARK = "#0d2c3d";
/** The pale tint behind alternate sections (lake-50), where headings in the dark colour sit. */
export const PALE_BACKGROUND = "#eef6fa";
export const WHITE = "#ffffff";

/** WCAG 2 AA: normal-size text needs 4.5:1. */
export const AA_TEXT = 4.5;

const HEX = /^#[0-9a-f]{6}$/;

/** "#AbC123" or "abc123" → "#abc123"; anything else → null. */
export function normalizeHex(value: string | null | undefined): string | null {
  const v = (value ?? "").trim().toLowerCase();
  const withHash = v.startsWith("#") ? v : `#${v}`;
  return HEX.test(withHash) ? withHash : null;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of an sRGB colour (#rrggbb). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people read it, cut (never rounded up) to one decimal: 4.49 shows as 4.4, so a failing pair never reads 4.5. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

export interface ContrastProblem {
  field: "accent" | "dark";
  message: string;
  ratio: number;
}

/**
 * Every pair the site draws with the two colours, checked against WCAG AA for text (4.5:1): white
 * text on the dark colour (header strip, heroes, footer), headings in the dark colour on the pale
 * sections, and white button text on the accent. (Text on white in either colour is the same pair
 * as white text on it.) Returns the failures, each naming the pair and its measured ratio.
 */
export function checkBrandColours(accent: string, dark: string): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const need = `it needs at least ${AA_TEXT}:1.`;
  const white = contrastRatio(WHITE, dark);
  if (white < AA_TEXT) problems.push({ field: "dark", ratio: white, message: `White text on ${dark} has a contrast of ${formatRatio(white)}; ${need}` });
  else {
    const pale = contrastRatio(dark, PALE_BACKGROUND);
    if (pale < AA_TEXT)
      problems.push({
        field: "dark",
        ratio: pale,
        message: `Headings in ${dark} on the pale sections (${PALE_BACKGROUND}) have a contrast of ${formatRatio(pale)}; ${need}`,
      });
  }
  const button = contrastRatio(WHITE, accent);
  if (button < AA_TEXT) problems.push({ field: "accent", ratio: button, message: `White text on ${accent} has a contrast of ${formatRatio(button)}; ${need}` });
  return problems;
}

/** The colour `amount` (0–1) of the way to black: the hover shade of the accent. */
export function darken(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/**
 * The CSS custom properties Tailwind's utilities read (app/app.css), for the chosen colours: the
 * dark colour is lake-900 and lake-800; the accent is cedar-500, cedar-600 and lake-600, and a
 * shade darker (20% towards black) is cedar-700 (hover, the current menu item) and lake-700
 * (links). Null when both are the site's own.
 */
export function brandCss(brand: Pick<Brand, "accent" | "dark">): string | null {
  const vars: string[] = [];
  if (brand.dark && brand.dark !== DEFAULT_DARK) vars.push(`--color-lake-900:${brand.dark}`, `--color-lake-800:${brand.dark}`);
  if (brand.accent && brand.accent !== DEFAULT_ACCENT) {
    const deeper = darken(brand.accent, 0.2);
    vars.push(
      `--color-cedar-500:${brand.accent}`,
      `--color-cedar-600:${brand.accent}`,
      `--color-cedar-700:${deeper}`,
      // Links and input borders: darker than the accent, so they read on white and on the pale tint alike.
      `--color-lake-600:${brand.accent}`,
      `--color-lake-700:${deeper}`,
    );
  }
  return vars.length ? `:root{${vars.join(";")}}` : null;
}
