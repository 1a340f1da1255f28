/**
 * The one writer of the Images library's records (decision 0047): a picture's description, its
 * deletion (file, cached sizes, record, and the logo it may have been), and the gallery's order,
 * details and membership. Uploads are stored by media/uploads.server.ts's safe path first.
 */
import type { Db } from "~/db/schema";
import { inTransaction } from "~/db/client.server";
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from "~/media/gallery";
import { isDemoDrawing } from "~/media/demo-drawings.server";
import { forgetVariants } from "~/media/variants.server";
import { getBrand, saveBrand } from "~/models/brand.server";
import { deleteImage, GALLERY_PATH, getImage, listGallery, nextGallerySortOrder, setGalleryOrder, updateImage, type ImageRecord } from "~/models/images.server";
import type { AppServices } from "~/platform/services.server";

import type { Result } from "./refusal";
export const ALT_MAX_TYPED = 500;
export const CAPTION_MAX = 200;

/** The picture's description for people who cannot see it. */
export async function describeImage(db: Db, id: string, alt: string): Promise<Result<{ image: ImageRecord }>> {
  if (alt.length > ALT_MAX_TYPED) return { error: "Keep the alt text under 500 characters." };
  const image = await updateImage(db, id, { alt_text: alt.trim() || null });
  return image ? { image } : { error: "That image no longer exists.", status: 404 };
}

/** Deletes an image: the stored file first, then its cached variants, then the record. */
export async function removeImage(services: Pick<AppServices, "db" | "storage" | "config">, id: string) {
  const record = await getImage(services.db, id);
  if (!record) return false;
  await services.storage.delete(record.file_path);
  await forgetVariants(services, record.file_path);
  await deleteImage(services.db, id);
  // The header never shows a deleted logo: it goes back to the company name.
  const brand = await getBrand(services.db);
  if (brand.logo?.path === record.file_path) await saveBrand(services.db, { ...brand, logo: null });
  return true;
}

/** The gallery in a new order; every id must be a gallery picture, each once. */
export async function reorderGallery(db: Db, ids: string[]): Promise<Result<{ count: number }>> {
  return inTransaction(db, async (tx) => {
    const known = new Set((await listGallery(tx)).map((r) => r.id));
    if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) return { error: "The order names images that are not in the gallery." };
    await setGalleryOrder(tx, ids);
    return { count: ids.length };
  });
}

/** New uploads put at the front of the gallery, in the order they were chosen. */
export const galleryFirst = (db: Db, ids: string[]) => setGalleryOrder(db, ids);

export const GALLERY_MOVES = { first: "to first", up: "up", down: "down" } as const;

/** One picture moved to first, up or down; answers its new place (1-based) and the gallery's size. */
export async function moveInGallery(db: Db, id: string, to: string): Promise<Result<{ image: ImageRecord; place: number; of: number; move: string }>> {
  if (!(to in GALLERY_MOVES)) return { error: "Choose Move to first, Move up or Move down." };
  return inTransaction(db, async (tx) => {
    const order = (await listGallery(tx)).map((r) => r.id);
    const at = order.indexOf(id);
    if (at < 0) return { error: "That picture is not in the gallery any more.", status: 404 as const };
    const next = order.filter((x) => x !== id);
    const place = to === "first" ? 0 : to === "up" ? Math.max(0, at - 1) : Math.min(order.length - 1, at + 1);
    next.splice(place, 0, id);
    await setGalleryOrder(tx, next);
    return { image: (await getImage(tx, id))!, place: place + 1, of: order.length, move: GALLERY_MOVES[to as keyof typeof GALLERY_MOVES] };
  });
}

/** A gallery picture's caption and category. */
export async function saveGalleryDetails(db: Db, id: string, captionTyped: string, category: string): Promise<Result<{ image: ImageRecord; caption: string }>> {
  const image = await getImage(db, id);
  if (!image || image.page_path !== GALLERY_PATH) return { error: "That picture is not in the gallery any more.", status: 404 };
  const caption = captionTyped.trim();
  if (caption.length > CAPTION_MAX) return { error: "Keep the caption under 200 characters." };
  if (!GALLERY_CATEGORIES.some((c) => c.key === category) && category !== image.category) return { error: "Choose one of the gallery's categories." };
  await updateImage(db, image.id, { caption: caption || null, category });
  return { image, caption };
}

/** A library picture taken back into the gallery, at its end. */
export async function putBackInGallery(db: Db, id: string): Promise<Result<{ image: ImageRecord; already: boolean }>> {
  return inTransaction(db, async (tx) => {
    const image = await getImage(tx, id);
    if (!image) return { error: "That image is no longer in the library.", status: 404 as const };
    if (image.page_path === GALLERY_PATH) return { image, already: true };
    await updateImage(tx, image.id, {
      page_path: GALLERY_PATH,
      sort_order: await nextGallerySortOrder(tx),
      category: image.category ?? DEFAULT_GALLERY_CATEGORY,
    });
    return { image, already: false };
  });
}

/** Takes a picture off the gallery; it stays in the Images library. */
export async function removeFromGallery(db: Db, id: string): Promise<Result<{ image: ImageRecord }>> {
  const image = await getImage(db, id);
  if (!image || image.page_path !== GALLERY_PATH) return { error: "That image is not in the gallery.", status: 404 };
  await updateImage(db, image.id, { page_path: null });
  return { image };
}

/**
 * The demo drawing a photo is to replace (checked before the photo is stored); then putPhotoInPlaceOf:
 * a stored photo takes a demo drawing's place and category in the gallery, captioned (also its alt
 * text), in one transaction; the drawing leaves the gallery and stays in the library.
 */
export async function drawingToReplace(db: Db, drawingId: string): Promise<Result<{ drawing: ImageRecord }>> {
  const drawing = await getImage(db, drawingId);
  if (!drawing || drawing.page_path !== GALLERY_PATH) return { error: "That drawing is not in the gallery any more." };
  if (!isDemoDrawing(drawing.file_path)) return { error: "That picture is already a photo. Use Remove, then upload the new one." };
  return { drawing };
}

export async function putPhotoInPlaceOf(db: Db, drawing: ImageRecord, photo: ImageRecord, caption: string) {
  await inTransaction(db, async (tx) => {
    await updateImage(tx, photo.id, { page_path: GALLERY_PATH, sort_order: drawing.sort_order, caption, category: drawing.category, alt_text: caption });
    await updateImage(tx, drawing.id, { page_path: null });
  });
}
