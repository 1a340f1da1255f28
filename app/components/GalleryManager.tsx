// The signed-in gallery's upload, drag ordering and removal over one page's list (each card in GallerySortableCard.tsx, its forms in GalleryTools.tsx).
import { KeyOptions } from "~/components/admin/Field";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_CATEGORIES,
  staffGalleryHref,
  type GalleryItem,
  type StaffGalleryItem,
  type StaffGalleryView,
} from "~/media/gallery";
import { uploadFiles } from "~/media/upload-client";
import { GalleryPager, PutBack, type LibraryPicture } from "./GalleryTools";
import { SortableCard } from "./GallerySortableCard";

async function post(body: unknown) {
  const res = await fetch("/api/admin/gallery", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? `The server answered ${res.status}.`);
}

/**
 * The signed-in gallery, a page at a time (`view.page` of `pages`, like a visitor's grid): upload
 * (button or drop) with a caption and category, drag to reorder within the page (mouse or keyboard),
 * Move buttons that cross pages, each picture's caption and category, remove, and put back from
 * the library. All of it is saved.
 */
export function GalleryManager({
  items: initial,
  view,
  pages,
  total,
  drawings,
  kept,
  library,
  onOpen,
}: {
  items: StaffGalleryItem[];
  view: StaffGalleryView;
  pages: number;
  total: number;
  drawings: number;
  kept: { id: string; caption: string } | null;
  library: LibraryPicture[];
  onOpen: (item: GalleryItem) => void;
}) {
  const [items, setItems] = useState(initial);
  const [caption, setCaption] = useState("");
  const [category, setCategory] = useState<string>(DEFAULT_GALLERY_CATEGORY);
  const [uploading, setUploading] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setItems(initial), [initial]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Photos chosen before these tools had loaded (a slow phone: the picker is in the page's HTML,
  // its handler comes with this script) would otherwise be lost without a word: send them now.
  // A choice made while the page is starting can reach both this and the picker's change handler
  // (React hydrates the picker to deliver the event, then runs this): whichever comes first takes
  // the files and empties the picker, so they go up once.
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void upload(takeChosen(picker.current));
    // Once, when the tools start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function upload(list: FileList | File[] | null) {
    // Only image files go up; anything else is skipped.
    const files = [...(list ?? [])].filter((f) => f.type.startsWith("image/"));
    if (files.length === 0) return;
    setUploading(true);
    try {
      const { images } = await uploadFiles(files, { gallery: true, caption: caption.trim(), category });
      setCaption("");
      toast.success("Success!", { description: `Uploaded ${images.length} image(s) successfully` });
      // New photos lead the gallery: its first page, unfiltered, shows them.
      const first = staffGalleryHref({});
      if (location.pathname + location.search !== first) await navigate(first);
      else await revalidator.revalidate();
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setUploading(false);
    }
  }

  async function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const before = items;
    const from = items.findIndex((i) => i.id === e.active.id);
    const to = items.findIndex((i) => i.id === e.over!.id);
    const next = arrayMove(items, from, to);
    setItems(next);
    try {
      await post({ intent: "reorder", ids: next.map((i) => i.id) });
      toast.success("Order saved");
    } catch (error) {
      setItems(before);
      toast.error("Error saving the order", { description: (error as Error).message });
    }
  }

  async function remove(item: GalleryItem) {
    if (!window.confirm(`Remove “${item.label}” from the gallery? It stays in Admin → Images, and you can put it back below.`)) return;
    try {
      await post({ intent: "remove", id: item.id });
      setItems((list) => list.filter((i) => i.id !== item.id));
      toast.success("Image removed", { description: "Image removed from gallery" });
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Error removing image", { description: (error as Error).message });
    }
  }

  return (
    <div>
      <div
        data-testid="drop-zone"
        onDragOver={(e) => {
          if ([...e.dataTransfer.types].includes("Files")) {
            e.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragOver(false);
          void upload([...e.dataTransfer.files]);
        }}
        className={`mt-6 rounded-xl border-2 border-dashed p-4 text-center transition sm:p-8 ${dragOver ? "border-cedar-600 bg-ochre-100" : "border-slate-300 bg-slate-50"}`}
      >
        <div className="mx-auto mb-4 grid max-w-xl gap-3 text-left sm:grid-cols-2">
          <div>
            <label htmlFor="upload-caption" className="label">
              Caption for new photos
            </label>
            <input
              id="upload-caption"
              className="field"
              maxLength={200}
              value={caption}
              onChange={(e) => setCaption(e.target.value)}
              placeholder="Optional; also the alt text"
            />
          </div>
          <div>
            <label htmlFor="upload-category" className="label">
              Category for new photos
            </label>
            <select id="upload-category" className="field" value={category} onChange={(e) => setCategory(e.target.value)}>
              <KeyOptions items={GALLERY_CATEGORIES} />
            </select>
          </div>
        </div>
        {/* A phone has no files to drag: the words are for a computer's screen (and while dropping). */}
        <p className={`text-slate-800 ${dragOver ? "" : "hidden sm:block"}`}>{dragOver ? "Drop images here to upload" : "Drag and drop photos here, or"}</p>
        <label className={`btn-primary cursor-pointer sm:mt-3 ${uploading ? "pointer-events-none opacity-60" : ""}`}>
          {uploading ? "Uploading..." : "Upload Images"}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={uploading}
            ref={picker}
            onChange={(e) => void upload(takeChosen(e.currentTarget))}
            data-testid="gallery-upload"
          />
        </label>
        <p className="mt-2 text-sm text-slate-700">Drag a photo by its handle, or focus the handle and use Space and the arrow keys, to change the order.</p>
      </div>
      <p id="gallery-tools" className="mt-6 flex flex-wrap items-center gap-3 text-slate-800">
        {view.drawings ? (
          <>
            <span>Showing the {drawings} drawings still shown to visitors.</span>
            <a href="/gallery#gallery-tools" className="btn-secondary min-h-11 px-3 text-sm">
              Show every picture
            </a>
          </>
        ) : drawings > 0 ? (
          <a href="/gallery?drawings=1#gallery-tools" className="btn-secondary min-h-11 px-3 text-sm">
            Drawings still shown ({drawings})
          </a>
        ) : null}
        {pages > 1 && (
          <span>
            Page {view.page} of {pages}
          </span>
        )}
      </p>
      {items.length === 0 ? (
        <div className="mt-10 rounded-xl bg-lake-50 p-8 text-center text-lg text-slate-800">
          <p>No images in the gallery yet.</p>
          <p className="mt-1 text-base text-slate-700">Upload photos with the button above, or drag and drop them onto it.</p>
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
          <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ul className="mt-6 grid grid-cols-1 gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" data-testid="gallery-grid">
              {items.map((item) => (
                <SortableCard
                  key={item.id}
                  item={item}
                  total={total}
                  view={view}
                  kept={kept?.id === item.id ? kept.caption : null}
                  onOpen={onOpen}
                  onRemove={() => void remove(item)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <GalleryPager view={view} pages={pages} />
      {library.length > 0 && (
        // Folded, so the page stays short on a phone; it opens with a tap (no JavaScript needed).
        <details className="mt-10">
          <summary className="flex min-h-11 cursor-pointer items-center text-xl font-semibold text-lake-900">
            In the library, not in the gallery ({library.length})
          </summary>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {library.map((p) => (
              <PutBack key={p.id} picture={p} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The files chosen in a picker, which is emptied so the same choice is not sent twice. */
function takeChosen(input: HTMLInputElement | null): File[] {
  const files = [...(input?.files ?? [])];
  if (input && files.length > 0) input.value = "";
  return files;
}
