import { Link, data } from "react-router";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { JobEditor, JobLinkPanel } from "~/components/admin/JobEditor";
import { JobHandover } from "~/components/admin/JobHandover";
import { runAdminAction } from "~/admin/action.server";
import { requireApiUser, requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { allServices, siteFile } from "~/content/files.server";
import { dayText } from "~/content/job-pages";
import { getJobPage, listJobPages } from "~/models/job-pages.server";
import { listJobPhotos, listJobPosts } from "~/models/job-posts.server";
import { getProfile } from "~/models/settings.server";
import { jobPageOpen } from "~/services/job-pages.server";
import { suggestedService } from "~/services/job-handover.server";
import { postViews } from "~/components/JobPosts";
import { privateMeta } from "~/platform/meta";
import { jobIntents, postUpdate } from "./admin.jobs.server";
import type { Route } from "./+types/admin.jobs";

export const meta: Route.MetaFunction = () => privateMeta("Job pages | Lakeside Ridge CMS");

/** Admin → Jobs (decision 0051): every job page, and one job's page to keep up to date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const id = (params.get("id") ?? "").slice(0, 64);
  const state = (j: { revoked_at: string | null; expires_at: string | null; project_id: string | null }) =>
    j.revoked_at ? "Link turned off" : !jobPageOpen(j) ? "Closed (90 days after handover)" : j.project_id ? "Handed over" : "Open";
  if (!id) {
    const jobs = await listJobPages(db);
    return data(
      { job: null, jobs: jobs.map((j) => ({ id: j.id, name: j.name, client: j.client_name, state: state(j) })) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const job = await getJobPage(db, id);
  if (!job) throw data("That job page no longer exists.", { status: 404 });
  const [posts, photos, profile, service] = await Promise.all([
    listJobPosts(db, job.id),
    listJobPhotos(db, [job.id]),
    getProfile(db),
    suggestedService(db, job.lead_id),
  ]);
  return data(
    {
      jobs: null,
      job: { ...job, state: state(job), nextStepText: dayText(job.next_step_date) },
      posts: postViews(posts, photos),
      photos: photos.map((p) => ({ id: p.id, name: p.original_filename })),
      company: profile.companyName,
      words: (params.get("words") ?? "").slice(0, 2000),
      towns: siteFile().quoteForm.towns,
      services: allServices().map(({ data: s }) => ({ key: s.key, label: s.navLabel })),
      suggestedService: service,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // An update with photos from the phone is a multipart post, read file by file.
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const user = await requireApiUser(request, context);
    return postUpdate(request, context, user);
  }
  const id = new URL(request.url).searchParams.get("id") ?? "";
  return runAdminAction(request, context, (n) => `/admin/jobs?id=${encodeURIComponent(n.id ?? id)}`, jobIntents);
}

export default function Jobs({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  if (!d.job) {
    return (
      <div>
        <NoticeBanner notice={result?.notice} />
        <JobLinkPanel result={result} />
        <h2 className="text-2xl font-bold text-lake-900">Job pages</h2>
        <p className="mt-2 text-slate-700">Each job you won can have a private page for the client: start one from a lead marked Won in Messages.</p>
        {d.jobs.length === 0 ? (
          <p className="mt-6 rounded-xl bg-slate-50 p-6 text-slate-700">No job pages yet.</p>
        ) : (
          <ul className="mt-6 space-y-3" aria-label="Job pages">
            {d.jobs.map((j) => (
              <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <span>
                  <strong className="text-lake-900">{j.name}</strong>
                  {` · ${j.client} · ${j.state}`}
                </span>
                <Link to={`/admin/jobs?id=${j.id}`} className="btn-secondary min-h-11">
                  {`Open ${j.name}`}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div>
      <NoticeBanner notice={result?.notice} />
      <p>
        <Link to="/admin/jobs" className="font-semibold text-lake-800 underline">
          All job pages
        </Link>
      </p>
      <JobLinkPanel result={result} />
      <JobEditor d={d} result={result} />
      <JobHandover d={d} result={result} />
    </div>
  );
}
