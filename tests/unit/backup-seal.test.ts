import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openStream, sealStream, SealError, type OpenKeys, type SealKey } from "../../app/db/backup-seal.server";
import { pushAddressProblem } from "../../app/push/endpoint.server";

// Decision 0053: a sealed archive opens only with its key and only unchanged (every byte is
// covered: header, chunk lengths, final flags, ciphertext, tags); where push endpoints may point.

const SECRET = { secret: "site-secret-0123456789abcdef-0123456789" };
const seal = (data: Buffer, key: SealKey = SECRET) => buffer(Readable.from(data.length ? [data] : []).pipe(sealStream(key)));
const open = (sealed: Buffer, keys: OpenKeys = SECRET) => buffer(Readable.from([sealed]).pipe(openStream(keys)));

describe("sealed archives", () => {
  it("open to exactly what was sealed, across chunk boundaries", async () => {
    for (const size of [0, 1, 1024 * 1024 - 1, 1024 * 1024, 2.5 * 1024 * 1024]) {
      const data = randomBytes(size);
      const sealed = await seal(data);
      expect((await open(sealed)).equals(data), String(size)).toBe(true);
      if (size > 64) expect(sealed.includes(data.subarray(0, 32))).toBe(false);
    }
  });

  it("refuse any one byte flipped, and any cut", async () => {
    const data = randomBytes(1024 * 1024 + 5000);
    const sealed = await seal(data);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: sealed.length - 1 }), fc.integer({ min: 1, max: 255 }), async (at, bits) => {
        const bad = Buffer.from(sealed);
        bad[at]! ^= bits;
        await expect(open(bad)).rejects.toBeInstanceOf(SealError);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: sealed.length - 1 }), async (length) => {
        await expect(open(sealed.subarray(0, length))).rejects.toBeInstanceOf(SealError);
      }),
      { numRuns: 30 },
    );
  });

  it("open a passphrase's archive with that passphrase only, and never with the site's secret", async () => {
    const data = Buffer.from("the archive's gzip bytes");
    const sealed = await seal(data, { passphrase: "lake chelan at dawn, twice" });
    expect((await open(sealed, { passphrase: "lake chelan at dawn, twice" })).equals(data)).toBe(true);
    await expect(open(sealed, { passphrase: "lake chelan at dusk, twice" })).rejects.toThrow(/changed after it was made, or it was sealed with another key/);
    await expect(open(sealed, SECRET)).rejects.toThrow(/sealed with a passphrase/);
    await expect(open(await seal(data), { secret: "another-secret-0123456789abcdef-012345" })).rejects.toBeInstanceOf(SealError);
  });
});

describe("push endpoints", () => {
  it("only a browser's push service over https on its port; loopback only when the server allows it", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
      "https://web.push.apple.com/QGx",
      "https://api.push.apple.com/3/device/x",
    ])
      expect(pushAddressProblem(ok, false), ok).toBeNull();
    for (const bad of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "https://notify.windows.com.example/x",
      "https://10.0.0.1/push",
      "https://169.254.169.254/latest",
      "http://127.0.0.1:9000/push",
      "https://user:pw@fcm.googleapis.com/x",
      "not a url",
    ])
      expect(pushAddressProblem(bad, false), bad).toMatch(/cannot be used/);
    expect(pushAddressProblem("http://127.0.0.1:9000/push", true)).toBeNull();
    expect(pushAddressProblem("http://localhost:9000/push", true)).toBeNull();
    expect(pushAddressProblem("http://10.0.0.1:9000/push", true)).toMatch(/cannot be used/);
  });
});
