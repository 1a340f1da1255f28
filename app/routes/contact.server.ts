import { randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { MAX_QUOTE_PHOTOS } from "~/leads/contact-form";
import { MultipartError, readMultipart } from "~/media/multipart.server";
import { PHOTO_POSTS } from "~/platform/policy";
import { boundedSlots } from "~/platform/slots";
import { QUOTE_PHOTO_EDGE, cleanPhotos, storeLeadPhotos, type QuotePhoto } from "~/leads/photos.server";
import { clockNow } from "~/platform/clock";

/** What the contact form sent: its text fields (first value of each), its photos, and a refusal if a limit was crossed. */
export interface ContactPost {
  field: (name: string) => string;
  /** On disk until the post is answered (readContactPost's `dataDir`), else in memory. */
  photos: QuotePhoto[];
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
export async function readContactPost(request: Request, maxFileBytes: number, opts: { dataDir?: string; discardPhotos?: boolean } = {}): Promise<ContactPost> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const form = await request.formData();
    return { field: (name) => String(form.get(name) ?? ""), photos: [], photoError: null };
  }
  const mb = Math.round(maxFileBytes / MB);
  try {
    const form = await readMultipart(
      request.body,
      type,
      {
        fileBytes: maxFileBytes,
        files: MAX_QUOTE_PHOTOS,
        fieldBytes: 16 * 1024,
        parts: MAX_QUOTE_PHOTOS + 30,
        headerBytes: 8192,
      },
      { fileDir: opts.dataDir && !opts.discardPhotos ? await postDir(request, opts.dataDir) : undefined, discardFiles: opts.discardPhotos },
    );
    const photos = form.files
      // A file input left empty still sends a nameless, empty part.
      .filter((f) => f.field === "photos" && (f.size > 0 || f.name !== ""))
      .map((f): QuotePhoto => ({ name: (f.name || "photo").slice(0, 200), bytes: f.bytes, path: f.path }));
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
    if (error.reason === "not-stored")
      return refuse(503, "Your photos could not be received just now. Please try again in a minute, or send your request without photos.");
    return refuse(400, "The form could not be read. Please try again.");
  }
}

export { cleanPhotos, storeLeadPhotos };

/**
 * Photos arrive into a folder of their own per post under DATA_DIR/incoming (decision 0040),
 * removed when the post is answered (withPhotoSlot). What a crash left behind is removed after an hour.
 */
const postDirs = new WeakMap<Request, string>();
let swept = false;
async function postDir(request: Request, dataDir: string) {
  const root = path.join(dataDir, "incoming");
  if (!swept) {
    swept = true;
    const names = await readdir(root).catch(() => [] as string[]);
    for (const name of names) {
      const full = path.join(root, name);
      const old = await stat(full).then(
        (s) => clockNow() - s.mtimeMs > 3_600_000,
        () => false,
      );
      if (old) await rm(full, { recursive: true, force: true }).catch(() => undefined);
    }
  }
  const dir = path.join(root, randomUUID());
  postDirs.set(request, dir);
  return dir;
}

/**
 * A small semaphore: at most PHOTO_POSTS.concurrent photo posts read and cleaned at once, a
 * bounded queue behind (null when it is full). The post's photos on disk are removed after.
 */
const photoSlots = boundedSlots(PHOTO_POSTS);
export async function withPhotoSlot<T>(request: Request, work: () => Promise<T>): Promise<T | null> {
  try {
    return await photoSlots(work);
  } finally {
    const dir = postDirs.get(request);
    if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

export function isPhotoPost(request: Request) {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
