/** The public URLs of the site, in one place for routes, sitemap, SEO rows and tests. */
export const SERVICE_KEYS = [
  "new-construction",
  "adu",
  "garages",
  "remodels",
  "additions",
  "decks-patios",
  "excavation",
  "foundations",
  "design-build",
  "waterproof-decks",
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SERVICE_PATHS = SERVICE_KEYS.map((k) => `/service-${k}`);

export const ARTICLE_SLUGS = [
  "building-dream-custom-home",
  "adu-right-for-property",
  "functional-garage-design",
  "successful-home-remodel",
  "excavation-site-prep",
  "solid-foundation-essential",
  "maximizing-views-windows-doors",
  "insiders-guide-chelan",
  "kitchen-remodeling-trends",
  "bathroom-luxury-renovations",
  "lakeside-construction-tips",
  "choosing-home-builder",
  "smart-home-technology",
  "seasonal-maintenance-checklist",
  "creative-adu-design",
] as const;

/** The service-area pages (content/areas/{slug}.md), each at `/areas/{slug}`. */
export const AREA_SLUGS = ["manson", "chelan-south-shore", "chelan-falls-entiat", "orondo", "wenatchee-east-wenatchee"] as const;
export type AreaSlug = (typeof AREA_SLUGS)[number];
export const AREA_PATHS = AREA_SLUGS.map((s) => `/areas/${s}`);
/** The hub that lists the area pages (content/areas/areas.md). */
export const AREAS_PATH = "/areas";
/** The one page on who issues which permit (content/areas/permits.md); the area pages link to it. */
export const PERMITS_PATH = "/permits";

/** The privacy notice and the accessibility statement (decision 0033). */
export const PRIVACY_PATH = "/privacy";
export const ACCESSIBILITY_PATH = "/accessibility";

export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  ...SERVICE_PATHS,
  "/gallery",
  "/about-chelan",
  AREAS_PATH,
  ...AREA_PATHS,
  PERMITS_PATH,
  "/blog",
  "/contact",
  PRIVACY_PATH,
  ACCESSIBILITY_PATH,
];

export const PUBLIC_PATHS = [...STATIC_PUBLIC_PATHS, ...ARTICLE_SLUGS.map((s) => `/blog/${s}`)];

/** SEO tab label: Home for /, otherwise path segments title-cased and joined with ' > '. */
export function readablePageName(pagePath: string) {
  if (pagePath === "/") return "Home";
  return pagePath
    .split("/")
    .filter(Boolean)
    .map((seg) =>
      seg
        .split("-")
        .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
        .join(" "),
    )
    .join(" > ");
}

/**
 * A service page staff added from the admin: `/service-{slug}` for a slug that is not one of the
 * bundled services. Its published `page` item with section `body` is the page.
 */
export function staffServiceSlug(path: string): string | null {
  return pageTemplate(path) === "staff-service" ? path.slice("/service-".length) : null;
}

/** A post staff added from the admin: `/blog/{slug}` for a slug that is not a bundled article. */
export function staffPostSlug(path: string): string | null {
  return pageTemplate(path) === "staff-post" ? path.slice("/blog/".length) : null;
}

/** A URL slug: lower-case letters and digits in dash-separated words, like `deck2` or `my-post`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The kind of page a path is, which decides its blocks (content/sections.ts); null: no page. */
export type PageTemplate =
  | "home"
  | "about"
  | "services"
  | "gallery"
  | "about-chelan"
  | "blog"
  | "contact"
  | "service"
  | "article"
  | "staff-service"
  | "staff-post"
  | "area"
  | "permits"
  | "areas"
  | "privacy"
  | "accessibility";

const FIXED_TEMPLATES: Record<string, PageTemplate> = {
  "/": "home",
  "/about": "about",
  "/services": "services",
  "/gallery": "gallery",
  "/about-chelan": "about-chelan",
  "/blog": "blog",
  "/contact": "contact",
  [PERMITS_PATH]: "permits",
  [AREAS_PATH]: "areas",
  [PRIVACY_PATH]: "privacy",
  [ACCESSIBILITY_PATH]: "accessibility",
};

export function pageTemplate(path: string): PageTemplate | null {
  if (FIXED_TEMPLATES[path]) return FIXED_TEMPLATES[path]!;
  const service = /^\/service-(.+)$/.exec(path)?.[1];
  if (service !== undefined) {
    if ((SERVICE_KEYS as readonly string[]).includes(service)) return "service";
    return SLUG_PATTERN.test(service) ? "staff-service" : null;
  }
  const area = /^\/areas\/(.+)$/.exec(path)?.[1];
  if (area !== undefined) return (AREA_SLUGS as readonly string[]).includes(area) ? "area" : null;
  const post = /^\/blog\/(.+)$/.exec(path)?.[1];
  if (post !== undefined) {
    if ((ARTICLE_SLUGS as readonly string[]).includes(post)) return "article";
    return SLUG_PATTERN.test(post) ? "staff-post" : null;
  }
  return null;
}

/**
 * A path on this site and nothing else (decision 0020): one leading "/", words of lower-case
 * letters, digits and dashes between single slashes. No "//", no backslash, no scheme, so a
 * redirect to it can never leave the site.
 */
export function isSitePath(path: string): boolean {
  return path.length <= 200 && /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(path);
}
