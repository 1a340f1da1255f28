// Longer than 300 lines: the signed-in gallery's upload, ordering (drag, keyboard and buttons), details and put-back share one list's state.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { ActionResult } from "~/forms/notice";
import { toast } from "sonner";
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, categoryLabel, type GalleryItem } from "~/media/gallery";
import { imageUrl } from "~/media/images";
import { uploadFiles } from "~/media/upload-client";
import { fallbackToPlaceholder } from "./Picture";
import { MoveButtons, ReplaceDrawing } from "./GalleryTools";

async function post(body: unknown) {
  const res = await fetch("/api/admin/gallery", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? `The server answered ${res.status}.`);
}

export interface LibraryPicture {
  id: string;
  label: string;
  thumb: string;
}

/**
 * The signed-in gallery: upload (button or drop) with a caption and category, drag to reorder
 * (mouse or keyboard), each picture's caption and category, remove, and put back from the library.
 * All of it is saved.
 */
export function GalleryManager({
  items: initial,
  library,
  onOpen,
  drawingsOnly = false,
}: {
  items: GalleryItem[];
  library: LibraryPicture[];
  onOpen: (item: GalleryItem) => void;
  drawingsOnly?: boolean;
}) {
  const [items, setItems] = useState(initial);
  const drawings = items.filter((i) => i.drawing).length;
  const [caption, setCaption] = useState("");
  const [category, setCategory] = useState<string>(DEFAULT_GALLERY_CATEGORY);
  const [uploading, setUploading] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const revalidator = useRevalidator();
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
      await revalidator.revalidate();
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
        className={`mt-6 rounded-xl border-2 border-dashed p-8 text-center transition ${dragOver ? "border-cedar-600 bg-ochre-100" : "border-slate-300 bg-slate-50"}`}
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
              {GALLERY_CATEGORIES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-slate-800">{dragOver ? "Drop images here to upload" : "Drag and drop photos here, or"}</p>
        <label className={`btn-primary mt-3 cursor-pointer ${uploading ? "pointer-events-none opacity-60" : ""}`}>
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
        {drawingsOnly ? (
          <>
            <span>Showing the {drawings} drawings still shown to visitors.</span>
            <a href="/gallery" className="btn-secondary min-h-11 px-3 text-sm">
              Show every picture
            </a>
          </>
        ) : drawings > 0 ? (
          <a href="/gallery?drawings=1#gallery-tools" className="btn-secondary min-h-11 px-3 text-sm">
            Drawings still shown ({drawings})
          </a>
        ) : null}
      </p>
      {items.length === 0 ? (
        <div className="mt-10 rounded-xl bg-lake-50 p-8 text-center text-lg text-slate-800">
          <p>No images in the gallery yet.</p>
          <p className="mt-1 text-base text-slate-700">Upload photos with the button above, or drag and drop them onto it.</p>
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
          <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
              {items.map((item, index) =>
                drawingsOnly && !item.drawing ? null : (
                  <SortableCard key={item.id} item={item} position={index + 1} total={items.length} onOpen={onOpen} onRemove={() => void remove(item)} />
                ),
              )}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {library.length > 0 && (
        <section className="mt-10" aria-labelledby="library-heading">
          <h3 id="library-heading" className="text-xl font-semibold text-lake-900">
            In the library, not in the gallery
          </h3>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {library.map((p) => (
              <PutBack key={p.id} picture={p} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PutBack({ picture }: { picture: LibraryPicture }) {
  const f = useFetcher<ActionResult>();
  const error = f.data?.notice.kind === "error" ? f.data.notice : null;
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <img src={picture.thumb} alt="" width={320} height={214} loading="lazy" className="h-24 w-full object-cover" onError={fallbackToPlaceholder} />
      <f.Form method="post" className="p-2">
        <input type="hidden" name="intent" value="gallery-put-back" />
        <input type="hidden" name="id" value={picture.id} />
        <p className="truncate text-xs text-slate-800">{picture.label}</p>
        <button type="submit" className="btn-secondary mt-1 w-full px-2 py-1 text-xs" aria-label={`Put back ${picture.label}`} disabled={f.state !== "idle"}>
          {f.state !== "idle" ? "Putting back..." : "Put back"}
        </button>
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-800">
            {error.description}
          </p>
        )}
      </f.Form>
    </li>
  );
}

/** A picture's caption and category: a plain form (it works without JavaScript). */
function DetailsForm({ item }: { item: GalleryItem }) {
  const f = useFetcher<ActionResult>();
  const error = f.data?.notice.kind === "error" ? f.data.notice : null;
  const known = GALLERY_CATEGORIES.some((c) => c.key === item.category);
  return (
    <f.Form method="post" className="grid gap-2 border-t border-slate-100 p-3">
      <input type="hidden" name="intent" value="gallery-details" />
      <input type="hidden" name="id" value={item.id} />
      <label className="text-xs font-semibold text-slate-700">
        Caption
        <input name="caption" className="field mt-1 text-sm" maxLength={200} defaultValue={item.caption} aria-label={`Caption of ${item.label}`} />
      </label>
      <label className="text-xs font-semibold text-slate-700">
        Category
        <select
          name="category"
          className="field mt-1 text-sm"
          defaultValue={item.category || DEFAULT_GALLERY_CATEGORY}
          aria-label={`Category of ${item.label}`}
        >
          {!known && item.category && <option value={item.category}>{categoryLabel(item.category)}</option>}
          {GALLERY_CATEGORIES.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary px-3 py-1 text-sm" aria-label={`Save caption and category of ${item.label}`} disabled={f.state !== "idle"}>
        {f.state !== "idle" ? "Saving..." : "Save"}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error.description}
        </p>
      )}
    </f.Form>
  );
}

function SortableCard({
  item,
  position,
  total,
  onOpen,
  onRemove,
}: {
  item: GalleryItem;
  position: number;
  total: number;
  onOpen: (i: GalleryItem) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${isDragging ? "z-10 opacity-80 ring-2 ring-cedar-600" : ""}`}
      data-testid="gallery-card"
      data-id={item.id}
    >
      <button type="button" className="block w-full" onClick={() => onOpen(item)}>
        <img
          src={imageUrl(item.image.id, 640, "webp")}
          width={item.image.width}
          height={item.image.height}
          alt={item.image.alt}
          loading="lazy"
          className="h-[250px] w-full object-cover"
          onError={fallbackToPlaceholder}
        />
      </button>
      <div className="flex items-center gap-2 p-3">
        <button
          type="button"
          className="cursor-grab rounded border border-slate-300 px-2 py-1 text-slate-700 active:cursor-grabbing"
          aria-label={`Reorder ${item.label}, position ${position} of ${total}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <span className="flex-1 truncate text-sm text-slate-800">{item.label}</span>
        <button
          type="button"
          onClick={onRemove}
          className="rounded px-2 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
          aria-label={`Remove ${item.label}`}
        >
          Remove
        </button>
      </div>
      <MoveButtons item={item} position={position} total={total} />
      {item.drawing && <ReplaceDrawing item={item} />}
      <DetailsForm item={item} />
    </li>
  );
}

/** The files chosen in a picker, which is emptied so the same choice is not sent twice. */
function takeChosen(input: HTMLInputElement | null): File[] {
  const files = [...(input?.files ?? [])];
  if (input && files.length > 0) input.value = "";
  return files;
}
