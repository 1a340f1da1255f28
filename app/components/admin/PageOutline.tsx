/**
 * The page editor's way around (decision 0039): an outline of the page's blocks by their plain
 * names, each block folded into a <details> except the one being edited, and "Expand all" /
 * "Collapse all". Folding is HTML, so it works without JavaScript (a link to a folded block opens
 * it); a folded block's fields are still in the form and are saved with the rest.
 */
import type { BlockValue } from "~/content/block-values";
import type { SectionDef } from "~/content/sections";

/** Every folding block of the editor carries this attribute (its block id). */
export const BLOCK_ATTR = "data-editor-block";

/**
 * A fold's summary line: a marker that turns when open; a block an outline link points at is ringed,
 * since without JavaScript the link scrolls to the folded block and a tap on its line opens it.
 */
export const FOLD_SUMMARY =
  "flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 [&::-webkit-details-marker]:hidden [:target>&]:ring-2 [:target>&]:ring-cedar-600";

export function FoldMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 text-lake-700 transition-transform group-open:rotate-90">
      <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Opens one block, folds the others unless asked not to, scrolls to it and focuses its first field. */
export function openBlock(id: string, { only = true, focus = true }: { only?: boolean; focus?: boolean } = {}) {
  const target = document.getElementById(`block-${id}`);
  if (!(target instanceof HTMLDetailsElement)) return;
  if (only) for (const d of document.querySelectorAll<HTMLDetailsElement>(`details[${BLOCK_ATTR}]`)) if (d !== target) d.open = false;
  target.open = true;
  target.scrollIntoView({ block: "start" });
  if (focus) firstField(target)?.focus();
}

/** The first thing to type in or press inside a block. */
export function firstField(root: Element) {
  return root.querySelector<HTMLElement>(
    "[aria-invalid=true], input:not([type=hidden]):not(.sr-only), textarea, select, [contenteditable=true], fieldset button",
  );
}

/** Folds or unfolds every block. */
export function setAllBlocks(open: boolean) {
  for (const d of document.querySelectorAll<HTMLDetailsElement>(`details[${BLOCK_ATTR}]`)) d.open = open;
}

/** A folded block's one line: what it holds now, in words (no markup, no ids). */
export function blockGist(def: SectionDef, value: BlockValue | null, pictureName: (id: string) => string | null): string {
  if (!value) return "";
  if ("text" in value) return value.text;
  if ("html" in value)
    return value.html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&[a-z#0-9]+;/gi, "")
      .replace(/\s+/g, " ")
      .trim();
  if ("items" in value) return `${value.items.length} ${value.items.length === 1 ? "entry" : "entries"}`;
  if ("list" in value) return `${value.list.length} ${value.list.length === 1 ? "entry" : "entries"}`;
  if ("link" in value) return value.link.label;
  if ("imageId" in value) return (value.imageId && pictureName(value.imageId)) || (def.kind === "image" ? "The site’s illustration" : "");
  return "";
}

interface OutlineProps {
  blocks: Array<{ id: string; label: string; note?: string }>;
  hydrated: boolean;
  /** More buttons for the same row (the phone's "Show preview"). */
  children?: React.ReactNode;
}

/** "Blocks on this page": a folded list of links that open and jump to a block, and Expand all / Collapse all. */
export function PageOutline({ blocks, hydrated, children }: OutlineProps) {
  return (
    <div className="mt-3 flex flex-wrap items-start gap-2">
      <nav aria-label="Blocks on this page" className="min-w-0 flex-1 basis-56">
        <details className="group rounded-lg border border-slate-300 bg-white">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-lake-900">Blocks on this page ({blocks.length})</summary>
          <ol className="max-h-80 overflow-y-auto border-t border-slate-200 p-1">
            {blocks.map((b) => (
              <li key={b.id}>
                <a
                  href={`#block-${b.id}`}
                  className="flex min-h-11 items-center justify-between gap-2 rounded px-2 text-slate-900 underline-offset-2 hover:bg-slate-100 hover:underline"
                  onClick={(e) => {
                    if (!hydrated) return;
                    e.preventDefault();
                    (e.currentTarget.closest("details") as HTMLDetailsElement | null)?.removeAttribute("open");
                    openBlock(b.id);
                  }}
                >
                  <span>{b.label}</span>
                  {b.note && <span className="text-xs text-slate-700">{b.note}</span>}
                </a>
              </li>
            ))}
          </ol>
        </details>
      </nav>
      {hydrated && (
        <div className="flex gap-2">
          <button type="button" className="btn-secondary min-h-11 px-3 text-sm" onClick={() => setAllBlocks(true)}>
            Expand all
          </button>
          <button type="button" className="btn-secondary min-h-11 px-3 text-sm" onClick={() => setAllBlocks(false)}>
            Collapse all
          </button>
          {children}
        </div>
      )}
    </div>
  );
}
