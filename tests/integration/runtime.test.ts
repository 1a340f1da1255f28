import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { rawAnswerAt, serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../../app/content/paths";
import { type TestServer } from "../helpers/server";

/**
 * Visitors' pages ship no framework JavaScript: only the small scripts of the interactive
 * parts a page has, at most 20 KB compressed, and none at all on a page with no such part.
 * Signed-in staff keep the whole React app.
 */
let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

const MAX_JS_GZIP = 20 * 1024;
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);

describe("visitors' pages without the framework runtime", () => {
  it("ships at most 20 KB of compressed JavaScript on every public page, and no framework", async () => {
    const sizes: Record<string, number> = {};
    for (const path of PUBLIC_PATHS) {
      const html = await (await fetch(`${s.url}${path}`)).text();
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script(?![^>]*(type="application\/ld\+json"|src=))[^>]*>/);
      let total = 0;
      for (const src of scriptsOf(html)) {
        const res = await fetch(`${s.url}${src}`);
        expect(res.status, src).toBe(200);
        total += gzipSync(Buffer.from(await res.arrayBuffer())).length;
      }
      sizes[path] = total;
      expect(total, `${path}: ${total} bytes of compressed JavaScript`).toBeLessThanOrEqual(MAX_JS_GZIP);
    }
    // A page with no interactive part of its own ships only the header's menus script (under 1 KB);
    // the interactive ones ship their own script besides.
    expect(sizes["/about"]).toBeGreaterThan(0);
    expect(sizes["/about"]).toBeLessThanOrEqual(1024);
    expect(sizes["/services"]).toBe(sizes["/about"]);
    expect(sizes["/blog"]).toBeGreaterThan(sizes["/about"]!);
    expect(sizes["/gallery"]).toBeGreaterThan(sizes["/about"]!);
  });

  it("loads each part's script only on pages that have that part", async () => {
    const blog = scriptsOf(await (await fetch(`${s.url}/blog`)).text());
    const gallery = scriptsOf(await (await fetch(`${s.url}/gallery`)).text());
    const contact = scriptsOf(await (await fetch(`${s.url}/contact`)).text());
    expect(blog.some((x) => x.includes("blog.enhance"))).toBe(true);
    expect(blog.some((x) => x.includes("gallery.enhance"))).toBe(false);
    expect(gallery.some((x) => x.includes("gallery.enhance"))).toBe(true);
    expect(contact.some((x) => x.includes("contact.enhance"))).toBe(true);
    expect(contact.some((x) => x.includes("Facades.enhance"))).toBe(true);
    // The header's menus script is on every visitor's page, and it is the only script of /about.
    expect(scriptsOf(await (await fetch(`${s.url}/about`)).text())).toEqual([expect.stringMatching(/Header\.enhance-/)]);
  });

  it("gives signed-in staff the full React app on public pages, and the admin always", async () => {
    const staff = await (await fetch(`${s.url}/about`, { headers: { Cookie: cookie } })).text();
    expect(staff).toContain("__reactRouterContext");
    const auth = await (await fetch(`${s.url}/auth`)).text();
    expect(auth).toContain("__reactRouterContext");
  });
});

describe("the admin's scripts and styles", () => {
  it("arrive compressed once at build time (brotli 11, else gzip 9), smaller than a live brotli compression, and whole", async () => {
    const html = await (await fetch(`${s.url}/auth`)).text();
    const files = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(3);
    let sent = 0;
    let live = 0;
    for (const file of new Set(files)) {
      const plain = await rawAnswerAt(`${s.url}${file}`, "GET", "identity");
      expect(plain.status, file).toBe(200);
      if (plain.body.length < 1024) continue;
      const br = await rawAnswerAt(`${s.url}${file}`, "GET", "gzip, deflate, br");
      expect(br.headers["content-encoding"], file).toBe("br");
      expect(br.headers["vary"], file).toMatch(/Accept-Encoding/i);
      expect(br.headers["cache-control"], file).toContain("immutable");
      expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      const gz = await rawAnswerAt(`${s.url}${file}`, "GET", "gzip");
      expect(gz.headers["content-encoding"], file).toBe("gzip");
      expect(gunzipSync(gz.body).equals(plain.body), file).toBe(true);
      sent += br.body.length;
      // What the compression middleware sends for a live response (its default, brotli quality 4).
      live += brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    }
    expect(sent).toBeGreaterThan(0);
    expect(sent / live, `${sent} bytes sent against ${live} compressed live`).toBeLessThan(0.92);
  });
});
