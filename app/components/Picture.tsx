import { preload } from "react-dom";
import { focalStyle, srcSet, imageUrl, widthsFor, type ImageRef } from "~/content/images";
import { pictureAlt } from "~/content/ui-es-pictures";
import { useLocale } from "./use-locale";

interface Props {
  image: ImageRef;
  sizes: string;
  /** The largest image of the first screen: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  maxWidth?: number;
}

/** Replaces a broken image with the placeholder. */
export function fallbackToPlaceholder(e: React.SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = "1";
  img.parentElement?.querySelectorAll("source").forEach((s) => s.remove());
  img.removeAttribute("srcset");
  img.src = "/placeholder.svg";
}

/** AVIF and WebP at several widths, a JPEG fallback, fixed dimensions so nothing shifts. */
export function Picture({ image, sizes, priority = false, className, maxWidth }: Props) {
  const widths = widthsFor(image.width, maxWidth);
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  const locale = useLocale();
  if (priority) {
    // Ask for the first screen's largest picture at the top of <head>, before any script.
    preload(imageUrl(image.id, fallbackWidth, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image.id, image.width, "avif", maxWidth),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.id, image.width, "avif", maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.id, image.width, "webp", maxWidth)} sizes={sizes} />
      <img
        src={imageUrl(image.id, fallbackWidth, "jpg")}
        srcSet={srcSet(image.id, image.width, "jpg", maxWidth)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={pictureAlt(image, locale)}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
        style={focalStyle(image)}
        onError={fallbackToPlaceholder}
      />
    </picture>
  );
}
