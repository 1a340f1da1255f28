import { CtaBand, PageHero, Rich, textOf } from "~/components/blocks";
import { CardGridSection } from "~/components/CardLists";
import { nextSteps } from "~/content/next-steps.server";
import { pageCopy } from "~/content/files.server";
import { bundled } from "~/content/images";
import { publicPage } from "~/services/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

export async function loader({ context }: Route.LoaderArgs) {
  const copy = pageCopy("about");
  const page = await publicPage(context, {
    path: "/about",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: {},
    images: { "hero-image": bundled("heroes/about", "Illustration: a new house frame, its roof trusses set, on a lot above the lake") },
    trail: [{ name: "About", path: "/about" }],
  });
  return { ...page, copy, next: nextSteps("/about") };
}

export default function About({ loaderData: d }: Route.ComponentProps) {
  const { copy, sections, seo, items, links } = d;
  // Settings → Licenses and certifications: shown only when the owner filled it in.
  const credentials = (d.profile.credentials ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"]!)} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-section sm:py-section-lg lg:grid-cols-3">
        <section className="lg:col-span-2" aria-labelledby="story" data-block="story">
          <h2 id="story" className="text-3xl font-bold text-lake-900">
            {seo.h2s[0] ?? textOf(sections["story-heading"]!)}
          </h2>
          <Rich value={sections.story!} className="mt-4 text-lg" />
        </section>
        <section className="rounded-2xl bg-lake-900 p-8 text-lake-50" aria-labelledby="mission" data-block="mission">
          <h2 id="mission" className="text-2xl font-bold text-white">
            {seo.h2s[1] ?? textOf(sections["mission-heading"]!)}
          </h2>
          <Rich value={sections.mission!} className="mt-4 text-lg leading-relaxed" />
        </section>
      </div>
      <CardGridSection id="values" title={seo.h2s[2] ?? textOf(sections["values-heading"]!)} items={items.values ?? []} wide block="values" />
      <section className="mx-auto max-w-7xl px-4 py-section sm:py-section-lg" aria-labelledby="why">
        <h2 id="why" className="text-3xl font-bold text-lake-900">
          {seo.h2s[3] ?? textOf(sections["why-heading"]!)}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2" data-block="why">
          {(items.why ?? []).map((v, i) => (
            <li key={i} className="flex gap-4">
              <span aria-hidden="true" className="mt-1 flex h-7 w-7 flex-none items-center justify-center rounded-full bg-cedar-600 text-white">
                ✓
              </span>
              <div>
                <h3 className="text-lg font-semibold text-lake-900">{v.title}</h3>
                <p className="mt-1 text-slate-700">{v.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {credentials.length > 0 && (
        <section className="mx-auto max-w-7xl px-4" aria-labelledby="credentials">
          <h2 id="credentials" className="text-2xl font-bold text-lake-900">
            Licenses and certifications
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
            {credentials.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">WA contractor registration: {d.profile.registration}</p>
        </section>
      )}
      <CtaBand heading={sections["cta-heading"]!} text={sections["cta-text"]!} button={links["cta-button"] ?? copy.cta.button} next={d.next} />
    </>
  );
}
