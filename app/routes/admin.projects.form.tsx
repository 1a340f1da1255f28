// Part of Admin → Projects (admin.projects.tsx): its project form (new or edit).
import { lazy, Suspense, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/Field";
import { recordForm } from "~/components/admin/record-form";

import type { Route } from "./+types/admin.projects";

const RichTextEditor = lazy(() => import("~/components/admin/RichTextEditor"));

type D = Route.ComponentProps["loaderData"];

export function ProjectForm({
  d,
  project,
  errors,
  values,
}: {
  d: D;
  project: D["editing"];
  errors: Record<string, string>;
  values: Record<string, string> | null;
}) {
  const hydrated = useHydrated();
  const f = recordForm(project?.id ?? "new", errors, values);
  const key = project?.id ?? "new";
  const plainStory = (
    <textarea name="story" aria-labelledby={`story-label-${key}`} defaultValue={f.value("story", project?.story ?? "")} rows={8} className="field" />
  );
  return (
    <Form
      method="post"
      className="mt-4 rounded-xl border-2 border-lake-600 bg-white p-4 sm:p-5"
      aria-label={project ? `Edit ${project.title}` : "Add a project"}
    >
      <input type="hidden" name="intent" value="project-save" />
      {project && <input type="hidden" name="id" value={project.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...f.field("title", "title", project?.title ?? "")} label="Title" required maxLength={120} className="sm:col-span-2" />
        <SelectField {...f.field("town", "town", project?.town ?? d.towns[0] ?? "")} label="Town">
          {d.towns.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </SelectField>
        <SelectField {...f.field("service", "service_key", project?.service_key ?? "")} label="Kind of work">
          <option value="">Choose…</option>
          {d.services.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextField {...f.field("year", "year", project?.year ? String(project.year) : "")} label="Year finished" inputMode="numeric" maxLength={4} />
        <TextField
          {...f.field("slug", "slug", project?.slug ?? "")}
          label="Page address (optional)"
          hint="Made from the title and town when empty, like manson-adu."
          maxLength={80}
        />
      </div>
      <TextAreaField {...f.field("summary", "summary", project?.summary ?? "")} label="Summary" className="mt-4" rows={2} maxLength={300} required />
      <div className="mt-4">
        <p className="label" id={`story-label-${key}`}>
          The story
        </p>
        {hydrated ? (
          <Suspense fallback={plainStory}>
            <RichTextEditor name="story" label="The story" initialHtml={f.value("story", project?.story ?? "")} images={[]} onChange={() => undefined} />
          </Suspense>
        ) : (
          plainStory
        )}
        {errors.story && <p className="mt-1 text-sm font-medium text-red-800">{errors.story}</p>}
      </div>
      <TextAreaField
        {...f.field("client", "client_words", project?.client_words ?? "")}
        label="The client's words (optional)"
        hint="Only with the client's agreement, as they want them shown."
        className="mt-4"
        rows={3}
        maxLength={1000}
      />
      <CheckboxField {...f.published("published", project?.is_published ?? false)} />
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

/** True once the page has hydrated: the rich-text editor replaces the plain text area then. */
function useHydrated() {
  const [h, setH] = useState(false);
  useEffect(() => setH(true), []);
  return h;
}
