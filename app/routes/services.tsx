import { useT } from "~/components/use-locale";
import { CtaBand, PageHero, Rich, ServiceCard, textOf } from "~/components/blocks";
import { nextSteps } from "~/content/next-steps.server";
import { pageCopy, serviceCard } from "~/content/files.server";
import type { ServiceKey } from "~/content/paths";
import { bundled } from "~/content/images";
import { heroIntroCta, publicPage, withHeroSlots } from "~/services/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import { libraryImage, listStaffServices, renderedStaffServices } from "~/models/staff-pages.server";
import { getBrand } from "~/models/brand.server";
import { sectionWithoutHiddenServices, withoutHiddenServices } from "~/content/services-named";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/** The nine cards of the overview: every service page but waterproof decking, which decks cover. */
const OVERVIEW: ServiceKey[] = ["new-construction", "adu", "garages", "remodels", "additions", "decks-patios", "excavation", "foundations", "design-build"];

export async function loader({ context }: Route.LoaderArgs) {
  const copy = pageCopy("services");
  const page = await publicPage(context, {
    path: "/services",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: heroIntroCta(copy),
    images: { "hero-image": bundled("heroes/services", "Illustration: a new house frame beside a finished house with a railed deck") },
    trail: [{ name: "Services", path: "/services" }],
  });
  const { db } = context.services;
  // Service pages staff added from the admin follow the bundled ones.
  const added = await Promise.all(
    (await renderedStaffServices(await listStaffServices(db))).map(async (s) => ({
      key: s.path,
      path: s.path,
      title: s.title,
      summary: s.summary,
      image: await libraryImage(db, s.imageId, bundled("heroes/services", s.title)),
    })),
  );
  // Services turned off in Settings are not listed, nor named in the introduction or the search description (decision 0038).
  const { hiddenServices } = await getBrand(db);
  const cards = [...(await withHeroSlots(context, OVERVIEW.map(serviceCard), (c) => c.path)), ...added].filter((c) => !hiddenServices.includes(c.path));
  const sections = { ...page.sections, intro: sectionWithoutHiddenServices(page.sections.intro, hiddenServices) };
  const named = withoutHiddenServices(page.seo.description, hiddenServices) !== page.seo.description;
  const description = named ? `${cards.map((c) => c.title).join(", ")}: ${page.profile.companyName}, under one contract.` : page.seo.description;
  return { ...page, sections, seo: { ...page.seo, description }, copy, cards, next: nextSteps("/services") };
}

export default function Services({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const { copy, sections, seo } = d;
  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"])} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]} />
      <div className="mx-auto max-w-7xl px-4 py-section sm:py-section-lg">
        <Rich value={sections.intro} className="max-w-3xl text-lg leading-relaxed text-slate-700" />
        <h2 className="sr-only">{seo.h2s[0] ?? t("What we build")}</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {d.cards.map((s) => (
            <ServiceCard key={s.key} s={s} />
          ))}
        </div>
      </div>
      <CtaBand heading={sections["cta-heading"]} text={sections["cta-text"]} button={d.links["cta-button"] ?? copy.cta.button} next={d.next} />
    </>
  );
}
