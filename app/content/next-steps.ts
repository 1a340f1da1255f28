import type { BlockLink } from "./sections";

/**
 * Where a page's reader can go next besides Contact (issue 24): shown under the closing call to
 * action of the pages that had no related links of their own. Service pages, articles and area
 * pages carry their own related links. Labels are the target pages' titles.
 */
const AREAS: BlockLink[] = [
  { label: "Building and Remodeling in Manson", href: "/areas/manson" },
  { label: "Building in Chelan and on the South Shore", href: "/areas/chelan-south-shore" },
  { label: "Building in Chelan Falls and Entiat", href: "/areas/chelan-falls-entiat" },
  { label: "Building in Orondo", href: "/areas/orondo" },
  { label: "Building in Wenatchee and East Wenatchee", href: "/areas/wenatchee-east-wenatchee" },
];
const PERMITS: BlockLink = { label: "Permits in the Chelan Valley", href: "/permits" };
const SERVICES: BlockLink = { label: "Our services", href: "/services" };

export const NEXT_STEPS: Record<string, BlockLink[]> = {
  "/": [SERVICES, PERMITS, ...AREAS.slice(0, 2)],
  "/about": [SERVICES, PERMITS, { label: "About Chelan", href: "/about-chelan" }],
  "/about-chelan": [...AREAS, PERMITS],
  "/services": [PERMITS, ...AREAS],
  "/gallery": [SERVICES, PERMITS],
  "/blog": [SERVICES, PERMITS],
};
