import { useState } from "react";
import { useT } from "./use-locale";
import type { ImageRef } from "~/content/images";
import { youtubeId } from "~/media/video";
import { MAP_PROVIDER, VIDEO_PROVIDER } from "~/content/legal-facts";
import { EnhanceScript } from "~/platform/runtime";
import { Picture } from "./Picture";
import facadeScript from "./Facades.enhance.ts?enhance";

const embedUrl = VIDEO_PROVIDER.embedUrl;

interface VideoProps {
  title: string;
  caption?: string;
  video: string | undefined;
  poster: ImageRef;
  sizes?: string;
}

/** Our posters are drawings: a still says so ("Illustration: …", "Ilustración: …" on a Spanish page) instead of promising a video. */
export function illustrationCaption(caption: string | undefined, title: string, t: (english: string) => string = (e) => e) {
  const text = (caption ?? "").trim() || title;
  return /^(illustration|ilustración):/i.test(text) ? text : `${t("Illustration:")} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * A video that makes no request to YouTube until the visitor clicks its poster (privacy, speed).
 * Without JavaScript the poster links to the video on YouTube. With no video set in Settings,
 * it is a plain picture (no play button, no player) captioned as the illustration it is.
 */
export function VideoFacade({ title, caption, video, poster, sizes = "(min-width: 1024px) 33vw, 100vw" }: VideoProps) {
  const id = youtubeId(video);
  const [playing, setPlaying] = useState(false);
  const t = useT();
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-lake-900">
        {playing && id ? (
          <iframe
            className="absolute inset-0 h-full w-full"
            src={embedUrl(id)}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : id ? (
          <a
            href={VIDEO_PROVIDER.watchUrl(id)}
            data-embed={embedUrl(id)}
            data-title={title}
            onClick={(e) => {
              e.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 block"
            aria-label={`${t("Play video:")} ${title}`}
          >
            <Picture image={poster} sizes={sizes} className="h-full w-full object-cover" maxWidth={1280} />
            <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-cedar-600/90 shadow-lg transition group-hover:scale-110">
                <svg width="26" height="26" viewBox="0 0 24 24" fill="white">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </span>
          </a>
        ) : (
          <Picture image={poster} sizes={sizes} className="absolute inset-0 h-full w-full object-cover" maxWidth={1280} />
        )}
      </div>
      <figcaption className="p-4">
        <span className="block font-semibold text-lake-900">{title}</span>
        {id ? (
          caption && <span className="mt-1 block text-sm text-slate-700">{caption}</span>
        ) : (
          <span className="mt-1 block text-sm text-slate-700">{illustrationCaption(caption, title, t)}</span>
        )}
      </figcaption>
      {id && <EnhanceScript src={facadeScript} />}
    </figure>
  );
}

/** The office map: a drawn poster until the visitor asks for the interactive map. */
export function MapFacade({ poster, title, caption }: { poster: ImageRef; title: string; caption?: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const osm = MAP_PROVIDER.embedUrl;
  const osmLink = MAP_PROVIDER.linkUrl;
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-lake-100">
        {open ? (
          <iframe className="absolute inset-0 h-full w-full" src={osm} title={title} loading="lazy" />
        ) : (
          <a
            href={osmLink}
            data-embed={osm}
            data-title={title}
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
            className="group absolute inset-0 block"
          >
            <Picture image={poster} sizes="(min-width: 1024px) 50vw, 100vw" className="h-full w-full object-cover" maxWidth={1280} />
            <span className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-md bg-white/95 px-4 py-2 text-sm font-semibold text-lake-900 shadow group-hover:bg-white">
              {t("Show the interactive map")}
            </span>
          </a>
        )}
      </div>
      <figcaption className="p-4">
        <span className="block font-semibold text-lake-900">{title}</span>
        {caption && <span className="mt-1 block text-sm text-slate-700">{caption}</span>}
      </figcaption>
      <EnhanceScript src={facadeScript} />
    </figure>
  );
}
