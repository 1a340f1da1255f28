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
