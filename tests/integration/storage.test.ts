import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import path from "node:path";
import http from "node:http";
import S3rver from "s3rver";
import { UnsafeKeyError, assertSafeKey, localStorage, s3Storage, type Storage } from "../../app/platform/storage.server";
import { tempDir } from "../helpers/db";
import { startServer, type TestServer } from "../helpers/server";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3]);

let s3: S3rver;
let s3Url: string;

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: tempDir(), configureBuckets: [{ name: "site-files", configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  s3Url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
});

function drivers(): Array<[string, () => { storage: Storage; root?: string }]> {
  return [
    [
      "local disk",
      () => {
        const root = tempDir();
        return { storage: localStorage(root), root };
      },
    ],
    [
      "S3 (s3rver on loopback)",
      () => ({
        storage: s3Storage({ bucket: "site-files", endpoint: s3Url, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }),
      }),
    ],
  ];
}

describe.each(drivers())("%s driver", (_name, make) => {
  it("puts, gets and deletes a file", async () => {
    const { storage, root } = make();
    await storage.put("uploads/1700000000000.jpg", JPEG, "image/jpeg");
    const got = await storage.get("uploads/1700000000000.jpg");
    expect(got?.body.equals(JPEG)).toBe(true);
    expect(got?.contentType).toBe("image/jpeg");
    if (root) expect(existsSync(path.join(root, "cms-images", "uploads", "1700000000000.jpg"))).toBe(true);
    expect(storage.publicUrl("uploads/1700000000000.jpg")).toBe("/files/cms-images/uploads/1700000000000.jpg");

    await storage.delete("uploads/1700000000000.jpg");
    expect(await storage.get("uploads/1700000000000.jpg")).toBeNull();
    // Deleting what is gone is not an error.
    await storage.delete("uploads/1700000000000.jpg");
  });

  it("lists every stored key, sorted, for backups", async () => {
    const { storage } = make();
    expect(await storage.list()).toEqual([]);
    await storage.put("uploads/b.jpg", JPEG, "image/jpeg");
    await storage.put("uploads/a.jpg", JPEG, "image/jpeg");
    await storage.put("other/c.png", JPEG, "image/png");
    expect(await storage.list()).toEqual(["other/c.png", "uploads/a.jpg", "uploads/b.jpg"]);
    await storage.delete("uploads/a.jpg");
    expect(await storage.list()).toEqual(["other/c.png", "uploads/b.jpg"]);
    for (const key of await storage.list()) await storage.delete(key);
  });

  it("refuses keys that try to leave the bucket", async () => {
    const { storage } = make();
    for (const key of ["../secret.jpg", "uploads/../../x.jpg", "/etc/passwd", "uploads/..%2f..%2fx.jpg", "uploads\\..\\x.jpg", "uploads//x.jpg", ""]) {
      await expect(storage.put(key, JPEG, "image/jpeg")).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    }
  });
});

describe("serving stored files over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await server.services.storage.put("uploads/42.jpg", JPEG, "image/jpeg");
  });
  afterAll(() => server.stop());

  it("serves a file with its type, a long cache and nosniff", async () => {
    const res = await fetch(`${server.url}/files/cms-images/uploads/42.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it("answers 404 for a missing file and for the folder itself (no listing)", async () => {
    expect((await fetch(`${server.url}/files/cms-images/uploads/43.jpg`)).status).toBe(404);
    const folder = await fetch(`${server.url}/files/cms-images/uploads/`);
    expect(folder.status).toBe(400);
  });

  it("answers 400 to traversal attempts", async () => {
    // Raw request lines: fetch() would normalise the dots away before sending.
    for (const p of [
      "uploads/..%2F..%2Fauth-secret",
      "uploads/%2e%2e/%2e%2e/auth-secret",
      "../../auth-secret",
      "..%5c..%5cauth-secret",
      "uploads/%2Fetc%2Fpasswd",
    ]) {
      expect(await rawStatus(server.url, `/files/cms-images/${p}`), p).toBe(400);
    }
  });
});

it("assertSafeKey accepts ordinary upload keys", () => {
  expect(assertSafeKey("uploads/1700000000000-0.webp")).toBe("uploads/1700000000000-0.webp");
});

function rawStatus(base: string, rawPath: string) {
  const { hostname, port } = new URL(base);
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}
