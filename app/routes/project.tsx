import { data } from "react-router";
import { CtaBand, Rich, TrailLine } from "~/components/blocks";
import { BeforeAfter, ReviewsSection } from "~/components/ProjectParts";
import { Picture } from "~/components/Picture";
import { getService, siteFile } from "~/content/files.server";
import { imageUrl } from "~/content/images";
import { publicPage } from "~/services/page-data.server";
import { SERVICE_KEYS, type ServiceKey } from "~/content/paths";
import { renderAhead } from "~/content/render-ahead.server";
import { contentToHtml } from "~/content/sanitize.server";
import { seoMeta } from "~/content/seo-meta";
import { projectPhotoSets } from "~/media/project-views.server";
import { getProjectBySlug, listProjectPhotos } from "~/models/projects.server";
import { listReviews } from "~/models/reviews.server";
import { EnhanceScript } from "~/platform/runtime";
import compareScript from "./project.enhance.ts?enhance";
import type { Route } from "./+types/project";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/** A real job (decision 0023): its story, photos, before/after pairs and what the client said. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const project = await getProjectBySlug(db, params.slug ?? "");
  if (!project || !project.is_published) throw data("Not found", { status: 404 });
  const [photos, reviews] = await Promise.all([listProjectPhotos(db, [project.id]), listReviews(db, { published: true, forProject: project.id })]);
  const sets = projectPhotoSets(project, photos);
  const service = (SERVICE_KEYS as readonly string[]).includes(project.service_key) ? getService(project.service_key as ServiceKey).data : null;
  const path = `/projects/${project.slug}`;
  const first = sets.pairs[0]?.after ?? sets.singles[0]?.image ?? null;
  const page = await publicPage(context, {
    path,
    seo: {
      title: `${project.title} in ${project.town}, WA | ${service?.navLabel ?? "Project"}`.slice(0, 70),
      description: project.summary.slice(0, 160),
      image: first ? imageUrl(first.id, 1280, "jpg") : undefined,
    },
    sections: {},
    trail: [
      { name: "Projects", path: "/gallery" },
      { name: project.title, path },
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        name: project.title,
        description: project.summary,
        url: `${config.siteUrl}${path}`,
        ...(project.year ? { dateCreated: String(project.year) } : {}),
        locationCreated: { "@type": "Place", name: `${project.town}, WA` },
        creator: { "@id": `${config.siteUrl}/#business` },
        ...(service ? { about: { "@type": "Service", name: service.title } } : {}),
        ...(first ? { image: `${config.siteUrl}${imageUrl(first.id, 1280, "jpg")}` } : {}),
      },
    ],
  });
  // A long story is rendered off the main thread first (decision 0040).
  await renderAhead([project.story]);
  return {
    ...page,
    project: { ...project, story: project.story ? contentToHtml(project.story) : null },
    service: service ? { title: service.title, path: service.path } : null,
    pairs: sets.pairs,
    singles: sets.singles,
    reviews,
    cta: siteFile().serviceCta,
  };
}

export default function ProjectPage({ loaderData: d }: Route.ComponentProps) {
  const p = d.project;
  return (
    <>
      <article className="mx-auto max-w-4xl px-4 py-section sm:py-section-lg">
        <TrailLine
          trail={[
            { label: "Home", href: "/" },
            { label: "Projects", href: "/gallery" },
          ]}
          current={p.title}
        />
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-lake-900">{d.seo.h1 ?? p.title}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {p.town}, WA{p.year ? ` · finished ${p.year}` : ""}
          {d.service && (
            <>
              {" "}
              ·{" "}
              <a href={d.service.path} className="underline">
                {d.service.title}
              </a>
            </>
          )}
        </p>
        <p className="mt-6 text-xl leading-relaxed text-slate-800">{p.summary}</p>
        {d.pairs.length > 0 && (
          <section className="mt-10" aria-labelledby="before-after">
            <h2 id="before-after" className="text-2xl font-bold text-lake-900">
              Before and after
            </h2>
            <div className="mt-4 space-y-8">
              {d.pairs.map((pair) => (
                <BeforeAfter
                  key={pair.pair}
                  before={pair.before}
                  after={pair.after}
                  label={`${p.title}: before and after`}
                  beforeCaption={pair.beforeCaption}
                  afterCaption={pair.afterCaption}
                />
              ))}
            </div>
          </section>
        )}
        {p.story && <Rich value={{ html: p.story }} className="mt-10 text-lg" />}
        {p.client_words && (
          <figure className="mt-10 rounded-xl bg-lake-50 p-6">
            <blockquote className="text-xl leading-relaxed text-slate-800">“{p.client_words}”</blockquote>
            <figcaption className="mt-2 text-sm text-slate-700">The client, about this project</figcaption>
          </figure>
        )}
        {d.singles.length > 0 && (
          <section className="mt-10" aria-labelledby="photos">
            <h2 id="photos" className="text-2xl font-bold text-lake-900">
              Photos
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {d.singles.map((s) => (
                <li key={s.id}>
                  <figure>
                    <Picture image={s.image} sizes="(min-width: 640px) 45vw, 100vw" className="h-auto w-full rounded-lg" maxWidth={1200} />
                    {s.caption && <figcaption className="mt-1 text-sm text-slate-700">{s.caption}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <ReviewsSection reviews={d.reviews} heading="What the client said" />
      <EnhanceScript src={compareScript} />
      <CtaBand heading={{ text: d.cta.heading }} text={{ text: d.cta.text }} button={{ label: "Contact Us", href: "/contact" }} />
    </>
  );
}
