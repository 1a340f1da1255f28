import { useEffect, useRef } from "react";
import { enhanceCompare } from "./compare";
import { Picture } from "./Picture";
import type { ImageRef } from "~/content/images";
import { useRuntime } from "~/platform/runtime";

export interface ReviewView {
  id: string;
  client_name: string;
  town: string | null;
  review_date: string;
  words: string;
  source: string;
  source_url: string | null;
  /** Written through a review request (decision 0032): shown as "Verified client". */
  request_id?: string | null;
  rating?: number | null;
}

const dateText = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * What clients said, each with where it was first posted (or "Verified client" when it came through
 * a review request, with the client's own rating if they gave one). Shows nothing when there are
 * none. No star markup, no aggregate rating (decision 0023). `allLink` adds "Read all reviews".
 */
export function ReviewsSection({
  reviews,
  heading = "What clients said",
  headingLevel,
  allLink,
}: {
  reviews: ReviewView[];
  heading?: string;
  /** "sr-only": the page's own heading says it; the section keeps a heading for screen readers. */
  headingLevel?: "sr-only";
  allLink?: boolean;
}) {
  if (reviews.length === 0) return null;
  return (
    <section className={`mx-auto max-w-7xl px-4 ${headingLevel ? "py-8" : "py-section sm:py-section-lg"}`} aria-labelledby="reviews">
      <h2 id="reviews" className={headingLevel ?? "text-3xl font-bold text-lake-900"}>
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="review">
            <figure>
              {r.request_id && (
                <p className="mb-3 flex flex-wrap gap-2 text-sm font-semibold">
                  <span className="rounded-full bg-lake-50 px-2.5 py-0.5 text-lake-900">Verified client</span>
                  {r.rating ? <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">Rated {r.rating} of 5</span> : null}
                </p>
              )}
              <blockquote className="text-lg leading-relaxed text-slate-800">“{r.words}”</blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <strong className="text-slate-900">{r.client_name}</strong>
                {r.town ? `, ${r.town}` : ""} · {dateText(r.review_date)}
                {r.request_id ? null : (
                  <>
                    {" · "}
                    {r.source_url ? (
                      <a href={r.source_url} rel="nofollow noopener" className="underline">
                        first posted on {r.source}
                      </a>
                    ) : (
                      <>first posted on {r.source}</>
                    )}
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {allLink && (
        <p className="mt-6">
          <a href="/reviews" className="font-semibold text-cedar-700 underline">
            Read all reviews
          </a>
        </p>
      )}
    </section>
  );
}

export interface ProjectCardView {
  slug: string;
  title: string;
  town: string;
  year: number | null;
  summary: string;
  cover: ImageRef | null;
}

/** Project cards (the gallery, a service page): a photo, the job and where, linking to its page. */
export function ProjectCards({ projects, headingLevel = 3 }: { projects: ProjectCardView[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-cards">
      {projects.map((p) => (
        <li key={p.slug} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {p.cover && (
            <Picture
              image={{ ...p.cover, alt: "" }}
              sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
              maxWidth={800}
            />
          )}
          <div className="p-5">
            <H className="text-lg font-semibold text-lake-900">
              <a href={`/projects/${p.slug}`} className="hover:underline">
                {p.title}
              </a>
            </H>
            <p className="text-sm text-slate-700">
              {p.town}
              {p.year ? `, ${p.year}` : ""}
            </p>
            <p className="mt-2 text-slate-800">{p.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A before and an after photo, each with its own caption: side by side without JavaScript, one picture with a slider with it. */
export function BeforeAfter({
  before,
  after,
  label,
  beforeCaption = "",
  afterCaption = "",
}: {
  before: ImageRef;
  after: ImageRef;
  label: string;
  beforeCaption?: string;
  afterCaption?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const runtime = useRuntime();
  useEffect(() => {
    if (runtime && ref.current) enhanceCompare(ref.current);
  }, [runtime]);
  return (
    <div ref={ref} className="grid grid-cols-2 gap-2" data-compare data-label={label}>
      <CompareSide side="before" image={before} caption={beforeCaption} />
      <CompareSide side="after" image={after} caption={afterCaption} />
    </div>
  );
}

/** One side of a before-and-after pair: the picture and "Before" or "After" with its caption (the after one set right). */
function CompareSide({ side, image, caption }: { side: "before" | "after"; image: ImageRef; caption?: string }) {
  return (
    <figure {...{ [`data-${side}`]: true }} className="m-0">
      <Picture image={image} sizes="(min-width: 1024px) 60vw, 100vw" className="h-auto w-full rounded-lg" maxWidth={1600} />
      <figcaption className={side === "after" ? "mt-1 text-right text-sm text-slate-800" : "mt-1 text-sm text-slate-800"}>
        <span className="font-semibold">{side === "before" ? "Before" : "After"}</span>
        {caption ? `: ${caption}` : null}
      </figcaption>
    </figure>
  );
}
