import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { GalleryItem } from "~/media/gallery";
import { imageUrl } from "~/media/images";
import { uploadFiles } from "~/media/upload-client";
import { fallbackToPlaceholder } from "./Picture";

async function post(body: unknown) {
  const res = await fetch("/api/admin/gallery", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? `The server answered ${res.status}.`);
}

/** The signed-in gallery: upload (button or drop), drag to reorder (mouse or keyboard), remove. All of it is saved. */
export function GalleryManager({ items: initial, onOpen }: { items: GalleryItem[]; onOpen: (item: GalleryItem) => void }) {
  const [items, setItems] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const revalidator = useRevalidator();
  useEffect(() => setItems(initial), [initial]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function upload(list: FileList | File[] | null) {
    // Only image files go up; anything else is skipped.
    const files = [...(list ?? [])].filter((f) => f.type.startsWith("image/"));
    if (files.length === 0) return;
    setUploading(true);
    try {
      const { images } = await uploadFiles(files, { gallery: true });
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
    if (!window.confirm(`Remove “${item.caption}” from the gallery? It stays in Admin → Images.`)) return;
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
        <p className="text-slate-800">{dragOver ? "Drop images here to upload" : "Drag and drop photos here, or"}</p>
        <label className={`btn-primary mt-3 cursor-pointer ${uploading ? "pointer-events-none opacity-60" : ""}`}>
          {uploading ? "Uploading..." : "Upload Images"}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={uploading}
            onChange={(e) => void upload(e.target.files)}
            data-testid="gallery-upload"
          />
        </label>
        <p className="mt-2 text-sm text-slate-700">Drag a photo by its handle, or focus the handle and use Space and the arrow keys, to change the order.</p>
      </div>
      {items.length === 0 ? (
        <div className="mt-10 rounded-xl bg-lake-50 p-8 text-center text-lg text-slate-800">
          <p>No images in the gallery yet.</p>
          <p className="mt-1 text-base text-slate-700">Upload photos with the button above, or drag and drop them onto it.</p>
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
          <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
              {items.map((item, index) => (
                <SortableCard key={item.id} item={item} position={index + 1} total={items.length} onOpen={onOpen} onRemove={() => void remove(item)} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </div>
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
          aria-label={`Reorder ${item.caption}, position ${position} of ${total}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <span className="flex-1 truncate text-sm text-slate-800">{item.caption}</span>
        <button
          type="button"
          onClick={onRemove}
          className="rounded px-2 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
          aria-label={`Remove ${item.caption}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
