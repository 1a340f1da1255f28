import type { AppServices } from "../platform/services.server";
import { imageUrl } from "~/content/images";
import type { AdminImage } from "./types";
import type { ImageRecord } from "~/models/images.server";

/** What the admin screens get for one image record. */
export function imageJson(storage: AppServices["storage"], r: ImageRecord): AdminImage {
  return {
    id: r.id,
    filename: r.filename,
    original_filename: r.original_filename,
    file_path: r.file_path,
    file_size: r.file_size,
    mime_type: r.mime_type,
    alt_text: r.alt_text,
    page_path: r.page_path,
    width: r.width,
    height: r.height,
    created_at: r.created_at,
    url: storage.publicUrl(r.file_path),
    thumb: imageUrl(`u:${r.file_path}`, 480, "webp"),
    focal_x: r.focal_x ?? null,
    focal_y: r.focal_y ?? null,
  };
}
