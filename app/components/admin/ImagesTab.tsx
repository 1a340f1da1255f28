import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator, useSearchParams } from "react-router";
import { toast } from "sonner";
import { formatFileSize, type AdminImage } from "~/media/types";
import type { Notice } from "~/forms/notice";
import { uploadFiles } from "~/media/upload-client";
import { useNoticeToast, DeleteForm } from "./common";

export interface AltSuggester {
  (image: AdminImage): Promise<string>;
}

export function ImagesTab({ images, suggestAlt }: { images: AdminImage[]; suggestAlt?: AltSuggester }) {
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  // On a phone the library is a list; one picture opens at a time (?open=id), with or without JavaScript (decision 0038).
  const opened = useSearchParams()[0].get("open");
  async function onFiles(list: FileList | null) {
    const files = [...(list ?? [])].filter((f) => f.type.startsWith("image/"));
    if (files.length === 0) return;
    setProgress(0);
    try {
      await uploadFiles(files, { onProgress: setProgress });
      toast.success("Image uploaded successfully");
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Error uploading image", { description: (error as Error).message });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-4">
        <label className={`btn-primary cursor-pointer ${progress !== null ? "pointer-events-none opacity-60" : ""}`}>
          {progress !== null ? "Uploading..." : "Upload Image"}
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => void onFiles(e.target.files)}
            disabled={progress !== null}
            data-testid="image-upload"
          />
        </label>
        {progress !== null && (
          <div className="w-64" aria-live="polite">
            <progress className="h-2 w-full accent-lake-700" value={Math.round(progress * 100)} max={100} aria-label="Upload progress" />
            <span className="text-sm text-slate-700">{Math.round(progress * 100)}%</span>
          </div>
        )}
        <p className="text-sm text-slate-700">JPEG, PNG, WebP, AVIF or GIF. Location data is removed from every photo.</p>
      </div>
      {images.length === 0 ? (
        <div className="mt-8 rounded-xl bg-slate-50 p-10 text-center">
          <p className="text-lg font-semibold text-slate-800">No images uploaded yet.</p>
          <p className="mt-1 text-slate-700">Upload your first image to get started.</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-2 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" aria-label="Uploaded images">
          {images.map((img) => (
            <ImageCard key={img.id} img={img} suggestAlt={suggestAlt} open={opened === img.id} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ImageCard({ img, suggestAlt, open }: { img: AdminImage; suggestAlt?: AltSuggester; open: boolean }) {
  const fetcher = useFetcher<{ notice: Notice }>();
  const [alt, setAlt] = useState(img.alt_text ?? "");
  const [suggesting, setSuggesting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useNoticeToast(fetcher.data?.notice);
  const save = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    // Saved as you type, once typing pauses.
    timer.current = setTimeout(() => fetcher.submit({ intent: "image-alt", id: img.id, alt_text: value }, { method: "post", action: "/admin/images" }), 600);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(img.url, window.location.origin).toString());
      toast.success("Copied!", { description: "Image URL copied to clipboard" });
    } catch {
      toast.error("Failed to copy URL");
    }
  };
  return (
    <li
      id={`image-${img.id}`}
      className="flex scroll-mt-4 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="image-card"
    >
      {!open && (
        <div className="flex items-center gap-3 p-3 sm:hidden" data-testid="image-row">
          <img src={img.thumb} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded bg-slate-100 object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{img.original_filename}</p>
            <p className={`text-sm ${img.alt_text?.trim() ? "text-slate-700" : "font-semibold text-red-800"}`}>
              {img.alt_text?.trim() ? "Has alt text" : "No alt text yet"}
            </p>
          </div>
          <Link to={`?open=${img.id}#image-${img.id}`} className="btn-secondary px-3 text-sm" aria-label={`Open ${img.original_filename}`}>
            Open
          </Link>
        </div>
      )}
      <div className={open ? "flex flex-1 flex-col" : "hidden flex-1 flex-col sm:flex"}>
        <img
          src={img.thumb}
          alt={img.alt_text ?? ""}
          width={img.width ?? 480}
          height={img.height ?? 320}
          loading="lazy"
          className="h-44 w-full bg-slate-100 object-cover"
          onError={(e) => {
            e.currentTarget.src = "/placeholder.svg";
          }}
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="truncate font-medium text-slate-900" title={img.original_filename}>
            {img.original_filename}
          </p>
          <p className="text-sm text-slate-700">{formatFileSize(img.file_size)}</p>
          <label htmlFor={`alt-${img.id}`} className="label mb-0">
            Alt text
          </label>
          <input
            id={`alt-${img.id}`}
            className="field"
            value={alt}
            placeholder="Describe the picture for people who cannot see it"
            onChange={(e) => {
              setAlt(e.target.value);
              save(e.target.value);
            }}
          />
          {suggestAlt && (
            <button
              type="button"
              className="min-h-11 self-start text-sm font-semibold text-lake-700 underline disabled:opacity-60"
              disabled={suggesting}
              onClick={async () => {
                setSuggesting(true);
                try {
                  const text = await suggestAlt(img);
                  if (window.confirm(`Use this alt text?\n\n${text}`)) {
                    setAlt(text);
                    save(text);
                  }
                } catch (error) {
                  toast.error("Error generating content", { description: (error as Error).message });
                } finally {
                  setSuggesting(false);
                }
              }}
            >
              {suggesting ? "Suggesting..." : "Suggest alt text"}
            </button>
          )}
          <div className="mt-auto flex gap-2 pt-2">
            <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => void copy()}>
              Copy URL
            </button>
            <DeleteForm
              intent="image-delete"
              id={img.id}
              confirm={`Delete ${img.original_filename}? The file and its record are removed.`}
              label={`Delete ${img.original_filename}`}
            />
          </div>
          {open && (
            <Link to={`/admin/images#image-${img.id}`} className="btn-secondary mt-2 text-sm sm:hidden">
              Back to all images
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
