import { CtaBand, TrailLine } from "~/components/blocks";
import { ReviewsSection } from "~/components/ProjectParts";
import { siteFile } from "~/content/files.server";
import { publicPage } from "~/services/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import { listReviews } from "~/models/reviews.server";
import { getProfile } from "~/models/settings.server";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/**
 * Every published review, newest first (decisions 0023 and 0032): the words as clients wrote them,
 * "Verified client" on those sent through a request. No Review or AggregateRating markup.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [reviews, profile] = await Promise.all([listReviews(context.services.db, { published: true }), getProfile(context.services.db)]);
  const page = await publicPage(context, {
    path: "/reviews",
    seo: {
      title: `Reviews from our clients | ${profile.companyName}`.slice(0, 70),
      description: `What clients said about the homes, remodels and projects ${profile.companyName} built for them, in their own words.`.slice(0, 160),
    },
    sections: {},
    trail: [{ name: "Reviews", path: "/reviews" }],
  });
  return { ...page, reviews, cta: siteFile().serviceCta };
}

export default function ReviewsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-section sm:pt-section-lg">
        <TrailLine trail={[{ label: "Home", href: "/" }]} current="Reviews" />
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-lake-900">{d.seo.h1 ?? "What our clients say"}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Every review here was written by a client, newest first. &ldquo;Verified client&rdquo; marks the ones sent to us through the link we give every client
          when the work is done; we publish them whatever they say, and decline only insults, someone&apos;s private details or words that are not about our
          work.
        </p>
        {d.reviews.length === 0 && <p className="mt-8 text-lg text-slate-800">No reviews are published yet.</p>}
      </div>
      <ReviewsSection reviews={d.reviews} heading="Reviews, newest first" headingLevel="sr-only" />
      <CtaBand heading={{ text: d.cta.heading }} text={{ text: d.cta.text }} button={{ label: "Contact Us", href: "/contact" }} />
    </>
  );
}
