import { SiteLink as Link } from "~/platform/runtime";
import { CardText } from "~/components/CardLists";
import { nextSteps } from "~/content/next-steps.server";
import { TrustStrip } from "~/components/TrustStrip";
import { trustFacts } from "~/services/trust-facts.server";
import { CtaBand, HeroFrame, Rich, ServiceCard, textOf } from "~/components/blocks";
import { VideoFacade } from "~/components/Facades";
import { useT } from "~/components/use-locale";
import { pageCopy, serviceCard } from "~/content/files.server";
import { bundled } from "~/content/images";
import { publicPage, withHeroSlots } from "~/services/page-data.server";
import { SERVICE_KEYS } from "~/content/paths";
import { ReviewsSection } from "~/components/ProjectParts";
import { listReviews } from "~/models/reviews.server";
import { seoMeta } from "~/content/seo-meta";
import { getBrand } from "~/models/brand.server";
import { visibleHomeSections, type HomeSectionId } from "~/content/brand";
import { Fragment, type ReactNode } from "react";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

export async function loader({ context }: Route.LoaderArgs) {
  const copy = pageCopy("home");
  const page = await publicPage(context, {
    path: "/",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: {},
    images: { "hero-image": bundled("heroes/home", "Illustration: a new home with a wall of glass on a slope above the lake, lit in the evening") },
  });
  // The cards are the owner's (text and link); each shows its service page's picture slot. A card
  // for a service turned off in Settings is left out.
  const { hiddenServices, home } = await getBrand(context.services.db);
  const cards = await withHeroSlots(
    context,
    (page.items["service-cards"] ?? [])
      .filter((c) => !c.href || !hiddenServices.includes(c.href))
      .map((c, i) => {
        const key = SERVICE_KEYS.find((k) => `/service-${k}` === c.href);
        const base = key ? serviceCard(key) : null;
        return {
          key: `${i}-${c.href ?? ""}`,
          path: c.href || "/services",
          title: c.title,
          summary: c.text,
          image: base?.image ?? bundled("heroes/services", c.title),
        };
      }),
    (c) => c.path,
  );
  const published = await listReviews(context.services.db, { published: true });
  const reviews = published.slice(0, 3);
  // The sections below the banner, in the order and with the visibility set in Settings.
  const order = visibleHomeSections(home);
  // The newest review is quoted once: by the reviews section when it is shown, else by the trust strip.
  const quotedBelow = order.includes("reviews") && reviews.length > 0;
  const trust = trustFacts(page.profile, published.length, quotedBelow ? null : (published[0] ?? null));
  return { ...page, copy, cards, trust, videos: page.profile.videos, reviews, order, next: nextSteps("/") };
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { copy, sections, links } = d;
  const t = useT();
  const h1 = d.seo.h1 ?? textOf(sections["hero-title"]!);
  const estimate = links["hero-button"] ?? { label: copy.welcome.button, href: "/contact" };
  // A section's heading (the H2 set under SEO, else its block) and the intro line below it.
  const heading = (id: "services" | "difference" | "videos", h2: number) => (
    <>
      <h2 id={id} className="text-3xl font-bold text-lake-900">
        {d.seo.h2s[h2] ?? textOf(sections[`${id}-heading`]!)}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{textOf(sections[`${id}-intro`]!)}</p>
    </>
  );
  // A pale full-width band: the section's heading and intro, then `body`.
  const paleBand = (id: "services" | "videos", h2: number, body: ReactNode) => (
    <section className="bg-lake-50 py-section sm:py-section-lg" aria-labelledby={id}>
      <div className="mx-auto max-w-7xl px-4">
        {heading(id, h2)}
        {body}
      </div>
    </section>
  );
  const blocks: Record<HomeSectionId, ReactNode> = {
    welcome: (
      <section className="mx-auto max-w-4xl px-4 py-section sm:py-section-lg text-center" aria-labelledby="welcome" data-block="intro">
        <h2 id="welcome" className="text-3xl font-bold text-lake-900">
          {d.seo.h2s[0] ?? textOf(sections["welcome-heading"]!)}
        </h2>
        <Rich value={sections.intro!} className="mt-4 text-lg" />
        <Link to={estimate.href} className="btn-primary mt-8">
          {estimate.label}
        </Link>
      </section>
    ),
    services: paleBand(
      "services",
      1,
      <>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-block="service-cards">
          {d.cards.map((s) => (
            <ServiceCard key={s.key} s={s} />
          ))}
        </div>
        <p className="mt-8 text-center">
          <Link to={links["services-button"]?.href ?? "/services"} className="btn-secondary">
            {links["services-button"]?.label ?? t("All Services")}
          </Link>
        </p>
      </>,
    ),
    difference: (
      <section className="mx-auto max-w-7xl px-4 py-section sm:py-section-lg" aria-labelledby="difference">
        {heading("difference", 2)}
        <ul className="mt-6 grid gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4" data-block="difference">
          {(d.items.difference ?? []).map((item, i) => (
            <li key={i} className="rounded-xl border-t-4 border-cedar-600 bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <CardText card={item} />
            </li>
          ))}
        </ul>
      </section>
    ),
    videos: paleBand(
      "videos",
      3,
      <>
        {/* On a phone the three stages are a row to swipe (each nearly full width, so its drawing stays readable); from 768 px a grid. */}
        <div
          className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
          role="region"
          aria-label={`${textOf(sections["videos-heading"]!)}: ${t(`swipe or scroll sideways for all ${copy.videos.items.length}`)}`}
          tabIndex={0}
        >
          {copy.videos.items.map((v) => (
            <div key={v.key} className="w-[85%] shrink-0 snap-start md:w-auto">
              <VideoFacade title={v.title} caption={v.caption} video={d.videos[v.key]} poster={bundled(`videos/${v.key}`, "")} />
            </div>
          ))}
        </div>
      </>,
    ),
    reviews: <ReviewsSection reviews={d.reviews} allLink />,
    cta: (
      <CtaBand
        heading={sections["cta-heading"]!}
        text={sections["cta-text"]!}
        button={links["cta-button"] ?? { label: copy.cta.button, href: "/contact" }}
        next={d.next}
      />
    ),
  };
  return (
    <>
      {/* The words on a panel beside the picture (see HeroFrame in blocks.tsx). */}
      <HeroFrame image={d.images["hero-image"]} big>
        <h1 data-block="hero-title" className="max-w-2xl text-4xl font-bold text-white sm:text-6xl lg:text-5xl xl:text-6xl">
          {h1}
        </h1>
        <Rich value={sections["hero-subtitle"]!} className="mt-5 max-w-2xl text-lg text-lake-50 sm:text-xl" />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={estimate.href} className="btn-primary">
            {estimate.label}
          </Link>
          {links["hero-second-button"] && (
            <Link to={links["hero-second-button"].href} className="btn border border-white/80 text-white hover:bg-white/10">
              {links["hero-second-button"].label}
            </Link>
          )}
        </div>
      </HeroFrame>
      <TrustStrip facts={d.trust} />

      {d.order.map((id) => (
        <Fragment key={id}>{blocks[id]}</Fragment>
      ))}
    </>
  );
}
