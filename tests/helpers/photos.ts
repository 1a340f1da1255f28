import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A phone photo as an owner's phone takes one: a 12-megapixel (4032 × 3024) JPEG of about 4 MB,
 * with camera EXIF. Its grain makes it as large as a real photo (a flat test picture compresses to a
 * few KB and never meets the limits a real photo does). `seed` changes its pixels.
 */
export async function phonePhoto(seed = 1): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  // Grain at a quarter of the size, scaled up: detail a JPEG cannot squeeze away, like a real scene.
  const grain = randomBytes((width / 4) * (height / 4) * 3);
  grain[0] = seed & 0xff;
  const photo = await sharp(grain, { raw: { width: width / 4, height: height / 4, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 78 })
    .withExif({ IFD0: { Make: "Test", Model: "Phone 12MP" } })
    .toBuffer();
  return photo;
}

/** A file of `bytes` bytes that starts as a JPEG does: over any upload limit, refused by size before it is decoded. */
export function oversizedFile(bytes: number): Buffer {
  const b = Buffer.alloc(bytes, 0x41);
  b.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return b;
}

/**
 * `bytes` written to a file named `name` in a folder of its own, for a browser test's file input:
 * Playwright hands a local browser a file's path, where a buffer is copied through the DevTools
 * connection (a 20 MB buffer costs seconds of CPU on each side before the browser has the file).
 */
export function onDisk(name: string, bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "upload-"));
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
