/**
 * Responsive image URLs. Every image the site shows is served through /img, which makes each
 * width and format once with sharp and keeps it on disk:
 *   /img/b/<group>/<name>/<width>.<format>   a bundled image (assets/images/<group>/<name>.jpg)
 *   /img/u/<storage key>/<width>.<format>    an uploaded image (in the cms-images bucket)
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageRef {
  /** "b:<group>/<name>" for bundled images, "u:<storage key>" for uploads. */
  id: string;
  width: number;
  height: number;
  alt: string;
  /** Where the subject is, in percent from the left and top: kept in view at every crop. */
  focal?: { x: number; y: number };
}

/** Keeps a picture's subject in view wherever CSS cuts it (object-fit: cover): its focal point, when staff set one. */
export const focalStyle = (image: Pick<ImageRef, "focal">) => (image.focal ? { objectPosition: `${image.focal.x}% ${image.focal.y}%` } : undefined);

/** A library row's focal point as an ImageRef carries it (nothing when staff never set one). */
export const focalOf = (row: { focal_x?: number | null; focal_y?: number | null }): Pick<ImageRef, "focal"> =>
  row.focal_x != null && row.focal_y != null ? { focal: { x: row.focal_x, y: row.focal_y } } : {};

export function imageBase(id: string) {
  if (id.startsWith("b:")) return `/img/b/${id.slice(2)}`;
  if (id.startsWith("u:")) return `/img/u/${id.slice(2)}`;
  throw new Error(`Unknown image id ${id}`);
}

export function imageUrl(id: string, width: number, format: ImageFormat = "jpg") {
  return `${imageBase(id)}/${width}.${format}`;
}

/** The widths worth offering for an image of this natural width (never upscaled). */
export function widthsFor(naturalWidth: number, max = 1600) {
  const ws = IMAGE_WIDTHS.filter((w) => w <= Math.min(naturalWidth, max));
  return ws.length ? ws : [IMAGE_WIDTHS[0]];
}

export function srcSet(id: string, naturalWidth: number, format: ImageFormat, max?: number) {
  return widthsFor(naturalWidth, max)
    .map((w) => `${imageUrl(id, w, format)} ${w}w`)
    .join(", ");
}

const BUNDLED_SIZES: Record<string, [number, number]> = {
  heroes: [1600, 900],
  areas: [1600, 900],
  services: [1200, 800],
  articles: [1200, 800],
  gallery: [1200, 900],
  videos: [1280, 720],
  map: [1280, 720],
  og: [1200, 630],
};

/** A bundled, generated image (assets/images/<source>.jpg) with its known dimensions. */
export function bundled(source: string, alt: string): ImageRef {
  const [w, h] = BUNDLED_SIZES[source.split("/")[0]!] ?? [1200, 800];
  return { id: `b:${source}`, width: w, height: h, alt };
}
