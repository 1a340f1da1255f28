// Longer than 300 lines: the Projects screen (list, project form, photos, reviews) is one route whose parts share the loader's data.
import { lazy, Suspense, useEffect, useState } from "react";
import { Form, Link, data } from "react-router";
import { NoticeBanner, useNoticeToast, Badge, confirmSubmit } from "~/components/admin/common";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/Field";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import { allServices } from "~/content/files.server";
import { PHOTO_ROLES, REVIEW_SOURCES } from "~/forms/projects";
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

const RichTextEditor = lazy(() => import("~/components/admin/RichTextEditor"));

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

type D = Route.ComponentProps["loaderData"];

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
                  <Form method="post" onSubmit={confirmSubmit(`Delete “${p.title}”? Its page goes; its photos stay in Images.`)}>
                    <input type="hidden" name="intent" value="project-delete" />
                    <input type="hidden" name="id" value={p.id} />
                    <button
                      type="submit"
                      className="btn min-h-11 px-3 text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                      aria-label={`Delete ${p.title}`}
                    >
                      Delete
                    </button>
                  </Form>
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

function useHydrated() {
  const [h, setH] = useState(false);
  useEffect(() => setH(true), []);
  return h;
}

function ProjectForm({ d, project, errors, values }: { d: D; project: D["editing"]; errors: Record<string, string>; values: Record<string, string> | null }) {
  const hydrated = useHydrated();
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  const key = project?.id ?? "new";
  return (
    <Form
      method="post"
      className="mt-4 rounded-xl border-2 border-lake-600 bg-white p-4 sm:p-5"
      aria-label={project ? `Edit ${project.title}` : "Add a project"}
    >
      <input type="hidden" name="intent" value="project-save" />
      {project && <input type="hidden" name="id" value={project.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`title-${key}`}
          name="title"
          label="Title"
          required
          maxLength={120}
          defaultValue={v("title", project?.title ?? "")}
          error={errors.title}
          className="sm:col-span-2"
        />
        <SelectField id={`town-${key}`} name="town" label="Town" defaultValue={v("town", project?.town ?? d.towns[0] ?? "")} error={errors.town}>
          {d.towns.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </SelectField>
        <SelectField
          id={`service-${key}`}
          name="service_key"
          label="Kind of work"
          defaultValue={v("service_key", project?.service_key ?? "")}
          error={errors.service_key}
        >
          <option value="">Choose…</option>
          {d.services.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`year-${key}`}
          name="year"
          label="Year finished"
          inputMode="numeric"
          maxLength={4}
          defaultValue={v("year", project?.year ? String(project.year) : "")}
          error={errors.year}
        />
        <TextField
          id={`slug-${key}`}
          name="slug"
          label="Page address (optional)"
          hint="Made from the title and town when empty, like manson-adu."
          maxLength={80}
          defaultValue={v("slug", project?.slug ?? "")}
          error={errors.slug}
        />
      </div>
      <TextAreaField
        id={`summary-${key}`}
        name="summary"
        label="Summary"
        className="mt-4"
        rows={2}
        maxLength={300}
        required
        defaultValue={v("summary", project?.summary ?? "")}
        error={errors.summary}
      />
      <div className="mt-4">
        <p className="label" id={`story-label-${key}`}>
          The story
        </p>
        {hydrated ? (
          <Suspense
            fallback={
              <textarea name="story" aria-labelledby={`story-label-${key}`} defaultValue={v("story", project?.story ?? "")} rows={8} className="field" />
            }
          >
            <RichTextEditor name="story" label="The story" initialHtml={v("story", project?.story ?? "")} images={[]} onChange={() => undefined} />
          </Suspense>
        ) : (
          <textarea name="story" aria-labelledby={`story-label-${key}`} defaultValue={v("story", project?.story ?? "")} rows={8} className="field" />
        )}
        {errors.story && <p className="mt-1 text-sm font-medium text-red-800">{errors.story}</p>}
      </div>
      <TextAreaField
        id={`client-${key}`}
        name="client_words"
        label="The client's words (optional)"
        hint="Only with the client's agreement, as they want them shown."
        className="mt-4"
        rows={3}
        maxLength={1000}
        defaultValue={v("client_words", project?.client_words ?? "")}
        error={errors.client_words}
      />
      <CheckboxField
        id={`published-${key}`}
        name="is_published"
        label="Published"
        className="mt-3"
        defaultChecked={values ? values.is_published === "on" : (project?.is_published ?? false)}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11">
          {project ? "Save project" : "Create project"}
        </button>
        <Link to="/admin/projects" className="btn-secondary min-h-11">
          {project ? "Done" : "Cancel"}
        </Link>
      </div>
    </Form>
  );
}

function PhotosPanel({ d }: { d: D }) {
  const project = d.editing!;
  return (
    <section id="photos" className="mt-4 scroll-mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5" aria-labelledby="photos-heading">
      <h4 id="photos-heading" className="font-semibold text-lake-900">
        Photos of {project.title}
      </h4>
      <p className="mt-1 text-sm text-slate-700">A before and an after photo with the same pair number are compared on the project page.</p>
      <form
        method="post"
        action={`/admin/projects/photos?id=${encodeURIComponent(project.id)}`}
        encType="multipart/form-data"
        className="mt-3 grid gap-3 sm:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="photo-files" className="label">
            Photos from this phone or computer
          </label>
          <input id="photo-files" name="file" type="file" accept="image/*" multiple required className="field" />
        </div>
        <SelectField id="photo-role" name="role" label="They are" defaultValue="photo">
          {PHOTO_ROLES.map((r) => (
            <option key={r} value={r}>
              {r === "photo" ? "Photos" : r === "before" ? "Before photos" : "After photos"}
            </option>
          ))}
        </SelectField>
        <TextField id="photo-pair" name="pair" label="Pair number (before/after)" inputMode="numeric" maxLength={2} />
        <TextField id="photo-caption" name="caption" label="Caption (optional)" maxLength={200} className="sm:col-span-3" />
        <div className="flex items-end">
          <button type="submit" className="btn-primary min-h-11 w-full">
            Add photos
          </button>
        </div>
      </form>
      {d.photos.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Photos of ${project.title}`}>
          {d.photos.map((p, i) => (
            <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <img src={p.thumb} alt={p.alt_text ?? ""} className="aspect-[4/3] w-full rounded object-cover" loading="lazy" />
              <Form method="post" className="mt-2 grid grid-cols-2 gap-2">
                <input type="hidden" name="intent" value="photo-save" />
                <input type="hidden" name="id" value={project.id} />
                <input type="hidden" name="photo_id" value={p.id} />
                <SelectField id={`role-${p.id}`} name="role" label={`Photo ${i + 1} is`} defaultValue={p.role}>
                  {PHOTO_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r === "photo" ? "A photo" : r === "before" ? "Before" : "After"}
                    </option>
                  ))}
                </SelectField>
                <TextField id={`pair-${p.id}`} name="pair" label="Pair" inputMode="numeric" maxLength={2} defaultValue={p.pair ? String(p.pair) : ""} />
                <TextField id={`caption-${p.id}`} name="caption" label="Caption" maxLength={200} defaultValue={p.caption ?? ""} className="col-span-2" />
                <TextField
                  id={`alt-${p.id}`}
                  name="alt_text"
                  label={`Describe photo ${i + 1} for people who can't see it`}
                  maxLength={500}
                  defaultValue={p.alt_text ?? ""}
                  className="col-span-2"
                />
                <button type="submit" className="btn-secondary min-h-11 text-sm" aria-label={`Save photo ${i + 1}`}>
                  Save
                </button>
              </Form>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="photo-remove" />
                <input type="hidden" name="id" value={project.id} />
                <input type="hidden" name="photo_id" value={p.id} />
                <button
                  type="submit"
                  className="btn min-h-11 w-full text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                  aria-label={`Remove photo ${i + 1} from the project`}
                >
                  Remove from project
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewsPanel({ d, errors, values }: { d: D; errors: Record<string, string>; values: Record<string, string> | null }) {
  const editing = d.reviews.find((r) => r.id === (values?.id || d.reviewEdit)) ?? null;
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  const key = editing?.id ?? "new";
  return (
    <section aria-labelledby="reviews-heading">
      <h3 id="reviews-heading" className="text-lg font-semibold text-lake-900">
        Reviews
      </h3>
      <p className="mt-1 text-slate-700">
        What clients said, as they agreed to show it, with where they first posted it. Shown on the home page, the service page and the project page.
      </p>
      <Form
        method="post"
        className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        aria-label={editing ? `Edit the review by ${editing.client_name}` : "Add a review"}
      >
        <input type="hidden" name="intent" value="review-save" />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`client-name-${key}`}
            name="client_name"
            label="Client's name, as they agreed to show it"
            required
            maxLength={80}
            defaultValue={v("client_name", editing?.client_name ?? "")}
            error={errors.client_name}
          />
          <SelectField id={`review-town-${key}`} name="town" label="Town" defaultValue={v("town", editing?.town ?? "")} error={errors.town}>
            <option value="">Not shown</option>
            {d.towns.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </SelectField>
          <SelectField id={`review-project-${key}`} name="project_id" label="Project (optional)" defaultValue={v("project_id", editing?.project_id ?? "")}>
            <option value="">None</option>
            {d.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`review-service-${key}`}
            name="service_key"
            label="Kind of work (optional)"
            defaultValue={v("service_key", editing?.service_key ?? "")}
            error={errors.service_key}
          >
            <option value="">From the project, or none</option>
            {d.services.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`review-date-${key}`}
            name="review_date"
            label="Date written"
            type="date"
            required
            defaultValue={v("review_date", editing?.review_date ?? "")}
            error={errors.review_date}
          />
          <SelectField
            id={`review-source-${key}`}
            name="source"
            label="First posted on"
            defaultValue={v("source", editing?.source ?? "Google")}
            error={errors.source}
          >
            {REVIEW_SOURCES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </SelectField>
          <TextField
            id={`review-url-${key}`}
            name="source_url"
            label="Link to it (optional)"
            type="url"
            placeholder="https://"
            maxLength={500}
            defaultValue={v("source_url", editing?.source_url ?? "")}
            error={errors.source_url}
            className="sm:col-span-2"
          />
        </div>
        <TextAreaField
          id={`review-words-${key}`}
          name="words"
          label="What they said"
          className="mt-4"
          rows={4}
          maxLength={2000}
          required
          defaultValue={v("words", editing?.words ?? "")}
          error={errors.words}
        />
        <CheckboxField
          id={`review-published-${key}`}
          name="is_published"
          label="Published"
          className="mt-3"
          defaultChecked={values ? values.is_published === "on" : (editing?.is_published ?? false)}
        />
        <div className="mt-3 flex gap-2">
          <button type="submit" className="btn-primary min-h-11">
            {editing ? "Save review" : "Add review"}
          </button>
          {editing && (
            <Link to="/admin/projects" className="btn-secondary min-h-11">
              Cancel
            </Link>
          )}
        </div>
      </Form>
      {d.reviews.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Reviews">
          {d.reviews.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span className="min-w-0">
                <span className="font-medium">{r.client_name}</span> <span className="text-sm text-slate-700">· {r.source}</span>{" "}
                <Badge tone={r.is_published ? "green" : "slate"}>{r.is_published ? "Published" : "Draft"}</Badge>
              </span>
              <span className="flex gap-2">
                <Link to={`/admin/projects?review=${r.id}`} className="btn-secondary min-h-11 px-3 text-sm" aria-label={`Edit the review by ${r.client_name}`}>
                  Edit
                </Link>
                <Form method="post" onSubmit={confirmSubmit(`Delete the review by ${r.client_name}?`)}>
                  <input type="hidden" name="intent" value="review-delete" />
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    className="btn min-h-11 px-3 text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                    aria-label={`Delete the review by ${r.client_name}`}
                  >
                    Delete
                  </button>
                </Form>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
