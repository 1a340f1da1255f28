import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import type { AppServices } from "../platform/services.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS, widthsFor, type ImageFormat } from "~/content/images";
import { ImageLaneBusy, imageLane } from "./image-lane.server";
import { keepVariant, readVariant } from "./variants.server";
import { UnsafeKeyError, assertSafeKey } from "../platform/storage.server";
import { IMAGE_POLICY, isPrivateStorageKey } from "../platform/policy";

const ASSETS = path.resolve("assets/images");
const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

// Two cores: one image at a time per format is plenty, and keeps page requests responsive.
sharp.concurrency(1);
// No libvips operation cache (up to 50 MB by default): each variant is made once and then served from disk (decision 0049).
sharp.cache(false);

export async function renderVariant(source: Buffer, width: number, format: ImageFormat) {
  const pipeline = sharp(source, { failOn: "error" }).rotate().resize({ width, withoutEnlargement: true });
  // No metadata is copied: EXIF and GPS never reach a visitor.
  if (format === "avif") return pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === "webp") return pipeline.webp({ quality: 72, effort: 4 }).toBuffer();
  // JPEG has no transparency: a transparent picture (a logo) goes on white, not black.
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 76, mozjpeg: true, progressive: true }).toBuffer();
}

type Services = Pick<AppServices, "storage" | "config">;

async function loadOriginal(services: Services, kind: string, source: string): Promise<Buffer | null> {
  if (kind === "b") {
    const file = path.resolve(ASSETS, `${assertSafeKey(source)}.jpg`);
    if (!file.startsWith(ASSETS + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
  // Visitors' quote photos are never public.
  if (isPrivateStorageKey(source)) return null;
  return (await services.storage.get(assertSafeKey(source)))?.body ?? null;
}

/** Makes one variant (unless another job made it meanwhile) and keeps it (variants.server.ts says where). */
async function makeVariant(services: Services, kind: "b" | "u", source: string, width: number, format: ImageFormat) {
  const cached = await readVariant(services, kind, source, width, format);
  if (cached) return cached;
  const original = await loadOriginal(services, kind, source);
  if (!original) return null;
  const out = await renderVariant(original, width, format);
  await keepVariant(services, kind, source, width, format, out);
  return out;
}

/**
 * Queues every variant the site will ask for of a freshly uploaded picture (each declared width up
 * to its own, in each format), to be made one at a time in the background right after the upload
 * answers, so no visitor waits for one (decision 0021). Visitors' quote photos are never public and
 * get none.
 */
export function queueVariants(services: Services, key: string, naturalWidth: number) {
  if (isPrivateStorageKey(key)) return;
  const lane = imageLane(services.storage);
  for (const format of IMAGE_FORMATS) {
    for (const width of widthsFor(naturalWidth)) {
      lane.enqueue(`u:${key}:${width}:${format}`, () => makeVariant(services, "u", key, width, format));
    }
  }
}

/** GET /img/(b|u)/<source>/<width>.<format>: a variant made once and kept (on disk, or in the object store with S3). */
export function imageHandler(services: AppServices) {
  const lane = imageLane(services.storage);
  const inflight = new Map<string, Promise<Buffer | null>>();

  async function variant(kind: "b" | "u", source: string, width: number, format: ImageFormat) {
    // Made already (at upload, or by an earlier visitor): no lane, no wait.
    const cached = await readVariant(services, kind, source, width, format);
    if (cached) return cached;
    return lane.visitor(() => makeVariant(services, kind, source, width, format));
  }

  return async (req: Request, res: Response) => {
    const raw = req.originalUrl.split("?")[0]!;
    const m = /^\/img\/(b|u)\/(.+)\/(\d+)\.(avif|webp|jpg)$/.exec(raw);
    const width = Number(m?.[3]);
    if (!m || !(IMAGE_WIDTHS as readonly number[]).includes(width) || !(IMAGE_FORMATS as readonly string[]).includes(m[4]!)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const [, kind, source, , format] = m as unknown as [string, "b" | "u", string, string, ImageFormat];
    const key = `${kind}:${source}:${width}:${format}`;
    try {
      let job = inflight.get(key);
      if (!job) {
        job = variant(kind, source, width, format).finally(() => inflight.delete(key));
        inflight.set(key, job);
      }
      const body = await job;
      if (!body) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.setHeader("Content-Type", TYPES[format]);
      res.setHeader("Cache-Control", kind === "u" ? "public, max-age=31536000, immutable" : "public, max-age=604800, stale-while-revalidate=86400");
      res.setHeader("Content-Length", String(body.length));
      res.end(body);
    } catch (error) {
      if (error instanceof ImageLaneBusy) {
        res.status(503).setHeader("Retry-After", String(IMAGE_POLICY.retryAfterSeconds));
        res.type("text/plain").send(error.message);
        return;
      }
      if (error instanceof UnsafeKeyError) {
        res.status(400).type("text/plain").send("Bad image path");
        return;
      }
      services.logger.warn({ err: error, path: raw }, "image variant failed");
      res.status(404).type("text/plain").send("Not found");
    }
  };
}
