import { Link, data } from "react-router";
import { NoticeBanner, useNoticeToast, Badge, DeleteForm } from "~/components/admin/common";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import { allServices } from "~/content/files.server";
import type { ActionResult } from "~/forms/notice";
import { imageUrl } from "~/content/images";
import { listProjectPhotos, listProjects } from "~/models/projects.server";
import { listReviews } from "~/models/reviews.server";
import { privateMeta } from "~/platform/meta";
import { projectIntents, reviewIntents, serviceTowns } from "./admin.projects.server";
import { AskForReview, ReviewLinkPanel, WaitingReviews } from "~/components/admin/ReviewRequests";
import { reviewModerationIntents, reviewRequestIntents } from "~/reviews/admin.server";
import { latestRequests, listWaitingReviews } from "~/reviews/requests.server";
import type { Route } from "./+types/admin.projects";
import { ProjectForm } from "./admin.projects.form";
import { PhotosPanel } from "./admin.projects.photos-panel";
import { ReviewsPanel } from "./admin.projects.reviews-panel";

export const meta: Route.MetaFunction = () => privateMeta("Projects and reviews | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.services;
  const url = new URL(request.url);
  const [projects, reviews, waiting] = await Promise.all([listProjects(db), listReviews(db), listWaitingReviews(db)]);
  const asked = await latestRequests(db, { projectIds: projects.map((p) => p.id) });
  const editId = url.searchParams.get("edit");
  const editing = projects.find((p) => p.id === editId) ?? null;
  const photos = editing ? (await listProjectPhotos(db, [editing.id])).map((p) => ({ ...p, thumb: imageUrl(`u:${p.file_path}`, 320, "webp") })) : [];
  return data(
    {
      projects,
      reviews,
      waiting,
      asked,
      isOwner: user.role === "owner",
      editing,
      photos,
      creating: url.searchParams.has("new"),
      reviewEdit: url.searchParams.get("review"),
      towns: serviceTowns(),
      services: allServices().map(({ data: s }) => ({ key: s.key, label: s.navLabel })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  runAdminAction(
    request,
    context,
    (notice) =>
      notice.intent === "project-save" && notice.id
        ? `/admin/projects?edit=${notice.id}`
        : notice.intent.startsWith("photo-") && notice.id
          ? `/admin/projects?edit=${notice.id}#photos`
          : "/admin/projects",
    { ...projectIntents, ...reviewIntents, ...reviewRequestIntents, ...reviewModerationIntents },
  );

export default function ProjectsRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const errors = result?.notice.kind === "error" ? (result.notice.fieldErrors ?? {}) : {};
  const values = result?.values ?? null;
  const failedIntent = result?.notice.kind === "error" ? result.notice.intent : null;
  const serviceLabel = (key: string) => d.services.find((s) => s.key === key)?.label ?? key;
  return (
    <div className="space-y-10">
      <NoticeBanner notice={result?.notice} />
      <ReviewLinkPanel result={result} />
      <WaitingReviews reviews={d.waiting} isOwner={d.isOwner} result={result} />
      <section aria-labelledby="projects-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="projects-heading" className="text-lg font-semibold text-lake-900">
            Projects
          </h3>
          {!d.creating && !d.editing && (
            <Link to="/admin/projects?new=1" className="btn-primary min-h-11">
              Add a project
            </Link>
          )}
        </div>
        <p className="mt-1 text-slate-700">Real jobs you finished: each gets its own page, leads the Projects gallery and shows on its service page.</p>
        {(d.creating || (failedIntent === "project-save" && !values?.id)) && <ProjectForm d={d} project={null} errors={errors} values={values} />}
        {d.editing && (
          <>
            <ProjectForm d={d} project={d.editing} errors={errors} values={failedIntent === "project-save" ? values : null} />
            <PhotosPanel d={d} />
          </>
        )}
        {d.projects.length === 0 ? (
          <p className="mt-6 rounded-xl bg-slate-50 p-6 text-slate-700">No projects yet. The gallery shows illustrations until you publish the first one.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Projects">
            {d.projects.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{p.title}</span>{" "}
                  <span className="text-sm text-slate-700">
                    · {p.town}
                    {p.year ? `, ${p.year}` : ""} · {serviceLabel(p.service_key)}
                  </span>{" "}
                  <Badge tone={p.is_published ? "green" : "slate"}>{p.is_published ? "Published" : "Draft"}</Badge>
                </span>
                <span className="flex flex-wrap gap-2">
                  {p.is_published && (
                    <a
                      href={`/projects/${p.slug}`}
                      className="btn-secondary min-h-11 px-3 text-sm"
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`View ${p.title}`}
                    >
                      View
                    </a>
                  )}
                  <Link to={`/admin/projects?edit=${p.id}`} className="btn-primary min-h-11 px-3 text-sm" aria-label={`Edit ${p.title}`}>
                    Edit
                  </Link>
                  <DeleteForm
                    intent="project-delete"
                    id={p.id}
                    confirm={`Delete “${p.title}”? Its page goes; its photos stay in Images.`}
                    label={`Delete ${p.title}`}
                    tall
                  />
                </span>
                <div className="w-full">
                  <AskForReview kind="project" id={p.id} name="" email="" subject={p.title} asked={d.asked[p.id] ?? null} result={result} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReviewsPanel d={d} errors={failedIntent === "review-save" ? errors : {}} values={failedIntent === "review-save" ? values : null} />
    </div>
  );
}
