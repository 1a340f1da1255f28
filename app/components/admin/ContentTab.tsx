import { useEffect } from "react";
import { Form, Link, useLocation } from "react-router";
import { htmlToText } from "~/content/text";
import type { VersionView } from "~/admin/history";
import type { ItemPage } from "~/admin/item-pages";
import { TRASH_DAYS } from "~/content/schedule";
import type { ContentItemView } from "~/content/types";
import { Badge, DeleteForm } from "./common";
import { HistoryList } from "./HistoryList";
import { ItemsFinder, ItemsPager } from "./ItemsPager";
import { ItemForm } from "./ContentItemForm";
import { STATUS_TONE, type DraftGenerator, type PictureChoice } from "./content-item";

export type { PictureChoice };

export interface ContentTabProps {
  view: "list" | "deleted";
  items: ContentItemView[];
  /** Which page of All items is shown, and the search that chose it. */
  paging: ItemPage | null;
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
  generator?: DraftGenerator | null;
}

const excerpt = (s: string | null) => {
  const t = htmlToText(s ?? "");
  return t ? (t.length > 160 ? `${t.slice(0, 157)}…` : t) : "No content";
};

export function ContentTab({
  view,
  items,
  paging,
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
      {paging && <ItemsFinder paging={paging} />}
      {showNew && <ItemForm item={null} values={values} errors={errors ?? null} Generator={Generator ?? null} pictures={pictures} />}
      {paging && <ItemsPager paging={paging} />}
      {items.length === 0 ? (
        paging?.find ? null : (
          <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">No content items yet. Use Add Content to write your first one.</p>
        )
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Content items">
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
                className="scroll-mt-24 rounded-lg border border-slate-200 bg-white px-4 py-3"
                data-testid="content-item"
              >
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-lake-900">{item.title || "Untitled"}</h3>
                    <p className="truncate font-mono text-xs text-slate-700">
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
                <p className="mt-1 line-clamp-1 text-sm text-slate-700">{excerpt(item.content)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
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
                  <DeleteForm
                    intent="content-delete"
                    id={item.id}
                    confirm={`Delete “${item.title || "Untitled"}”? It moves to Deleted items, where you can restore it for ${TRASH_DAYS} days; after that it is gone for good.`}
                    label={`Delete ${item.title || "Untitled"}`}
                  />
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
