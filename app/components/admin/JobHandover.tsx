import { Form } from "react-router";
import type { ActionResult } from "~/forms/notice";
import { SelectField, TextField } from "./Field";

/**
 * "Make it a project" (decision 0051): at handover, the photos staff choose become a public
 * project, once the client agreed on their page; the client gets the review request.
 */
export function JobHandover({
  d,
  result,
}: {
  d: {
    job: { id: string; name: string; town: string | null; client_name: string; consent_at: string | null; project_id: string | null };
    photos: Array<{ id: string; name: string }>;
    towns: readonly string[];
    services: Array<{ key: string; label: string }>;
    suggestedService: string;
  };
  result?: ActionResult | null;
}) {
  const j = d.job;
  if (j.project_id) return <p className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-700">This job was handed over and made a project.</p>;
  const failed = result?.notice.kind === "error" && result.notice.intent === "job-project" ? result : null;
  const errors = failed?.notice.fieldErrors ?? {};
  const v = (k: string, fallback: string) => failed?.values?.[k] ?? fallback;
  const town = d.towns.includes(j.town ?? "") ? (j.town ?? "") : "";
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="handover-heading">
      <h3 id="handover-heading" className="text-xl font-semibold text-lake-900">
        Handover: make it a project
      </h3>
      {!j.consent_at ? (
        <p className="mt-2 text-slate-700" data-testid="handover-waiting">
          {`${j.client_name} has not agreed on their page that the photos may be shown. Once they tick the box there, you can make the job a public project here.`}
        </p>
      ) : d.photos.length === 0 ? (
        <p className="mt-2 text-slate-700">Post an update with photos first: a project shows the photos you choose.</p>
      ) : (
        <Form method="post" action={`/admin/jobs?id=${j.id}`} className="mt-3 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="job-project" />
          <input type="hidden" name="id" value={j.id} />
          {failed && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
              {failed.notice.description}
            </p>
          )}
          <TextField id="project-title" name="title" label="Project title" required maxLength={120} defaultValue={v("title", j.name)} error={errors.title} />
          <TextField
            id="project-summary"
            name="summary"
            label="One-sentence summary"
            required
            maxLength={300}
            defaultValue={v("summary", "")}
            error={errors.summary}
          />
          <SelectField id="project-town" name="town" label="Town" defaultValue={v("town", town)} error={errors.town}>
            <option value="">Choose the town</option>
            {d.towns.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="project-service"
            name="service_key"
            label="Kind of work"
            defaultValue={v("service_key", d.suggestedService)}
            error={errors.service_key}
          >
            <option value="">Choose the kind of work</option>
            {d.services.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <fieldset className="sm:col-span-2">
            <legend className="label">Photos to show on the project</legend>
            {errors.photos && <p className="text-sm text-red-800">{errors.photos}</p>}
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {d.photos.map((p, i) => (
                <li key={p.id}>
                  <label className="flex flex-col gap-1">
                    <img
                      src={`/admin/jobs/photo/${p.id}?size=thumb`}
                      alt=""
                      width={160}
                      height={120}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded object-cover"
                    />
                    <span className="flex min-h-11 items-center gap-2 text-sm">
                      <input type="checkbox" name="photo" value={p.id} className="h-5 w-5" />
                      {`Show photo ${i + 1} (${p.name})`}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary min-h-11">{`Make ${j.name} a project and ask for a review`}</button>
          </div>
        </Form>
      )}
    </section>
  );
}
