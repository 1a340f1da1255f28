import type { Db } from "~/db/schema";
import type { ArticleData } from "~/content/types";
import { allArticleDocs, getArticleDoc } from "~/content/files.server";
import { BLOG_CATEGORIES, articleDates, type ArticleCard } from "~/content/blog";
import { libraryImage } from "./staff-pages.server";
import { bundled } from "~/content/images";
import { contentToHtml, toPlainText } from "~/content/sanitize.server";
import { renderAhead } from "~/content/render-ahead.server";
import { staffPostSlug } from "~/content/paths";
import { nowIso } from "~/db/client.server";
import { visibleAt } from "./content-items.server";

/**
 * Articles: the fifteen in content/articles, plus every published `blog` content item whose page
 * path is /blog/{slug} for a new slug. Drafts never show.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function staticCard(a: ArticleData): ArticleCard {
  return {
    slug: a.slug,
    href: `/blog/${a.slug}`,
    title: a.title,
    category: a.category ?? null,
    categories: a.categories,
    excerpt: a.excerpt,
    publishDate: articleDates(a).publishDate,
    image: bundled(`articles/${a.slug}`, ""),
  };
}

/** Published staff posts (scheduled ones from their time); with a preview id, that draft too. */
async function publishedBlogItems(db: Db, previewId?: string | null) {
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where("type", "=", "blog")
    .where("page_path", "like", "/blog/%")
    .where((eb) => (previewId ? eb.or([visibleAt(nowIso())(eb), eb.and([eb("id", "=", previewId), eb("deleted_at", "is", null)])]) : visibleAt(nowIso())(eb)))
    .orderBy("created_at", "desc")
    .execute();
  return rows.filter((r) => staffPostSlug(r.page_path) !== null);
}

export interface StaffArticle {
  slug: string;
  title: string;
  excerpt: string;
  html: string;
  publishDate: string;
  /** The day it was created (YYYY-MM-DD, UTC), the date `publishDate` shows. */
  isoPublished: string;
  /** Its last save (an ISO timestamp). */
  isoDate: string;
  /** The blog category key staff chose (blog.ts), or null. */
  category: string | null;
  /** Its label, as the listing and the article show it. */
  categoryLabel: string | null;
  /** A cover picture from the Images library (images.id), or null for the blog's drawing. */
  imageId: string | null;
}

function staffArticle(row: {
  page_path: string;
  title: string | null;
  content: string | null;
  created_at: string;
  updated_at: string;
  category: string | null;
  excerpt: string | null;
  image_id: string | null;
}): StaffArticle {
  const html = contentToHtml(row.content ?? "");
  const text = toPlainText(html);
  const category = BLOG_CATEGORIES.find((c) => c.key !== "all" && c.key === row.category) ?? null;
  return {
    slug: row.page_path.slice("/blog/".length),
    title: row.title?.trim() || "Untitled",
    excerpt: row.excerpt?.trim() || (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text),
    html,
    publishDate: dateFormat.format(new Date(row.created_at)),
    isoPublished: new Date(row.created_at).toISOString().slice(0, 10),
    isoDate: row.updated_at,
    category: category?.key ?? null,
    categoryLabel: category?.label ?? null,
    imageId: row.image_id,
  };
}

/** The listing: newest staff posts first, then the bundled articles marked listed. */
export async function listedArticles(db: Db): Promise<ArticleCard[]> {
  const staff = await Promise.all(
    (await renderedAhead(await publishedBlogItems(db))).map(staffArticle).map(async (a): Promise<ArticleCard> => ({
      slug: a.slug,
      href: `/blog/${a.slug}`,
      title: a.title,
      category: a.categoryLabel ?? "News",
      categories: a.category ? [a.category] : [],
      excerpt: a.excerpt,
      publishDate: a.publishDate,
      image: await libraryImage(db, a.imageId, bundled("heroes/blog", "")),
    })),
  );
  return [
    ...staff,
    ...allArticleDocs()
      .filter((d) => d.data.listed)
      .map((d) => staticCard(d.data)),
  ];
}

/** A staff post by slug; a draft only when it is the one staff asked to preview. */
export async function findStaffArticle(db: Db, slug: string, previewId?: string | null) {
  const rows = await publishedBlogItems(db, previewId);
  const row = rows.find((r) => r.page_path === `/blog/${slug}` && r.id === previewId) ?? rows.find((r) => r.page_path === `/blog/${slug}`);
  return row ? staffArticle((await renderedAhead([row]))[0]!) : null;
}

/** Rows whose long content was rendered off the main thread first (decision 0040). */
async function renderedAhead<T extends { content: string | null }>(rows: T[]) {
  await renderAhead(rows.map((r) => r.content));
  return rows;
}

export function findBundledArticle(slug: string) {
  return getArticleDoc(slug);
}

/** Every article URL with its last change, for the sitemap. */
export async function articleUrls(db: Db) {
  const staff = (await publishedBlogItems(db)).map((r) => ({ path: r.page_path, lastmod: r.updated_at.slice(0, 10) }));
  // A bundled article last changed when its text was revised, or else when it was published.
  const bundledUrls = allArticleDocs().map((d) => {
    const dates = articleDates(d.data);
    return { path: `/blog/${d.data.slug}`, lastmod: dates.isoUpdated ?? dates.isoDate };
  });
  return [...staff, ...bundledUrls];
}
