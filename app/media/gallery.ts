import type { ImageRef } from "~/content/images";

export const GALLERY_FILTERS = [
  { key: "all", label: "All" },
  { key: "new-construction", label: "New Construction" },
  { key: "adu", label: "ADUs" },
  { key: "remodel", label: "Remodels" },
] as const;

/** The categories a gallery picture can have: the filters, without "All". */
export const GALLERY_CATEGORIES = GALLERY_FILTERS.filter((f) => f.key !== "all");
export const DEFAULT_GALLERY_CATEGORY = "new-construction";

/** A category label for the staff select; a stored value outside the list (like "adu garage") keeps its words. */
export const categoryLabel = (key: string) =>
  key
    .split(/\s+/)
    .map((k) => GALLERY_CATEGORIES.find((c) => c.key === k)?.label ?? k)
    .join(", ");

export const CAROUSEL_CELLS = 7;

/**
 * Each picture once per page (issue 48): the carousel features the gallery's first pictures and the
 * grid below shows the rest, so no picture is sent twice. A gallery too small to fill the carousel
 * and leave a grid has no carousel: every picture is in the grid.
 */
export function featuredAndRest<T>(items: T[]): { featured: T[]; rest: T[] } {
  if (items.length <= CAROUSEL_CELLS) return { featured: [], rest: items };
  return { featured: items.slice(0, CAROUSEL_CELLS), rest: items.slice(CAROUSEL_CELLS) };
}

export interface GalleryItem {
  id: string;
  image: ImageRef;
  caption: string;
  /** What staff controls call it: the caption, else the alt text, else the file name. */
  label: string;
  category: string;
  /** The largest variant, for the lightbox (and the link without JavaScript). */
  full: string;
  /** One of the demo's drawings, still to be replaced by a photo (staff only). */
  drawing?: boolean;
}

export const normalizeFilter = (v: string | null | undefined) => (GALLERY_FILTERS.some((f) => f.key === v) ? (v as string) : "all");

/** 'all' shows everything; otherwise the image's space-separated tags must contain the key. */
export function filterGallery<T extends { category: string }>(items: T[], key: string) {
  return key === "all" ? items : items.filter((i) => i.category.split(/\s+/).includes(key));
}

/** How many pictures the grid shows at first, and how many more each "Show more" adds. */
export const GALLERY_PAGE = 9;
/** The most one address shows (the render stays bounded however the gallery grows). */
export const GALLERY_MAX_SHOWN = 270;

/** `?show=` as a count the grid can show: a whole number of pages, at least one, at most the cap. */
export function galleryShown(v: string | null | undefined) {
  const n = Number.parseInt(v ?? "", 10);
  if (!Number.isFinite(n) || n <= GALLERY_PAGE) return GALLERY_PAGE;
  return Math.min(GALLERY_MAX_SHOWN, Math.ceil(n / GALLERY_PAGE) * GALLERY_PAGE);
}

/** For the page cache's key: the canonical `show`, with "all" for the first page (the key without it). */
export const normalizeShown = (v: string) => {
  const n = galleryShown(v);
  return n === GALLERY_PAGE ? "all" : String(n);
};

/** The address of a filter and a count (real links, so they work without JavaScript). */
export function galleryHref(key: string, shown = GALLERY_PAGE) {
  const params = new URLSearchParams();
  if (key !== "all") params.set("filter", key);
  if (shown > GALLERY_PAGE) params.set("show", String(shown));
  const q = params.toString();
  return q ? `/gallery?${q}` : "/gallery";
}

/** The grid item a "Show more" link lands on: the first one it adds. */
export const galleryItemAnchor = (position: number) => `gallery-item-${position}`;

/** The gallery category a project's photos take from its kind of work (the filter matches it). */
export function galleryCategoryOf(serviceKey: string): string {
  if (serviceKey === "adu") return "adu";
  if (serviceKey === "remodels" || serviceKey === "additions") return "remodel";
  if (serviceKey === "garages") return "garage";
  return "new-construction";
}

/** A picture on the signed-in gallery, with its place in the whole gallery (what Move up and Move to first change). */
export type StaffGalleryItem = GalleryItem & { position: number };

/** What the signed-in gallery shows at one address: a filter, "drawings only", and a page. */
export interface StaffGalleryView {
  filter: string;
  drawings: boolean;
  page: number;
}

/** The signed-in gallery's address: the same filter links as a visitor's, and `?page=` for its pages of GALLERY_PAGE. */
export function staffGalleryHref(view: Partial<StaffGalleryView>) {
  const params = new URLSearchParams();
  if (view.filter && view.filter !== "all") params.set("filter", view.filter);
  if (view.drawings) params.set("drawings", "1");
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const q = params.toString();
  return q ? `/gallery?${q}` : "/gallery";
}

/** The view an address asks for (the page is clamped later, once the number of pages is known). */
export function staffGalleryView(query: URLSearchParams): StaffGalleryView {
  const page = Number.parseInt(query.get("page") ?? "", 10);
  return { filter: normalizeFilter(query.get("filter")), drawings: query.get("drawings") === "1", page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/**
 * One page of the signed-in gallery: the pictures the view matches, GALLERY_PAGE at a time, each
 * with its place in the whole gallery. A page past the end shows the last one.
 */
export function staffGalleryPage(all: GalleryItem[], view: StaffGalleryView) {
  const placed = all.map((item, i): StaffGalleryItem => ({ ...item, position: i + 1 }));
  const matching = filterGallery(placed, view.filter).filter((i) => !view.drawings || i.drawing);
  const pages = Math.max(1, Math.ceil(matching.length / GALLERY_PAGE));
  const page = Math.min(view.page, pages);
  return {
    items: matching.slice((page - 1) * GALLERY_PAGE, page * GALLERY_PAGE),
    view: { ...view, page },
    pages,
    matching: matching.length,
    total: all.length,
    drawings: all.filter((i) => i.drawing).length,
  };
}

/** The page of a view that holds the picture at `index` in the view's own list. */
export const staffGalleryPageOf = (index: number) => Math.floor(index / GALLERY_PAGE) + 1;

/** A card's anchor on the signed-in gallery (a move or a replaced drawing lands on it). */
export const staffCardAnchor = (id: string) => `picture-${id}`;

/** The caption a photo replacing a demo drawing starts with: its place's words (the drawing's own caption describes a drawing). */
export const replacementCaption = (category: string | null) => `${categoryLabel(category || DEFAULT_GALLERY_CATEGORY)} project`;
