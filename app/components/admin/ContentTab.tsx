// Longer than 300 lines: the spec's Content tab (page list, All items, Add Content, inline edit, Deleted items, History) is one screen.
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { BLOG_CATEGORIES } from "~/content/blog";
import { PUBLIC_PATHS, staffPostSlug, staffServiceSlug } from "~/content/paths";
import { sectionsFor } from "~/content/sections";
import { htmlToText } from "~/content/text";
import type { VersionView } from "~/admin/history";
import { TIME_ZONE_LABEL, TRASH_DAYS, type ContentStatus } from "~/content/schedule";
import type { ContentItemView } from "~/content/types";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./Field";
import { Badge, confirmSubmit, useSubmitting } from "./common";
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
  const { hash } = useLocation();
  // After a save the tab comes back at #item-{id}: focus goes to that item, not the top of the page.
  useEffect(() => {
    if (hash.startsWith("#item-")) document.getElementById(hash.slice(1))?.focus();
  }, [hash]);
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
      {showNew && <ItemForm item={null} values={values} errors={errors ?? null} Generator={Generator ?? null} pictures={pictures} />}
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">No content items yet. Use Add Content to write your first one.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Content items">
          {items.map((item) =>
            item.id === editId ? (
              <li key={item.id}>
                <ItemForm item={item} values={values} errors={errors ?? null} pictures={pictures} />
                <HistoryList versions={history} intent="content-restore-version" />
              </li>
            ) : (
              <li
                key={item.id}
                id={`item-${item.id}`}
                tabIndex={-1}
                className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                data-testid="content-item"
              >
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

/**
 * The one form for an item, to create it (Add Content: the spec's fields, the AI prompt) or to
 * edit it (title, content, Published, schedule, details). Both read and write the same fields.
 */
function ItemForm({
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
  Generator?: ContentTabProps["generator"] | null;
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
      <PageDetails
        idPrefix={key}
        kind={detailsKind(type, pagePath)}
        values={values ?? { category: item?.category ?? "", excerpt: item?.excerpt ?? "", image_id: item?.image_id ?? "", cta_label: item?.cta_label ?? "" }}
        pictures={pictures}
        errors={errors}
      />
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
              <TextField
                id={id("publish_at")}
                name="publish_at"
                label="Publish at"
                type="datetime-local"
                defaultValue={v("publish_at", item.publishAtInput)}
                error={errors?.publish_at}
              />
              <TextField
                id={id("unpublish_at")}
                name="unpublish_at"
                label="Unpublish at"
                type="datetime-local"
                defaultValue={v("unpublish_at", item.unpublishAtInput)}
                error={errors?.unpublish_at}
              />
            </div>
          </fieldset>
        </>
      )}
      <FormButtons busy={busy} label={creating ? "Create" : "Save"} busyLabel={creating ? "Creating..." : "Saving..."} />
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
          <SelectField id={f("category")} name="category" label="Category" defaultValue={values.category ?? ""}>
            <option value="">No category</option>
            {BLOG_CATEGORIES.filter((c) => c.key !== "all").map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          id={f("image_id")}
          name="image_id"
          label={kind === "post" ? "Cover picture" : "Picture"}
          defaultValue={values.image_id ?? ""}
          error={errors?.image_id}
        >
          <option value="">{kind === "post" ? "The blog's drawing" : "The services drawing"}</option>
          {pictures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
        {kind === "service" && (
          <TextField
            id={f("cta_label")}
            name="cta_label"
            label="Button label"
            maxLength={60}
            placeholder="Ask About This Service"
            defaultValue={values.cta_label ?? ""}
          />
        )}
      </div>
      <TextAreaField
        id={f("excerpt")}
        name="excerpt"
        label={kind === "post" ? "Excerpt" : "Summary"}
        className="mt-3"
        rows={2}
        maxLength={300}
        defaultValue={values.excerpt ?? ""}
      />
    </fieldset>
  );
}

/**
 * The content text area with its Add Image button and the image picker. For a page's picture slot,
 * Add Image chooses the slot's library picture instead of inserting markup.
 */
function ContentField({
  id,
  value,
  onChange,
  picture,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  picture: { imageId: string; pictures: PictureChoice[]; error?: string } | null;
}) {
  const [picking, setPicking] = useState(false);
  const [imageId, setImageId] = useState(picture?.imageId ?? "");
  const area = useRef<HTMLTextAreaElement>(null);
  if (picture) {
    const chosen = picture.pictures.find((p) => p.id === imageId);
    return (
      <div className="mt-4">
        <SelectField id={`${id}-picture`} name="image_id" label="Picture" value={imageId} onChange={(e) => setImageId(e.target.value)} error={picture.error}>
          <option value="">The page's drawing</option>
          {picture.pictures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <input type="hidden" name="content" value="" />
        <button type="button" className="btn-secondary mt-2 px-3 py-1.5 text-sm" onClick={() => setPicking(true)}>
          Add Image
        </button>
        {chosen && <p className="mt-1 text-sm text-slate-700">Chosen: {chosen.label}</p>}
        <ImagePicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(img) => {
            setPicking(false);
            setImageId(img.id);
          }}
        />
      </div>
    );
  }
  return (
    <div className="mt-4">
      <label htmlFor={id} className="label">
        Content
      </label>
      <textarea
        id={id}
        name="content"
        rows={8}
        className="field font-mono text-sm"
        aria-describedby={`${id}-hint`}
        ref={area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
        Plain text, Markdown or simple HTML. Scripts and unsafe markup are removed before anyone sees it.
      </p>
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
