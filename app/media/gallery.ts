import type { ImageRef } from "./images";

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

export interface GalleryItem {
  id: string;
  image: ImageRef;
  caption: string;
  /** What staff controls call it: the caption, else the alt text, else the file name. */
  label: string;
  category: string;
  /** The largest variant, for the lightbox (and the link without JavaScript). */
  full: string;
}

export const normalizeFilter = (v: string | null | undefined) => (GALLERY_FILTERS.some((f) => f.key === v) ? (v as string) : "all");

/** 'all' shows everything; otherwise the image's space-separated tags must contain the key. */
export function filterGallery<T extends { category: string }>(items: T[], key: string) {
  return key === "all" ? items : items.filter((i) => i.category.split(/\s+/).includes(key));
}

/** The address of a filter (a real link, so it works without JavaScript). */
export const galleryHref = (key: string) => (key === "all" ? "/gallery" : `/gallery?filter=${key}`);

/** The gallery category a project's photos take from its kind of work (the filter matches it). */
export function galleryCategoryOf(serviceKey: string): string {
  if (serviceKey === "adu") return "adu";
  if (serviceKey === "remodels" || serviceKey === "additions") return "remodel";
  if (serviceKey === "garages") return "garage";
  return "new-construction";
}
