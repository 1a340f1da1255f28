/**
 * For enhancement scripts: the filter links (see FilterLinks in blocks.tsx) filter in place.
 * A click marks the link current and calls `onSelect` with its key instead of loading the page.
 */
export function bindFilterLinks(nav: Element | null, onSelect: (key: string) => void) {
  if (!nav) return;
  nav.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-filter-key]");
    if (!link || (event as MouseEvent).metaKey || (event as MouseEvent).ctrlKey) return;
    event.preventDefault();
    markCurrent(nav, link.dataset.filterKey!);
    onSelect(link.dataset.filterKey!);
  });
}

export function markCurrent(nav: Element | null, key: string) {
  nav?.querySelectorAll<HTMLAnchorElement>("a[data-filter-key]").forEach((a) => {
    if (a.dataset.filterKey === key) a.setAttribute("aria-current", "true");
    else a.removeAttribute("aria-current");
  });
}

/** "1 article shown" / "3 articles shown". */
export const countLabel = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"} shown`;
