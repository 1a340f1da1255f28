import { data, redirect } from "react-router";
import { JOB_COPY, JOB_LIMITS, JOB_TEXT_MAX, consentWords, dayText } from "~/content/job-pages";
import { tapHref } from "~/content/text";
import { UploadError, readUploadForm } from "~/media/uploads.server";
import { listJobPhotos, listJobPosts } from "~/models/job-posts.server";
import { signedProposalsOfLead } from "~/models/proposals.server";
import { getProfile } from "~/models/settings.server";
import { JobRefusal, findJobByToken, recordClientConsent, setClientNotify } from "~/services/job-pages.server";
import { postClientComment } from "~/services/job-posts.server";
import { JobPosts, postViews } from "~/components/JobPosts";
import { privateMeta } from "~/platform/meta";
import { formatZoned } from "~/content/schedule";
import type { Route } from "./+types/job-page";

/**
 * A client's private job page (decision 0051): whoever holds the link reads the job's status, next
 * step and dated updates with photos, adds a comment with photos (capped), asks for update
 * e-mails, and agrees (or not) that the photos may be shown. No account, no cookie; never indexed,
 * cached or counted in Visits; 404 once the link is turned off, replaced or past handover + 90 days.
 */
export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(d && "job" in d && d.job ? `${d.job.name} | ${d.company}` : "Job page");

// The link is the credential: the client posts without an account.
export const handle = { publicAction: true };

// Never kept by a cache. Its address never leaves as a referrer to another site and it is never indexed: server/security.ts
// says so for every address under /job/ (its photos' addresses hold the token too).
const HEADERS = { "Cache-Control": "private, no-store" };

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers(HEADERS);
  for (const h of [loaderHeaders, actionHeaders]) for (const [k, v] of h) out.set(k, v);
  return out;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [job, profile] = await Promise.all([findJobByToken(db, params.token), getProfile(db)]);
  if (!job) return data({ company: profile.companyName, phone: profile.phone, job: null }, { status: 404, headers: HEADERS });
  const [posts, photos, signed] = await Promise.all([
    listJobPosts(db, job.id),
    listJobPhotos(db, [job.id]),
    job.lead_id ? signedProposalsOfLead(db, job.lead_id) : [],
  ]);
  return data(
    {
      company: profile.companyName,
      phone: profile.phone,
      consentText: consentWords(profile.companyName),
      job: {
        name: job.name,
        town: job.town,
        status: job.status_line,
        nextStep: job.next_step,
        nextStepDate: dayText(job.next_step_date),
        clientName: job.client_name,
        canNotify: Boolean(job.client_email),
        notify: Boolean(job.notify_updates),
        consented: Boolean(job.consent_at),
        handedOver: Boolean(job.handover_at),
      },
      posts: postViews(posts, photos),
      // The proposals the client signed for this job (decision 0052), as their frozen PDFs.
      signed: signed.map((p) => ({ id: p.id, version: p.version, day: formatZoned(p.signed_at) })),
    },
    { headers: HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.services;
  const job = await findJobByToken(services.db, params.token);
  if (!job) return data({ error: JOB_COPY.gone, body: "" }, { status: 404, headers: HEADERS });
  const back = redirect(`/job/${params.token}`, { status: 303, headers: HEADERS });
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  let body = "";
  try {
    if (multipart) {
      const form = await readUploadForm(request, services.config.uploadMaxBytes, JOB_LIMITS.clientPhotosPerComment, 4 * 1024 * 2, { keepFields: true });
      body = (form.field("body") ?? "").slice(0, JOB_TEXT_MAX.body + 1);
      if (body.trim().length > JOB_TEXT_MAX.body) throw new JobRefusal(400, `Keep the comment under ${JOB_TEXT_MAX.body.toLocaleString("en-US")} characters.`);
      await postClientComment(services, job, body.trim(), form.files);
      return back;
    }
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    body = String(form.get("body") ?? "").slice(0, JOB_TEXT_MAX.body + 1);
    if (intent === "notify-on" || intent === "notify-off") await setClientNotify(services.db, job, intent === "notify-on");
    else if (intent === "consent") {
      if (form.get("agree") !== "yes") throw new JobRefusal(400, "Tick the box to agree, or leave it: nothing is shown without it.");
      await recordClientConsent(services.db, job);
    } else if (intent === "comment") {
      if (body.trim().length > JOB_TEXT_MAX.body) throw new JobRefusal(400, `Keep the comment under ${JOB_TEXT_MAX.body.toLocaleString("en-US")} characters.`);
      await postClientComment(services, job, body.trim(), []);
    } else throw new JobRefusal(400, "The form could not be read. Please try again.");
    return back;
  } catch (error) {
    if (error instanceof UploadError) {
      const typed = error.field?.("body") ?? body;
      return data(
        { error: `${error.message} Your photos were not added; choose them again.`, body: typed.slice(0, JOB_TEXT_MAX.body) },
        { status: error.status, headers: HEADERS },
      );
    }
    if (error instanceof JobRefusal) return data({ error: error.message, body: body.slice(0, JOB_TEXT_MAX.body) }, { status: error.status, headers: HEADERS });
    throw error;
  }
}

export default function JobPage({ loaderData: d, actionData, params }: Route.ComponentProps) {
  const failed = actionData as { error: string; body: string } | undefined;
  if (!d.job) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="job-gone">
        <h1 className="text-3xl font-bold text-lake-900">Job page not available</h1>
        <p className="mt-4 text-lg text-slate-700">{JOB_COPY.gone}</p>
        <p className="mt-4 text-slate-700">
          Call us at{" "}
          <a className="font-semibold text-cedar-700 underline" href={tapHref("call", "/")}>
            {d.phone}
          </a>
          .
        </p>
      </div>
    );
  }
  const j = d.job;
  const action = `/job/${params.token}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-cedar-700">{`${d.company} · your job`}</p>
      <h1 className="mt-1 text-3xl font-bold text-lake-900">{j.name}</h1>
      {j.town && <p className="mt-1 text-slate-700">{j.town}</p>}
      <dl className="mt-5 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2" data-testid="job-status">
        <div>
          <dt className="text-sm font-semibold text-slate-700">Where it stands</dt>
          <dd className="text-lg text-slate-900">{j.status}</dd>
        </div>
        {j.nextStep && (
          <div>
            <dt className="text-sm font-semibold text-slate-700">Next step</dt>
            <dd className="text-lg text-slate-900">{j.nextStepDate ? `${j.nextStep} (${j.nextStepDate})` : j.nextStep}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{JOB_COPY.pageIntro}</p>
      {d.signed.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label="Your signed proposal">
          {d.signed.map((p) => (
            <li key={p.id}>
              <a className="inline-flex min-h-11 items-center font-semibold underline" href={`/job/${params.token}/proposal/${p.id}`}>
                {`Your signed proposal, version ${p.version}, signed ${p.day} (PDF)`}
              </a>
            </li>
          ))}
        </ul>
      )}
      {failed?.error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {failed.error}
        </p>
      )}
      {j.canNotify && (
        <form method="post" action={action} className="mt-4">
          <input type="hidden" name="intent" value={j.notify ? "notify-off" : "notify-on"} />
          <button type="submit" className="btn-secondary min-h-11">
            {j.notify ? JOB_COPY.notifyOff : JOB_COPY.notifyOn}
          </button>
          {j.notify && <span className="ml-3 text-sm text-slate-700">You get an e-mail for each update (a few a day at most).</span>}
        </form>
      )}
      <section className="mt-8" aria-labelledby="job-progress">
        <h2 id="job-progress" className="text-2xl font-bold text-lake-900">
          {JOB_COPY.updatesHeading}
        </h2>
        <JobPosts posts={d.posts} photoUrl={(id) => `${action}/photo/${id}`} clientName={j.clientName} company={d.company} />
      </section>
      <section className="mt-8 rounded-xl border border-slate-200 p-4" aria-labelledby="job-comment">
        <h2 id="job-comment" className="text-xl font-bold text-lake-900">
          {JOB_COPY.commentHeading}
        </h2>
        <form method="post" action={`/job/${params.token}`} encType="multipart/form-data" className="mt-3 grid gap-3">
          <label htmlFor="job-comment-body" className="label">
            Your comment
          </label>
          <textarea id="job-comment-body" name="body" rows={3} maxLength={JOB_TEXT_MAX.body} defaultValue={failed?.body ?? ""} className="field" />
          <label htmlFor="job-comment-photos" className="label">
            {`Photos (optional, up to ${JOB_LIMITS.clientPhotosPerComment})`}
          </label>
          <input id="job-comment-photos" name="file" type="file" accept="image/*" multiple className="field" />
          <div>
            <button type="submit" className="btn-primary min-h-11">
              Add my comment
            </button>
          </div>
        </form>
      </section>
      {!j.consented && !j.handedOver && (
        <form method="post" action={action} className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="job-consent">
          <input type="hidden" name="intent" value="consent" />
          <label className="flex items-start gap-3">
            <input type="checkbox" name="agree" value="yes" className="mt-1 h-5 w-5" />
            <span>{d.consentText}</span>
          </label>
          <button type="submit" className="btn-secondary mt-3 min-h-11">
            Save my answer
          </button>
        </form>
      )}
      {j.consented && <p className="mt-6 text-sm text-slate-700">{`You agreed: ${d.consentText}`}</p>}
    </div>
  );
}
