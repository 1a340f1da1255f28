import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startServer, type TestServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";

// Sync headings renders our own page in-process: no request ever goes to a host the caller names.

let s: TestServer;
let cookie: string;
let trap: http.Server;
let trapped = 0;
beforeAll(async () => {
  s = await startServer();
  cookie = await staffCookie(s);
  trap = http.createServer((_req, res) => {
    trapped++;
    res.end("<main><h1>Planted heading</h1></main>");
  });
  await new Promise<void>((r) => trap.listen(0, "127.0.0.1", () => r()));
});
afterAll(async () => {
  await s.stop();
  await new Promise((r) => trap.close(r));
});

/** A raw request, so the Host header can be forged. */
function rawPost(body: string, host: string): Promise<{ status: number; json: { h1?: string; error?: string } }> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/admin/sync-headings",
        method: "POST",
        headers: { Host: host, Cookie: cookie, "Content-Type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(text) as { h1?: string; error?: string } }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const sync = (path: string) =>
  fetch(`${s.url}/api/admin/sync-headings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ path }),
  });

describe("sync headings", () => {
  it("reads a public page's headings with a POST", async () => {
    const res = await sync("/about");
    expect(res.status).toBe(200);
    const found = (await res.json()) as { h1: string; h2s: string[] };
    expect(found.h1.length).toBeGreaterThan(0);
    expect(found.h2s.length).toBeGreaterThan(0);
  });

  it("no longer answers a GET with headings", async () => {
    const res = await fetch(`${s.url}/api/admin/sync-headings?path=/about`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(405);
    expect(await res.text()).not.toContain('"h1"');
  });

  it("ignores a forged Host header: the page is rendered in-process, nothing is fetched", async () => {
    const { port } = trap.address() as AddressInfo;
    const res = await rawPost(JSON.stringify({ path: "/about" }), `127.0.0.1:${port}`);
    expect(res.status).toBe(200);
    expect(res.json.h1).not.toBe("Planted heading");
    expect(trapped).toBe(0);
  });

  it("refuses protocol-relative, private and malformed paths with 400", async () => {
    const { port } = trap.address() as AddressInfo;
    for (const path of [`//127.0.0.1:${port}/x`, "/admin", "/api/auth/get-session", "https://evil.example/", "about"]) {
      const res = await sync(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Choose a public page path.");
    }
    expect(trapped).toBe(0);
  });

  it("answers 502 for a page that does not exist", async () => {
    expect((await sync("/no-such-page")).status).toBe(502);
  });
});
