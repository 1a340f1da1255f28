import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A phone photo as an owner's phone takes one: a 12-megapixel (4032 × 3024) JPEG of about 4 MB,
 * with camera EXIF. A smooth scene (the light changing across it) under sensor grain at the pixel
 * level: the grain makes it as large as a real photo (a flat test picture compresses to a few KB and
 * never meets the limits a real photo does), and, as in a real photo, the site's smaller copies
 * average it away. Grain in 4-pixel blobs (this helper until 2026-11-29) survived into every copy
 * and made each upload's 21 copies cost 5.5 s of CPU instead of 2.1 s. `seed` changes its pixels.
 */
export async function phonePhoto(seed = 1): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = randomBytes(width * height * 3);
  pixels[0] = seed & 0xff;
  for (let y = 0, i = 0; y < height; y++) {
    const g = 90 + (100 * y) / height;
    for (let x = 0; x < width; x++, i += 3) {
      const r = 60 + (120 * x) / width;
      const b = 140 - (60 * x) / width;
      // Grain of ±50 levels around the scene's colour (which stays 10–240, so nothing is clipped).
      pixels[i] = r + ((pixels[i]! * 100) >> 8) - 50;
      pixels[i + 1] = g + ((pixels[i + 1]! * 100) >> 8) - 50;
      pixels[i + 2] = b + ((pixels[i + 2]! * 100) >> 8) - 50;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78 })
    .withExif({ IFD0: { Make: "Test", Model: "Phone 12MP" } })
    .toBuffer();
}

/** A file of `bytes` bytes that starts as a JPEG does: over any upload limit, refused by size before it is decoded. */
export function oversizedFile(bytes: number): Buffer {
  const b = Buffer.alloc(bytes, 0x41);
  b.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return b;
}

const written: string[] = [];

/**
 * `bytes` written to a file named `name` in a folder of its own, for a browser test's file input:
 * Playwright hands a local browser a file's path, where a buffer is copied through the DevTools
 * connection (a 20 MB buffer costs seconds of CPU on each side before the browser has the file).
 */
export function onDisk(name: string, bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "upload-"));
  // Gone when the test process ends: a run writes tens of megabytes of these.
  if (written.length === 0) process.once("exit", () => written.forEach((d) => rmSync(d, { recursive: true, force: true })));
  written.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
