import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "~/content/images";

/** Where the variant of an image (b: bundled, u: uploaded) is kept once made. */
export function variantPath(dataDir: string, kind: "b" | "u", source: string, width: number, format: ImageFormat) {
  const name = createHash("sha256").update(`${kind}:${source}:${width}:${format}`).digest("hex").slice(0, 32);
  return path.join(dataDir, "cache", "img", `${name}.${format}`);
}

/** Deletes every cached variant of an uploaded file, once the file itself is deleted. */
export async function forgetVariants(dataDir: string, key: string) {
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) await rm(variantPath(dataDir, "u", key, width, format), { force: true });
  }
}
