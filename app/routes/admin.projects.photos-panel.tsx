// Part of Admin → Projects (admin.projects.tsx): its photos panel (upload, before/after pairs, alt text, order).
import { Form } from "react-router";
import { SelectField, TextField } from "~/components/admin/Field";
import { PHOTO_ROLES } from "~/forms/projects";

import type { Route } from "./+types/admin.projects";

type D = Route.ComponentProps["loaderData"];

export function PhotosPanel({ d }: { d: D }) {
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
