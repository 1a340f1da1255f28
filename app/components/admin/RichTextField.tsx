/**
 * A rich-text block's field in the page editor: the TipTap editor (133 KB of script, and a
 * ProseMirror view to build) is loaded only once its block is unfolded, so opening the editor
 * on a phone starts no rich-text editor for the folded blocks below the first. Until then, and
 * while the editor's script arrives, the block's HTML stays in a read-only text area that posts
 * with the form, so a save or the live preview before it sends the block unchanged.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { AdminImage } from "~/media/types";

const RichTextEditor = lazy(() => import("./RichTextEditor"));

interface Props {
  name: string;
  label: string;
  html: string;
  images: AdminImage[];
  onChange: () => void;
}

export function RichTextField({ name, label, html, images, onChange }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  // Focus given to the stand-in (the outline's "open this block") moves into the editor once it is there.
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const fold = holder.current?.closest("details");
    if (!fold || fold.open) {
      setLive(true);
      return;
    }
    const opened = () => {
      if (!fold.open) return;
      setFocused(Boolean(holder.current?.contains(document.activeElement)));
      setLive(true);
    };
    fold.addEventListener("toggle", opened);
    return () => fold.removeEventListener("toggle", opened);
  }, []);
  const standIn = (
    <textarea
      name={name}
      defaultValue={html}
      rows={8}
      readOnly
      aria-label={label}
      aria-busy={live || undefined}
      className="field font-mono text-sm"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <div ref={holder}>
      {live ? (
        <Suspense fallback={standIn}>
          <RichTextEditor name={name} label={label} initialHtml={html} images={images} onChange={onChange} autofocus={focused} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
