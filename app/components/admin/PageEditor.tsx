/**
 * The page editor (decision 0019): every block of one page, in page order, prefilled with what
 * visitors see now; Save draft, Publish or Schedule the page's changes together; a live preview
 * beside the form (a toggle on a phone). Without JavaScript it is one plain form: rich text is a
 * text area, lists take a position number per entry, and pictures are chosen from radio buttons.
 */
import { memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import { HistoryList } from "./HistoryList";
import { PageOutline } from "./PageOutline";
import { useOpeningBlock } from "./useOpeningBlock";
import { EditorBlock, focusAsked } from "./page-editor/EditorBlock";
import { LaterSeoFields } from "./page-editor/SeoFields";
import type { EditorBlockView, PageEditorProps } from "./page-editor/types";
import { useHydrated } from "./page-editor/useHydrated";
import { PreviewFrame } from "./page-editor/PreviewFrame";

export type { EditorBlockView, PageChoice } from "./page-editor/types";

export function PageEditor({ page, blocks, images: initialImages, pages, seo, history, errors, focusBlock }: PageEditorProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const [images, setImages] = useState(initialImages);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const previewName = "page-preview";

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  useEffect(() => {
    if (navigation.state === "submitting") setDirty(false);
  }, [navigation.state]);
  // Moving elsewhere in the admin asks too.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("You have changes on this page that are not saved. Leave without saving them?")) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  // The block a click on the public page opened: scrolled to and focused (a block does it itself once
  // it is live, EditorBlock; this is for the search fields).
  useEffect(() => {
    if (!focusBlock || !hydrated || blocks.some((b) => b.def.id === focusBlock)) return;
    focusAsked(focusBlock);
  }, [focusBlock, hydrated, blocks]);

  // The preview frame exists once its panel has been shown: beside the form on a wide screen, after
  // "Show preview" on a phone. A phone opening the editor does not render the whole page in a
  // hidden frame meanwhile.
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 64rem)");
    const check = () => query.matches && setWide(true);
    check();
    query.addEventListener("change", check);
    return () => query.removeEventListener("change", check);
  }, []);
  const [previewShown, setPreviewShown] = useState(false);
  const previewOn = hydrated && (previewShown || wide || showPreview);
  useEffect(() => {
    if (previewOn) setPreviewShown(true);
  }, [previewOn]);

  // The live preview follows typing: the form is posted to the preview frame, a moment after the last change.
  const timer = useRef<number | null>(null);
  const refreshPreview = () => {
    const form = formRef.current;
    // Without its frame a post would open a new tab: nothing to do until the panel is shown.
    if (!form || !document.querySelector(`iframe[name="${previewName}"]`)) return;
    const preview = document.createElement("form");
    preview.method = "post";
    preview.action = `/admin/content/preview?path=${encodeURIComponent(page.path)}`;
    preview.target = previewName;
    for (const [k, v] of new FormData(form).entries()) {
      if (typeof v !== "string" || k === "intent") continue;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = k;
      input.value = v;
      preview.appendChild(input);
    }
    document.body.appendChild(preview);
    preview.submit();
    preview.remove();
  };
  const changed = () => {
    setDirty(true);
    if (timer.current) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(refreshPreview, 600);
  };
  useEffect(() => {
    if (previewOn) refreshPreview();
    // Only once the frame is there: the first preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewOn]);

  // The blocks are memoized: one stable handler, so a change of the editor's own state (the preview,
  // the page hydrating) does not render them again.
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const stableChanged = useCallback(() => changedRef.current(), []);
  // The block whose field a refused save names, else the one a click on the public page asked for,
  // else the first: open; the others folded (decision 0039).
  const errorBlock = errors ? blocks.find((b) => blockHasError(b, errors)) : undefined;
  const openId = errorBlock?.def.id ?? (focusBlock && blocks.some((b) => b.def.id === focusBlock) ? focusBlock : blocks[0]?.def.id);
  // The picked block scrolled to and focused; with none, the block last opened here (issue #43).
  useOpeningBlock(page.path, hydrated, focusBlock, Boolean(errorBlock));

  return (
    <div className="lg:grid lg:grid-cols-2 lg:gap-6">
      <Form
        method="post"
        ref={formRef}
        preventScrollReset
        onChange={changed}
        onInput={changed}
        // A field the browser refuses (a picture without its description) may be in a folded block: open it first.
        onInvalidCapture={(e) => {
          const fold = (e.target as HTMLElement).closest("details");
          if (fold) fold.open = true;
        }}
        aria-label={`Edit ${page.name}`}
        aria-describedby="page-editor-intro"
        className="min-w-0"
      >
        <input type="hidden" name="intent" value="page-save" />
        <input type="hidden" name="path" value={page.path} />
        <p id="page-editor-intro" className="text-sm text-slate-700 max-sm:sr-only">
          Every block shows what visitors see now{blocks.some((b) => b.state !== "Published") ? ", or the change waiting to go live" : ""}. Change what you
          like, then publish.
        </p>
        <PageOutline
          hydrated={hydrated}
          blocks={[
            ...blocks.map((b) => ({ id: b.def.id, label: b.def.label, note: b.state === "Published" ? undefined : b.state })),
            { id: "seo", label: "How the page shows in search results" },
          ]}
        >
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 text-sm lg:hidden"
            aria-expanded={showPreview}
            aria-controls="page-preview-panel"
            onClick={() => setShowPreview((v) => !v)}
          >
            {showPreview ? "Hide preview" : "Show preview"}
          </button>
        </PageOutline>
        {blocks.map((b) => (
          <EditorBlock
            key={b.def.id}
            block={b}
            open={b.def.id === openId}
            images={images}
            setImages={setImages}
            pages={pages}
            onChange={stableChanged}
            error={errors?.[`block:${b.def.id}`]}
            focusOn={errorBlock ? (errorBlock === b ? errors : null) : focusBlock === b.def.id ? "asked" : null}
          />
        ))}

        <LaterSeoFields seo={seo} page={page} open={Boolean(errors && Object.keys(errors).some((k) => k.startsWith("seo:")))} />

        <div data-save-bar className="sticky bottom-0 z-10 mt-6 rounded-xl border border-slate-200 bg-white/95 px-2 py-2 shadow-lg backdrop-blur sm:px-3">
          {/* One row on a phone (decision 0039): "More…" opens its choices above the bar instead of a second row. */}
          <div className="relative flex flex-wrap items-center gap-2">
            {/* Enter in a field saves a draft: the first button is the safe one. */}
            <button
              type="submit"
              name="mode"
              value="draft"
              className="btn-secondary min-h-11 px-3 text-sm whitespace-nowrap sm:px-4 sm:text-base"
              disabled={busy}
            >
              Save draft
            </button>
            <button
              type="submit"
              name="mode"
              value="publish"
              className="btn-primary min-h-11 px-3 text-sm whitespace-nowrap sm:px-4 sm:text-base"
              disabled={busy}
            >
              Publish now
            </button>
            <details className="group" open={Boolean(errors?.at)}>
              <summary className="btn-secondary min-h-11 cursor-pointer list-none px-3 text-sm whitespace-nowrap sm:px-4 sm:text-base [&::-webkit-details-marker]:hidden">
                More…
              </summary>
              <div className="absolute right-0 bottom-full left-0 mb-2 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
                <a className="btn-secondary min-h-11" href={`${page.path}?preview=drafts`} target="_blank" rel="noreferrer">
                  Preview draft
                </a>
                <label htmlFor="schedule-at" className="text-sm font-medium text-slate-800">
                  Go live at (Pacific Time)
                </label>
                <input
                  id="schedule-at"
                  name="at"
                  type="datetime-local"
                  step={60}
                  className="field w-full max-w-[15rem]"
                  aria-invalid={errors?.at ? true : undefined}
                  aria-describedby={errors?.at ? "schedule-at-error" : undefined}
                />
                <button type="submit" name="mode" value="schedule" className="btn-secondary min-h-11" disabled={busy}>
                  Schedule
                </button>
              </div>
            </details>
            {busy && (
              <span role="status" className="text-sm text-slate-700">
                Saving…
              </span>
            )}
          </div>
          {errors?.at && (
            <p id="schedule-at-error" className="mt-1 text-sm text-red-700" role="alert">
              {errors.at}
            </p>
          )}
        </div>
      </Form>

      <aside id="page-preview-panel" aria-label="Live preview" className={`${showPreview ? "mt-6 block" : "hidden"} min-w-0 lg:mt-0 lg:block`}>
        <div className="sticky top-4">
          <p className="mb-2 text-sm text-slate-700">Live preview: your changes, before they are saved.</p>
          {previewOn ? (
            <PreviewFrame name={previewName} title={`Preview of ${page.name}`} />
          ) : hydrated ? null : (
            <p className="text-sm text-slate-700">The live preview needs JavaScript; save a draft and use “Preview saved draft”.</p>
          )}
        </div>
      </aside>

      <div className="lg:col-span-2">
        <LaterHistory history={history} path={page.path} />
      </div>
    </div>
  );
}

const LaterHistory = memo(function LaterHistory({ history, path }: { history: PageEditorProps["history"]; path: string }) {
  return (
    <Suspense>
      <HistoryList
        versions={history.map((v) => ({ ...v, note: [v.block, v.note].filter(Boolean).join(" · ") }))}
        intent="content-restore-version"
        hidden={{ path }}
      />
    </Suspense>
  );
});

/** Whether a refused save names this block's field, or the description or focal point of its picture. */
function blockHasError(b: EditorBlockView, errors: Record<string, string>) {
  if (errors[`block:${b.def.id}`]) return true;
  const id = b.value && "imageId" in b.value ? b.value.imageId : null;
  return Boolean(id && (errors[`alt:${id}`] || errors[`focal:${id}`]));
}
