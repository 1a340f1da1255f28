import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "~/content/images";
import type { AppServices } from "~/platform/services.server";
import { SERVER_STORAGE } from "~/platform/policy";
import { clockNow } from "~/platform/clock";
import { imageLane } from "./image-lane.server";

type Services = Pick<AppServices, "storage" | "config">;
const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

function variantName(kind: "b" | "u", source: string, width: number, format: ImageFormat) {
  return `${createHash("sha256").update(`${kind}:${source}:${width}:${format}`).digest("hex").slice(0, 32)}.${format}`;
}

/** Where the variant of an image (b: bundled, u: uploaded) is kept on this server's disk once made. */
export function variantPath(dataDir: string, kind: "b" | "u", source: string, width: number, format: ImageFormat) {
  return path.join(dataDir, "cache", "img", variantName(kind, source, width, format));
}

/**
 * Uploads' variants live where the uploads do (decision 0055): with S3 set, in the object store, so
 * a picture deleted on one instance loses its variants on every instance; on local disk (one
 * server), in DATA_DIR/cache/img. The bundled pictures' variants are always on the disk.
 */
const inStore = (services: Services, kind: "b" | "u") => kind === "u" && services.storage.kind === "s3";
const storeKey = (kind: "b" | "u", source: string, width: number, format: ImageFormat) =>
  `${SERVER_STORAGE.variants}${variantName(kind, source, width, format)}`;

export async function readVariant(services: Services, kind: "b" | "u", source: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  if (inStore(services, kind)) return (await services.storage.get(storeKey(kind, source, width, format)))?.body ?? null;
  return readFile(variantPath(services.config.dataDir, kind, source, width, format)).catch(() => null);
}

export async function keepVariant(services: Services, kind: "b" | "u", source: string, width: number, format: ImageFormat, body: Buffer) {
  if (inStore(services, kind)) return services.storage.put(storeKey(kind, source, width, format), body, TYPES[format]);
  const file = variantPath(services.config.dataDir, kind, source, width, format);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${clockNow()}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
}

/**
 * Deletes every kept variant of an uploaded file, once the file itself is deleted. The sizes still
 * waiting to be made are dropped first, and one being made is let finish, so none is written after.
 */
export async function forgetVariants(services: Services, key: string) {
  await imageLane(services.storage).drop(`u:${key}:`);
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      if (inStore(services, "u")) await services.storage.delete(storeKey("u", key, width, format));
      else await rm(variantPath(services.config.dataDir, "u", key, width, format), { force: true });
    }
  }
}
