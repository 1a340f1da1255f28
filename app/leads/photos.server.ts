import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { AppServices } from "~/platform/services.server";
import { UploadError, cleanImage, storeImage } from "~/media/uploads.server";
import { createLeadPhoto } from "~/models/lead-photos.server";
import { PRIVATE_STORAGE_PREFIX } from "~/platform/policy";

/** Quote photos are kept at most this many pixels on their long edge (a phone's 4032 × 3024 becomes 2048 × 1536). */
export const QUOTE_PHOTO_EDGE = 2048;

/** A visitor's photo as it arrived: written to `path` while the post streamed in, or in `bytes`. */
export interface QuotePhoto {
  name: string;
  bytes: Buffer;
  path?: string;
}

/**
 * One visitor's photo at a time in this process (decision 0040): a 12-megapixel decode takes about
 * 40 MB, so however many posts arrive at once, memory holds one decode and one photo's bytes. The
 * new-lead e-mail's thumbnails take the same lane.
 */
let lane: Promise<unknown> = Promise.resolve();
export function inLane<T>(work: () => Promise<T>): Promise<T> {
  const run = lane.then(work, work);
  lane = run.catch(() => undefined);
  return run;
}

/**
 * Checks every photo the way staff uploads are checked (the bytes decide the type, at most 50
 * megapixels, re-encoded so EXIF/GPS and anything hidden are gone). The first refusal names the file.
 */
export async function cleanPhotos(photos: QuotePhoto[], maxBytes: number) {
  const out: Array<{ name: string; clean: Awaited<ReturnType<typeof cleanImage>> }> = [];
  for (const photo of photos) {
    try {
      const clean = await inLane(async () => cleanImage(photo.path ? await readFile(photo.path) : photo.bytes, maxBytes, { maxEdge: QUOTE_PHOTO_EDGE }));
      out.push({ name: photo.name, clean });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      throw new UploadError(error.status, `${photo.name}: ${error.message}`);
    }
  }
  return out;
}

/** Stores a lead's cleaned photos under leads/ (never public). A failure leaves no orphan file for the failed one. */
export async function storeLeadPhotos(services: Pick<AppServices, "db" | "storage">, messageId: string, photos: Awaited<ReturnType<typeof cleanPhotos>>) {
  let index = 0;
  for (const { name, clean } of photos) {
    const key = `${PRIVATE_STORAGE_PREFIX}${randomUUID()}.${clean.ext}`;
    await services.storage.put(key, clean.body, clean.mime);
    try {
      await createLeadPhoto(services.db, {
        message_id: messageId,
        file_path: key,
        original_filename: name,
        mime_type: clean.mime,
        file_size: clean.body.length,
        width: clean.width,
        height: clean.height,
        sort_order: index++,
      });
    } catch (error) {
      await services.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }
}

/**
 * A kept photo (a job page's, decision 0051) copied into the image library through the same safe
 * path as any upload, for a project the client agreed to show.
 */
export async function photoToLibrary(
  services: Pick<AppServices, "db" | "storage" | "config">,
  photo: { file_path: string; original_filename: string },
  alt: string,
) {
  const file = await services.storage.get(photo.file_path);
  if (!file) return null;
  return storeImage(services, { name: photo.original_filename, bytes: Buffer.from(file.body) }, { alt });
}
