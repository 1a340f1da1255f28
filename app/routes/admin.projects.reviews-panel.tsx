// Part of Admin → Projects (admin.projects.tsx): its reviews panel (approve, edit, ask a client).
import { Form, Link } from "react-router";
import { Badge, DeleteForm } from "~/components/admin/common";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/Field";
import { recordForm } from "~/components/admin/record-form";
import { REVIEW_SOURCES } from "~/forms/projects";

import type { Route } from "./+types/admin.projects";

type D = Route.ComponentProps["loaderData"];

export function ReviewsPanel({ d, errors, values }: { d: D; errors: Record<string, string>; values: Record<string, string> | null }) {
  const editing = d.reviews.find((r) => r.id === (values?.id || d.reviewEdit)) ?? null;
  const f = recordForm(editing?.id ?? "new", errors, values);
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
            {...f.field("client-name", "client_name", editing?.client_name ?? "")}
            label="Client's name, as they agreed to show it"
            required
            maxLength={80}
          />
          <SelectField {...f.field("review-town", "town", editing?.town ?? "")} label="Town">
            <option value="">Not shown</option>
            {d.towns.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </SelectField>
          <SelectField
            id={`review-project-${key}`}
            name="project_id"
            label="Project (optional)"
            defaultValue={f.value("project_id", editing?.project_id ?? "")}
          >
            <option value="">None</option>
            {d.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </SelectField>
          <SelectField {...f.field("review-service", "service_key", editing?.service_key ?? "")} label="Kind of work (optional)">
            <option value="">From the project, or none</option>
            {d.services.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <TextField {...f.field("review-date", "review_date", editing?.review_date ?? "")} label="Date written" type="date" required />
          <SelectField {...f.field("review-source", "source", editing?.source ?? "Google")} label="First posted on">
            {REVIEW_SOURCES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </SelectField>
          <TextField
            {...f.field("review-url", "source_url", editing?.source_url ?? "")}
            label="Link to it (optional)"
            type="url"
            placeholder="https://"
            maxLength={500}
            className="sm:col-span-2"
          />
        </div>
        <TextAreaField {...f.field("review-words", "words", editing?.words ?? "")} label="What they said" className="mt-4" rows={4} maxLength={2000} required />
        <CheckboxField {...f.published("review-published", editing?.is_published ?? false)} />
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
                <DeleteForm
                  intent="review-delete"
                  id={r.id}
                  confirm={`Delete the review by ${r.client_name}?`}
                  label={`Delete the review by ${r.client_name}`}
                  tall
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
