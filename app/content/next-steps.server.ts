import { areaPages } from "./files.server";
import { PERMITS_PATH } from "./paths";
import type { BlockLink } from "./sections";

/**
 * Where a page's reader can go next besides Contact (issue 24): shown under the closing call to
 * action of the pages that had no related links of their own. Service pages, articles and area
 * pages carry their own related links. Area and permits links say their page's title (content/areas/).
 */
export function nextSteps(path: string): BlockLink[] {
  const pages = areaPages().map((a) => ({ label: a.title, href: a.path }));
  const permits = pages.find((p) => p.href === PERMITS_PATH)!;
  const areas = pages.filter((p) => p !== permits);
  const services = { label: "Our services", href: "/services" };
  switch (path) {
    case "/":
      return [services, permits, ...areas.slice(0, 2)];
    case "/about":
      return [services, permits, { label: "About Chelan", href: "/about-chelan" }];
    case "/about-chelan":
      return [...areas, permits];
    case "/services":
      return [permits, ...areas];
    default:
      return [services, permits];
  }
}
