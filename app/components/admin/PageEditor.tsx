// Longer than 300 lines: the page editor is one form whose block fields, live preview and save bar share state (decision 0019).
/**
 * The page editor (decision 0019): every block of one page, in page order, prefilled with what
 * visitors see now; Save draft, Publish or Schedule the page's changes together; a live preview
 * beside the form (a toggle on a phone). Without JavaScript it is one plain form: rich text is a
 * text area, lists take a position number per entry, and pictures are chosen from radio buttons.
 */
import { memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import type { VersionView } from "~/admin/history";
import type { BlockValue } from "~/content/block-values";
import { BLOCK_LIMITS, type BlockItem, type SectionDef } from "~/content/sections";
import type { AdminImage } from "~/media/types";
import { uploadFiles } from "~/media/upload-client";
import { Badge } from "./common";
import { HistoryList } from "./HistoryList";
import { BLOCK_ATTR, blockGist, FOLD_SUMMARY, FoldMark, openBlock, PageOutline } from "./PageOutline";
import { useOpeningBlock } from "./useOpeningBlock";
import { RichTextField } from "./RichTextField";

export interface EditorBlockView {
  def: SectionDef;
  value: BlockValue | null;
  state: "Published" | "Draft" | "Unpublished change" | "Scheduled";
  scheduledText: string;
  /** Sent back as the block's `present:` field: the save then keeps a change made meanwhile elsewhere. */
  opened: string;
  /** A picture block's default drawing, for the thumbnail when no photo is chosen. */
  defaultThumb?: string | null;
}

export interface PageChoice {
  path: string;
  label: string;
}

interface Props {
  page: { path: string; name: string; label: string };
  blocks: EditorBlockView[];
  images: AdminImage[];
  pages: PageChoice[];
  seo: { title: string; description: string; defaultTitle: string; defaultDescription: string };
  history: Array<VersionView & { block: string }>;
  errors: Record<string, string> | null;
  /** The block a click on the public page asked for. */
  focusBlock: string | null;
}

const stateTone = { Published: "green", Draft: "slate", "Unpublished change": "amber", Scheduled: "blue" } as const;

function useHydrated() {
  const [h, setH] = useState(false);
  useEffect(() => setH(true), []);
  return h;
}

export function PageEditor({ page, blocks, images: initialImages, pages, seo, history, errors, focusBlock }: Props) {
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
            <iframe name={previewName} title={`Preview of ${page.name}`} className="h-[75vh] w-full rounded-xl border border-slate-300 bg-white" />
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

interface EditorBlockProps {
  block: EditorBlockView;
  open: boolean;
  images: AdminImage[];
  setImages: (f: (list: AdminImage[]) => AdminImage[]) => void;
  pages: PageChoice[];
  onChange: () => void;
  error?: string;
  /**
   * Where focus goes once the block is live: `"asked"`, the block a click on the public page asked
   * for (scrolled to, its first control focused); the refused save's errors, when the block holds
   * one (opened, its field focused; each refusal is a new object, so each moves focus again).
   */
  focusOn: "asked" | Record<string, string> | null;
}

/** Scrolls to a block and focuses its first control. */
function focusAsked(id: string) {
  const el = document.getElementById(`block-${id}`);
  el?.scrollIntoView({ block: "start" });
  el?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, [contenteditable=true], button")?.focus();
}

/**
 * One block of the page editor, folded or open. Each is its own Suspense boundary (nothing in it
 * suspends; the server writes it in place, app/entry.server.tsx) and memoized: the browser hydrates
 * the blocks one at a time after the rest of the page, in short tasks, instead of the whole form
 * in one long task that a tap on a phone would wait behind. Each knows on its own when it is live.
 */
const EditorBlock = memo(function EditorBlock(props: EditorBlockProps) {
  return (
    <Suspense>
      <EditorBlockBody {...props} />
    </Suspense>
  );
});

function EditorBlockBody({ block: b, open, images, setImages, pages, onChange, error, focusOn }: EditorBlockProps) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !focusOn) return;
    if (focusOn === "asked") focusAsked(b.def.id);
    else openBlock(b.def.id, { only: false });
  }, [hydrated, focusOn, b.def.id]);
  const pictureName = (id: string) => images.find((i) => i.id === id)?.original_filename ?? null;
  const gist = blockGist(b.def, b.value, pictureName);
  return (
    <details
      id={`block-${b.def.id}`}
      {...{ [BLOCK_ATTR]: b.def.id }}
      open={open}
      className="group mt-3 scroll-mt-24 rounded-xl border border-slate-200 bg-white"
    >
      <summary className={FOLD_SUMMARY}>
        <FoldMark />
        <span className="font-semibold text-lake-900">{b.def.label}</span>
        {b.state !== "Published" && <Badge tone={stateTone[b.state]}>{b.state === "Scheduled" ? `Scheduled ${b.scheduledText}` : b.state}</Badge>}
        {gist && <span className="min-w-0 flex-1 truncate text-sm text-slate-700 group-open:hidden">{gist}</span>}
      </summary>
      <fieldset className="px-4 pb-4">
        <legend className="sr-only">{b.def.label}</legend>
        <input type="hidden" name={`present:${b.def.id}`} value={b.opened} />
        <BlockField block={b} images={images} setImages={setImages} pages={pages} hydrated={hydrated} onChange={onChange} error={error} />
      </fieldset>
    </details>
  );
}

/** The search fields and the History hydrate after the rest too, as the blocks do (EditorBlock). */
const LaterSeoFields = memo(function LaterSeoFields(props: React.ComponentProps<typeof SeoFields>) {
  return (
    <Suspense>
      <SeoFields {...props} />
    </Suspense>
  );
});

const LaterHistory = memo(function LaterHistory({ history, path }: { history: Props["history"]; path: string }) {
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

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {error}
    </p>
  );
}

function BlockField({
  block,
  images,
  setImages,
  pages,
  hydrated,
  onChange,
  error,
}: {
  block: EditorBlockView;
  images: AdminImage[];
  setImages: (f: (list: AdminImage[]) => AdminImage[]) => void;
  pages: PageChoice[];
  hydrated: boolean;
  onChange: () => void;
  error?: string;
}) {
  const { def, value } = block;
  const name = `block:${def.id}`;
  const fieldId = `field-${def.id}`;
  const errId = `${fieldId}-error`;
  const describedBy = error ? errId : undefined;
  switch (def.kind) {
    case "text": {
      const text = value && "text" in value ? value.text : "";
      return (
        <>
          <label htmlFor={fieldId} className="sr-only">
            {def.label}
          </label>
          {def.multiline ? (
            <textarea
              id={fieldId}
              name={name}
              defaultValue={text}
              rows={Math.min(8, Math.max(2, Math.ceil(text.length / 70)))}
              maxLength={def.max}
              className="field"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          ) : (
            <input
              id={fieldId}
              name={name}
              defaultValue={text}
              maxLength={def.max}
              className="field"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
          <FieldError id={errId} error={error} />
        </>
      );
    }
    case "rich": {
      const html = value && "html" in value ? value.html : value && "text" in value ? `<p>${value.text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : "";
      return (
        <>
          {hydrated ? (
            <RichTextField name={name} label={def.label} html={html} images={images} onChange={onChange} />
          ) : (
            <>
              <label htmlFor={fieldId} className="text-sm text-slate-700">
                {def.label} (HTML; with JavaScript on, this is a rich-text editor)
              </label>
              <textarea id={fieldId} name={name} defaultValue={html} rows={10} maxLength={def.max} className="field mt-1 font-mono text-sm" />
            </>
          )}
          <FieldError id={errId} error={error} />
        </>
      );
    }
    case "link": {
      const link = value && "link" in value ? value.link : { label: "", href: "/contact" };
      const known = pages.some((p) => p.path === link.href);
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${fieldId}-label`} className="block text-sm font-medium text-slate-800">
              Button text
            </label>
            <input
              id={`${fieldId}-label`}
              name={`${name}:label`}
              defaultValue={link.label}
              maxLength={def.max}
              className="field mt-1"
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${fieldId}-href`} className="block text-sm font-medium text-slate-800">
              Opens
            </label>
            <select id={`${fieldId}-href`} name={`${name}:href`} defaultValue={link.href} className="field mt-1">
              {!known && <option value={link.href}>{link.href}</option>}
              {pages.map((p) => (
                <option key={p.path} value={p.path}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <FieldError id={errId} error={error} />
          </div>
        </div>
      );
    }
    case "list":
    case "items":
      return <ListField block={block} pages={pages} hydrated={hydrated} onChange={onChange} error={error} />;
    case "image":
      return <PictureField block={block} images={images} setImages={setImages} hydrated={hydrated} onChange={onChange} error={error} />;
  }
}

/** Lists and cards: add, remove, move up and down (buttons, so the keyboard works); without JavaScript, a position number per entry. */
function ListField({
  block,
  pages,
  hydrated,
  onChange,
  error,
}: {
  block: EditorBlockView;
  pages: PageChoice[];
  hydrated: boolean;
  onChange: () => void;
  error?: string;
}) {
  const { def, value } = block;
  const initial: BlockItem[] = value && "items" in value ? value.items : value && "list" in value ? value.list.map((t) => ({ title: t, text: "" })) : [];
  const [rows, setRows] = useState(() => initial.map((item, i) => ({ key: i, item })));
  const nextKey = useRef(initial.length);
  const cards = def.kind === "items";
  const name = `block:${def.id}`;
  // Without JavaScript one empty entry is there to add to; with it, the "Add" button adds one.
  const shown = hydrated ? rows : [...rows, { key: -1, item: { title: "", text: "" } }];
  const move = (from: number, to: number) => {
    setRows((r) => {
      const copy = [...r];
      const [x] = copy.splice(from, 1);
      copy.splice(to, 0, x!);
      return copy;
    });
    onChange();
    // Focus follows the moved entry's button.
    window.setTimeout(() => document.getElementById(`${def.id}-row-${to}`)?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus(), 0);
  };
  const entryName = (i: number, title: string) => `${def.label} ${i + 1}${title ? ` (${title.slice(0, 40)})` : ""}`;
  return (
    <div>
      <ol className="space-y-3" aria-label={def.label}>
        {shown.map((row, i) => (
          <li key={row.key} id={`${def.id}-row-${i}`} className="rounded-lg border border-slate-200 p-3">
            <input type="hidden" name={`${name}:${i}:pos`} value={i + 1} disabled={!hydrated} />
            {!hydrated && (
              <label className="mb-2 flex items-center gap-2 text-sm">
                Position
                <input
                  type="number"
                  name={`${name}:${i}:pos`}
                  defaultValue={row.key === -1 ? shown.length : i + 1}
                  min={1}
                  max={BLOCK_LIMITS.listEntries + 1}
                  className="field w-20"
                />
              </label>
            )}
            <label className="block text-sm font-medium text-slate-800">
              {cards ? "Heading" : row.key === -1 ? "Add an entry" : `Entry ${i + 1}`}
              <input
                name={cards ? `${name}:${i}:title` : `${name}:${i}`}
                defaultValue={row.item.title}
                maxLength={cards ? BLOCK_LIMITS.text : BLOCK_LIMITS.entry}
                className="field mt-1"
              />
            </label>
            {cards && (
              <label className="mt-2 block text-sm font-medium text-slate-800">
                Text
                <textarea name={`${name}:${i}:text`} defaultValue={row.item.text} rows={3} maxLength={BLOCK_LIMITS.entry} className="field mt-1" />
              </label>
            )}
            {cards && def.withLink && (
              <label className="mt-2 block text-sm font-medium text-slate-800">
                Links to
                <select name={`${name}:${i}:href`} defaultValue={row.item.href ?? ""} className="field mt-1">
                  <option value="">No link</option>
                  {pages.map((p) => (
                    <option key={p.path} value={p.path}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {hydrated ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move up: ${entryName(i, row.item.title)}`}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move down: ${entryName(i, row.item.title)}`}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  onClick={() => {
                    setRows((r) => r.filter((_, j) => j !== i));
                    onChange();
                    // Focus goes to the entry now in this place, else the one before, else the Add button (decision 0039).
                    const left = rows.length - 1;
                    window.setTimeout(() => {
                      const next =
                        left > 0
                          ? document.getElementById(`${def.id}-row-${Math.min(i, left - 1)}`)?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")
                          : null;
                      (next ?? document.getElementById(`${def.id}-add`))?.focus();
                    }, 0);
                  }}
                  aria-label={`Remove ${entryName(i, row.item.title)}`}
                >
                  Remove
                </button>
              </div>
            ) : (
              row.key !== -1 && <p className="mt-1 text-xs text-slate-600">To remove this entry, empty its fields.</p>
            )}
          </li>
        ))}
      </ol>
      {hydrated && rows.length < BLOCK_LIMITS.listEntries && (
        <button
          type="button"
          id={`${def.id}-add`}
          className="btn-secondary mt-3 min-h-11"
          onClick={() => {
            setRows((r) => [...r, { key: nextKey.current++, item: { title: "", text: "" } }]);
            onChange();
            window.setTimeout(
              () => document.getElementById(`${def.id}-row-${rows.length}`)?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus(),
              0,
            );
          }}
        >
          Add to {def.label}
        </button>
      )}
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A picture: the current one, a choice from the library or a photo from the phone, its alt text, and a focal point set by tapping it. */
/** A focal point arrow key moves it this many percent (decision 0039). */
const FOCAL_STEP = 5;
const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

function PictureField({
  block,
  images,
  setImages,
  hydrated,
  onChange,
  error,
}: {
  block: EditorBlockView;
  images: AdminImage[];
  setImages: (f: (list: AdminImage[]) => AdminImage[]) => void;
  hydrated: boolean;
  onChange: () => void;
  error?: string;
}) {
  const { def, value } = block;
  const name = `block:${def.id}`;
  const [selected, setSelected] = useState<string | null>(value && "imageId" in value ? value.imageId : null);
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [focal, setFocal] = useState<{ x: number; y: number } | null>(null);
  const current = images.find((i) => i.id === selected) ?? null;
  const pick = (id: string | null) => {
    setSelected(id);
    setFocal(null);
    setOpen(false);
    onChange();
    // Focus goes to the chosen picture (its focal-point control), else back to the slot's first button (decision 0039).
    window.setTimeout(() => document.getElementById(`block-${def.id}`)?.querySelector<HTMLElement>("[data-focal], button")?.focus(), 0);
  };
  // Where the focal point is now: the one just set, else the stored one, else the middle.
  const shownFocal = focal ?? (current?.focal_x != null && current.focal_y != null ? { x: current.focal_x, y: current.focal_y } : { x: 50, y: 50 });
  const moveFocal = (dx: number, dy: number) => {
    setFocal({ x: clampPercent(shownFocal.x + dx), y: clampPercent(shownFocal.y + dy) });
    onChange();
  };
  return (
    <div>
      <input type="hidden" name={name} value={selected ?? ""} disabled={!hydrated} />
      <div className="flex flex-wrap items-start gap-4">
        {current ? (
          <button
            type="button"
            data-focal
            className="relative block w-48 overflow-hidden rounded-lg border border-slate-300"
            aria-label={`Focal point of ${current.original_filename}: ${shownFocal.x}% across, ${shownFocal.y}% down. Click where the subject is, or move it with the arrow keys`}
            onClick={(e) => {
              // Enter or Space "click" with no pointer position: nothing to set (decision 0039).
              if (e.detail === 0) return;
              const r = e.currentTarget.getBoundingClientRect();
              setFocal({ x: clampPercent(((e.clientX - r.left) / r.width) * 100), y: clampPercent(((e.clientY - r.top) / r.height) * 100) });
              onChange();
            }}
            onKeyDown={(e) => {
              const step = FOCAL_STEP;
              const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
              const m = moves[e.key];
              if (!m) return;
              e.preventDefault();
              moveFocal(m[0], m[1]);
            }}
          >
            <img src={current.thumb} alt="" className="block w-full" />
            <span
              aria-hidden="true"
              data-testid="focal-mark"
              className="absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-cedar-600 shadow"
              style={{ left: `${shownFocal.x}%`, top: `${shownFocal.y}%` }}
            />
          </button>
        ) : (
          <p className="w-48 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
            The site’s illustration is shown here. Choose a photo to replace it.
          </p>
        )}
        <div className="min-w-0 flex-1 basis-48">
          {current && (
            <>
              <label className="block text-sm font-medium text-slate-800">
                Describe the picture for people who can’t see it (alt text)
                <input name={`alt:${current.id}`} defaultValue={current.alt_text ?? ""} maxLength={300} className="field mt-1" required />
              </label>
              {focal && <input type="hidden" name={`focal:${current.id}`} value={`${focal.x},${focal.y}`} />}
              <p className="mt-1 text-xs text-slate-600">
                Tap the photo where its subject is, or move the spot with the arrow keys: that spot stays in view at every size.
              </p>
            </>
          )}
          {hydrated && (
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className="btn-secondary min-h-11" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
                Choose from library
              </button>
              <label className="btn-secondary min-h-11 cursor-pointer">
                {uploading ?? "Upload a photo"}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={async (e) => {
                    const file = e.currentTarget.files?.[0];
                    if (!file) return;
                    setUploading("Uploading…");
                    try {
                      const { images: added } = (await uploadFiles([file])) as unknown as { images: AdminImage[] };
                      setImages((list) => [...added, ...list]);
                      pick(added[0]!.id);
                      setUploading(null);
                    } catch (err) {
                      setUploading(null);
                      window.alert(err instanceof Error ? err.message : "The upload failed.");
                    }
                  }}
                />
              </label>
              {selected && (
                <button type="button" className="btn-secondary min-h-11" onClick={() => pick(null)}>
                  Use the illustration
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      {(open || !hydrated) && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">Pictures in the library</legend>
          <ul className="mt-2 grid max-h-80 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
            {!hydrated && (
              <li>
                <label className="flex h-full min-h-11 items-center gap-1 rounded border border-slate-200 p-2 text-xs">
                  <input type="radio" name={name} value="" defaultChecked={!selected} />
                  The illustration
                </label>
              </li>
            )}
            {images.map((img) => (
              <li key={img.id}>
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => pick(img.id)}
                    className={`block w-full overflow-hidden rounded border ${img.id === selected ? "border-cedar-600 ring-2 ring-cedar-600" : "border-slate-200"}`}
                    aria-label={`Use ${img.alt_text || img.original_filename}`}
                    aria-pressed={img.id === selected}
                  >
                    <img src={img.thumb} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  </button>
                ) : (
                  <label className="block cursor-pointer rounded border border-slate-200 p-1 text-xs">
                    <input type="radio" name={name} value={img.id} defaultChecked={img.id === selected} /> {img.alt_text || img.original_filename}
                    <img src={img.thumb} alt="" loading="lazy" className="mt-1 aspect-[4/3] w-full object-cover" />
                  </label>
                )}
              </li>
            ))}
          </ul>
          {!hydrated && (
            <p className="mt-2 text-sm text-slate-700">
              To add a new photo without JavaScript, upload it in{" "}
              <a href="/admin/images" className="underline">
                Images
              </a>{" "}
              first.
            </p>
          )}
        </fieldset>
      )}
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Title and description with length meters and a search-result preview that follows typing. */
function SeoFields({ seo, page, open }: { seo: Props["seo"]; page: Props["page"]; open: boolean }) {
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
