import { useEffect } from "react";
import { CardGridSection, MarkList } from "~/components/CardLists";
import { data } from "react-router";
import { SiteLink as Link } from "~/platform/runtime";
import { CallUsBox, CtaBand, DiagramFigure, PageHero, Rich, textOf, Breadcrumb } from "~/components/blocks";
import { diagramCaption, sceneFor } from "~/media/diagrams";
import { VideoFacade } from "~/components/Facades";
import { Picture } from "~/components/Picture";
import { getService, siteFile } from "~/content/files.server";
import { bundled, type ImageRef } from "~/content/images";
import { publicPage, servedPlaces } from "~/services/page-data.server";
import { SERVICE_KEYS, type ServiceKey } from "~/content/paths";
import { roomImageId } from "~/content/sections";
import { ProjectCards, ReviewsSection } from "~/components/ProjectParts";
import { projectCards } from "~/media/project-views.server";
import { listProjects } from "~/models/projects.server";
import { listReviews } from "~/models/reviews.server";
import { areaServedJsonLd, seoMeta } from "~/content/seo-meta";
import { getBrand } from "~/models/brand.server";
import { getProfile } from "~/models/settings.server";
import { ServiceGoneView, serviceGoneMeta } from "~/components/ServiceGoneView";
import { englishPath } from "~/content/locale";
import { useT } from "~/components/use-locale";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = ({ data }) => (data && "gone" in data ? serviceGoneMeta(data.name, data.companyName) : seoMeta(data));

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = englishPath(new URL(request.url).pathname);
  const key = path.replace(/^\/service-/, "") as ServiceKey;
  if (!SERVICE_KEYS.includes(key)) throw data("Not found", { status: 404 });
  const doc = getService(key);
  const s = doc.data;
  // Turned off in Settings: 410 Gone, with the way to the other services (docs/decisions/0027-brand-settings.md).
  const { db } = context.services;
  if ((await getBrand(db)).hiddenServices.includes(path)) {
    const profile = await getProfile(db);
    return data({ gone: true as const, name: s.navLabel, phone: profile.phone, companyName: profile.companyName }, { status: 410 });
  }
  const cta = siteFile().serviceCta;
  const page = await publicPage(context, {
    path,
    seo: { title: s.seoTitle, description: s.seoDescription, image: `/img/b/services/${key}/1280.jpg` },
    sections: {
      "hero-title": s.heroTitle ?? s.title,
      "hero-subtitle": s.heroSubtitle ?? s.summary,
      intro: s.intro,
      "cta-heading": cta.heading,
      "cta-text": cta.text,
    },
    images: {
      "hero-image": sceneFor(bundled(`services/${key}`, "")),
      ...Object.fromEntries(
        Object.entries(s.sections ?? {}).map(([id, sec]) => [
          roomImageId(id),
          bundled(
            sec.image ?? `services/${key}`,
            sec.image === "articles/maximizing-views-windows-doors"
              ? "Diagram: afternoon sun from the southwest falls on view glass on Lake Chelan's North Shore; on the South Shore, which faces northeast, view glass is in shade"
              : "",
          ),
        ]),
      ),
    } as Record<string, ImageRef>,
    trail: [
      { name: "Services", path: "/services" },
      { name: s.navLabel, path },
    ],
  });
  // The places served, typed as the business's own (City, Place, AdministrativeArea; decision 0036).
  page.jsonLd.push({
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.title,
    description: s.seoDescription,
    serviceType: s.navLabel,
    provider: { "@id": `${context.services.config.siteUrl}/#business` },
    areaServed: areaServedJsonLd(page.profile, context.services.config.siteUrl, servedPlaces()),
  });
  const remodelSections = s.sections ? Object.entries(s.sections).map(([id, sec]) => ({ id, ...sec, image: page.images[roomImageId(id)]! })) : null;
  // Real jobs of this kind, and what their clients said (decision 0023).
  const [projects, reviews] = await Promise.all([
    listProjects(db, { published: true, serviceKey: key }),
    listReviews(db, { published: true, forService: key }),
  ]);
  const diagramAlt =
    key === "foundations"
      ? "Diagram: a crawl-space foundation in section, its footing set below the frost line"
      : key === "garages"
        ? "Diagram: a garage with a tall door and a deep bay sized for a boat on its trailer"
        : key === "design-build"
          ? "Diagram: design drawings, a floor plan and a front elevation"
          : "";
  return { ...page, s, diagramAlt, videos: page.profile.videos, remodelSections, projectCards: await projectCards(db, projects), reviews: reviews.slice(0, 6) };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const key = "gone" in loaderData ? null : loaderData.s.key;
  useEffect(() => {
    // Service pages open at the top; the remodel page glides there.
    if (key) window.scrollTo({ top: 0, behavior: key === "remodels" ? "smooth" : "auto" });
  }, [key]);
  if ("gone" in loaderData) return <ServiceGoneView name={loaderData.name} phone={loaderData.phone} />;
  return <ServicePage d={loaderData} />;
}

function ServicePage({ d }: { d: Exclude<Route.ComponentProps["loaderData"], { gone: true }> }) {
  const { s, sections, seo } = d;
  const t = useT();
  // The hero shows a scene; a service whose own drawing is a labelled diagram shows it once, whole,
  // beside the text (media/diagrams.ts). Any other picture is shown once, in the hero.
  const drawing = bundled(`services/${s.key}`, d.diagramAlt);
  const caption = diagramCaption(drawing);
  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"])} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]!}>
        <Link to="/contact" className="btn-primary mt-8">
          {(d.links["hero-button"] ?? { label: s.buttonLabel }).label}
        </Link>
      </PageHero>
      <Breadcrumb trail={[{ label: t("Services"), to: "/services" }]} current={s.navLabel} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Rich value={sections.intro} className="text-xl leading-relaxed text-slate-800" />
          {sections.body && <Rich value={sections.body} />}
          {d.remodelSections && <RemodelSections sections={d.remodelSections} />}
        </div>
        <aside className="space-y-6">
          {caption && <DiagramFigure image={drawing} caption={caption} />}
          {d.items.highlight?.[0] && (
            <div className="rounded-xl border-l-4 border-cedar-600 bg-ochre-100 p-6">
              <h2 className="text-xl font-bold text-lake-900">{d.items.highlight[0].title}</h2>
              <p className="mt-2 text-slate-800">{d.items.highlight[0].text}</p>
            </div>
          )}
          {d.lists.capabilities?.length ? (
            <ListBox title={textOf(sections["capabilities-heading"] ?? { text: t("What we handle") })} items={d.lists.capabilities} />
          ) : null}
          {d.lists["why-choose"]?.length ? (
            <ListBox title={textOf(sections["why-choose-heading"] ?? { text: t(`Why choose ${d.profile.companyName}`) })} items={d.lists["why-choose"]} />
          ) : null}
          {d.lists.services?.length ? (
            <ListBox title={textOf(sections["services-heading"] ?? { text: t("Foundation services") })} items={d.lists.services} />
          ) : null}
          <CallUsBox phone={d.profile.phone} button={s.buttonLabel} />
        </aside>
      </div>
      {d.items.advantages?.length ? (
        <CardGridSection
          id="advantages"
          title={textOf(sections["advantages-heading"] ?? { text: t("The design-build advantage") })}
          items={d.items.advantages}
        />
      ) : null}
      {d.items["foundation-types"]?.length ? (
        <CardGridSection
          id="types"
          title={textOf(sections["foundation-types-heading"] ?? { text: t("New foundation types") })}
          items={d.items["foundation-types"]}
          wide
        />
      ) : null}
      {s.videos && s.videos.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 py-section sm:py-section-lg" aria-labelledby="videos">
          <h2 id="videos" className="text-3xl font-bold text-lake-900">
            {t(s.videos.length > 1 ? "See how we build" : "Take the tour")}
          </h2>
          <div className={`mt-8 grid gap-6 ${s.videos.length > 1 ? "md:grid-cols-3" : "max-w-3xl"}`}>
            {s.videos.map((v) => (
              <VideoFacade key={v.key} title={v.title} caption={v.caption} video={d.videos[v.key]} poster={bundled(`videos/${v.key}`, "")} />
            ))}
          </div>
        </section>
      )}
      {d.projectCards.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-section sm:pt-section-lg" aria-labelledby="projects">
          <h2 id="projects" className="text-3xl font-bold text-lake-900">
            {t(`${s.navLabel} we have built`)}
          </h2>
          <ProjectCards projects={d.projectCards} />
        </section>
      )}
      <ReviewsSection reviews={d.reviews} />
      <CtaBand heading={sections["cta-heading"]!} text={sections["cta-text"]!} button={d.links["cta-button"] ?? s.buttonLabel} />
    </>
  );
}

function ListBox({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-xl font-bold text-lake-900">{title}</h2>
      <MarkList items={items} mark="✓" className="mt-3 space-y-2" />
    </div>
  );
}

function RemodelSections({ sections }: { sections: Array<{ id: string; title: string; text: string; image: ImageRef }> }) {
  return (
    <div className="mt-10 space-y-8">
      {sections.map((sec, i) => (
        // A scene is a small picture beside the words on a phone (the page stays short), half the row from 768 px; a diagram stays full width to be read.
        <section key={sec.id} aria-labelledby={`remodel-${sec.id}`} className="flow-root md:grid md:grid-cols-2 md:gap-6">
          {diagramCaption(sec.image) ? (
            <DiagramFigure image={sec.image} caption={diagramCaption(sec.image)!} />
          ) : (
            <Picture
              image={sec.image}
              sizes="(min-width: 768px) 33vw, 128px"
              priority={i < 2}
              className="float-right mb-2 ml-4 h-auto w-32 rounded-xl md:float-none md:m-0 md:w-full"
              maxWidth={800}
            />
          )}
          <div>
            <h2 id={`remodel-${sec.id}`} className="text-2xl font-bold text-lake-900">
              {sec.title}
            </h2>
            {sec.text.split(/\n\s*\n/).map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
