import { KeyOptions } from "~/components/admin/Field";
import { Link, useFetcher } from "react-router";
import type { ActionResult } from "~/forms/notice";
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_CATEGORIES,
  categoryLabel,
  replacementCaption,
  staffGalleryHref,
  type StaffGalleryItem,
  type StaffGalleryView,
} from "~/media/gallery";
import { fallbackToPlaceholder } from "./Picture";

/**
 * The buttons beside drag and drop (decision 0035): Move to first, Move up, Move down, each a plain
 * form named for the picture it moves (it works without JavaScript). `position` and `total` are the
 * picture's place in the whole gallery, so the first card of page 2 moves up onto page 1.
 */
export function MoveButtons({ item, total }: { item: StaffGalleryItem; total: number }) {
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
    <f.Form method="post" className="flex flex-wrap gap-2 border-t border-slate-100 px-3 py-2">
      <input type="hidden" name="intent" value="gallery-move" />
      <input type="hidden" name="id" value={item.id} />
      {button("first", "Move to first", "Move to first:", item.position === 1)}
      {button("up", "Move up", "Move up:", item.position === 1)}
      {button("down", "Move down", "Move down:", item.position === total)}
      {error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {error.description}
        </p>
      )}
    </f.Form>
  );
}

/**
 * "Replace this drawing" on a demo drawing: the photo takes its place and category, with the caption
 * typed here. Inside the card's Edit panel; a refused post comes back with the panel open and the
 * caption as it was typed (`kept`).
 */
export function ReplaceDrawing({ item, view, kept }: { item: StaffGalleryItem; view: StaffGalleryView; kept: string | null }) {
  const inputId = `replace-${item.id}`;
  return (
    <div className="border-t border-amber-200 bg-amber-50">
      <p className="px-3 pt-2 text-sm font-semibold text-amber-900">A drawing from the demo: replace it with a photo</p>
      <form method="post" action="/admin/gallery/replace" encType="multipart/form-data" className="grid gap-2 px-3 pb-3 pt-2">
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="back" value={staffGalleryHref(view)} />
        <label htmlFor={`${inputId}-caption`} className="text-sm text-slate-800">
          Caption of the photo that replaces {item.label}
        </label>
        <input
          id={`${inputId}-caption`}
          name="caption"
          className="field text-sm"
          maxLength={200}
          required
          defaultValue={kept ?? replacementCaption(item.category)}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          Photo to show instead of {item.label}
        </label>
        <input id={inputId} type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required className="min-h-11 text-sm" />
        <button type="submit" className="btn-primary min-h-11 px-3 text-sm" aria-label={`Replace this drawing: ${item.label}`}>
          Replace this drawing
        </button>
      </form>
    </div>
  );
}

/** A picture's caption and category: a plain form (it works without JavaScript), in the card's Edit panel. */
export function DetailsForm({ item }: { item: StaffGalleryItem }) {
  const f = useFetcher<ActionResult>();
  const error = f.data?.notice.kind === "error" ? f.data.notice : null;
  const known = GALLERY_CATEGORIES.some((c) => c.key === item.category);
  return (
    <div className="border-t border-slate-100">
      {/* Each label beside its field. */}
      <f.Form method="post" className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 px-3 py-2">
        <input type="hidden" name="intent" value="gallery-details" />
        <input type="hidden" name="id" value={item.id} />
        <label htmlFor={`caption-${item.id}`} className="text-xs font-semibold text-slate-700">
          Caption
        </label>
        <input
          id={`caption-${item.id}`}
          name="caption"
          className="field col-span-2 text-sm"
          maxLength={200}
          defaultValue={item.caption}
          aria-label={`Caption of ${item.label}`}
        />
        <label htmlFor={`category-${item.id}`} className="text-xs font-semibold text-slate-700">
          Category
        </label>
        <select
          id={`category-${item.id}`}
          name="category"
          className="field min-w-0 text-sm"
          defaultValue={item.category || DEFAULT_GALLERY_CATEGORY}
          aria-label={`Category of ${item.label}`}
        >
          {!known && item.category && <option value={item.category}>{categoryLabel(item.category)}</option>}
          <KeyOptions items={GALLERY_CATEGORIES} />
        </select>
        <button
          type="submit"
          className="btn-secondary min-h-11 px-3 text-sm"
          aria-label={`Save caption and category of ${item.label}`}
          disabled={f.state !== "idle"}
        >
          {f.state !== "idle" ? "Saving..." : "Save"}
        </button>
        {error && (
          <p role="alert" className="col-span-3 text-sm text-red-800">
            {error.description}
          </p>
        )}
      </f.Form>
    </div>
  );
}

export interface LibraryPicture {
  id: string;
  label: string;
  thumb: string;
}

export function PutBack({ picture }: { picture: LibraryPicture }) {
  const f = useFetcher<ActionResult>();
  const error = f.data?.notice.kind === "error" ? f.data.notice : null;
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <img src={picture.thumb} alt="" width={320} height={214} loading="lazy" className="h-24 w-full object-cover" onError={fallbackToPlaceholder} />
      <f.Form method="post" className="p-2">
        <input type="hidden" name="intent" value="gallery-put-back" />
        <input type="hidden" name="id" value={picture.id} />
        <p className="truncate text-xs text-slate-800">{picture.label}</p>
        <button
          type="submit"
          className="btn-secondary mt-1 min-h-11 w-full px-2 text-xs"
          aria-label={`Put back ${picture.label}`}
          disabled={f.state !== "idle"}
        >
          {f.state !== "idle" ? "Putting back..." : "Put back"}
        </button>
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-800">
            {error.description}
          </p>
        )}
      </f.Form>
    </li>
  );
}

/** The signed-in gallery's pages: plain links (they work without JavaScript) that land on the grid. */
export function GalleryPager({ view, pages }: { view: StaffGalleryView; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number, text: string, label: string) => (
    <Link to={`${staffGalleryHref({ ...view, page })}#gallery-tools`} className="btn-secondary min-h-11 px-4 text-sm" aria-label={label}>
      {text}
    </Link>
  );
  return (
    <nav aria-label="Gallery pages" className="mt-6 flex flex-wrap items-center gap-3">
      {view.page > 1 && link(view.page - 1, "Previous page", `Previous page of pictures (page ${view.page - 1})`)}
      <p className="text-slate-800">
        Page {view.page} of {pages}
      </p>
      {view.page < pages && link(view.page + 1, "Next page", `Next page of pictures (page ${view.page + 1})`)}
    </nav>
  );
}
