import { data, redirect } from "react-router";
import { parseForm } from "~/forms/validate";
import { getProfile } from "~/models/settings.server";
import { takeSendSlot } from "~/services/visitor-limits.server";
import { reviewFormSchema } from "~/reviews/forms";
import { REVIEW_FORM_MAX, REVIEW_WORDS_MIN } from "~/reviews/policy";
import { findReviewRequest, submitReview } from "~/reviews/requests.server";
import { privateMeta } from "~/platform/meta";
import { LinkGoneView } from "~/components/LinkGoneView";
import type { Route } from "./+types/review-form";

/**
 * The review form a finished client opens from their request link (decision 0032). Public, plain
 * HTML (no framework JavaScript), never cached (its path is in policy's uncached prefixes), never
 * indexed. The form and its answer are the same whatever the rating (16 CFR 465).
 */
export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(d?.state === "open" ? `Your review | ${d.company}` : `Review link | ${d?.company ?? ""}`);

// A client with a request link posts here without an account (the link is the credential).
export const handle = { publicAction: true };

const when = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "America/Los_Angeles" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [found, profile] = await Promise.all([findReviewRequest(db, params.token ?? ""), getProfile(db)]);
  const base = { company: profile.companyName, phone: profile.phone };
  const headers = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
  if (found.state === "open") {
    const r = found.request;
    return data({ ...base, state: "open" as const, name: r.client_name, town: r.town ?? "" }, { headers });
  }
  if (found.state === "expired") return data({ ...base, state: "expired" as const, on: when(found.request.expires_at) }, { status: 410, headers });
  if (found.state === "used") return data({ ...base, state: "used" as const, on: when(found.request.used_at!) }, { status: 410, headers });
  return data({ ...base, state: "unknown" as const }, { status: 404, headers });
}

type Values = Record<"name" | "town" | "words" | "rating" | "consent", string>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = context.services;
  const form = await request.formData().catch(() => null);
  const field = (n: string) => {
    const v = form?.get(n);
    return typeof v === "string" ? v : "";
  };
  // What was typed comes back so nothing is lost, but never more than a field may hold.
  const values: Values = {
    name: field("name").slice(0, REVIEW_FORM_MAX.name + 10),
    town: field("town").slice(0, REVIEW_FORM_MAX.town + 10),
    words: field("words").slice(0, REVIEW_FORM_MAX.words + 100),
    rating: field("rating").slice(0, 2),
    consent: field("consent").slice(0, 5),
  };
  const slot = await takeSendSlot(db, "review", context.clientIp);
  if (!slot.ok) {
    return data(
      { values, errors: {} as Record<string, string>, formError: `Too many tries from your connection. Please try again in ${slot.waitMinutes} minutes.` },
      { status: 429 },
    );
  }
  const found = await findReviewRequest(db, params.token ?? "");
  if (found.state !== "open") {
    const formError = found.state === "used" ? "This link was already used: your review reached us." : "This link no longer works. Ask us for a new one.";
    return data({ values, errors: {} as Record<string, string>, formError }, { status: found.state === "unknown" ? 404 : 410 });
  }
  const p = parseForm(reviewFormSchema, values);
  if (!p.ok) return data({ values, errors: p.fieldErrors, formError: p.formError }, { status: 400 });
  const id = await submitReview(db, found.request, {
    name: p.data.name,
    town: p.data.town || null,
    words: p.data.words,
    rating: p.data.rating ? Number(p.data.rating) : null,
  });
  if (!id) return data({ values, errors: {} as Record<string, string>, formError: "This link was already used: your review reached us." }, { status: 410 });
  logger.info({ reviewId: id }, "review received through a request");
  return redirect("/write-a-review/thanks", 303);
}

const RATINGS = ["5", "4", "3", "2", "1"] as const;

export default function ReviewForm({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.state !== "open") {
    const text =
      d.state === "expired"
        ? `This review link expired on ${d.on}. Links work for 60 days. Call or text us and we will send you a new one.`
        : d.state === "used"
          ? `This review link was already used on ${d.on}, and your review reached us. Thank you. Each link works once.`
          : "This review link is not valid. Check that the whole link was copied, or ask us for a new one.";
    const title = d.state === "expired" ? "This link has expired" : d.state === "used" ? "This link was already used" : "This link does not work";
    return <LinkGoneView title={title} text={text} company={d.company} phone={d.phone} />;
  }
  const a = actionData;
  const v = (n: keyof Values, fallback = "") => a?.values[n] ?? fallback;
  const err = a?.errors ?? {};
  const invalid = (n: string) => (err[n] ? { "aria-invalid": true as const, "aria-describedby": `${n}-error` } : {});
  const error = (n: string) =>
    err[n] ? (
      <p id={`${n}-error`} className="mt-1 text-sm text-red-800">
        {err[n]}
      </p>
    ) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-lake-900">Your review of {d.company}</h1>
      <p className="mt-3 text-lg text-slate-700">
        Thank you for taking a moment. We read every review before it goes on our website, and we publish what clients write, good or not. Please leave out
        other people&apos;s private details.
      </p>
      {a?.formError && (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {a.formError}
        </div>
      )}
      <form method="post" className="mt-8 space-y-6" noValidate>
        <div>
          <label htmlFor="name" className="label">
            Your name, as you would like it shown
          </label>
          <input
            id="name"
            name="name"
            className="field"
            required
            maxLength={REVIEW_FORM_MAX.name}
            autoComplete="name"
            defaultValue={v("name", d.name)}
            {...invalid("name")}
          />
          {error("name")}
        </div>
        <div>
          <label htmlFor="town" className="label">
            Your town (optional)
          </label>
          <input
            id="town"
            name="town"
            className="field"
            maxLength={REVIEW_FORM_MAX.town}
            autoComplete="address-level2"
            defaultValue={v("town", d.town)}
            {...invalid("town")}
          />
          {error("town")}
        </div>
        <div>
          <label htmlFor="words" className="label">
            Your review
          </label>
          <textarea
            id="words"
            name="words"
            rows={7}
            className="field"
            required
            minLength={REVIEW_WORDS_MIN}
            maxLength={REVIEW_FORM_MAX.words}
            defaultValue={v("words")}
            aria-describedby={err.words ? "words-error words-hint" : "words-hint"}
            aria-invalid={err.words ? true : undefined}
          />
          <p id="words-hint" className="mt-1 text-sm text-slate-700">
            What we built, how it went, what you would tell a neighbor. Up to {REVIEW_FORM_MAX.words.toLocaleString("en-US")} characters.
          </p>
          {error("words")}
        </div>
        <fieldset aria-describedby={err.rating ? "rating-error" : undefined}>
          <legend className="label">Your rating (optional)</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {RATINGS.map((r) => (
              <label key={r} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="radio" name="rating" value={r} defaultChecked={v("rating") === r} className="h-5 w-5" />
                {r} of 5
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-2 text-slate-800">
              <input type="radio" name="rating" value="" defaultChecked={!v("rating")} className="h-5 w-5" />
              No rating
            </label>
          </div>
          {error("rating")}
        </fieldset>
        <div>
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              name="consent"
              value="yes"
              required
              defaultChecked={v("consent") === "yes"}
              className="mt-1 h-5 w-5 shrink-0"
              {...invalid("consent")}
            />
            <span>{d.company} may publish my review, with my name and town as I typed them, on its website.</span>
          </label>
          {error("consent")}
        </div>
        <button type="submit" className="btn-primary min-h-11">
          Send my review
        </button>
      </form>
    </div>
  );
}
