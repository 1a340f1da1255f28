// Many quote requests with photos at once (decision 0040): photos stream to disk, a bounded queue
// waits, and a visitor beyond it is told to try again in a minute with everything typed given back.
// The memory bound itself (10 × 3 phone photos under 400 MB) is measured by `npm run bench:quote`:
// RSS depends on the allocator and on what else the test process holds, so it is not asserted here.
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GARAGE_QUOTE } from "../helpers/lead";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";
import { waitFor } from "../helpers/wait";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { listLeadPhotos } from "../../app/models/lead-photos.server";
import { PHOTO_POSTS } from "../../app/platform/policy";

const CRLF = "\r\n";

/** A multipart body: the text fields, then one photo. */
function multipart(boundary: string, fields: Record<string, string>, photo: Buffer) {
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}${CRLF}Content-Disposition: form-data; name="${k}"${CRLF}${CRLF}${v}${CRLF}`)
    .join("");
  const head = Buffer.from(
    `${text}--${boundary}${CRLF}Content-Disposition: form-data; name="photos"; filename="deck.jpg"${CRLF}Content-Type: image/jpeg${CRLF}${CRLF}`,
  );
  return { head, photo, tail: Buffer.from(`${CRLF}--${boundary}--${CRLF}`) };
}

/**
 * Posts a quote request whose photo arrives in two halves: the second only after `release`
 * resolves, so the post holds its place (a visitor on a slow phone connection).
 */
function post(s: TestServer, fields: Record<string, string>, photo: Buffer, ip: string, release: Promise<void> = Promise.resolve()) {
  const boundary = `----burst${Math.random().toString(16).slice(2)}`;
  const { head, tail } = multipart(boundary, fields, photo);
  const half = Math.floor(photo.length / 2);
  const body = new ReadableStream<Uint8Array>({
    async start(c) {
      c.enqueue(new Uint8Array(Buffer.concat([head, photo.subarray(0, half)])));
      await release;
      c.enqueue(new Uint8Array(Buffer.concat([photo.subarray(half), tail])));
      c.close();
    },
  });
  return fetch(`${s.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Forwarded-For": ip },
    body,
    duplex: "half",
  } as RequestInit & { duplex: "half" }).then(async (res) => ({ status: res.status, html: decodeHtml(await res.text()) }));
}

const files = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((d) => d.isFile()).map((d) => d.name);

describe("a burst of quote requests with photos", () => {
  it("keeps every request it accepts with its photo, gives a turned-away visitor everything typed back, and leaves no upload on disk", async () => {
    const s = await startServer();
    try {
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const incoming = path.join(s.env.DATA_DIR!, "incoming");
      const quote = (i: number) => ({
        ...GARAGE_QUOTE,
        fullName: `Burst Visitor ${i}`,
        email: `burst${i}@example.com`,
        message: `Quote ${i}: a garage with a shop.`,
      });

      // Two slow uploads take the places at work; their photos are arriving on disk, not in memory.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const slow = Array.from({ length: PHOTO_POSTS.concurrent }, (_, i) => post(s, quote(i), photo, `198.51.100.${10 + i}`, released));
      await waitFor(async () => (await files(incoming)).length === PHOTO_POSTS.concurrent, "the slow uploads to reach the disk");

      // More arrive than the queue holds: the queue fills, the rest are turned away at once.
      const extra = 8;
      const more = Array.from({ length: PHOTO_POSTS.queue + extra }, (_, i) => post(s, quote(100 + i), photo, `198.51.101.${10 + i}`));
      const settled: Array<{ status: number; html: string } | null> = more.map(() => null);
      more.forEach((p, i) => void p.then((r) => (settled[i] = r)));
      await waitFor(async () => settled.filter((r) => r?.status === 503).length === extra, "the visitors beyond the queue to be answered");
      // Nothing was accepted yet: the slow uploads still hold both places.
      expect(settled.filter((r) => r && r.status !== 503)).toEqual([]);
      for (const [i, r] of settled.entries()) {
        if (r?.status !== 503) continue;
        const q = quote(100 + i);
        expect(r.html).toContain("Many requests are arriving right now and yours was not sent. Please try again in a minute");
        expect(r.html).toContain("What you typed is kept below.");
        expect(r.html).toContain(`value="${q.fullName}"`);
        expect(r.html).toContain(`value="${q.email}"`);
        expect(r.html).toContain(`value="${q.streetAddress}"`);
        expect(r.html).toContain(q.message);
        expect(r.html).toContain("Your photos were not sent; choose them again.");
      }

      release();
      const answers = [...(await Promise.all(slow)), ...(await Promise.all(more))];
      const accepted = answers.filter((a) => a.status === 200);
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(accepted.length).toBe(PHOTO_POSTS.concurrent + PHOTO_POSTS.queue);

      // Nothing accepted is lost: every one is a lead with its photo; none turned away is.
      const leads = await listContactMessages(s.services.db);
      expect(leads.length).toBe(accepted.length);
      const turnedAway = new Set(settled.flatMap((r, i) => (r?.status === 503 ? [quote(100 + i).fullName] : [])));
      expect(leads.filter((l) => turnedAway.has(l.full_name))).toEqual([]);
      const photos = await listLeadPhotos(
        s.services.db,
        leads.map((l) => l.id),
      );
      expect(photos.length).toBe(accepted.length);
      // The uploads were removed once each post was answered.
      expect(await files(incoming)).toEqual([]);
    } finally {
      await s.stop();
    }
  }, 120_000);

  it("removes a refused photo's bytes from disk and gives the text back", async () => {
    const s = await startServer({ env: { UPLOAD_MAX_MB: "1" } });
    try {
      const big = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const r = await post(s, { ...GARAGE_QUOTE, fullName: "Refused Photo" }, big, "198.51.102.1");
      expect(r.status).toBe(413);
      expect(r.html).toContain("is larger than 1 MB");
      expect(r.html).toContain('value="Refused Photo"');
      expect(await files(path.join(s.env.DATA_DIR!, "incoming"))).toEqual([]);
      expect(await listContactMessages(s.services.db)).toEqual([]);
    } finally {
      await s.stop();
    }
  }, 60_000);
});
