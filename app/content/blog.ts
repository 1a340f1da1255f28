import type { ImageRef } from "../media/images";

export const BLOG_CATEGORIES = [
  { key: "all", label: "All" },
  { key: "new-construction", label: "New Construction" },
  { key: "remodel", label: "Remodels" },
  { key: "adu", label: "ADUs" },
  { key: "garage", label: "Garages" },
  { key: "tips", label: "Tips & Advice" },
] as const;

export interface ArticleCard {
  slug: string;
  href: string;
  title: string;
  category: string | null;
  categories: string[];
  excerpt: string;
  publishDate: string | null;
  image: ImageRef;
}

export function normalizeCategory(value: string | null | undefined) {
  return BLOG_CATEGORIES.some((c) => c.key === value) ? (value as string) : "all";
}

/** Search and category apply together: a case-insensitive substring of title or excerpt, and the tag list. */
export function filterArticles<T extends Pick<ArticleCard, "title" | "excerpt" | "categories">>(articles: T[], query: string, category: string) {
  const q = query.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === "all" || a.categories.includes(category)) &&
      (q === "" || a.title.toLowerCase().includes(q) || a.excerpt.toLowerCase().includes(q)),
  );
}

export function blogHref(query: string, category: string) {
  const p = new URLSearchParams();
  if (query.trim()) p.set("q", query.trim());
  if (category !== "all") p.set("category", category);
  const s = p.toString();
  return s ? `/blog?${s}` : "/blog";
}
