import { Form } from "react-router";
import type { ActionResult } from "~/forms/notice";
import { DECLINE_REASONS, REVIEW_LINK_DAYS } from "~/reviews/policy";
import { TextField } from "./Field";

/**
 * Asking a finished client for a review, the link to copy, and the owner's approval of what
 * clients sent (decision 0032). One component file so Messages and Projects share it.
 */

/** "Ask for a review": the client's name (as they are greeted) and e-mail, prefilled; the e-mail may be left empty to copy the link. */
export function AskForReview({
  kind,
  id,
  name,
  email,
  subject,
  asked,
  result,
}: {
  kind: "lead" | "project";
  id: string;
  name: string;
  email: string;
  /** What the request is about, for the controls' names: the lead's name or the project's title. */
  subject: string;
  /** The newest request for it, if any (app/reviews/requests.server.ts latestRequests). */
  asked?: { askedAt: string; expiresAt: string; usedAt: string | null } | null;
  result?: ActionResult | null;
}) {
  const mine = result?.notice.intent === "review-request" && result.notice.id === id;
  const failed = mine && result?.notice.kind === "error" ? result : null;
  const errors = failed?.notice.fieldErrors ?? {};
  return (
    <details className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2" open={Boolean(failed)} data-testid="ask-review">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-lake-900">
        Ask for a review<span className="sr-only"> {kind === "lead" ? `from ${subject}` : `of ${subject}`}</span>
        {asked && <span className="ml-2 text-sm font-normal text-slate-700">({askedText(asked)})</span>}
      </summary>
      <Form method="post" preventScrollReset className="mt-2 grid gap-3 pb-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="review-request" />
        <input type="hidden" name="for" value={kind} />
        <input type="hidden" name="id" value={id} />
        <TextField
          id={`review-name-${id}`}
          name="client_name"
          label="Client's name, as you greet them"
          required
          maxLength={60}
          defaultValue={failed?.values?.client_name ?? name}
          error={errors.client_name}
        />
        <TextField
          id={`review-email-${id}`}
          name="email"
          type="email"
          label="Their e-mail (optional)"
          maxLength={254}
          defaultValue={failed?.values?.email ?? email}
          error={errors.email}
        />
        <button
          type="submit"
          className="btn-primary min-h-11 px-3 text-sm"
          aria-label={`Send the review request ${kind === "lead" ? `to ${subject}` : `about ${subject}`}`}
        >
          Send the review request
        </button>
        <p className="text-sm text-slate-700 sm:col-span-3">
          They get a link that works once, for {REVIEW_LINK_DAYS} days, to a short form on the site; you get the same link to text them. Every client gets the
          same request.
        </p>
        {failed && (
          <p role="alert" className="text-sm font-semibold text-red-800 sm:col-span-3">
            {failed.notice.description}
          </p>
        )}
      </Form>
    </details>
  );
}

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/Los_Angeles" });

function askedText(a: { askedAt: string; expiresAt: string; usedAt: string | null }) {
  if (a.usedAt) return `review received ${day.format(new Date(a.usedAt))}`;
  if (Date.parse(a.expiresAt) <= Date.now()) return `asked ${day.format(new Date(a.askedAt))}; the link expired`;
  return `asked ${day.format(new Date(a.askedAt))}; link open until ${day.format(new Date(a.expiresAt))}`;
}

/** The request's link, shown once after asking, to copy into a text. */
export function ReviewLinkPanel({ result }: { result?: ActionResult | null }) {
  const n = result?.notice;
  if (!n || n.intent !== "review-request" || n.kind !== "success" || !n.link) return null;
  const link = n.link;
  return (
    <div role="status" className="mb-6 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950" data-testid="review-link">
      <p className="font-semibold">{n.title}</p>
      <p className="mt-1 text-sm">{n.description}</p>
      <label htmlFor="review-link" className="label mt-3">
        Review link to copy into a text
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="review-link" readOnly value={link} className="field flex-1 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn-secondary min-h-11" onClick={() => void navigator.clipboard?.writeText(link)}>
          Copy the review link
        </button>
      </div>
    </div>
  );
}

export interface WaitingReview {
  id: string;
  client_name: string;
  town: string | null;
  words: string;
  rating?: number | null;
  created_at: string;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });

/** Reviews clients sent, waiting for the owner: Approve, or Decline for a content reason only. */
export function WaitingReviews({ reviews, isOwner, result }: { reviews: WaitingReview[]; isOwner: boolean; result?: ActionResult | null }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="waiting-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="waiting-heading" className="text-lg font-semibold text-lake-900">
        Reviews waiting for approval ({reviews.length})
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        Clients sent these through their review link. Publish every one, good or bad; decline only for profanity, someone&apos;s private details, or words not
        about your business (the FTC&apos;s rule on reviews forbids hiding reviews for their opinion).
        {isOwner ? "" : " Only an owner can approve or decline them."}
      </p>
      <ul className="mt-4 space-y-4" aria-label="Reviews waiting for approval">
        {reviews.map((r) => {
          const failed = result?.notice.intent === "review-decline" && result.notice.kind === "error" && result.notice.id === r.id ? result : null;
          return (
            <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="waiting-review">
              <blockquote className="whitespace-pre-wrap text-slate-800">“{r.words}”</blockquote>
              <p className="mt-2 text-sm text-slate-700">
                <strong className="text-slate-900">{r.client_name}</strong>
                {r.town ? `, ${r.town}` : ""} · {r.rating ? `rated ${r.rating} of 5` : "no rating"} · sent {when.format(new Date(r.created_at))}
              </p>
              {isOwner && (
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="review-approve" />
                    <input type="hidden" name="id" value={r.id} />
                    <button type="submit" className="btn-primary min-h-11 px-3 text-sm" aria-label={`Approve the review by ${r.client_name}`}>
                      Approve and publish
                    </button>
                  </Form>
                  <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="review-decline" />
                    <input type="hidden" name="id" value={r.id} />
                    <div>
                      <label htmlFor={`decline-${r.id}`} className="label">
                        Reason to decline<span className="sr-only"> the review by {r.client_name}</span>
                      </label>
                      <select
                        id={`decline-${r.id}`}
                        name="reason"
                        className="field"
                        defaultValue=""
                        aria-invalid={failed ? true : undefined}
                        aria-describedby={failed ? `decline-${r.id}-error` : undefined}
                      >
                        <option value="">Choose a reason…</option>
                        {Object.entries(DECLINE_REASONS).map(([k, label]) => (
                          <option key={k} value={k}>
                            {label}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button
                      type="submit"
                      className="btn min-h-11 px-3 text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                      aria-label={`Decline the review by ${r.client_name}`}
                    >
                      Decline
                    </button>
                    {failed && (
                      <p id={`decline-${r.id}-error`} role="alert" className="w-full text-sm font-semibold text-red-800">
                        {failed.notice.description}
                      </p>
                    )}
                  </Form>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
