import { memo, Suspense, useState } from "react";
import { BLOCK_ATTR, FOLD_SUMMARY, FoldMark } from "../PageOutline";
import type { PageEditorProps } from "./types";
/** Title and description with length meters and a search-result preview that follows typing. */
export function SeoFields({ seo, page, open }: { seo: PageEditorProps["seo"]; page: PageEditorProps["page"]; open: boolean }) {
  const [title, setTitle] = useState(seo.title);
  const [description, setDescription] = useState(seo.description);
  const shownTitle = title.trim() || seo.defaultTitle;
  const shownDescription = description.trim() || seo.defaultDescription;
  const meter = (n: number, max: number) => (
    <span className={n > max ? "font-semibold text-red-700" : "text-slate-600"} aria-live="polite">
      {n}/{max}
      {n > max ? " — too long" : ""}
    </span>
  );
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
  return (
    <details id="block-seo" {...{ [BLOCK_ATTR]: "seo" }} open={open} className="group mt-3 scroll-mt-24 rounded-xl border border-slate-200 bg-white">
      <summary className={FOLD_SUMMARY}>
        <FoldMark />
        <span className="font-semibold text-lake-900">How the page shows in search results</span>
      </summary>
      <fieldset className="px-4 pb-4">
        <legend className="sr-only">How the page shows in search results</legend>
        <label htmlFor="seo-title" className="flex justify-between text-sm font-medium text-slate-800">
          Search title {meter(shownTitle.length, 70)}
        </label>
        <input
          id="seo-title"
          name="seo:title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={seo.defaultTitle}
          className="field mt-1"
          maxLength={300}
        />
        <label htmlFor="seo-description" className="mt-3 flex justify-between text-sm font-medium text-slate-800">
          Search description {meter(shownDescription.length, 160)}
        </label>
        <textarea
          id="seo-description"
          name="seo:description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={seo.defaultDescription}
          rows={3}
          className="field mt-1"
          maxLength={1000}
        />
        <div className="mt-3 rounded-lg border border-slate-200 p-3" aria-label="Search result preview" role="group">
          <p className="truncate text-sm text-slate-700">{page.path === "/" ? "Home" : page.label}</p>
          <p className="text-lg text-blue-800" data-testid="search-preview-title">
            {cut(shownTitle, 70)}
          </p>
          <p className="text-sm text-slate-700" data-testid="search-preview-description">
            {cut(shownDescription, 160)}
          </p>
        </div>
      </fieldset>
    </details>
  );
}

/** The search fields and the History hydrate after the rest too, as the blocks do (EditorBlock). */
export const LaterSeoFields = memo(function LaterSeoFields(props: React.ComponentProps<typeof SeoFields>) {
  return (
    <Suspense>
      <SeoFields {...props} />
    </Suspense>
  );
});
