import { renderAhead } from "~/content/render-ahead.server";
import { data, redirect } from "react-router";
import { SiteLink as Link } from "~/platform/runtime";
import { CallUsBox, CtaBand, PageHero, Rich, textOf, Breadcrumb } from "~/components/blocks";
import { NotFoundView } from "~/components/NotFoundView";
import { Picture } from "~/components/Picture";
import { siteFile } from "~/content/files.server";
import { publicPage } from "~/services/page-data.server";
import { staffServiceSlug } from "~/content/paths";
import { notFoundMeta, seoMeta, titleWithCompany } from "~/content/seo-meta";
import { bundled, imageUrl } from "~/content/images";
import { findRedirect } from "~/models/redirects.server";
import { libraryImage, listStaffServices, staffService } from "~/models/staff-pages.server";
import { getBrand } from "~/models/brand.server";
import { getProfile } from "~/models/settings.server";
import { ServiceGoneView, serviceGoneMeta } from "~/components/ServiceGoneView";
import type { Route } from "./+types/staff-page";

/**
 * A one-segment path no other route has: a service page staff added from the admin
 * (`/service-{slug}`), an old address that moved (301), or "Page not found".
 */
export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d && "gone" in d ? serviceGoneMeta(d.name, d.companyName) : d && "service" in d ? seoMeta(d) : notFoundMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  const { db, config, logger } = context.services;
  const row = staffServiceSlug(path) ? (await listStaffServices(db, context.previewId)).find((r) => r.page_path === path) : undefined;
  if (!row) {
    const to = await findRedirect(db, path);
    if (to) throw redirect(to + url.search, 301);
    logger.warn({ path }, "404: no page at this path");
    return data({ path }, { status: 404 });
  }
  await renderAhead([row.content]); // long content off the main thread (decision 0040)
  const service = staffService(row);
  const profile = await getProfile(db);
  // Turned off in Settings: 410 Gone, with the way to the other services (docs/decisions/0027-brand-settings.md).
  if ((await getBrand(db)).hiddenServices.includes(path)) {
    return data({ gone: true as const, name: service.title, phone: profile.phone, companyName: profile.companyName }, { status: 410 });
  }
  const image = await libraryImage(db, service.imageId, bundled("heroes/services", ""));
  const cta = siteFile().serviceCta;
  const page = await publicPage(context, {
    path,
    seo: { title: titleWithCompany(service.title, profile.companyName), description: service.summary.slice(0, 155), image: imageUrl(image.id, 1280) },
    sections: {
      "hero-title": service.title,
      "hero-subtitle": service.summary,
      intro: "",
      body: "",
      "cta-heading": cta.heading,
      "cta-text": cta.text,
    },
    trail: [
      { name: "Services", path: "/services" },
      { name: service.title, path },
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        description: service.summary,
        provider: { "@id": `${config.siteUrl}/#business` },
        areaServed: "Lake Chelan valley, Washington",
      },
    ],
  });
  return { ...page, service, image };
}

export default function StaffPage({ loaderData: d }: Route.ComponentProps) {
  if ("gone" in d) return <ServiceGoneView name={d.name} phone={d.phone} />;
  if (!("service" in d)) return <NotFoundView />;
  const { service, sections, seo, image } = d;
  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"])} subtitle={sections["hero-subtitle"]} image={{ ...image, alt: "" }}>
        <Link to="/contact" className="btn-primary mt-8">
          {service.ctaLabel}
        </Link>
      </PageHero>
      <Breadcrumb trail={[{ label: "Services", to: "/services" }]} current={service.title} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {"html" in sections.intro && <Rich value={sections.intro} className="text-xl leading-relaxed text-slate-800" />}
          {"html" in sections.body ? <Rich value={sections.body} /> : <div className="prose-site mt-6" dangerouslySetInnerHTML={{ __html: service.html }} />}
        </div>
        <aside className="space-y-6">
          <Picture image={image} sizes="(min-width: 1024px) 30vw, 100vw" className="h-auto w-full rounded-xl" maxWidth={800} />
          <CallUsBox phone={d.profile.phone} button={service.ctaLabel} />
        </aside>
      </div>
      <CtaBand heading={sections["cta-heading"]} text={sections["cta-text"]} button={service.ctaLabel} />
    </>
  );
}
