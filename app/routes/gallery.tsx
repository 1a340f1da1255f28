import { Suspense, lazy, useState } from "react";
import { useNavigate } from "react-router";
import { nextSteps } from "~/content/next-steps.server";
import { BandHero, CtaBand, FilterLinks, textOf } from "~/components/blocks";
import { Carousel, Lightbox, StaticLightbox, lightboxData } from "~/components/GalleryViews";
import { fallbackToPlaceholder } from "~/components/Picture";
import { pageCopy } from "~/content/files.server";
import {
  GALLERY_FILTERS,
  GALLERY_PAGE,
  featuredAndRest,
  filterGallery,
  galleryCategoryOf,
  galleryHref,
  galleryItemAnchor,
  galleryShown,
  normalizeFilter,
  staffGalleryHref,
  staffGalleryPage,
  staffGalleryView,
  type GalleryItem,
} from "~/media/gallery";
import { ProjectCards } from "~/components/ProjectParts";
import { photoRef, projectCards } from "~/media/project-views.server";
import { listProjectPhotos, listProjects } from "~/models/projects.server";
import { currentUser } from "~/auth/guard.server";
import { focalOf, focalStyle, imageUrl, srcSet } from "~/content/images";
import { publicPage } from "~/services/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import { GALLERY_PATH, listGallery, listImages } from "~/models/images.server";
import { isDemoDrawing } from "~/media/demo-drawings.server";
import { galleryAction } from "./gallery.server";
import { EnhanceScript, useRuntime } from "~/platform/runtime";
import galleryScript from "./gallery.enhance.ts?enhance";
import type { Route } from "./+types/gallery";

// Staff-only code (drag and drop, uploads) is loaded only for staff.
const GalleryManager = lazy(() => import("~/components/GalleryManager").then((m) => ({ default: m.GalleryManager })));

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = pageCopy("gallery");
  const [page, records, user] = await Promise.all([
    publicPage(context, {
      path: "/gallery",
      seo: { title: copy.seoTitle, description: copy.seoDescription },
      sections: {
        "hero-title": copy.title,
        intro: copy.intro,
        "intro-with-projects": copy.introWithProjects,
        "featured-heading-with-projects": copy.featuredHeadingWithProjects,
        "cta-heading": copy.cta.heading,
        "cta-text": copy.cta.text,
      },
      trail: [{ name: "Projects", path: "/gallery" }],
    }),
    listGallery(context.services.db),
    currentUser(request, context),
  ]);
  // Staff may put back any library picture that is not in the gallery.
  const library = user
    ? (await listImages(context.services.db))
        .filter((r) => r.page_path !== GALLERY_PATH)
        .map((r) => ({ id: r.id, label: r.caption || r.alt_text || r.original_filename, thumb: imageUrl(`u:${r.file_path}`, 320, "webp") }))
    : [];
  // Real projects lead the page (decision 0023): their cards, and their photos first in the carousel and grid.
  const { db } = context.services;
  const projects = await listProjects(db, { published: true });
  const projectPhotos = await listProjectPhotos(
    db,
    projects.map((p) => p.id),
  );
  // A project's cover is on its card above; the gallery shows its other photos (each picture once).
  const cards = await projectCards(db, projects);
  const covers = new Set(cards.map((c) => c.cover?.id));
  const projectItems: GalleryItem[] = projectPhotos
    .filter((ph) => !covers.has(`u:${ph.file_path}`))
    .map((ph) => {
      const project = projects.find((p) => p.id === ph.project_id)!;
      const caption = `${project.title}, ${project.town}${ph.role === "before" ? " (before)" : ph.role === "after" ? " (after)" : ""}${ph.caption ? `: ${ph.caption}` : ""}`;
      return {
        id: `project-photo-${ph.id}`,
        image: photoRef(ph, caption),
        caption,
        label: caption,
        category: galleryCategoryOf(project.service_key),
        full: imageUrl(`u:${ph.file_path}`, 1600, "jpg"),
      };
    });
  const galleryItems: GalleryItem[] = records.map((r) => ({
    id: r.id,
    image: { id: `u:${r.file_path}`, width: r.width ?? 1200, height: r.height ?? 900, alt: r.alt_text ?? r.caption ?? "Project photo", ...focalOf(r) },
    caption: r.caption || r.alt_text || "",
    label: r.caption || r.alt_text || r.original_filename,
    category: r.category ?? "",
    full: imageUrl(`u:${r.file_path}`, 1600, "jpg"),
    ...(user && isDemoDrawing(r.file_path) ? { drawing: true } : {}),
  }));
  const items = [...projectItems, ...galleryItems];
  const query = new URL(request.url).searchParams;
  // Staff see their own pictures a page at a time (?page=), each with its controls; a refused
  // "Replace this drawing" comes back with the caption that was typed (?replace=…&caption=…).
  const staff = user
    ? {
        ...staffGalleryPage(galleryItems, staffGalleryView(query)),
        kept: query.get("replace") ? { id: query.get("replace")!, caption: (query.get("caption") ?? "").slice(0, 200) } : null,
      }
    : null;
  const filter = normalizeFilter(query.get("filter"));
  const { featured, rest } = featuredAndRest(items);
  const matching = filterGallery(rest, filter);
  return {
    ...page,
    copy,
    // Only what the page draws: the carousel's cells and this address's share of the grid (a
    // visitor's "Show more", or staff's page), so a gallery of hundreds renders and encodes no
    // more than one page of it.
    carousel: featured,
    grid: matching.slice(0, galleryShown(query.get("show"))),
    gridTotal: matching.length,
    staff,
    projectCards: cards,
    filter,
    signedIn: Boolean(user),
    library,
    next: nextSteps("/gallery"),
  };
}

/** Staff's plain forms on the gallery (caption and category, put back): staff only, like every admin action. */
export const action = ({ request, context }: Route.ActionArgs) => galleryAction(request, context);

export default function Gallery({ loaderData: d }: Route.ComponentProps) {
  const { copy, sections, seo } = d;
  const [filter, setFilter] = useState(d.filter);
  const navigate = useNavigate();
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const runtime = useRuntime();
  const withProjects = d.projectCards.length > 0;
  // The grid below is a visitor's, who has no runtime: its filter and "Show more" are links, and
  // gallery.enhance.ts swaps the results and opens the lightbox. Staff get the manager instead.
  const shown = d.grid;
  return (
    <>
      {/* The wording follows the facts (decision 0037): once a project is published its photos lead, so the page no longer says it shows only illustrations. */}
      <BandHero title={seo.h1 ?? textOf(sections["hero-title"])} intro={(withProjects && sections["intro-with-projects"]) || sections.intro} />

      {d.projectCards.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-section sm:pt-section-lg" aria-labelledby="our-projects">
          <h2 id="our-projects" className="text-3xl font-bold text-lake-900">
            Our projects
          </h2>
          <ProjectCards projects={d.projectCards} />
        </section>
      )}

      {d.carousel.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-section sm:pt-section-lg" aria-labelledby="featured">
          <h2 id="featured" className="text-3xl font-bold text-lake-900">
            {seo.h2s[0] ??
              textOf((withProjects ? sections["featured-heading-with-projects"] : undefined) ?? sections["featured-heading"] ?? { text: copy.featuredHeading })}
          </h2>
          <p className="mt-2 max-w-3xl text-lg text-slate-700">{textOf(sections["featured-intro"] ?? { text: copy.featuredIntro })}</p>
          <Carousel items={d.carousel} onOpen={setOpen} />
        </section>
      )}

      <section className="mx-auto max-w-7xl px-4 pt-section sm:pt-section-lg" aria-labelledby="grid-heading">
        <h2 id="grid-heading" className="text-3xl font-bold text-lake-900">
          {d.signedIn ? "Manage Project Gallery" : (seo.h2s[1] ?? "Explore More Projects")}
        </h2>
        {/* Staff's filter loads the first page of its pictures; a visitor's filters the grid in place. */}
        <FilterLinks
          label="Filter projects"
          options={GALLERY_FILTERS}
          current={filter}
          hrefFor={d.staff ? (key) => staffGalleryHref({ filter: key }) : galleryHref}
          onSelect={d.staff ? (key) => void navigate(staffGalleryHref({ filter: key }), { preventScrollReset: true }) : setFilter}
        />
        {d.staff ? (
          <Suspense fallback={<p className="mt-8 text-slate-700">Loading the gallery tools…</p>}>
            <GalleryManager {...d.staff} library={d.library} onOpen={setOpen} />
          </Suspense>
        ) : d.carousel.length === 0 && d.gridTotal === 0 && filter === "all" ? (
          <p className="mt-10 rounded-xl bg-lake-50 p-8 text-center text-lg text-slate-800">No images in the gallery yet.</p>
        ) : (
          <div data-gallery-results>
            <ul className="mt-6 grid grid-cols-1 gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" data-testid="gallery-grid">
              {shown.map((item, i) => (
                <li
                  key={item.id}
                  id={galleryItemAnchor(i + 1)}
                  className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                  data-category={item.category}
                >
                  {/* The caption below names the link; the picture's alt would only repeat it. */}
                  <a href={item.full} {...lightboxData(item)} className="flex items-center sm:block">
                    <img
                      src={imageUrl(item.image.id, 640, "jpg")}
                      srcSet={srcSet(item.image.id, item.image.width, "webp", 800)}
                      sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 128px"
                      width={item.image.width}
                      height={item.image.height}
                      alt=""
                      loading={i < 3 ? undefined : "lazy"}
                      decoding="async"
                      className="h-24 w-32 shrink-0 object-cover sm:h-[250px] sm:w-full"
                      style={focalStyle(item.image)}
                      onError={fallbackToPlaceholder}
                    />
                    <span className="block px-3 py-2 text-slate-800 sm:p-4">{item.caption}</span>
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <p className="text-slate-700" role="status" data-gallery-count>
                {shown.length === 0
                  ? d.carousel.length > 0
                    ? "No more pictures in this category: the featured ones are above."
                    : "No pictures in this category yet."
                  : `Showing ${shown.length} of ${d.gridTotal} ${d.carousel.length > 0 ? "more " : ""}pictures`}
              </p>
              {d.gridTotal > shown.length && (
                <a
                  href={`${galleryHref(filter, shown.length + GALLERY_PAGE)}#${galleryItemAnchor(shown.length + 1)}`}
                  className="btn-secondary"
                  data-gallery-more={shown.length + 1}
                >
                  Show more pictures
                </a>
              )}
            </div>
          </div>
        )}
      </section>
      {runtime ? <Lightbox item={open} onClose={() => setOpen(null)} /> : <StaticLightbox />}
      <EnhanceScript src={galleryScript} />
      <CtaBand heading={sections["cta-heading"]} text={sections["cta-text"]} button={d.links["cta-button"] ?? copy.cta.button} next={d.next} />
    </>
  );
}
