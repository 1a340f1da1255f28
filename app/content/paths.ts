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

export const STATIC_PUBLIC_PATHS = ["/", "/about", "/services", ...SERVICE_PATHS, "/gallery", "/about-chelan", "/blog", "/contact"];

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
  const m = /^\/service-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  if (!m || (SERVICE_KEYS as readonly string[]).includes(m[1]!)) return null;
  return m[1]!;
}

/** A post staff added from the admin: `/blog/{slug}` for a slug that is not a bundled article. */
export function staffPostSlug(path: string): string | null {
  const m = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (!m || (ARTICLE_SLUGS as readonly string[]).includes(m[1]!)) return null;
  return m[1]!;
}
