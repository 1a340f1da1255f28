import { DEFAULT_GALLERY_CATEGORY } from "./gallery";
import sharp, { type Metadata, type Sharp } from "sharp";
import { isStorageFull } from "~/platform/storage.server";
import type { AppServices } from "../platform/services.server";
import type { ImageRecord } from "~/models/images.server";
import { createImage, GALLERY_PATH, nextGallerySortOrder } from "~/models/images.server";
import { MultipartError, readMultipart, type MultipartForm } from "./multipart.server";
import { stripJpegMetadata } from "./jpeg-strip";
import { queueVariants } from "./variant-handler.server";
import { clockNow } from "~/platform/clock";

/** A refusal with the HTTP status and the message the person sees. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The form's text fields as sent, when they were read before the refusal (readUploadForm's keepFields). */
    readonly field: (name: string) => string | undefined = () => undefined,
  ) {
    super(message);
  }
}

/**
 * How much of a form refused for its file is still read (and the file dropped), so the text typed
 * after the file arrives and is given back: a 30 MB photo in a 20 MB form still keeps the post's words.
 */
export const READ_PAST_BYTES = 100 * 1024 * 1024;

const KINDS = {
  jpeg: { ext: "jpg", mime: "image/jpeg" },
  png: { ext: "png", mime: "image/png" },
  webp: { ext: "webp", mime: "image/webp" },
  avif: { ext: "avif", mime: "image/avif" },
  gif: { ext: "gif", mime: "image/gif" },
} as const;
type Kind = keyof typeof KINDS;

export const ACCEPTED = "JPEG, PNG, WebP, AVIF or GIF";

/** The file's first bytes decide what it is; its name and declared type do not. */
export function sniffImageType(b: Buffer): Kind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 6 && (b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a")) return "gif";
  if (b.length >= 12 && b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  if (b.length >= 12 && b.subarray(4, 8).toString("latin1") === "ftyp" && ["avif", "avis"].includes(b.subarray(8, 12).toString("latin1"))) return "avif";
  return null;
}

function looksLikeSvg(b: Buffer) {
  const head = b.subarray(0, 1024).toString("utf8").trimStart().toLowerCase();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || head.includes("<svg");
}

/** The most pixels an upload may decode to (all frames together): a 48-megapixel phone photo fits. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an upload and cleans it: a plain JPEG the right way up has its metadata segments cut
 * away (jpeg-strip.ts) and must still decode; anything else is re-encoded by sharp from the
 * decoded pixels. Either way EXIF/GPS metadata and anything appended to the image (a polyglot's
 * payload) are gone. Returns the clean bytes and what they are.
 */
export async function cleanImage(input: Buffer, maxBytes: number, opts: { maxEdge?: number } = {}) {
  if (input.length === 0) throw new UploadError(400, "The file is empty.");
  if (input.length > maxBytes) throw new UploadError(413, `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please upload a smaller file.`);
  const kind = sniffImageType(input);
  if (!kind) {
    if (looksLikeSvg(input)) throw new UploadError(415, `SVG images are not accepted (they can carry scripts). Please upload a ${ACCEPTED} file.`);
    throw new UploadError(415, `This file is not an image we accept. Please upload a ${ACCEPTED} file.`);
  }
  const animated = kind === "gif" || kind === "webp";
  let image: Sharp;
  let meta: Metadata;
  try {
    // The header alone tells the size; the pixel limit below applies before anything is decoded.
    meta = await sharp(input, { failOn: "error", animated, limitInputPixels: false }).metadata();
    image = sharp(input, { failOn: "error", animated, limitInputPixels: MAX_INPUT_PIXELS });
  } catch {
    throw new UploadError(415, `This file is damaged or not really a ${kind.toUpperCase()} image.`);
  }
  // Decoding costs about 4 bytes a pixel: refuse what would take more than ~200 MB, before decoding.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    const mp = Math.round(((meta.width ?? 0) * (meta.height ?? 0)) / 1_000_000);
    throw new UploadError(
      413,
      `This image is too large: ${meta.width} × ${meta.height} pixels (${mp} megapixels; the limit is ${MAX_INPUT_PIXELS / 1_000_000}). Please resize it and upload it again.`,
    );
  }
  const expected = kind === "avif" ? ["heif", "avif"] : [kind];
  if (!meta.format || !expected.includes(meta.format)) throw new UploadError(415, `This file is damaged or not really a ${kind.toUpperCase()} image.`);
  // A plain JPEG the right way up keeps its pixels as they are: only the metadata is cut away, so
  // a 12-megapixel photo costs a decode check instead of a full re-encode (decision 0021).
  if (kind === "jpeg" && !opts.maxEdge && (meta.orientation ?? 1) === 1 && meta.width && meta.height) {
    const stripped = stripJpegMetadata(input);
    if (stripped) {
      const decodes = await sharp(stripped, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width: Math.max(1, Math.ceil(meta.width / 8)) })
        .raw()
        .toBuffer()
        .then(
          () => true,
          () => false,
        );
      if (decodes) return { body: stripped, ext: KINDS.jpeg.ext, mime: KINDS.jpeg.mime, width: meta.width, height: meta.height };
    }
  }
  try {
    // rotate() applies the EXIF orientation to the pixels before the metadata is dropped.
    let out = image.rotate();
    // A visitor's photo is for looking at the site: a long edge of maxEdge is plenty, and much faster to encode.
    if (opts.maxEdge) out = out.resize({ width: opts.maxEdge, height: opts.maxEdge, fit: "inside", withoutEnlargement: true });
    if (kind === "jpeg") out = out.jpeg(opts.maxEdge ? { quality: 85 } : { quality: 88, mozjpeg: true });
    else if (kind === "png") out = out.png({ compressionLevel: 9 });
    else if (kind === "webp") out = out.webp({ quality: 88 });
    else if (kind === "avif") out = out.avif({ quality: 60 });
    else out = out.gif();
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      ext: KINDS[kind].ext,
      mime: KINDS[kind].mime,
      width: info.width,
      height: opts.maxEdge ? info.height : (meta.pageHeight ?? info.height),
    };
  } catch {
    throw new UploadError(415, `This file is damaged or not really a ${kind.toUpperCase()} image.`);
  }
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * The files (field `file`) and text fields of a multipart upload, read as a stream: each file is
 * held to `maxFileBytes` while it arrives, so an oversized one is refused (413) as soon as it
 * passes the cap, and an eleventh file as soon as its headers arrive, without reading the rest.
 * `fieldBytes`: the most a text field may hold (a new page's text is longer than an upload's caption).
 * `keepFields`: a file over the cap is read past (up to READ_PAST_BYTES for the whole body) so the
 * refusal carries the text fields (UploadError.field), for forms that draw themselves again as typed.
 */
export async function readUploadForm(request: Request, maxFileBytes: number, maxFiles = 10, fieldBytes = 4096, opts: { keepFields?: boolean } = {}) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new UploadError(400, "Send the image as a multipart form upload.");
  const mb = Math.round(maxFileBytes / 1024 / 1024);
  const declared = Number(request.headers.get("content-length") ?? 0);
  const bodyCap = opts.keepFields ? READ_PAST_BYTES : maxFiles * maxFileBytes + 64 * 1024 + (fieldBytes > 4096 ? fieldBytes * 2 : 0);
  if (declared > bodyCap) {
    throw new UploadError(413, `The upload is larger than ${maxFiles} images of ${mb} MB. Please upload fewer or smaller files.`);
  }
  const tooLarge = (name: string | undefined) => `The image ${(name || "image").slice(0, 200)} is larger than ${mb} MB. Please upload a smaller file.`;
  let form: MultipartForm;
  try {
    form = await readMultipart(
      request.body,
      type,
      { fileBytes: maxFileBytes, files: maxFiles, fieldBytes, parts: maxFiles + 16, headerBytes: 8192 },
      opts.keepFields ? { readPastOversized: { bodyBytes: READ_PAST_BYTES } } : {},
    );
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    const fields = error.partial?.fields;
    const field = (name: string) => fields?.get(name)?.[0];
    if (error.reason === "file-too-large") throw new UploadError(413, tooLarge(error.fileName), field);
    if (error.reason === "body-too-large")
      throw new UploadError(413, `The upload is larger than ${maxFiles} images of ${mb} MB. Please upload fewer or smaller files.`, field);
    if (error.reason === "too-many-files") throw new UploadError(400, `Upload at most ${maxFiles} images at a time.`, field);
    throw new UploadError(400, "The upload could not be read. Please try again.", field);
  }
  const field = (name: string) => form.fields.get(name)?.[0];
  if (form.oversized?.length) throw new UploadError(413, tooLarge(form.oversized[0]), field);
  return {
    files: form.files.filter((f) => f.field === "file").map((f): UploadedFile => ({ name: (f.name || "image").slice(0, 200), bytes: f.bytes })),
    field,
  };
}

let lastStamp = 0;
/** A millisecond timestamp, never the same twice in this process. */
function stamp() {
  lastStamp = Math.max(clockNow(), lastStamp + 1);
  return lastStamp;
}

/**
 * Stores one image and its record. The file is written first, then the record; if the record
 * fails the file is removed, so a failure leaves no orphan.
 */
export async function storeImage(
  services: Pick<AppServices, "db" | "storage" | "config">,
  file: UploadedFile,
  /** `alt`: the picture's description, written with the record (a gallery picture without one takes its caption). */
  opts: { gallery?: { index: number; caption?: string | null; category?: string | null }; alt?: string } = {},
): Promise<ImageRecord> {
  const clean = await cleanImage(file.bytes, services.config.uploadMaxBytes);
  const t = stamp();
  const filename = opts.gallery ? `${t}-${opts.gallery.index}.${clean.ext}` : `${t}.${clean.ext}`;
  const key = `uploads/${filename}`;
  try {
    await services.storage.put(key, clean.body, clean.mime);
  } catch (error) {
    // No file, so no record either: the visitor is told why, in words (decision 0020).
    if (isStorageFull(error)) {
      throw new UploadError(
        507,
        `${error.message}: ${file.name} was not saved. Ask whoever runs the website to free some space (or fix the storage), then try again.`,
      );
    }
    throw error;
  }
  try {
    const record = await createImage(services.db, {
      filename,
      original_filename: file.name,
      file_path: key,
      file_size: clean.body.length,
      mime_type: clean.mime,
      // A gallery picture's caption is its alt text until someone writes one in the Images tab;
      // without a caption it gets SPEC.md's words, with its file name.
      alt_text: opts.alt || (opts.gallery ? opts.gallery.caption || `Construction project image - ${file.name}` : null),
      page_path: opts.gallery ? GALLERY_PATH : null,
      width: clean.width,
      height: clean.height,
      category: opts.gallery ? opts.gallery.category || DEFAULT_GALLERY_CATEGORY : null,
      caption: opts.gallery ? opts.gallery.caption || `New project image - ${file.name}` : null,
      sort_order: opts.gallery ? await nextGallerySortOrder(services.db) : 0,
    });
    queueVariants(services, key, clean.width);
    return record;
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
