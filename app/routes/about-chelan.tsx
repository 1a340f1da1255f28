import { CtaBand, PageHero, Rich, textOf } from "~/components/blocks";
import { MarkList } from "~/components/CardLists";
import { nextSteps } from "~/content/next-steps.server";
import { Picture } from "~/components/Picture";
import { pageCopy } from "~/content/files.server";
import { bundled, type ImageRef } from "~/content/images";
import { heroIntroCta, publicPage } from "~/services/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import type { SectionValue } from "~/content/sections";
import type { Route } from "./+types/about-chelan";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

const PICTURES: Record<string, string> = {
  history: "heroes/contact",
  recreation: "gallery/02-glass-railed-deck-facing-west",
  wine: "articles/insiders-guide-chelan",
  community: "heroes/gallery",
  building: "services/new-construction",
};

export async function loader({ context }: Route.LoaderArgs) {
  const copy = pageCopy("about-chelan");
  const page = await publicPage(context, {
    path: "/about-chelan",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: heroIntroCta(copy),
    images: {
      "hero-image": bundled("heroes/about-chelan", "Illustration: orchard rows in blossom above the lake, below the hills"),
      ...Object.fromEntries(copy.sections.map((s) => [`${s.id}-image`, bundled(PICTURES[s.id] ?? "heroes/about-chelan", "")])),
    } as Record<string, ImageRef>,
    trail: [{ name: "About Chelan", path: "/about-chelan" }],
  });
  return { ...page, copy, next: nextSteps("/about-chelan") };
}

export default function AboutChelan({ loaderData: d }: Route.ComponentProps) {
  const { copy, sections: blocks, seo } = d;
  const sections = blocks as Record<string, SectionValue>;
  // Each section's heading, text and highlights are the owner's blocks; the ids (anchors) stay.
  const parts = copy.sections.map((s) => ({
    id: s.id,
    heading: textOf(sections[`${s.id}-heading`] ?? { text: s.heading }),
    text: sections[`${s.id}-text`] ?? { text: s.paragraphs.join(" ") },
    highlights: d.lists[`${s.id}-highlights`] ?? [],
  }));
  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"]!)} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]!} />
      <div className="mx-auto max-w-5xl px-4 py-section sm:py-section-lg">
        <Rich value={sections.intro!} className="text-lg leading-relaxed text-slate-800 sm:text-xl" />
        <nav aria-label="On this page" className="mt-8 rounded-xl bg-lake-50 p-5">
          <p className="font-semibold text-lake-900">On this page</p>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {parts.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-lake-700 underline underline-offset-2 hover:text-cedar-700">
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {parts.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-10 grid gap-6 md:mt-14 md:grid-cols-5 md:gap-8">
            <div className={`md:col-span-3 ${i % 2 ? "md:order-2" : ""}`}>
              <h2 id={`${s.id}-heading`} className="text-3xl font-bold text-lake-900">
                {seo.h2s[i] ?? s.heading}
              </h2>
              <div data-block={`${s.id}-text`}>
                <Rich value={s.text} className="mt-4 text-lg leading-relaxed text-slate-700" />
              </div>
            </div>
            {/* On a phone the picture is small beside the highlights (the page stays short); from 768 px it fills its column above them. */}
            <div className="grid grid-cols-[7rem_1fr] items-start gap-4 md:col-span-2 md:block">
              <Picture
                image={d.images[`${s.id}-image`] ?? bundled(PICTURES[s.id] ?? "heroes/about-chelan", "")}
                sizes="(min-width: 768px) 40vw, 112px"
                className="h-auto w-full rounded-xl"
                maxWidth={800}
              />
              {s.highlights.length > 0 && (
                <MarkList items={s.highlights} mark="◆" className="space-y-2 rounded-xl border border-slate-200 p-3 md:mt-4 md:p-5" />
              )}
            </div>
          </section>
        ))}
      </div>
      <CtaBand heading={sections["cta-heading"]!} text={sections["cta-text"]!} button={d.links["cta-button"] ?? copy.cta.button} next={d.next} />
    </>
  );
}
