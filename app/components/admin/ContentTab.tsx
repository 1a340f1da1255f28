import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { BLOG_CATEGORIES } from "~/content/blog";
import { PUBLIC_PATHS, staffPostSlug, staffServiceSlug } from "~/content/paths";
import { sectionsFor } from "~/content/sections";
import { htmlToText } from "~/content/text";
import type { VersionView } from "~/admin/history";
import { TIME_ZONE_LABEL, TRASH_DAYS, type ContentStatus } from "~/content/schedule";
import type { ContentItemView } from "~/content/types";
import { Badge, confirmSubmit } from "./common";
import { HistoryList } from "./HistoryList";
import { ImagePicker, imageMarkup } from "./ImagePicker";

export interface ContentTabProps {
  view: "list" | "deleted";
  items: ContentItemView[];
  deleted: ContentItemView[];
  deletedCount: number;
  history: VersionView[];
  editId: string | null;
  showNew: boolean;
  /** Values sent with a form that failed, so nothing typed is lost. */
  values: Record<string, string> | null;
  /** What was wrong with that form, by field (shown beside the field, with or without JavaScript). */
  errors?: Record<string, string> | null;
  /** Pictures in the Images library a post or a new service page may use. */
  pictures?: PictureChoice[];
  /** The AI draft generator (the AI issue fills it in); null hides it. */
  generator?: React.ComponentType<{ contentType: string; onGenerated: (text: string, prompt: string) => void }> | null;
}

const excerpt = (s: string | null) => {
  const t = htmlToText(s ?? "");
  return t ? (t.length > 160 ? `${t.slice(0, 157)}…` : t) : "No content";
};

/** Inserts text at the caret of a text area (or at its end). */
function insertAtCaret(area: HTMLTextAreaElement | null, text: string, setValue: (v: string) => void) {
  if (!area) return;
  const start = area.selectionStart ?? area.value.length;
  const end = area.selectionEnd ?? area.value.length;
  const next = area.value.slice(0, start) + text + area.value.slice(end);
  setValue(next);
  requestAnimationFrame(() => {
    area.focus();
    area.setSelectionRange(start + text.length, start + text.length);
  });
}

const STATUS_TONE: Record<ContentStatus, "green" | "amber" | "blue" | "slate"> = { Published: "green", Draft: "amber", Scheduled: "blue", Ended: "slate" };

export interface PictureChoice {
  id: string;
  label: string;
}

export function ContentTab({
  view,
  items,
  deleted,
  deletedCount,
  history,
  editId,
  showNew,
  values,
  errors,
  pictures = [],
  generator: Generator,
}: ContentTabProps) {
  if (view === "deleted") return <DeletedItems items={deleted} />;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          All items: every block of every page, as stored. Published items replace the matching section of a public page; a published <strong>blog</strong> item
          at <code>/blog/your-slug</code> becomes an article. To change a page, it is simpler to open it from{" "}
          <Link to="/admin/content" className="underline">
            Pages
          </Link>
          .
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/content?view=deleted" className="btn-secondary">
            Deleted items ({deletedCount})
          </Link>
          {!showNew && (
            <Link to="/admin/content?new=1" className="btn-primary">
              Add Content
            </Link>
          )}
        </div>
      </div>
      {showNew && <CreateForm values={values} Generator={Generator ?? null} pictures={pictures} />}
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">No content items yet. Use Add Content to write your first one.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Content items">
          {items.map((item) =>
            item.id === editId ? (
              <li key={item.id}>
                <EditForm item={item} values={values} errors={errors ?? null} pictures={pictures} />
                <HistoryList versions={history} intent="content-restore-version" />
              </li>
            ) : (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="content-item">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="text-lg font-semibold text-lake-900">{item.title || "Untitled"}</h3>
                    <p className="mt-0.5 font-mono text-sm text-slate-700">
                      {item.page_path} → {item.section_id}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Badge tone={STATUS_TONE[item.status]}>{item.status}</Badge>
                    <Badge tone="blue">{item.type}</Badge>
                  </div>
                </div>
                {(item.status === "Scheduled" || item.unpublishAtText) && (
                  <p className="mt-2 text-sm text-slate-700">
                    {item.status === "Scheduled" && <>Publishes {item.publishAtText}. </>}
                    {item.unpublishAtText && (
                      <>
                        {item.status === "Ended" ? "Unpublished" : "Unpublishes"} {item.unpublishAtText}.
                      </>
                    )}
                  </p>
                )}
                <p className="mt-3 text-slate-700">{excerpt(item.content)}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Link to={`/admin/content?edit=${item.id}`} className="btn-secondary px-3 py-1.5 text-sm" aria-label={`Edit ${item.title || "Untitled"}`}>
                    Edit
                  </Link>
                  <a
                    href={`${item.page_path}?preview=${item.id}`}
                    target="_blank"
                    rel="noopener"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Preview ${item.title || "Untitled"}`}
                  >
                    Preview
                  </a>
                  <Form
                    method="post"
                    onSubmit={confirmSubmit(
                      `Delete “${item.title || "Untitled"}”? It moves to Deleted items, where you can restore it for ${TRASH_DAYS} days; after that it is gone for good.`,
                    )}
                  >
                    <input type="hidden" name="intent" value="content-delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      className="btn px-3 py-1.5 text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                      aria-label={`Delete ${item.title || "Untitled"}`}
                    >
                      Delete
                    </button>
                  </Form>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** Deleted items: kept 30 days, each with a Restore button. */
function DeletedItems({ items }: { items: ContentItemView[] }) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-lake-900">Deleted items</h2>
        <Link to="/admin/content?view=items" className="btn-secondary">
          Back to Content
        </Link>
      </div>
      <p className="mt-2 text-slate-700">Deleted items stay here for {TRASH_DAYS} days, then they are removed for good. Restore brings one back as it was.</p>
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">Nothing has been deleted.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Deleted items">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="deleted-item">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="text-lg font-semibold text-lake-900">{item.title || "Untitled"}</h3>
                  <p className="mt-0.5 font-mono text-sm text-slate-700">
                    {item.page_path} → {item.section_id}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    Deleted {item.deletedText}. Removed for good on {item.purgeText}.
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="content-untrash" />
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className="btn-primary px-3 py-1.5 text-sm" aria-label={`Restore ${item.title || "Untitled"}`}>
                    Restore
                  </button>
                </Form>
              </div>
              <p className="mt-3 text-slate-700">{excerpt(item.content)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateForm({
  values,
  Generator,
  pictures,
}: {
  values: Record<string, string> | null;
  Generator: ContentTabProps["generator"] | null;
  pictures: PictureChoice[];
}) {
  const nav = useNavigation();
  const busy = nav.state === "submitting" && nav.formData?.get("intent") === "content-create";
  const [pagePath, setPagePath] = useState(values?.page_path ?? "");
  const [type, setType] = useState(values?.type ?? "page");
  const [title, setTitle] = useState(values?.title ?? "");
  const [content, setContent] = useState(values?.content ?? "");
  const suggestions = sectionsFor(pagePath.trim());
  return (
    <Form method="post" className="mt-6 rounded-xl border border-lake-600/40 bg-lake-50 p-6" aria-labelledby="create-heading">
      <h3 id="create-heading" className="text-lg font-semibold text-lake-900">
        Add Content
      </h3>
      <input type="hidden" name="intent" value="content-create" />
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <div>
          <label htmlFor="page_path" className="label">
            Page path
          </label>
          <input
            id="page_path"
            name="page_path"
            required
            placeholder="/about"
            list="page-paths"
            className="field"
            value={pagePath}
            onChange={(e) => setPagePath(e.target.value)}
          />
          <datalist id="page-paths">
            {PUBLIC_PATHS.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor="section_id" className="label">
            Section id
          </label>
          <input id="section_id" name="section_id" required placeholder="hero-title" list="section-ids" className="field" defaultValue={values?.section_id} />
          <datalist id="section-ids">
            {suggestions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </datalist>
          {suggestions.length > 0 && (
            <p className="mt-1 text-xs text-slate-700" data-testid="section-suggestions">
              Sections on this page: {suggestions.map((s) => s.id).join(", ")}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="type" className="label">
            Content type
          </label>
          <select id="type" name="type" className="field" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="page">page</option>
            <option value="blog">blog</option>
            <option value="component">component</option>
            <option value="image">image</option>
          </select>
        </div>
      </div>
      <div className="mt-4">
        <label htmlFor="title" className="label">
          Title
        </label>
        <input id="title" name="title" className="field" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <ContentField id="content" value={content} onChange={setContent} />
      <PageDetails idPrefix="new" kind={detailsKind(type, pagePath)} values={values ?? {}} pictures={pictures} errors={null} />
      {Generator && (
        <Generator
          contentType={type}
          onGenerated={(text, prompt) => {
            setContent(text);
            if (!title.trim()) setTitle(prompt.length > 50 ? `${prompt.slice(0, 50)}...` : prompt);
          }}
        />
      )}
      <FormButtons busy={busy} label="Create" busyLabel="Creating..." />
    </Form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

function EditForm({
  item,
  values,
  errors,
  pictures,
}: {
  item: ContentItemView;
  values: Record<string, string> | null;
  errors: Record<string, string> | null;
  pictures: PictureChoice[];
}) {
  const nav = useNavigation();
  const busy = nav.state === "submitting" && nav.formData?.get("intent") === "content-update";
  const [content, setContent] = useState(values?.content ?? item.content ?? "");
  const [pagePath, setPagePath] = useState(values?.page_path ?? item.page_path);
  const suggestions = sectionsFor(pagePath.trim());
  const id = item.id;
  return (
    <Form method="post" className="rounded-xl border-2 border-lake-600 bg-white p-5 shadow" aria-label={`Editing ${item.title || "Untitled"}`}>
      <input type="hidden" name="intent" value="content-update" />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-slate-700">
        <Badge tone="blue">{item.type}</Badge> · <Badge tone={STATUS_TONE[item.status]}>{item.status}</Badge>
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`page_path-${id}`} className="label">
            Page path
          </label>
          <input
            id={`page_path-${id}`}
            name="page_path"
            aria-invalid={errors?.page_path ? true : undefined}
            aria-describedby={errors?.page_path ? `page_path-error-${id}` : undefined}
            required
            list="page-paths-edit"
            className="field font-mono"
            value={pagePath}
            onChange={(e) => setPagePath(e.target.value)}
          />
          <FieldError id={`page_path-error-${id}`} message={errors?.page_path} />
          <datalist id="page-paths-edit">
            {PUBLIC_PATHS.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          {item.type === "blog" && <p className="mt-1 text-xs text-slate-700">Moving a published post leaves its old address pointing to the new one.</p>}
        </div>
        <div>
          <label htmlFor={`section_id-${id}`} className="label">
            Section id
          </label>
          <input
            id={`section_id-${id}`}
            name="section_id"
            aria-invalid={errors?.section_id ? true : undefined}
            aria-describedby={errors?.section_id ? `section_id-error-${id}` : undefined}
            required
            list="section-ids-edit"
            className="field font-mono"
            defaultValue={values?.section_id ?? item.section_id}
          />
          <FieldError id={`section_id-error-${id}`} message={errors?.section_id} />
          <datalist id="section-ids-edit">
            {suggestions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </datalist>
          {suggestions.length > 0 && <p className="mt-1 text-xs text-slate-700">Sections on this page: {suggestions.map((s) => s.id).join(", ")}</p>}
        </div>
      </div>
      <div className="mt-3">
        <label htmlFor={`title-${id}`} className="label">
          Title
        </label>
        <input id={`title-${id}`} name="title" className="field" defaultValue={values?.title ?? item.title ?? ""} />
      </div>
      <ContentField id={`content-${id}`} value={content} onChange={setContent} />
      <PageDetails
        idPrefix={id}
        kind={detailsKind(item.type, pagePath)}
        values={values ?? { category: item.category ?? "", excerpt: item.excerpt ?? "", image_id: item.image_id ?? "", cta_label: item.cta_label ?? "" }}
        pictures={pictures}
        errors={errors}
      />
      <label className="mt-3 flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          name="is_published"
          defaultChecked={values ? values.is_published === "on" : item.is_published && item.status !== "Scheduled"}
          className="h-4 w-4 accent-lake-700"
        />
        Published
      </label>
      <fieldset className="mt-4 rounded-lg border border-slate-200 p-4" aria-describedby={`zone-${id}`}>
        <legend className="px-1 font-medium text-slate-800">Schedule</legend>
        <p id={`zone-${id}`} className="text-sm text-slate-700">
          Times are {TIME_ZONE_LABEL}. A future “Publish at” publishes the item then, even if Published is not ticked. Leave both empty to publish or unpublish
          with the checkbox alone.
        </p>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor={`publish_at-${id}`} className="label">
              Publish at
            </label>
            <input
              id={`publish_at-${id}`}
              name="publish_at"
              aria-invalid={errors?.publish_at ? true : undefined}
              aria-describedby={errors?.publish_at ? `publish_at-error-${id}` : undefined}
              type="datetime-local"
              className="field"
              defaultValue={values?.publish_at ?? item.publishAtInput}
            />
            <FieldError id={`publish_at-error-${id}`} message={errors?.publish_at} />
          </div>
          <div>
            <label htmlFor={`unpublish_at-${id}`} className="label">
              Unpublish at
            </label>
            <input
              id={`unpublish_at-${id}`}
              name="unpublish_at"
              aria-invalid={errors?.unpublish_at ? true : undefined}
              aria-describedby={errors?.unpublish_at ? `unpublish_at-error-${id}` : undefined}
              type="datetime-local"
              className="field"
              defaultValue={values?.unpublish_at ?? item.unpublishAtInput}
            />
            <FieldError id={`unpublish_at-error-${id}`} message={errors?.unpublish_at} />
          </div>
        </div>
      </fieldset>
      <FormButtons busy={busy} label="Save" busyLabel="Saving..." />
    </Form>
  );
}

/** Which details an item may carry: a staff post's, a new service page's, or none. */
function detailsKind(type: string, pagePath: string): "post" | "service" | null {
  if (type === "blog" && staffPostSlug(pagePath.trim())) return "post";
  if (type === "page" && staffServiceSlug(pagePath.trim())) return "service";
  return null;
}

/**
 * A staff post's category, excerpt and cover picture; a new service page's summary, picture and
 * button label. Plain fields and selects, so they work without JavaScript.
 */
function PageDetails({
  idPrefix,
  kind,
  values,
  pictures,
  errors,
}: {
  idPrefix: string;
  kind: "post" | "service" | null;
  values: Record<string, string>;
  pictures: PictureChoice[];
  errors: Record<string, string> | null;
}) {
  if (!kind) return null;
  const f = (name: string) => `${name}-${idPrefix}`;
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-800">{kind === "post" ? "Post details" : "Service page details"}</legend>
      <p className="text-sm text-slate-700">
        {kind === "post"
          ? "How the post shows in the blog list: its category (for the filter), a short excerpt and a cover picture from the Images library."
          : "A new service page: it joins the Services page, the Services menu and the sitemap once published. The body goes in Content."}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {kind === "post" && (
          <div>
            <label htmlFor={f("category")} className="label">
              Category
            </label>
            <select id={f("category")} name="category" className="field" defaultValue={values.category ?? ""}>
              <option value="">No category</option>
              {BLOG_CATEGORIES.filter((c) => c.key !== "all").map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={f("image_id")} className="label">
            {kind === "post" ? "Cover picture" : "Picture"}
          </label>
          <select
            id={f("image_id")}
            name="image_id"
            className="field"
            defaultValue={values.image_id ?? ""}
            aria-invalid={errors?.image_id ? true : undefined}
            aria-describedby={errors?.image_id ? f("image_id-error") : undefined}
          >
            <option value="">{kind === "post" ? "The blog's drawing" : "The services drawing"}</option>
            {pictures.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <FieldError id={f("image_id-error")} message={errors?.image_id} />
        </div>
        {kind === "service" && (
          <div>
            <label htmlFor={f("cta_label")} className="label">
              Button label
            </label>
            <input
              id={f("cta_label")}
              name="cta_label"
              className="field"
              maxLength={60}
              placeholder="Ask About This Service"
              defaultValue={values.cta_label ?? ""}
            />
          </div>
        )}
      </div>
      <div className="mt-3">
        <label htmlFor={f("excerpt")} className="label">
          {kind === "post" ? "Excerpt" : "Summary"}
        </label>
        <textarea id={f("excerpt")} name="excerpt" rows={2} maxLength={300} className="field" defaultValue={values.excerpt ?? ""} />
      </div>
    </fieldset>
  );
}

/** The content text area with its Add Image button and the image picker. */
function ContentField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const [picking, setPicking] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="mt-4">
      <label htmlFor={id} className="label">
        Content
      </label>
      <textarea id={id} name="content" rows={8} className="field font-mono text-sm" ref={area} value={value} onChange={(e) => onChange(e.target.value)} />
      <p className="mt-1 text-xs text-slate-700">Plain text, Markdown or simple HTML. Scripts and unsafe markup are removed before anyone sees it.</p>
      <button type="button" className="btn-secondary mt-2 px-3 py-1.5 text-sm" onClick={() => setPicking(true)}>
        Add Image
      </button>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(img) => {
          setPicking(false);
          insertAtCaret(area.current, imageMarkup(img), onChange);
        }}
      />
    </div>
  );
}

function FormButtons({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
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
