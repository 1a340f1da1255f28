import { useEffect } from "react";
import { LinkItems } from "~/components/LinkItems";
import { data, redirect } from "react-router";
import { SiteLink as Link } from "~/platform/runtime";
import { CtaBand, DiagramFigure, Rich, textOf } from "~/components/blocks";
import { diagramCaption } from "~/media/diagrams";
import { VideoFacade } from "~/components/Facades";
import { Picture } from "~/components/Picture";
import { getService, siteFile } from "~/content/files.server";
import { bundled, imageUrl, type ImageRef } from "~/content/images";
import { libraryImage } from "~/models/staff-pages.server";
import { publicPage } from "~/services/page-data.server";
import { SERVICE_KEYS, type ServiceKey } from "~/content/paths";
import { seoMeta, titleWithCompany } from "~/content/seo-meta";
import { articleDates } from "~/content/blog";
import { findBundledArticle, findStaffArticle } from "~/models/articles.server";
import { findRedirect } from "~/models/redirects.server";
import { getProfile } from "~/models/settings.server";
import type { Route } from "./+types/blog-article";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const path = `/blog/${slug}`;
  const { siteUrl } = context.services.config;
  const cta = siteFile().articleCta;
  const doc = findBundledArticle(slug);
  const staff = doc ? null : await findStaffArticle(context.services.db, slug, context.previewId);
  if (!doc && !staff) {
    const to = await findRedirect(context.services.db, path);
    if (to) throw redirect(to, 301);
    context.services.logger.warn({ path }, "404: no article at this path");
    throw data("Not found", { status: 404 });
  }
  const a = doc
    ? {
        title: doc.data.title,
        excerpt: doc.data.excerpt,
        category: doc.data.category ?? null,
        // Published on `date` (SPEC.md's table); "Updated" only when the text was revised later.
        ...articleDates(doc.data),
        seoTitle: doc.data.seoTitle,
        seoDescription: doc.data.seoDescription,
        html: doc.html,
        image: `articles/${slug}`,
        cover: null as ImageRef | null,
        video: doc.data.video ?? null,
        related: (doc.data.related ?? []).map((r) => r.replace(/^\/?service-/, "")).filter((k): k is ServiceKey => SERVICE_KEYS.includes(k as ServiceKey)),
      }
    : {
        title: staff!.title,
        excerpt: staff!.excerpt,
        category: staff!.categoryLabel,
        publishDate: staff!.publishDate,
        isoDate: staff!.isoPublished,
        // A staff post's last save goes to the JSON-LD only; the page shows the day it was created.
        isoUpdated: staff!.isoDate.slice(0, 10),
        updatedDate: null as string | null,
        seoTitle: "",
        seoDescription: staff!.excerpt.slice(0, 160),
        html: staff!.html,
        image: "heroes/blog",
        cover: staff!.imageId ? await libraryImage(context.services.db, staff!.imageId, bundled("heroes/blog", "")) : null,
        video: null,
        related: [] as ServiceKey[],
      };
  // The byline names the owner (Settings), so the structured data does too (decision 0036).
  const owner = await getProfile(context.services.db);
  const page = await publicPage(context, {
    path,
    seo: {
      title: a.seoTitle || titleWithCompany(a.title, owner.companyName),
      description: a.seoDescription,
      image: a.cover ? imageUrl(a.cover.id, 1280) : `/img/b/${a.image}/1280.jpg`,
      type: "article",
    },
    sections: { "hero-title": a.title, excerpt: a.excerpt, "cta-heading": cta.heading, "cta-text": cta.text },
    images: {
      "hero-image":
        a.cover ??
        bundled(
          a.image,
          (
            {
              "articles/solid-foundation-essential": "Diagram: a basement wall in section, its footing set below the frost line, with a footing drain",
              "articles/lakeside-construction-tips":
                "Diagram: a shoreline buffer of native vegetation between the lake's ordinary high water mark and a house set back from it",
              "articles/maximizing-views-windows-doors":
                "Diagram: Lake Chelan runs northwest to southeast; afternoon sun from the southwest falls on view glass on the North Shore, while the South Shore faces northeast and its view glass is in shade",
              "articles/excavation-site-prep":
                "Diagram: a daylight basement on a slope, the main floor at the uphill grade and the lower floor opening to the downhill side",
              "articles/functional-garage-design": "Diagram: a garage plan with two car bays and a deeper boat bay with a taller door",
            } as Record<string, string>
          )[a.image] ?? "",
        ),
    },
    trail: [
      { name: "Blog", path: "/blog" },
      { name: a.title, path },
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: a.title,
        description: a.excerpt,
        image: [`${siteUrl}${a.cover ? imageUrl(a.cover.id, 1280) : `/img/b/${a.image}/1280.jpg`}`],
        ...(a.isoDate ? { datePublished: a.isoDate, dateModified: a.isoUpdated && a.isoUpdated > a.isoDate ? a.isoUpdated : a.isoDate } : {}),
        author: { "@type": "Person", name: owner.ownerFirstName, jobTitle: `Owner of ${owner.companyName}`, worksFor: { "@id": `${siteUrl}/#business` } },
        publisher: { "@id": `${siteUrl}/#business` },
        mainEntityOfPage: `${siteUrl}${path}`,
      },
    ],
  });
  const related = a.related.map((k) => {
    const s = getService(k).data;
    return { path: s.path, title: s.title };
  });
  return { ...page, a, related, ctaButton: cta.button, videos: page.profile.videos };
}

export default function Article({ loaderData: d }: Route.ComponentProps) {
  const { a, sections, seo } = d;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [d.seo.path]);
  return (
    <article>
      {diagramCaption(d.images["hero-image"]) ? (
        // A labelled diagram opens the article whole, with its caption, never cropped (media/diagrams.ts).
        <div className="mx-auto max-w-4xl px-4 pt-6">
          <DiagramFigure image={d.images["hero-image"]} caption={diagramCaption(d.images["hero-image"])!} />
        </div>
      ) : (
        <div className="bg-lake-900">
          <Picture image={d.images["hero-image"]} sizes="100vw" priority className="mx-auto max-h-[450px] w-full max-w-7xl object-cover" />
        </div>
      )}
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Link to="/blog" className="font-semibold text-lake-700 hover:underline">
          ← Back to Blog
        </Link>
        {a.category && <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-cedar-700">{a.category}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-lake-900 sm:text-4xl">{seo.h1 ?? textOf(sections["hero-title"])}</h1>
        <Rich value={sections.excerpt} className="mt-4 text-lg leading-relaxed text-slate-700 sm:text-xl" />
        <p className="mt-4 text-sm text-slate-700">
          By {d.profile.ownerFirstName}, owner of {d.profile.companyName}
          {a.publishDate && (
            <>
              {" · "}
              <time dateTime={a.isoDate ?? undefined}>{a.publishDate}</time>
            </>
          )}
          {a.publishDate && a.updatedDate && (
            <>
              {" · "}
              Updated <time dateTime={a.isoUpdated ?? undefined}>{a.updatedDate}</time>
            </>
          )}
        </p>
        <hr className="my-8 border-slate-200" />
        {sections.body && <Rich value={sections.body} className="text-lg" />}
        {a.video && (
          <div className="mt-10">
            <VideoFacade
              title={a.video.title}
              caption={a.video.caption}
              video={d.videos[a.video.key]}
              poster={bundled(`videos/${a.video.key}`, "")}
              sizes="(min-width: 768px) 720px, 100vw"
            />
          </div>
        )}
        {d.related.length > 0 && (
          <aside className="mt-10 rounded-xl bg-lake-50 p-6" aria-label="Related services">
            <p className="font-semibold text-lake-900">Related services</p>
            <ul className="mt-2 list-disc pl-5">
              <LinkItems links={d.related.map((r) => ({ to: r.path, label: r.title }))} className="text-lake-700 underline underline-offset-2" />
            </ul>
          </aside>
        )}
        <p className="mt-10">
          <Link to="/blog" className="font-semibold text-lake-700 hover:underline">
            ← Back to Blog
          </Link>
        </p>
      </div>
      <CtaBand heading={sections["cta-heading"]!} text={sections["cta-text"]!} button={d.links["cta-button"] ?? d.ctaButton} />
    </article>
  );
}
