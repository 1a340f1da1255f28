import { useState } from "react";
import { nextSteps } from "~/content/next-steps.server";
import { Form } from "react-router";
import { SiteLink as Link } from "~/platform/runtime";
import { BandHero, CtaBand, FilterLinks, textOf } from "~/components/blocks";
import { Picture } from "~/components/Picture";
import { BLOG_CATEGORIES, blogHref, filterArticles, normalizeCategory, type ArticleCard } from "~/content/blog";
import { pageCopy } from "~/content/files.server";
import { publicPage, withHeroSlots } from "~/services/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import { sceneFor } from "~/media/diagrams";
import { listedArticles } from "~/models/articles.server";
import { countLabel } from "~/components/filter-links";
import { EnhanceScript } from "~/platform/runtime";
import blogScript from "./blog.enhance.ts?enhance";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const copy = pageCopy("blog");
  const page = await publicPage(context, {
    path: "/blog",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: { "hero-title": copy.title, intro: copy.intro, "cta-heading": copy.cta.heading, "cta-text": copy.cta.text },
    trail: [{ name: "Blog", path: "/blog" }],
  });
  return {
    ...page,
    copy,
    articles: await withHeroSlots(context, await listedArticles(context.services.db), (a) => a.href),
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    category: normalizeCategory(url.searchParams.get("category")),
    next: nextSteps("/blog"),
  };
}

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  const { copy, sections, seo } = d;
  // Live filtering in the browser; the same filter runs on the server for the first render
  // and for visitors without JavaScript (the GET form and the category links).
  const [q, setQ] = useState(d.q);
  const [category, setCategory] = useState(d.category);
  const shown = new Set(filterArticles(d.articles, q, category).map((a) => a.slug));
  const sync = (nextQ: string, nextCategory: string) => window.history.replaceState(window.history.state, "", blogHref(nextQ, nextCategory));

  return (
    <>
      <BandHero title={seo.h1 ?? textOf(sections["hero-title"])} intro={sections.intro} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Form
          method="get"
          action="/blog"
          role="search"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => e.preventDefault()}
          data-blog-search
          data-category={category}
        >
          <div className="flex-1">
            <label htmlFor="blog-search" className="label">
              Search articles
            </label>
            <input
              id="blog-search"
              name="q"
              type="search"
              className="field"
              placeholder="Search by title or topic"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                sync(e.target.value, category);
              }}
            />
          </div>
          <input type="hidden" name="category" value={category} disabled={category === "all"} />
          <noscript>
            <button type="submit" className="btn-primary">
              Search
            </button>
          </noscript>
        </Form>
        <FilterLinks label="Article categories" options={BLOG_CATEGORIES} current={category} hrefFor={(key) => blogHref(q, key)} onSelect={setCategory} />
        <h2 className="sr-only">{seo.h2s[0] ?? "Articles"}</h2>
        <p className="sr-only" role="status" aria-live="polite" data-count>
          {countLabel(shown.size, "article")}
        </p>
        <p className="mt-12 rounded-xl bg-lake-50 p-8 text-center text-lg text-slate-800" data-empty hidden={shown.size > 0}>
          No articles found. Try adjusting your search or filter.
        </p>
        {/* Every article is in the page; the filter hides the others (so a script can show them again). */}
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="article-grid">
          {d.articles.map((a, i) => (
            <li key={a.slug} hidden={!shown.has(a.slug)} data-article data-title={a.title} data-excerpt={a.excerpt} data-categories={a.categories.join(" ")}>
              <ArticleTile a={a} eager={i < 2} />
            </li>
          ))}
        </ul>
        <EnhanceScript src={blogScript} />
      </div>
      <CtaBand heading={sections["cta-heading"]} text={sections["cta-text"]} button={d.links["cta-button"] ?? copy.cta.button} next={d.next} />
    </>
  );
}

function ArticleTile({ a, eager }: { a: ArticleCard; eager: boolean }) {
  return (
    // On a phone a row (a square picture, 40 % of the card, beside the words, the summary cut to three lines), from 640 px a column.
    <article className="card-row card-row-square h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Picture
        image={sceneFor(a.image)}
        sizes="(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 40vw"
        priority={eager}
        className="card-row-picture object-cover"
        maxWidth={640}
      />
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        {a.category && <p className="text-sm font-semibold uppercase tracking-wide text-cedar-700">{a.category}</p>}
        <h3 className="mt-1 text-base font-semibold text-lake-900 sm:text-lg">
          <Link to={a.href} className="hover:underline">
            {a.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-3 flex-1 text-slate-700 sm:mt-2 sm:line-clamp-none">{a.excerpt}</p>
        {a.publishDate && <p className="mt-2 text-sm text-slate-600 sm:mt-3">{a.publishDate}</p>}
      </div>
    </article>
  );
}
