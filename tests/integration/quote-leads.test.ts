import { GARAGE_QUOTE } from "../helpers/lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startServer, type TestServer, withServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { listLeadPhotos } from "../../app/models/lead-photos.server";
import { openDatabase } from "../../app/db/client.server";
import { migrateToLatest, migrateUpTo } from "../../app/db/migrations.server";
import { freshDatabaseUrl } from "../helpers/db";

const valid = {
  ...GARAGE_QUOTE,
  timeline: "In the next 3 months",
  heardFrom: "A friend or neighbor",
  landing: "/service-garages",
  source: "newsletter",
};

/** A phone photo: a JPEG with EXIF (camera, GPS position) in it. */
async function phonePhoto(seed: number) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 + seed * 30, g: 120, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 50/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "120/1 1/1 0/1" },
    })
    .toBuffer();
}

async function postQuote(
  s: TestServer,
  fields: Record<string, string>,
  files: Array<{ name: string; bytes: Buffer; type?: string }> = [],
  ip = "198.51.100.20",
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append("photos", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  const res = await fetch(`${s.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": ip }, body });
  return { status: res.status, html: await res.text() };
}

describe("the quote request", () => {
  let s: TestServer;
  let huge: Buffer;
  beforeAll(async () => {
    s = await startServer();
    // 8000 × 7500 = 60 megapixels, small on disk (one colour).
    huge = await sharp({ create: { width: 8000, height: 7500, channels: 3, background: "#888" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 60_000);
  afterAll(() => s.stop());

  it("offers the optional details and a photo field on /contact, in a multipart form that posts without JavaScript", async () => {
    const html = await (await fetch(`${s.url}/contact`)).text();
    const tag = /<form[^>]*data-contact-form[^>]*>/.exec(html)![0];
    expect(tag).toContain('action="/contact#form-status"');
    expect(tag.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(tag).toContain('method="post"');
    for (const label of [
      "Town of the site",
      "Street address",
      "Budget range",
      "When would you like to start?",
      "How did you hear of us?",
      "Photos of the site or the room",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain(`<option value="Chelan Falls">Chelan Falls</option>`);
    expect(html).toContain(`<option value="Other">Other</option>`);
    expect(html).toContain(`<option value="As soon as possible">As soon as possible</option>`);
    expect(html).toContain(`<option value="Under $50,000">Under $50,000</option>`);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple/);
  });

  it("keeps every field and three photos, cleaned of EXIF/GPS, stored privately", async () => {
    const photos = await Promise.all([1, 2, 3].map(async (i) => ({ name: `IMG_00${i}.jpg`, bytes: await phonePhoto(i) })));
    const r = await postQuote(s, valid, photos);
    expect(r.status).toBe(200);
    expect(r.html).toContain("Thank you for your message! We will get back to you soon.");
    const [m] = await listContactMessages(s.services.db);
    expect(m).toMatchObject({
      full_name: "Jordan Avery",
      town: "Manson",
      street_address: "120 Lakeshore Rd",
      budget: "$50,000 to $150,000",
      timeline: "In the next 3 months",
      heard_from: "A friend or neighbor",
      landing_page: "/service-garages",
      source: "newsletter",
    });
    const stored = await listLeadPhotos(s.services.db, [m!.id]);
    expect(stored.map((p) => p.original_filename)).toEqual(["IMG_001.jpg", "IMG_002.jpg", "IMG_003.jpg"]);
    for (const p of stored) {
      expect(p.file_path).toMatch(/^leads\/[0-9a-f-]{36}\.jpg$/);
      const file = await s.services.storage.get(p.file_path);
      const meta = await sharp(file!.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file!.body.includes(Buffer.from("PhoneCo"))).toBe(false);
      // Never public: not as a stored file, not as an image variant.
      expect((await fetch(`${s.url}/files/cms-images/${p.file_path}`)).status).toBe(404);
      expect((await fetch(`${s.url}/img/u/${p.file_path}/480.jpg`)).status).toBe(404);
      const anonymous = await fetch(`${s.url}/admin/messages/photo/${p.id}`, { redirect: "manual" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe("/auth");
    }
    const cookie = await staffCookie(s, "editor");
    const full = await fetch(`${s.url}/admin/messages/photo/${stored[0]!.id}`, { headers: { cookie } });
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/jpeg");
    expect(full.headers.get("cache-control")).toBe("private, max-age=300");
    const thumb = await fetch(`${s.url}/admin/messages/photo/${stored[0]!.id}?size=thumb`, { headers: { cookie } });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("keeps a 12-megapixel phone photo at 2048 px on its long edge, upright", async () => {
    const big = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#579" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await postQuote(s, { ...valid, fullName: "Tall Photo" }, [{ name: "IMG_big.jpg", bytes: big }], "198.51.100.27")).status).toBe(200);
    const m = (await listContactMessages(s.services.db)).find((x) => x.full_name === "Tall Photo")!;
    const [p] = await listLeadPhotos(s.services.db, [m.id]);
    // EXIF orientation 6 (rotated 90°) is applied to the pixels before the metadata goes.
    expect({ width: p!.width, height: p!.height }).toEqual({ width: 1536, height: 2048 });
    const meta = await sharp((await s.services.storage.get(p!.file_path))!.body).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 1536, height: 2048, orientation: undefined });
  });

  it("still takes the spec's url-encoded form, and a request with no photo and no details", async () => {
    const res = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.21" },
      body: new URLSearchParams({ fullName: "Sam Reed", email: "sam@example.com", message: "A deck." }),
    });
    expect(res.status).toBe(200);
    const sam = (await listContactMessages(s.services.db)).find((m) => m.full_name === "Sam Reed")!;
    expect(sam).toMatchObject({ town: null, budget: null, timeline: null, landing_page: null });
    // An empty file field (a browser sends one when nothing was chosen) is not a photo.
    const r = await postQuote(s, { ...valid, fullName: "No Photo" }, [{ name: "", bytes: Buffer.alloc(0), type: "application/octet-stream" }], "198.51.100.22");
    expect(r.status).toBe(200);
    const none = (await listContactMessages(s.services.db)).find((m) => m.full_name === "No Photo")!;
    expect(await listLeadPhotos(s.services.db, [none.id])).toEqual([]);
  });

  it.each([
    [
      "a GIF/JavaScript polyglot",
      () => [{ name: "funny.gif", bytes: Buffer.from("GIF89a/*\x00\x00*/=alert(document.cookie);//"), type: "image/gif" }],
      415,
      /funny\.gif: This file is damaged or not really a GIF image\./,
    ],
    [
      "a 60-megapixel image",
      (huge: Buffer) => [{ name: "panorama.png", bytes: huge, type: "image/png" }],
      413,
      /panorama\.png: This image is too large: 8000 × 7500 pixels \(60 megapixels; the limit is 50\)/,
    ],
    [
      "a document with a photo's extension",
      () => [{ name: "quote.jpg", bytes: Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n"), type: "image/jpeg" }],
      415,
      /quote\.jpg: This file is not an image we accept\./,
    ],
    [
      "7 files",
      () => Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.jpg`, bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, i]) })),
      400,
      /Please attach at most 6 photos\./,
    ],
  ])(
    "refuses %s with a clear message, keeps nothing, and gives back everything typed",
    async (_label, files, status, message) => {
      const before = (await listContactMessages(s.services.db)).length;
      const r = await postQuote(s, { ...valid, fullName: "Kept Name" }, files(huge), "198.51.100.23");
      expect(r.status).toBe(status);
      expect(r.html).toMatch(message);
      expect(r.html).toContain("Your message was not sent yet: please check Photos below.");
      expect(r.html).not.toContain("Thank you for your message!");
      expect(r.html).toContain('value="Kept Name"');
      expect(r.html).toContain('value="120 Lakeshore Rd"');
      expect(r.html).toContain("A two-car garage with a shop on our Manson lot.");
      expect(r.html).toMatch(/<option selected="">Manson<\/option>|<option value="Manson" selected=""|selected="">Manson/);
      expect((await listContactMessages(s.services.db)).length).toBe(before);
    },
    30_000,
  );

  it("refuses a town, budget or timeline that was not offered, keeping what was typed", async () => {
    const r = await postQuote(s, { ...valid, town: "Seattle", budget: "a million" }, [], "198.51.100.24");
    expect(r.status).toBe(400);
    expect(r.html).toContain("Please choose the town from the list, or Other.");
    expect(r.html).toContain("Please choose a budget range from the list.");
    expect(r.html).toContain('value="Jordan Avery"');
  });

  it("keeps the honeypot and the rate limit with photos attached", async () => {
    const photo = [{ name: "a.jpg", bytes: await phonePhoto(1) }];
    const leads = () => listContactMessages(s.services.db).then((all) => all.filter((m) => m.lead_status !== "spam"));
    const before = (await leads()).length;
    const photosBefore = (await s.services.db.selectFrom("lead_photos").select("id").execute()).length;
    const bot = await postQuote(s, { ...valid, website: "http://spam.example" }, photo, "198.51.100.25");
    expect(bot.status).toBe(200);
    // Kept in Spam only (decision 0031), and without its photos.
    expect((await leads()).length).toBe(before);
    expect((await s.services.db.selectFrom("lead_photos").select("id").execute()).length).toBe(photosBefore);
    for (let i = 0; i < 5; i++) expect((await postQuote(s, { ...valid, message: `try ${i}` }, photo, "198.51.100.26")).status).toBe(200);
    const sixth = await postQuote(s, { ...valid, message: "sixth try" }, photo, "198.51.100.26");
    expect(sixth.status).toBe(429);
    expect(sixth.html).toContain("sixth try");
  }, 30_000);
});

describe("a photo over UPLOAD_MAX_MB", () => {
  it("is refused as it arrives, naming the file and the limit, and everything typed comes back", async () => {
    await withServer({ env: { UPLOAD_MAX_MB: "1" } }, async (s) => {
      const big = Buffer.concat([await phonePhoto(1), Buffer.alloc(1_500_000, 7)]);
      const r = await postQuote(s, { ...valid, fullName: "Big Photo" }, [{ name: "IMG_big.jpg", bytes: big }], "198.51.100.70");
      expect(r.status).toBe(413);
      expect(r.html).toContain("The photo IMG_big.jpg is larger than 1 MB. Please choose a smaller photo.");
      expect(r.html).toContain('value="Big Photo"');
      expect(r.html).toContain('value="120 Lakeshore Rd"');
      expect(await listContactMessages(s.services.db)).toEqual([]);
    });
  });
});

describe("many photo posts at once", () => {
  it("handles a few at a time, queues a bounded number and turns the rest away with 503 and a message, never a 500", async () => {
    await withServer({}, async (s) => {
      const jpeg = await phonePhoto(2);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => postQuote(s, { ...valid, fullName: `Burst ${i}` }, [{ name: "b.jpg", bytes: jpeg }], `198.51.100.${100 + i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((st) => st === 200 || st === 503)).toBe(true);
      // Two at work and 32 waiting are served; the rest are told to try again.
      expect(statuses.filter((st) => st === 200).length).toBeGreaterThanOrEqual(34);
      for (const a of answers.filter((x) => x.status === 503)) expect(a.html).toContain("Many requests are arriving right now and yours was not sent.");
      expect((await listContactMessages(s.services.db)).length).toBe(statuses.filter((st) => st === 200).length);
    });
  }, 60_000);
});

describe("the quote-leads migration", () => {
  it("upgrades a database of the previous schema without losing a message", async () => {
    const h = openDatabase(await freshDatabaseUrl());
    try {
      await migrateUpTo(h.db, "2026-11-23-007-staff-pages");
      const old = {
        id: "old-1",
        full_name: "Pat Old",
        email: "pat@example.com",
        phone: null,
        project_type: "Garage",
        preferred_contact: "Email",
        message: "Sent before the quote fields existed.",
        ip: "198.51.100.9",
        email_status: "sent",
        email_attempts: 1,
        last_error: null,
        created_at: "2026-11-20T18:00:00.000Z",
        lead_status: "contacted",
        note: "Called back",
      };
      await (h.db as any).insertInto("contact_messages").values(old).execute();
      expect(await migrateToLatest(h.db)).toContain("2026-11-24-011-quote-leads");
      const row = await h.db.selectFrom("contact_messages").selectAll().where("id", "=", "old-1").executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...old, town: null, street_address: null, budget: null, timeline: null, heard_from: null, landing_page: null, source: null });
      expect(await h.db.selectFrom("lead_photos").selectAll().execute()).toEqual([]);
      expect(await h.db.selectFrom("lead_alerts").selectAll().execute()).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
