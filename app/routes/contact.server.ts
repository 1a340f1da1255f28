import { MAX_QUOTE_PHOTOS } from "~/leads/contact-form";
import { MultipartError, readMultipart } from "~/media/multipart.server";
import type { UploadedFile } from "~/media/uploads.server";
import { PHOTO_POSTS } from "~/platform/policy";
import { QUOTE_PHOTO_EDGE, cleanPhotos, storeLeadPhotos } from "~/leads/photos.server";

/** What the contact form sent: its text fields (first value of each), its photos, and a refusal if a limit was crossed. */
export interface ContactPost {
  field: (name: string) => string;
  photos: UploadedFile[];
  /** Set when the photos were refused while reading (too many, too large, unreadable). */
  photoError: { status: number; message: string } | null;
}

const MB = 1024 * 1024;

export { QUOTE_PHOTO_EDGE };

/**
 * Reads /contact's post: url-encoded (the server already capped it at 64 KB) or multipart with
 * photos, read file by file with each held to UPLOAD_MAX_MB and at most six files. When a limit
 * is crossed, the text read so far comes back with the refusal (the photo field is the form's
 * last, so everything typed has arrived by then).
 */
export async function readContactPost(request: Request, maxFileBytes: number): Promise<ContactPost> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const form = await request.formData();
    return { field: (name) => String(form.get(name) ?? ""), photos: [], photoError: null };
  }
  const mb = Math.round(maxFileBytes / MB);
  try {
    const form = await readMultipart(request.body, type, {
      fileBytes: maxFileBytes,
      files: MAX_QUOTE_PHOTOS,
      fieldBytes: 16 * 1024,
      parts: MAX_QUOTE_PHOTOS + 30,
      headerBytes: 8192,
    });
    const photos = form.files
      // A file input left empty still sends a nameless, empty part.
      .filter((f) => f.field === "photos" && (f.bytes.length > 0 || f.name !== ""))
      .map((f): UploadedFile => ({ name: (f.name || "photo").slice(0, 200), bytes: f.bytes }));
    return { field: (name) => form.fields.get(name)?.[0] ?? "", photos, photoError: null };
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    const fields = error.partial?.fields ?? new Map<string, string[]>();
    const field = (name: string) => fields.get(name)?.[0] ?? "";
    const refuse = (status: number, message: string): ContactPost => ({ field, photos: [], photoError: { status, message } });
    if (error.reason === "too-many-files")
      return refuse(400, `Please attach at most ${MAX_QUOTE_PHOTOS} photos. Your photos were not sent; choose them again.`);
    if (error.reason === "file-too-large") {
      return refuse(413, `The photo ${(error.fileName || "photo").slice(0, 200)} is larger than ${mb} MB. Please choose a smaller photo.`);
    }
    if (error.reason === "field-too-large") return refuse(413, "A field is too long. Please shorten it and try again.");
    return refuse(400, "The form could not be read. Please try again.");
  }
}

export { cleanPhotos, storeLeadPhotos };

/** A small semaphore: at most PHOTO_POSTS.concurrent photo posts read and cleaned at once, a bounded queue behind. */
let running = 0;
const waiting: (() => void)[] = [];
export async function withPhotoSlot<T>(work: () => Promise<T>): Promise<T | null> {
  if (running >= PHOTO_POSTS.concurrent) {
    if (waiting.length >= PHOTO_POSTS.queue) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function isPhotoPost(request: Request) {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
