import { Form } from "react-router";
import type { ActionResult } from "~/forms/notice";
import { JOB_LIMITS, JOB_TEXT_MAX } from "~/content/job-pages";
import { JobPosts, type JobPostView } from "~/components/JobPosts";
import { TextField } from "./Field";
import type { JobPagesTable } from "~/db/schema";

/** A job page as its editor shows it: its row's fields (never the token's hash) and its state in words. */
type JobView = Pick<
  JobPagesTable,
  "id" | "name" | "town" | "status_line" | "next_step" | "next_step_date" | "client_name" | "client_email" | "notify_updates" | "consent_at"
> & { state: string };

/** The link, shown once after it is made (a job page keeps only its hash), to copy into a text. */
export function JobLinkPanel({ result }: { result?: ActionResult | null }) {
  const n = result?.notice;
  if (!n || n.kind !== "success" || !n.link || !["job-start", "job-link", "job-project"].includes(n.intent)) return null;
  const link = n.link;
  const label = n.intent === "job-project" ? "Review link to copy into a text" : "Job page link to copy into a text";
  return (
    <div role="status" className="mb-6 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950" data-testid="job-link">
      <p className="font-semibold">{n.title}</p>
      <p className="mt-1 text-sm">{n.description}</p>
      <label htmlFor="job-link-value" className="label mt-3">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="job-link-value" readOnly value={link} className="field flex-1 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn-secondary min-h-11" onClick={() => void navigator.clipboard?.writeText(link)}>
          {n.intent === "job-project" ? "Copy the review link" : "Copy the job page link"}
        </button>
      </div>
      {n.intent === "job-start" && n.id && (
        <p className="mt-3">
          <a className="font-semibold underline" href={`/admin/jobs?id=${n.id}`}>
            Open the job page to post updates
          </a>
        </p>
      )}
    </div>
  );
}

/** The job's own fields, as the owner edits them. */
const JOB_FIELDS = [
  { id: "job-name", name: "name", label: "Job name", required: true, maxLength: JOB_TEXT_MAX.name },
  { id: "job-town", name: "town", label: "Town", maxLength: JOB_TEXT_MAX.town },
  { id: "job-status", name: "status_line", label: "Where it stands", required: true, maxLength: JOB_TEXT_MAX.status },
  { id: "job-next", name: "next_step", label: "Next step", maxLength: JOB_TEXT_MAX.nextStep },
  { id: "job-next-date", name: "next_step_date", type: "date", label: "Next step's date" },
] as const;

/** One job page: where it stands, updates from the phone, the link. */
export function JobEditor({ d, result }: { d: { job: JobView; posts: JobPostView[]; company: string; words: string }; result?: ActionResult | null }) {
  const j = d.job;
  const failed = result?.notice.kind === "error" && result.notice.intent === "job-save" ? result : null;
  const errors = failed?.notice.fieldErrors ?? {};
  const v = (k: string, fallback: string | null) => failed?.values?.[k] ?? fallback ?? "";
  return (
    <div className="mt-4">
      <h2 className="text-2xl font-bold text-lake-900">{j.name}</h2>
      <p className="mt-1 text-slate-700" data-testid="job-state">
        {`For ${j.client_name}${j.client_email ? ` (${j.client_email})` : ""} · ${j.state}`}
        {j.notify_updates ? " · e-mailed about each update" : ""}
        {j.consent_at ? " · agreed the photos may be shown" : " · has not agreed to show the photos yet"}
      </p>
      <Form
        method="post"
        action={`/admin/jobs?id=${j.id}`}
        className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
        aria-label={`Edit ${j.name}`}
      >
        <input type="hidden" name="intent" value="job-save" />
        <input type="hidden" name="id" value={j.id} />
        {JOB_FIELDS.map((f) => (
          <TextField key={f.name} {...f} defaultValue={v(f.name, j[f.name])} error={errors[f.name]} />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary min-h-11">{`Save ${j.name}`}</button>
        </div>
      </Form>
      <section id="update" className="mt-6 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="job-update-heading">
        <h3 id="job-update-heading" className="text-xl font-semibold text-lake-900">
          Post an update
        </h3>
        <form method="post" action={`/admin/jobs?id=${j.id}`} encType="multipart/form-data" className="mt-3 grid gap-3">
          <label htmlFor="job-update-body" className="label">
            A few words
          </label>
          <textarea id="job-update-body" name="body" rows={3} maxLength={JOB_TEXT_MAX.body} defaultValue={d.words} className="field" />
          <label htmlFor="job-update-photos" className="label">
            {`Photos from your phone (up to ${JOB_LIMITS.staffPhotosPerUpdate})`}
          </label>
          <input id="job-update-photos" name="file" type="file" accept="image/*" multiple className="field" />
          <div>
            <button type="submit" className="btn-primary min-h-11">{`Post the update to ${j.name}`}</button>
          </div>
        </form>
      </section>
      <section className="mt-6" aria-labelledby="job-posts-heading">
        <h3 id="job-posts-heading" className="text-xl font-semibold text-lake-900">
          What the client sees
        </h3>
        <JobPosts posts={d.posts} photoUrl={(id) => `/admin/jobs/photo/${id}`} clientName={j.client_name} company={d.company} />
      </section>
      <section className="mt-6 flex flex-wrap gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="The client's link">
        <Form method="post" action={`/admin/jobs?id=${j.id}`}>
          <input type="hidden" name="intent" value="job-link" />
          <input type="hidden" name="id" value={j.id} />
          <button type="submit" className="btn-secondary min-h-11">{`Make a new link for ${j.client_name}`}</button>
        </Form>
        <Form method="post" action={`/admin/jobs?id=${j.id}`}>
          <input type="hidden" name="intent" value="job-revoke" />
          <input type="hidden" name="id" value={j.id} />
          <button type="submit" className="btn-secondary min-h-11">{`Turn off ${j.client_name}'s link`}</button>
        </Form>
        <p className="w-full text-sm text-slate-700">A new link is e-mailed to the client (and shown here to copy); the old one stops working.</p>
      </section>
    </div>
  );
}
