// The SEO tab: page list, search preview and heading sync (redirects in SeoRedirects.tsx).
import { TextField } from "./Field";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "sonner";
import { readablePageName } from "~/content/paths";
import type { SeoSetting } from "~/content/types";
import type { VersionView } from "~/admin/history";
import { Badge, useSubmitting } from "./common";
import { HistoryList } from "./HistoryList";
import { Redirects, type RedirectView } from "./SeoRedirects";
import { DESCRIPTION_LIMIT, TITLE_LIMIT } from "~/content/seo-meta";

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}...` : s);
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function Counter({ length, limit, id }: { length: number; limit: number; id: string }) {
  const over = length > limit;
  return (
    <p id={id} className={`mt-1 text-sm ${over ? "font-semibold text-red-700" : "text-slate-700"}`} data-testid={`${id}`}>
      {length}/{limit} characters{over ? " — too long" : ""}
    </p>
  );
}

function Meter({ label, length, limit }: { label: string; length: number; limit: number }) {
  const pct = Math.min(100, Math.round((length / limit) * 100));
  const over = length > limit;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className={over ? "font-semibold text-red-700" : ""}>
          {length}/{limit}
        </span>
      </div>
      <div className="mt-1 h-2 rounded bg-slate-200" role="meter" aria-valuemin={0} aria-valuemax={limit} aria-valuenow={length} aria-label={`${label} length`}>
        <div className={`h-2 rounded ${over ? "bg-red-600" : "bg-green-600"}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

export function SeoTab({
  rows,
  names,
  editId,
  siteUrl,
  history,
  headings,
  redirects,
}: {
  rows: SeoSetting[];
  /** H2 and H3 counts of each page's rendered content, by path (a page that did not render has none). */
  headings: Record<string, { h2: number; h3: number } | null>;
  names: Record<string, string>;
  editId: string | null;
  siteUrl: string;
  history: VersionView[];
  redirects: RedirectView[];
}) {
  const [preview, setPreview] = useState<SeoSetting | null>(null);
  // The owner's names for pages ("Services › ADUs"); the spec's path-based name for anything else.
  const nameOf = (path: string) => names[path] ?? readablePageName(path);
  const dialog = useRef<HTMLDialogElement>(null);
  const open = (row: SeoSetting) => {
    setPreview(row);
    dialog.current?.showModal();
  };
  return (
    <div>
      <div className="flex items-center gap-3">
        <Badge tone="blue">{rows.length} pages</Badge>
        <p className="text-slate-700">Titles and descriptions are what search engines show; headings shape the page.</p>
      </div>
      <ul className="mt-6 space-y-3 sm:space-y-4">
        {rows.map((row) => (
          <li key={row.id} id={`seo-${row.id}`} className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5" data-testid="seo-row">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-lake-900">{nameOf(row.page_path)}</h3>
                <p className={`mt-1 flex-wrap items-center gap-2 text-sm text-slate-700 ${editId === row.id ? "flex" : "hidden sm:flex"}`}>
                  <Badge>{row.page_path}</Badge> Updated {dateFormat.format(new Date(row.updated_at))}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {/* On a phone the list shows each page's name, state and Edit; the rest opens with the item (decision 0038). */}
                <span className={editId === row.id ? "contents" : "hidden sm:contents"}>
                  <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => open(row)}>
                    Preview
                  </button>
                  <a href={row.page_path} target="_blank" rel="noreferrer" className="btn-secondary px-3 py-1.5 text-sm">
                    View live page<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </span>
                {editId !== row.id && (
                  <Link
                    to={`/admin/seo?edit=${row.id}#seo-${row.id}`}
                    preventScrollReset
                    className="btn-primary px-3 py-1.5 text-sm"
                    aria-label={`Edit ${nameOf(row.page_path)}`}
                  >
                    Edit
                  </Link>
                )}
              </div>
            </div>
            {editId === row.id ? (
              <>
                <SeoEditForm row={row} />
                <HistoryList versions={history} intent="seo-restore-version" />
              </>
            ) : (
              <SeoReadView row={row} headings={headings[row.page_path] ?? null} />
            )}
          </li>
        ))}
      </ul>
      <Redirects redirects={redirects} />
      <dialog
        ref={dialog}
        onClose={() => setPreview(null)}
        aria-labelledby="preview-title"
        className="m-auto w-[min(44rem,94vw)] rounded-xl p-0 shadow-2xl backdrop:bg-black/60"
      >
        {preview && (
          <div className="p-6">
            <h2 id="preview-title" className="text-xl font-bold text-lake-900">
              Search preview: {nameOf(preview.page_path)}
            </h2>
            <div className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="serp">
              <p className="text-sm text-slate-700">{`${siteUrl}${preview.page_path}`}</p>
              <p className="text-xl text-[#1a0dab]">{truncate(preview.title ?? "", TITLE_LIMIT) || "(no title)"}</p>
              <p className="text-sm text-slate-800">{truncate(preview.description ?? "", DESCRIPTION_LIMIT) || "(no description)"}</p>
            </div>
            <div className="mt-4 space-y-3">
              <Meter label="Title" length={(preview.title ?? "").length} limit={TITLE_LIMIT} />
              <Meter label="Description" length={(preview.description ?? "").length} limit={DESCRIPTION_LIMIT} />
            </div>
            <div className="mt-4">
              <p className="font-semibold text-slate-900">Heading structure</p>
              <ul className="mt-1 text-sm text-slate-800">
                <li>H1: {preview.h1_tag || "(the page's own heading)"}</li>
                {preview.h2_tags.map((h) => (
                  <li key={`2${h}`} className="pl-4">
                    H2: {h}
                  </li>
                ))}
                {preview.h3_tags.map((h) => (
                  <li key={`3${h}`} className="pl-8">
                    H3: {h}
                  </li>
                ))}
              </ul>
            </div>
            <div className="mt-6 flex justify-end gap-3">
              <a href={preview.page_path} target="_blank" rel="noreferrer" className="btn-secondary">
                View Live Page
              </a>
              <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
                Close Preview
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}

function SeoReadView({ row, headings }: { row: SeoSetting; headings: { h2: number; h3: number } | null }) {
  const t = (row.title ?? "").length;
  const d = (row.description ?? "").length;
  return (
    <div className="mt-3 space-y-2 text-sm">
      <p className="hidden sm:block">
        <span className="font-semibold">Title:</span> {row.title || "—"}
      </p>
      <p className="hidden sm:block">
        <span className="font-semibold">Description:</span> {row.description || "—"}
      </p>
      <div className="flex flex-wrap gap-2">
        {t === 0 ? <Badge tone="red">No title</Badge> : t > TITLE_LIMIT ? <Badge tone="red">Title too long</Badge> : <Badge tone="green">Title OK</Badge>}
        {d === 0 ? (
          <Badge tone="amber">No description</Badge>
        ) : d > DESCRIPTION_LIMIT ? (
          <Badge tone="red">Description too long</Badge>
        ) : (
          <Badge tone="green">Description OK</Badge>
        )}
        {row.h1_tag ? <Badge tone="blue">Custom H1</Badge> : <Badge>Page H1</Badge>}
        <span data-testid="heading-counts">
          <Badge>{headings ? `${headings.h2} H2 · ${headings.h3} H3` : "Headings not read"}</Badge>
        </span>
      </div>
    </div>
  );
}

function SeoEditForm({ row }: { row: SeoSetting }) {
  const busy = useSubmitting("seo-save");
  const [title, setTitle] = useState(row.title ?? "");
  const [description, setDescription] = useState(row.description ?? "");
  const [h1, setH1] = useState(row.h1_tag ?? "");
  const [h2, setH2] = useState(row.h2_tags.join(", "));
  const [h3, setH3] = useState(row.h3_tags.join(", "));
  const [syncing, setSyncing] = useState(false);
  const sync = async () => {
    setSyncing(true);
    try {
      const res = await fetch("/api/admin/sync-headings", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: row.page_path }),
      });
      if (!res.ok) throw new Error();
      const found = (await res.json()) as { h1: string; h2s: string[]; h3s: string[] };
      setH1(found.h1);
      setH2(found.h2s.join(", "));
      setH3(found.h3s.join(", "));
      toast.success("Headings synced", { description: "The page's current headings are in the form. Review them, then save." });
    } catch {
      toast.error("Failed to sync with page");
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Form method="post" className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="seo-save" />
      <input type="hidden" name="id" value={row.id} />
      <div>
        <label htmlFor="seo-title" className="label">
          Title
        </label>
        <input id="seo-title" name="title" className="field" value={title} onChange={(e) => setTitle(e.target.value)} aria-describedby="title-count" />
        <Counter id="title-count" length={title.length} limit={TITLE_LIMIT} />
      </div>
      <div>
        <label htmlFor="seo-description" className="label">
          Description
        </label>
        <textarea
          id="seo-description"
          name="description"
          rows={3}
          className="field"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-describedby="description-count"
        />
        <Counter id="description-count" length={description.length} limit={DESCRIPTION_LIMIT} />
      </div>
      <TextField
        id="seo-h1"
        name="h1_tag"
        label="H1"
        value={h1}
        onChange={(e) => setH1(e.target.value)}
        placeholder="Leave empty to keep the page's own heading"
      />
      <TextField id="seo-h2" name="h2_tags" label="H2 headings (comma separated)" value={h2} onChange={(e) => setH2(e.target.value)} />
      <TextField id="seo-h3" name="h3_tags" label="H3 headings (comma separated)" value={h3} onChange={(e) => setH3(e.target.value)} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void sync()} disabled={syncing}>
          {syncing ? "Syncing..." : "Sync headings"}
        </button>
        <Link to="/admin/seo" className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
