/** A new page from its title, shared by the form and the server (decision 0035). No server imports. */
export type NewPageKind = "post" | "service";

export const NEW_PAGE_KINDS: Record<NewPageKind, { noun: string; prefix: string }> = {
  post: { noun: "blog post", prefix: "/blog/" },
  service: { noun: "service page", prefix: "/service-" },
};

export const NEW_PAGE_LIMITS = { title: 120, words: 80, summary: 300, seoTitle: 70, seoDescription: 160, alt: 300 } as const;

/** The address words made from a title or typed words: "Winter dock care!" → "winter-dock-care". */
export function slugFromWords(words: string): string {
  return words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

export function newPagePath(kind: NewPageKind, slug: string) {
  return `${NEW_PAGE_KINDS[kind].prefix}${slug}`;
}
