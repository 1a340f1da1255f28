import { memo, Suspense, useEffect } from "react";
import { Badge } from "../common";
import { BLOCK_ATTR, blockGist, FOLD_SUMMARY, FoldMark, openBlock } from "../PageOutline";
import { BlockField } from "./BlockField";
import type { EditorBlockView, PageChoice, SetImages } from "./types";
import type { AdminImage } from "~/media/types";
import { useHydrated } from "./useHydrated";

const stateTone = { Published: "green", Draft: "slate", "Unpublished change": "amber", Scheduled: "blue" } as const;

interface EditorBlockProps {
  block: EditorBlockView;
  open: boolean;
  images: AdminImage[];
  setImages: SetImages;
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
export function focusAsked(id: string) {
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
export const EditorBlock = memo(function EditorBlock(props: EditorBlockProps) {
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
