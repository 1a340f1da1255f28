import type { AppServices } from "../platform/services.server";
import { forgetVariants } from "./variants.server";
import { imageUrl } from "~/content/images";
import type { AdminImage } from "./types";
import { deleteImage, getImage, type ImageRecord } from "~/models/images.server";
import { getBrand, saveBrand } from "~/models/brand.server";

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

/** Deletes an image: the stored file first, then its cached variants, then the record. */
export async function removeImage(services: Pick<AppServices, "db" | "storage" | "config">, id: string) {
  const record = await getImage(services.db, id);
  if (!record) return false;
  await services.storage.delete(record.file_path);
  await forgetVariants(services.config.dataDir, record.file_path);
  await deleteImage(services.db, id);
  // The header never shows a deleted logo: it goes back to the company name.
  const brand = await getBrand(services.db);
  if (brand.logo?.path === record.file_path) await saveBrand(services.db, { ...brand, logo: null });
  return true;
}
