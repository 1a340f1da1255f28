import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { listImages } from "../../app/models/images.server";

let s: TestServer;
let cookie: string;

beforeAll(async () => {
  s = await startServer({ env: { UPLOAD_MAX_MB: "1" } });
  cookie = await staffCookie(s);
});
afterAll(() => s.stop());

async function upload(bytes: Buffer, name: string, type = "image/jpeg", extra: Record<string, string> = {}) {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { Cookie: cookie }, body });
  return {
    status: res.status,
    json: (await res.json()) as {
      error?: string;
      images?: Array<{ id: string; file_path: string; url: string; width: number; height: number; mime_type: string; file_size: number }>;
    },
  };
}

const photo = (w = 64, h = 48) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 40, g: 90, b: 130 } } });

async function storedFiles() {
  return (await listImages(s.services.db)).filter((i) => !i.file_path.startsWith("uploads/gallery-"));
}

describe("upload safety", () => {
  it("accepts a real JPEG, stores it as uploads/{timestamp}.jpg with its size and dimensions, and strips EXIF and GPS", async () => {
    const withGps = await photo(80, 60)
      .withExif({
        IFD0: { Make: "PhoneMaker", Copyright: "Someone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 50/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "120/1 1/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { status, json } = await upload(withGps, "deck photo.jpeg");
    expect(status).toBe(201);
    const img = json.images![0]!;
    expect(img.file_path).toMatch(/^uploads\/\d{13}\.jpg$/);
    expect(img.mime_type).toBe("image/jpeg");
    expect([img.width, img.height]).toEqual([80, 60]);
    const stored = await s.services.storage.get(img.file_path);
    expect(stored!.body.length).toBe(img.file_size);
    const meta = await sharp(stored!.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored!.body.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Served with its type by the app.
    const served = await fetch(`${s.url}${img.url}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it.each([
    [
      "an SVG with a script",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.svg",
      "image/svg+xml",
      415,
      /SVG images are not accepted/,
    ],
    [
      "an executable renamed .jpg",
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 1)]),
      "holiday.jpg",
      "image/jpeg",
      415,
      /not an image we accept/,
    ],
    ["a GIF/JavaScript polyglot", Buffer.from("GIF89a/*\x00\x00*/=alert(document.cookie);//"), "funny.gif", "image/gif", 415, /damaged or not really a GIF/],
    [
      "a JPEG header with HTML behind it",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")]),
      "x.jpg",
      "image/jpeg",
      415,
      /damaged or not really a JPEG/,
    ],
    ["a 0-byte file", Buffer.alloc(0), "empty.jpg", "image/jpeg", 400, /The file is empty/],
  ])("refuses %s with a clear message and stores nothing", async (_label, bytes, name, type, status, message) => {
    const before = (await storedFiles()).length;
    const r = await upload(bytes, name, type);
    expect(r.status).toBe(status);
    expect(r.json.error).toMatch(message);
    expect((await storedFiles()).length).toBe(before);
  });

  it("re-encodes a valid image that carries a payload after it, so the payload is not served", async () => {
    const valid = await photo().png().toBuffer();
    const polyglot = Buffer.concat([valid, Buffer.from("<script>alert('owned')</script>")]);
    const r = await upload(polyglot, "chart.png", "image/png");
    expect(r.status).toBe(201);
    const stored = await s.services.storage.get(r.json.images![0]!.file_path);
    expect(stored!.body.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses an oversized file with 413 and a clear message", async () => {
    const big = Buffer.concat([await photo().jpeg().toBuffer(), Buffer.alloc(2 * 1024 * 1024, 7)]);
    const r = await upload(big, "huge.jpg");
    expect(r.status).toBe(413);
    expect(r.json.error).toMatch(/larger than 1 MB/);
  });

  it("names gallery uploads uploads/{timestamp}-{index}.{ext}; without a caption they get none (no made-up text) and the first category", async () => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(await photo().webp().toBuffer())], { type: "image/webp" }), "porch.webp");
    body.append("file", new Blob([new Uint8Array(await photo().png().toBuffer())], { type: "image/png" }), "shop.png");
    body.append("gallery", "1");
    const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { Cookie: cookie }, body });
    expect(res.status).toBe(201);
    const { images } = (await res.json()) as { images: Array<{ id: string; file_path: string }> };
    expect(images.map((i) => i.file_path)).toEqual([expect.stringMatching(/^uploads\/\d{13}-0\.webp$/), expect.stringMatching(/^uploads\/\d{13}-1\.png$/)]);
    const rows = await listImages(s.services.db);
    const porch = rows.find((r) => r.id === images[0]!.id)!;
    expect(porch).toMatchObject({
      page_path: "/gallery",
      alt_text: null,
      caption: null,
      category: "new-construction",
    });
  });

  it("a gallery upload takes the caption (also its alt text) and category from the form, and refuses an unknown category", async () => {
    const send = async (fields: Record<string, string>) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(await photo().jpeg().toBuffer())], { type: "image/jpeg" }), "cottage.jpg");
      body.append("gallery", "1");
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { Cookie: cookie }, body });
    };
    const res = await send({ caption: "Backyard cottage with a covered porch", category: "adu" });
    expect(res.status).toBe(201);
    const { images } = (await res.json()) as { images: Array<{ id: string }> };
    const row = (await listImages(s.services.db)).find((r) => r.id === images[0]!.id)!;
    expect(row).toMatchObject({ caption: "Backyard cottage with a covered porch", alt_text: "Backyard cottage with a covered porch", category: "adu" });
    const before = (await listImages(s.services.db)).length;
    const bad = await send({ category: "castles" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Choose one of the gallery's categories.");
    expect((await listImages(s.services.db)).length).toBe(before);
  });

  it("refuses anonymous uploads with 401 and stores nothing", async () => {
    const before = (await listImages(s.services.db)).length;
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(await photo().jpeg().toBuffer())], { type: "image/jpeg" }), "a.jpg");
    const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", body });
    expect(res.status).toBe(401);
    expect((await listImages(s.services.db)).length).toBe(before);
  });

  it("deleting an image removes the stored file, then the record", async () => {
    const { json } = await upload(await photo().jpeg().toBuffer(), "gone.jpg");
    const img = json.images![0]!;
    const res = await fetch(`${s.url}/admin/images`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "image-delete", id: img.id }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(await s.services.storage.get(img.file_path)).toBeNull();
    expect((await listImages(s.services.db)).some((r) => r.id === img.id)).toBe(false);
    expect((await fetch(`${s.url}${img.url}`)).status).toBe(404);
  });
});
