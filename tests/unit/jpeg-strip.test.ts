import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { stripJpegMetadata } from "../../app/media/jpeg-strip";
import { phonePhoto } from "../helpers/photos";

async function jpegWithEverything() {
  const base = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([{ input: Buffer.from('<svg width="60" height="40"><rect width="60" height="40" fill="#123"/></svg>'), left: 10, top: 10 }])
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 50/1 0/1" } })
    .jpeg({ quality: 90 })
    .toBuffer();
  // A comment segment carrying markup, put right after the start-of-image marker.
  const text = Buffer.from("<script>alert('comment')</script>");
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
  return Buffer.concat([base.subarray(0, 2), com, base.subarray(2), Buffer.from("<html><script>alert('tail')</script></html>")]);
}

describe("stripping a JPEG's metadata without touching its pixels", () => {
  it("drops EXIF/GPS, comments and anything after the image, and decodes to exactly the same pixels", async () => {
    const input = await jpegWithEverything();
    const out = stripJpegMetadata(input)!;
    expect(out).not.toBeNull();
    expect(out.includes(Buffer.from("<script>"))).toBe(false);
    expect(out.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect((await sharp(out).metadata()).exif).toBeUndefined();
    const [a, b] = await Promise.all([sharp(input).raw().toBuffer(), sharp(out).raw().toBuffer()]);
    expect(out.length).toBeLessThan(input.length);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it("keeps a progressive JPEG's scans and its colour profile", async () => {
    const input = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a6" } })
      .withIccProfile("p3")
      .jpeg({ progressive: true })
      .toBuffer();
    const out = stripJpegMetadata(input)!;
    expect((await sharp(out).metadata()).icc).toBeDefined();
    expect(Buffer.compare(await sharp(input).raw().toBuffer(), await sharp(out).raw().toBuffer())).toBe(0);
  });

  it("answers null (so the upload is re-encoded instead) for anything that is not a whole, plain JPEG", async () => {
    const good = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    expect(stripJpegMetadata(Buffer.from("not a jpeg"))).toBeNull();
    expect(stripJpegMetadata(good.subarray(0, good.length - 2))).toBeNull(); // no end marker
    expect(stripJpegMetadata(good.subarray(0, 40))).toBeNull(); // cut in its headers
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull(); // no frame, no scan
  });

  it("finishes in linear time on pathological input", async () => {
    // Timed against the same function on a real-size phone photo (4.3 MB) in this run, the faster of
    // two runs each: a busy machine slows both alike. A pass that went back over the input would take
    // minutes on 4 MB; a linear one takes about as long as the photo, so twenty times it is generous.
    const photo = await phonePhoto(3);
    const fastest = (input: Buffer) =>
      Math.min(
        ...[0, 1].map(() => {
          const t = performance.now();
          stripJpegMetadata(input);
          return performance.now() - t;
        }),
      );
    const corpus = [
      Buffer.alloc(4 * 1024 * 1024, 0xff),
      Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(4 * 1024 * 1024, 0xff)]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xda, 0, 2]), Buffer.alloc(4 * 1024 * 1024, 0xff)]),
      Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        Buffer.from([0xff, 0xe1, 0, 2]).subarray(0, 4),
        ...Array.from({ length: 200_000 }, () => Buffer.from([0xff, 0xfe, 0, 2])),
      ]),
      Buffer.from(Array.from({ length: 2_000_000 }, (_, i) => (i % 3 === 0 ? 0xff : i % 3 === 1 ? 0x00 : 0xd0))),
    ];
    for (const [i, input] of corpus.entries()) {
      const bound = Math.max(50, 20 * fastest(photo));
      const took = fastest(input);
      expect(took, `input ${i}: ${took.toFixed(0)} ms against ${bound.toFixed(0)} ms (twenty times the photo's)`).toBeLessThan(bound);
    }
  });
});
