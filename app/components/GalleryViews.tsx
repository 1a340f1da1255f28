import { useEffect, useRef, useState } from "react";
import { CAROUSEL_CELLS, type GalleryItem } from "~/media/gallery";
import { focalStyle, imageUrl, srcSet } from "~/content/images";
import { fallbackToPlaceholder } from "./Picture";

/**
 * What the lightbox needs to show a picture, on its grid link and carousel button (gallery.enhance.ts
 * reads it). The picture's sizes are made from its library id in the browser, and its description
 * is sent only when it is not the caption: written out, they were a fifth of the gallery's HTML.
 */
export function lightboxData(item: GalleryItem) {
  return {
    "data-id": item.id,
    "data-full": item.full,
    "data-image": item.image.id,
    "data-caption": item.caption,
    ...(item.image.alt !== item.caption ? { "data-alt": item.image.alt } : {}),
    "data-width": item.image.width,
    "data-height": item.image.height,
  };
}

/** The featured 3D carousel: 7 cells of 240×360; Previous/Next move the index by one. */
export function Carousel({ items, onOpen }: { items: GalleryItem[]; onOpen: (item: GalleryItem) => void }) {
  const cells = items.slice(0, CAROUSEL_CELLS);
  const [index, setIndex] = useState(0);
  const [loadAll, setLoadAll] = useState(false);
  useEffect(() => {
    // The nearby cells load first; the rest after 500 ms.
    const t = setTimeout(() => setLoadAll(true), 500);
    return () => clearTimeout(t);
  }, []);
  if (cells.length === 0) return null;
  const n = CAROUSEL_CELLS;
  const angle = 360 / n;
  const radius = Math.round(120 / Math.tan(Math.PI / n));
  const current = ((index % cells.length) + cells.length) % cells.length;
  const near = (i: number) => {
    const d = Math.abs(i - current);
    return Math.min(d, cells.length - d) <= 2;
  };
  return (
    <div
      className="flex flex-col items-center"
      aria-roledescription="carousel"
      aria-label="Featured projects"
      data-carousel
      data-angle={angle}
      data-radius={radius}
    >
      <div className="relative h-[400px] w-full overflow-hidden" style={{ perspective: "1100px" }}>
        <ul
          className="absolute left-1/2 top-5 h-[360px] w-[240px] transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ marginLeft: -120, transformStyle: "preserve-3d", transform: `translateZ(-${radius}px) rotateY(${-index * angle}deg)` }}
          data-carousel-ring
        >
          {cells.map((item, i) => (
            <li
              key={item.id}
              className="absolute inset-0 overflow-hidden rounded-xl bg-lake-800 shadow-xl"
              style={{ transform: `rotateY(${i * angle}deg) translateZ(${radius}px)`, backfaceVisibility: "hidden" }}
              aria-hidden={i !== current}
              data-testid="carousel-cell"
            >
              <button
                type="button"
                tabIndex={i === current ? 0 : -1}
                className="block h-full w-full"
                onClick={() => onOpen(item)}
                aria-label={`Open: ${item.caption}`}
                {...lightboxData(item)}
                data-src={imageUrl(item.image.id, 480, "webp")}
              >
                {loadAll || near(i) ? (
                  <img
                    src={imageUrl(item.image.id, 480, "webp")}
                    width={240}
                    height={360}
                    alt=""
                    className="h-[360px] w-[240px] object-cover"
                    style={focalStyle(item.image)}
                    loading={near(i) ? "eager" : "lazy"}
                    onError={fallbackToPlaceholder}
                  />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-2 min-h-12 max-w-md text-center text-slate-800" aria-live="polite" data-carousel-caption>
        {cells[current]!.caption}
      </p>
      <div className="mt-3 flex gap-3">
        <button type="button" className="btn-secondary" onClick={() => setIndex((i) => i - 1)} data-carousel-step="-1">
          Previous
        </button>
        <button type="button" className="btn-secondary" onClick={() => setIndex((i) => i + 1)} data-carousel-step="1">
          Next
        </button>
      </div>
    </div>
  );
}

/** The full-screen view: closes by its button, a click on the backdrop, or Escape. */
export function Lightbox({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (item && !dialog.open) dialog.showModal();
    if (!item && dialog.open) dialog.close();
  }, [item]);
  return (
    <dialog
      ref={ref}
      aria-label={item?.caption ?? "Project image"}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/85"
    >
      {item && (
        <figure className="flex max-h-[92vh] max-w-[94vw] flex-col items-center">
          <img
            src={imageUrl(item.image.id, 1600, "webp")}
            srcSet={srcSet(item.image.id, item.image.width, "webp")}
            sizes="94vw"
            width={item.image.width}
            height={item.image.height}
            alt={item.image.alt}
            className="max-h-[82vh] w-auto rounded-md object-contain"
            onError={fallbackToPlaceholder}
          />
          <figcaption className="mt-3 text-center text-lg text-white">{item.caption}</figcaption>
          <button type="button" onClick={onClose} className="btn mt-3 bg-white text-lake-900 hover:bg-lake-50" autoFocus>
            Close
          </button>
        </figure>
      )}
    </dialog>
  );
}

/** The lightbox on pages without the React runtime: gallery.enhance.ts fills and opens it. */
export function StaticLightbox() {
  return (
    <dialog aria-label="Project image" data-lightbox className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/85">
      <figure className="flex max-h-[92vh] max-w-[94vw] flex-col items-center">
        <figcaption className="order-2 mt-3 text-center text-lg text-white" />
        <button type="button" data-close className="btn order-3 mt-3 bg-white text-lake-900 hover:bg-lake-50">
          Close
        </button>
      </figure>
    </dialog>
  );
}
