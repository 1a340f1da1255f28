import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { tempDir } from "../helpers/db";

// Decision 0020: a full picture store. A 1 MB tmpfs is mounted over the store's uploads folder
// (that needs root, which CI has; elsewhere the test says why and checks nothing).
const isRoot = process.getuid?.() === 0;
let s: TestServer;
let cookie: string;
let mount = "";

beforeAll(async () => {
  const dataDir = tempDir();
  s = await startServer({ dataDir });
  cookie = await staffCookie(s);
  if (!isRoot) return;
  mount = path.join(dataDir, "storage", "cms-images", "uploads");
  mkdirSync(mount, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount]);
});
afterAll(async () => {
  if (mount) execFileSync("umount", [mount]);
  await s?.stop();
});

describe("a full picture store", () => {
  it("refuses an upload with 507 and says why, keeping no record and no file, and /healthz warns", async () => {
    if (!isRoot) {
      console.warn("disk-full test: not running as root, so no tmpfs can be mounted; run the tests as root (CI does) to check it.");
      return;
    }
    const before = (await s.services.db.selectFrom("images").select("id").execute()).length;
    // Noise does not compress: about 2.5 MB as JPEG, far more than the 64 KB store holds.
    const noise = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(big)], { type: "image/jpeg" }), "lake.jpg");
    const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { cookie, Origin: s.url }, body });
    expect(res.status).toBe(507);
    expect((await res.json()).error).toContain("The picture store is full");
    expect((await s.services.db.selectFrom("images").select("id").execute()).length).toBe(before);
    expect(readdirSync(mount).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(readdirSync(mount)).toEqual([]);
    const health = (await (await fetch(`${s.url}/healthz`)).json()) as { warnings: string[] };
    expect(health.warnings.join(" ")).toContain("The picture store is nearly full");
  });
});
