import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { PUBLIC_PATHS } from "~/content/paths";
import { sectionsFor } from "~/content/sections";
import { TIME_ZONE_LABEL } from "~/content/schedule";
import type { ContentItemView } from "~/content/types";
import { CheckboxField, SelectField, TextField } from "./Field";
import { Badge, useSubmitting } from "./common";

import { STATUS_TONE, type DraftGenerator, type PictureChoice } from "./content-item";
import { ItemDetails, detailValues, detailsKind } from "./ItemDetails";
import { ContentField } from "./ContentField";

/**
 * The one form for an item, to create it (Add Content: the spec's fields, the AI prompt) or to
 * edit it (title, content, Published, schedule, details). Both read and write the same fields.
 */
export function ItemForm({
  item,
  values,
  errors,
  pictures,
  Generator,
}: {
  /** The item being edited; none for Add Content. */
  item: ContentItemView | null;
  values: Record<string, string> | null;
  errors: Record<string, string> | null;
  pictures: PictureChoice[];
  Generator?: DraftGenerator | null;
}) {
  const creating = item === null;
  const intent = creating ? "content-create" : "content-update";
  const form = useRef<HTMLFormElement>(null);
  // Opening the form (Add Content, Edit) puts focus in it; with errors, the first error gets it instead.
  useEffect(() => {
    if (!errors) form.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const busy = useSubmitting(intent);
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  const [pagePath, setPagePath] = useState(v("page_path", item?.page_path ?? ""));
  const [type, setType] = useState(v("type", item?.type ?? "page"));
  const [title, setTitle] = useState(v("title", item?.title ?? ""));
  const [content, setContent] = useState(v("content", item?.content ?? ""));
  const [sectionId, setSectionId] = useState(v("section_id", item?.section_id ?? ""));
  const suggestions = sectionsFor(pagePath.trim());
  // A picture slot of a page names a library picture (image_id), never markup (decision 0034).
  const pictureSlot = suggestions.find((d) => d.id === sectionId.trim())?.kind === "image";
  const key = item?.id ?? "new";
  const id = (name: string) => (creating ? name : `${name}-${key}`);
  const sectionsHint =
    suggestions.length > 0 ? (
      <span data-testid={creating ? "section-suggestions" : undefined}>Sections on this page: {suggestions.map((x) => x.id).join(", ")}</span>
    ) : null;
  return (
    <Form
      ref={form}
      method="post"
      className={creating ? "mt-6 rounded-xl border border-lake-600/40 bg-lake-50 p-6" : "rounded-xl border-2 border-lake-600 bg-white p-5 shadow"}
      aria-labelledby={creating ? "create-heading" : undefined}
      aria-label={creating ? undefined : `Editing ${item.title || "Untitled"}`}
    >
      {creating ? (
        <h3 id="create-heading" className="text-lg font-semibold text-lake-900">
          Add Content
        </h3>
      ) : (
        <p className="text-sm text-slate-700">
          <Badge tone="blue">{item.type}</Badge> · <Badge tone={STATUS_TONE[item.status]}>{item.status}</Badge>
        </p>
      )}
      <input type="hidden" name="intent" value={intent} />
      {item && <input type="hidden" name="id" value={item.id} />}
      <datalist id={id("page-paths")}>
        {PUBLIC_PATHS.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <datalist id={id("section-ids")}>
        {suggestions.map((x) => (
          <option key={x.id} value={x.id}>
            {x.label}
          </option>
        ))}
      </datalist>
      <div className={`mt-4 grid gap-4 ${creating ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        <TextField
          id={id("page_path")}
          name="page_path"
          label="Page path"
          required
          placeholder="/about"
          list={id("page-paths")}
          className=""
          value={pagePath}
          onChange={(e) => setPagePath(e.target.value)}
          error={errors?.page_path}
          hint={item?.type === "blog" ? "Moving a published post leaves its old address pointing to the new one." : undefined}
        />
        <TextField
          id={id("section_id")}
          name="section_id"
          label="Section id"
          required
          placeholder="hero-title"
          list={id("section-ids")}
          value={sectionId}
          onChange={(e) => setSectionId(e.target.value)}
          error={errors?.section_id}
          hint={sectionsHint}
        />
        {creating && (
          <SelectField id="type" name="type" label="Content type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="page">page</option>
            <option value="blog">blog</option>
            <option value="component">component</option>
            <option value="image">image</option>
          </SelectField>
        )}
      </div>
      <TextField id={id("title")} name="title" label="Title" className="mt-4" value={title} onChange={(e) => setTitle(e.target.value)} />
      <ContentField
        id={id("content")}
        value={content}
        onChange={setContent}
        picture={pictureSlot ? { imageId: v("image_id", item?.image_id ?? ""), pictures, error: errors?.image_id } : null}
      />
      <ItemDetails idPrefix={key} kind={detailsKind(type, pagePath)} values={values ?? detailValues(item)} pictures={pictures} errors={errors} />
      {creating && Generator && (
        <Generator
          contentType={type}
          onGenerated={(text, prompt) => {
            setContent(text);
            if (!title.trim()) setTitle(prompt.length > 50 ? `${prompt.slice(0, 50)}...` : prompt);
          }}
        />
      )}
      {item && (
        <>
          <CheckboxField
            id={id("is_published")}
            name="is_published"
            label="Published"
            className="mt-3"
            defaultChecked={values ? values.is_published === "on" : item.is_published && item.status !== "Scheduled"}
          />
          <fieldset className="mt-4 rounded-lg border border-slate-200 p-4" aria-describedby={`zone-${key}`}>
            <legend className="px-1 font-medium text-slate-800">Schedule</legend>
            <p id={`zone-${key}`} className="text-sm text-slate-700">
              Times are {TIME_ZONE_LABEL}. A future “Publish at” publishes the item then, even if Published is not ticked. Leave both empty to publish or
              unpublish with the checkbox alone.
            </p>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              {(
                [
                  ["publish_at", "Publish at", item.publishAtInput],
                  ["unpublish_at", "Unpublish at", item.unpublishAtInput],
                ] as const
              ).map(([name, label, saved]) => (
                <TextField key={name} id={id(name)} name={name} label={label} type="datetime-local" defaultValue={v(name, saved)} error={errors?.[name]} />
              ))}
            </div>
          </fieldset>
        </>
      )}
      <FormButtons busy={busy} label={creating ? "Create" : "Save"} busyLabel={creating ? "Creating..." : "Saving..."} />
    </Form>
  );
}

export function FormButtons({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="mt-6 flex gap-3">
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <Link to="/admin/content?view=items" className="btn-secondary">
        Cancel
      </Link>
    </div>
  );
}
