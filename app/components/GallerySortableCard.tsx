import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { staffCardAnchor, type GalleryItem, type StaffGalleryItem, type StaffGalleryView } from "~/media/gallery";
import { focalStyle, imageUrl } from "~/content/images";
import { fallbackToPlaceholder } from "./Picture";
import { DetailsForm, MoveButtons, ReplaceDrawing } from "./GalleryTools";

/** One picture of the signed-in gallery: the picture, its drag handle and name, and one Edit panel with everything else. */
export function SortableCard({
  item,
  total,
  view,
  kept,
  onOpen,
  onRemove,
}: {
  item: StaffGalleryItem;
  total: number;
  view: StaffGalleryView;
  kept: string | null;
  onOpen: (i: GalleryItem) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      id={staffCardAnchor(item.id)}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative self-start scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${isDragging ? "z-10 opacity-80 ring-2 ring-cedar-600" : ""}`}
      data-testid="gallery-card"
      data-id={item.id}
    >
      {/* A phone shows a small picture beside its name and Edit, one row a picture; from 640 px the picture is on top. */}
      <div className="flex items-center gap-3 p-3 pr-20 sm:block sm:p-0">
        <button type="button" className="block shrink-0 sm:w-full" onClick={() => onOpen(item)} aria-label={`Open ${item.label} full size`}>
          <img
            src={imageUrl(item.image.id, 640, "webp")}
            width={item.image.width}
            height={item.image.height}
            alt={item.image.alt}
            loading="lazy"
            className="h-20 w-28 rounded-md object-cover sm:h-[250px] sm:w-full sm:rounded-none"
            style={focalStyle(item.image)}
            onError={fallbackToPlaceholder}
          />
        </button>
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:p-3">
          <button
            type="button"
            className="min-h-11 min-w-11 shrink-0 cursor-grab rounded border border-slate-300 px-2 text-slate-700 active:cursor-grabbing"
            aria-label={`Reorder ${item.label}, position ${item.position} of ${total}`}
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
          <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{item.label}</span>
        </div>
      </div>
      {/* One Edit per picture (issue 48): moving, caption and category, replacing a drawing and removing, folded until asked for. */}
      <details className="border-slate-100 open:border-t sm:border-t" open={kept !== null}>
        <summary
          className="absolute right-3 top-[30px] flex min-h-11 cursor-pointer items-center rounded border border-slate-300 px-3 text-sm font-semibold text-lake-800 sm:static sm:rounded-none sm:border-0"
          aria-label={`Edit ${item.label}`}
        >
          Edit
        </summary>
        <MoveButtons item={item} total={total} />
        <DetailsForm item={item} />
        {item.drawing && <ReplaceDrawing item={item} view={view} kept={kept} />}
        <div className="border-t border-slate-100 px-3 py-2">
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 rounded px-3 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
            aria-label={`Remove ${item.label}`}
          >
            Remove from the gallery
          </button>
        </div>
      </details>
    </li>
  );
}
