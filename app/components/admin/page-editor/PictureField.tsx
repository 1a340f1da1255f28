import { useState } from "react";
import type { AdminImage } from "~/media/types";
import { uploadFiles } from "~/media/upload-client";
import type { EditorBlockView, SetImages } from "./types";
import { CropPreviews } from "./CropPreviews";
/** A focal point arrow key moves it this many percent (decision 0039). */
const FOCAL_STEP = 5;
const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** What a block's field is given: the block, the image library, whether the page has hydrated, the change callback and its error. */
export interface FieldProps {
  block: EditorBlockView;
  images: AdminImage[];
  setImages: SetImages;
  hydrated: boolean;
  onChange: () => void;
  error?: string;
}

export function PictureField({ block, images, setImages, hydrated, onChange, error }: FieldProps) {
  const { def, value } = block;
  const name = `block:${def.id}`;
  const [selected, setSelected] = useState<string | null>(value && "imageId" in value ? value.imageId : null);
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [focal, setFocal] = useState<{ x: number; y: number } | null>(null);
  const current = images.find((i) => i.id === selected) ?? null;
  const pick = (id: string | null) => {
    setSelected(id);
    setFocal(null);
    setOpen(false);
    onChange();
    // Focus goes to the chosen picture (its focal-point control), else back to the slot's first button (decision 0039).
    window.setTimeout(() => document.getElementById(`block-${def.id}`)?.querySelector<HTMLElement>("[data-focal], button")?.focus(), 0);
  };
  // Where the focal point is now: the one just set, else the stored one, else the middle.
  const shownFocal = focal ?? (current?.focal_x != null && current.focal_y != null ? { x: current.focal_x, y: current.focal_y } : { x: 50, y: 50 });
  const moveFocal = (dx: number, dy: number) => {
    setFocal({ x: clampPercent(shownFocal.x + dx), y: clampPercent(shownFocal.y + dy) });
    onChange();
  };
  return (
    <div>
      <input type="hidden" name={name} value={selected ?? ""} disabled={!hydrated} />
      <div className="flex flex-wrap items-start gap-4">
        {current ? (
          <button
            type="button"
            data-focal
            className="relative block w-48 overflow-hidden rounded-lg border border-slate-300"
            aria-label={`Focal point of ${current.original_filename}: ${shownFocal.x}% across, ${shownFocal.y}% down. Click where the subject is, or move it with the arrow keys`}
            onClick={(e) => {
              // Enter or Space "click" with no pointer position: nothing to set (decision 0039).
              if (e.detail === 0) return;
              const r = e.currentTarget.getBoundingClientRect();
              setFocal({ x: clampPercent(((e.clientX - r.left) / r.width) * 100), y: clampPercent(((e.clientY - r.top) / r.height) * 100) });
              onChange();
            }}
            onKeyDown={(e) => {
              const step = FOCAL_STEP;
              const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
              const m = moves[e.key];
              if (!m) return;
              e.preventDefault();
              moveFocal(m[0], m[1]);
            }}
          >
            <img src={current.thumb} alt="" className="block w-full" />
            <span
              aria-hidden="true"
              data-testid="focal-mark"
              className="absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-cedar-600 shadow"
              style={{ left: `${shownFocal.x}%`, top: `${shownFocal.y}%` }}
            />
          </button>
        ) : block.defaultThumb ? (
          <figure className="w-48 overflow-hidden rounded-lg border border-slate-300" data-default-picture>
            <img src={block.defaultThumb} alt="" width={192} height={108} className="block h-auto w-full" />
            <figcaption className="p-2 text-xs text-slate-700">The drawing shown now. Choose a photo of the place to replace it.</figcaption>
          </figure>
        ) : (
          <p className="w-48 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
            The site’s illustration is shown here. Choose a photo to replace it.
          </p>
        )}
        <div className="min-w-0 flex-1 basis-48">
          {current && (
            <>
              <label className="block text-sm font-medium text-slate-800">
                Describe the picture for people who can’t see it (alt text)
                <input name={`alt:${current.id}`} defaultValue={current.alt_text ?? ""} maxLength={300} className="field mt-1" required />
              </label>
              {focal && <input type="hidden" name={`focal:${current.id}`} value={`${focal.x},${focal.y}`} />}
              <p className="mt-1 text-xs text-slate-600">
                Tap the photo where its subject is, or move the spot with the arrow keys: that spot stays in view at every size.
              </p>
              {block.crops && <CropPreviews crops={block.crops} thumb={current.thumb} focal={shownFocal} name={current.original_filename} />}
            </>
          )}
          {hydrated && (
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className="btn-secondary min-h-11" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
                Choose from library
              </button>
              <label className="btn-secondary min-h-11 cursor-pointer">
                {uploading ?? "Upload a photo"}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={async (e) => {
                    const file = e.currentTarget.files?.[0];
                    if (!file) return;
                    setUploading("Uploading…");
                    try {
                      const { images: added } = (await uploadFiles([file])) as unknown as { images: AdminImage[] };
                      setImages((list) => [...added, ...list]);
                      pick(added[0]!.id);
                      setUploading(null);
                    } catch (err) {
                      setUploading(null);
                      window.alert(err instanceof Error ? err.message : "The upload failed.");
                    }
                  }}
                />
              </label>
              {selected && (
                <button type="button" className="btn-secondary min-h-11" onClick={() => pick(null)}>
                  Use the illustration
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      {(open || !hydrated) && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">Pictures in the library</legend>
          <ul className="mt-2 grid max-h-80 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
            {!hydrated && (
              <li>
                <label className="flex h-full min-h-11 items-center gap-1 rounded border border-slate-200 p-2 text-xs">
                  <input type="radio" name={name} value="" defaultChecked={!selected} />
                  The illustration
                </label>
              </li>
            )}
            {images.map((img) => (
              <li key={img.id}>
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => pick(img.id)}
                    className={`block w-full overflow-hidden rounded border ${img.id === selected ? "border-cedar-600 ring-2 ring-cedar-600" : "border-slate-200"}`}
                    aria-label={`Use ${img.alt_text || img.original_filename}`}
                    aria-pressed={img.id === selected}
                  >
                    <img src={img.thumb} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  </button>
                ) : (
                  <label className="block cursor-pointer rounded border border-slate-200 p-1 text-xs">
                    <input type="radio" name={name} value={img.id} defaultChecked={img.id === selected} /> {img.alt_text || img.original_filename}
                    <img src={img.thumb} alt="" loading="lazy" className="mt-1 aspect-[4/3] w-full object-cover" />
                  </label>
                )}
              </li>
            ))}
          </ul>
          {!hydrated && (
            <p className="mt-2 text-sm text-slate-700">
              To add a new photo without JavaScript, upload it in{" "}
              <a href="/admin/images" className="underline">
                Images
              </a>{" "}
              first.
            </p>
          )}
        </fieldset>
      )}
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
