import { useEffect, useRef, useState } from "react";
import { formatFileSize, type AdminImage } from "~/media/types";

/** The image markup inserted into content: full width at most, with a 1rem margin. */
export function imageMarkup(img: { url: string; alt_text: string | null; original_filename: string }) {
  const alt = (img.alt_text ?? img.original_filename).replace(/"/g, "&quot;");
  return `<img src="${img.url}" alt="${alt}" style="max-width: 100%; margin: 1rem" />`;
}

/** 'Select an Image': search, grid with filename, alt text and file size, Cancel. */
export function ImagePicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (img: AdminImage) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [images, setImages] = useState<AdminImage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [q, setQ] = useState("");
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      setImages(null);
      setFailed(false);
      fetch("/api/admin/images", { headers: { Accept: "application/json" } })
        .then(async (r) => {
          if (!r.ok) throw new Error(String(r.status));
          setImages(((await r.json()) as { images: AdminImage[] }).images);
        })
        .catch(() => setFailed(true));
    }
    if (!open && d.open) d.close();
  }, [open]);
  const term = q.trim().toLowerCase();
  const shown = (images ?? []).filter(
    (i) =>
      !term || i.original_filename.toLowerCase().includes(term) || i.filename.toLowerCase().includes(term) || (i.alt_text ?? "").toLowerCase().includes(term),
  );
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="picker-title" className="m-auto w-[min(56rem,94vw)] rounded-xl p-0 shadow-2xl backdrop:bg-black/60">
      <div className="flex max-h-[85vh] flex-col p-6">
        <h2 id="picker-title" className="text-xl font-bold text-lake-900">
          Select an Image
        </h2>
        <label htmlFor="picker-search" className="sr-only">
          Search images
        </label>
        <input id="picker-search" type="search" placeholder="Search images..." className="field mt-4" value={q} onChange={(e) => setQ(e.target.value)} />
        <div className="mt-4 flex-1 overflow-y-auto">
          {failed ? (
            <p role="alert" className="py-8 text-center text-red-800">
              Failed to load images
            </p>
          ) : images === null ? (
            <p className="py-8 text-center text-slate-700">Loading images...</p>
          ) : shown.length === 0 ? (
            <p className="py-8 text-center text-slate-700">
              No images found{" "}
              {q && (
                <button type="button" className="font-semibold text-lake-700 underline" onClick={() => setQ("")}>
                  Clear search
                </button>
              )}
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {shown.map((img) => (
                <li key={img.id}>
                  <button
                    type="button"
                    onClick={() => onPick(img)}
                    className="block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-lake-600 focus:border-lake-600"
                  >
                    <img src={img.thumb} alt="" width={240} height={160} loading="lazy" className="h-28 w-full object-cover" />
                    <span className="block truncate px-2 pt-1 text-sm font-medium text-slate-900">{img.original_filename}</span>
                    <span className="block truncate px-2 text-xs text-slate-700">{img.alt_text || "No alt text"}</span>
                    <span className="block px-2 pb-2 text-xs text-slate-600">{formatFileSize(img.file_size)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
