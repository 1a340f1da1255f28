import type { ImageRef } from "./images";

export const GALLERY_FILTERS = [
  { key: "all", label: "All" },
  { key: "new-construction", label: "New Construction" },
  { key: "adu", label: "ADUs" },
  { key: "remodel", label: "Remodels" },
] as const;

export const CAROUSEL_CELLS = 7;

export interface GalleryItem {
  id: string;
  image: ImageRef;
  caption: string;
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
