import { data } from "react-router";
import { getProfile } from "~/models/settings.server";
import { getReviewLinks } from "~/reviews/settings.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/review-thanks";

/** The thank-you after a review (decision 0032): the same for every reviewer, whatever they wrote or rated. */
export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(`Thank you | ${d?.company ?? ""}`);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [profile, links] = await Promise.all([getProfile(db), getReviewLinks(db)]);
  const sites = [
    { name: "Google", href: links.google },
    { name: "Houzz", href: links.houzz },
  ].filter((s) => s.href);
  return data({ company: profile.companyName, sites }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ReviewThanks({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-lake-900">Thank you for your review</h1>
      <p className="mt-4 text-lg text-slate-800">It reached {d.company}. We read every review before it goes on our website.</p>
      {d.sites.length > 0 && (
        <>
          <p className="mt-6 text-lg text-slate-800">If you would like, you can also post it where others look for builders:</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {d.sites.map((s) => (
              <li key={s.name}>
                <a href={s.href} className="btn-secondary min-h-11" rel="noopener">
                  Review us on {s.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8">
        <a href="/" className="font-semibold text-cedar-700 underline">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
