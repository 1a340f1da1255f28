import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import type { AppServices } from "../platform/services.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./images";
import { variantPath } from "./variants.server";
import { UnsafeKeyError, assertSafeKey } from "../platform/storage.server";
import { isPrivateStorageKey } from "../platform/policy";

const ASSETS = path.resolve("assets/images");
const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

// Two cores: one image at a time per format is plenty, and keeps page requests responsive.
sharp.concurrency(1);

export async function renderVariant(source: Buffer, width: number, format: ImageFormat) {
  const pipeline = sharp(source, { failOn: "error" }).rotate().resize({ width, withoutEnlargement: true });
  // No metadata is copied: EXIF and GPS never reach a visitor.
  if (format === "avif") return pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === "webp") return pipeline.webp({ quality: 72, effort: 4 }).toBuffer();
  return pipeline.jpeg({ quality: 76, mozjpeg: true, progressive: true }).toBuffer();
}

/** GET /img/(b|u)/<source>/<width>.<format>: a variant made once and cached in DATA_DIR/cache/img. */
export function imageHandler(services: AppServices) {
  const inflight = new Map<string, Promise<Buffer | null>>();

  async function load(kind: string, source: string): Promise<Buffer | null> {
    if (kind === "b") {
      const file = path.resolve(ASSETS, `${assertSafeKey(source)}.jpg`);
      if (!file.startsWith(ASSETS + path.sep)) return null;
      return readFile(file).catch(() => null);
    }
    // Visitors' quote photos are never public.
    if (isPrivateStorageKey(source)) return null;
    return (await services.storage.get(assertSafeKey(source)))?.body ?? null;
  }

  async function variant(kind: string, source: string, width: number, format: ImageFormat) {
    const file = variantPath(services.config.dataDir, kind as "b" | "u", source, width, format);
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const original = await load(kind, source);
    if (!original) return null;
    const out = await renderVariant(original, width, format);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, out);
    await rename(tmp, file);
    return out;
  }

  return async (req: Request, res: Response) => {
    const raw = req.originalUrl.split("?")[0]!;
    const m = /^\/img\/(b|u)\/(.+)\/(\d+)\.(avif|webp|jpg)$/.exec(raw);
    const width = Number(m?.[3]);
    if (!m || !(IMAGE_WIDTHS as readonly number[]).includes(width) || !(IMAGE_FORMATS as readonly string[]).includes(m[4]!)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const [, kind, source, , format] = m as unknown as [string, string, string, string, ImageFormat];
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
      if (error instanceof UnsafeKeyError) {
        res.status(400).type("text/plain").send("Bad image path");
        return;
      }
      services.logger.warn({ err: error, path: raw }, "image variant failed");
      res.status(404).type("text/plain").send("Not found");
    }
  };
}
