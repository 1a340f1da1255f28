import { useFetcher } from "react-router";
import type { ActionResult } from "~/forms/notice";
import type { GalleryItem } from "~/media/gallery";

/**
 * The buttons beside drag and drop (decision 0035): Move to first, Move up, Move down, each a plain
 * form named for the picture it moves (it works without JavaScript), and "Replace this drawing" on
 * a demo drawing, which keeps its place, caption and category.
 */
export function MoveButtons({ item, position, total }: { item: GalleryItem; position: number; total: number }) {
  const f = useFetcher<ActionResult>();
  const error = f.data?.notice.kind === "error" ? f.data.notice : null;
  const button = (to: "first" | "up" | "down", text: string, name: string, disabled: boolean) => (
    <button
      type="submit"
      name="to"
      value={to}
      className="btn-secondary min-h-11 px-3 text-sm"
      aria-label={`${name} ${item.label}`}
      disabled={disabled || f.state !== "idle"}
    >
      {text}
    </button>
  );
  return (
    <f.Form method="post" className="flex flex-wrap gap-2 border-t border-slate-100 p-3">
      <input type="hidden" name="intent" value="gallery-move" />
      <input type="hidden" name="id" value={item.id} />
      {button("first", "Move to first", "Move to first:", position === 1)}
      {button("up", "Move up", "Move up:", position === 1)}
      {button("down", "Move down", "Move down:", position === total)}
      {error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {error.description}
        </p>
      )}
    </f.Form>
  );
}

export function ReplaceDrawing({ item }: { item: GalleryItem }) {
  const inputId = `replace-${item.id}`;
  return (
    <form method="post" action="/admin/gallery/replace" encType="multipart/form-data" className="grid gap-2 border-t border-amber-200 bg-amber-50 p-3">
      <input type="hidden" name="id" value={item.id} />
      <p className="text-sm font-semibold text-amber-900">A drawing from the demo</p>
      <label htmlFor={inputId} className="text-sm text-slate-800">
        Photo to show instead of {item.label}
      </label>
      <input id={inputId} type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required className="min-h-11 text-sm" />
      <button type="submit" className="btn-primary min-h-11 px-3 text-sm" aria-label={`Replace this drawing: ${item.label}`}>
        Replace this drawing
      </button>
    </form>
  );
}
