import type { ImageRef } from "./images";
import type { ArticleData } from "./types";

export const BLOG_CATEGORIES = [
  { key: "all", label: "All" },
  { key: "new-construction", label: "New Construction" },
  { key: "remodel", label: "Remodels" },
  { key: "adu", label: "ADUs" },
  { key: "garage", label: "Garages" },
  { key: "tips", label: "Tips & Advice" },
] as const;

/** The categories a post can be given ("All" is only the blog's filter). */
export const POST_CATEGORIES = BLOG_CATEGORIES.filter((c) => c.key !== "all");

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
    (a) => (category === "all" || a.categories.includes(category)) && (q === "" || a.title.toLowerCase().includes(q) || a.excerpt.toLowerCase().includes(q)),
  );
}

export function blogHref(query: string, category: string) {
  const p = new URLSearchParams();
  if (query.trim()) p.set("q", query.trim());
  if (category !== "all") p.set("category", category);
  const s = p.toString();
  return s ? `/blog?${s}` : "/blog";
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const isoDay = (v: string | Date | undefined) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;

/**
 * A bundled article's dates, from its front matter: `date` is when it was published (SPEC.md's
 * table), `updated` when its text was last revised (the file's last change in git, written in by
 * hand, never computed here). An `updated` on or before `date` is not a revision and is dropped.
 */
export function articleDates(a: Pick<ArticleData, "date" | "updated">) {
  const published = isoDay(a.date);
  const updated = isoDay(a.updated);
  const revised = published && updated && updated > published ? updated : null;
  return {
    isoDate: published,
    publishDate: published ? dateFormat.format(new Date(`${published}T00:00:00Z`)) : null,
    isoUpdated: revised,
    updatedDate: revised ? dateFormat.format(new Date(`${revised}T00:00:00Z`)) : null,
  };
}
