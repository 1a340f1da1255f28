import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { postForm, rawAnswerAt } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../helpers/wait";
import { advanceClock } from "../../app/platform/clock";
import { FORM_HEADERS, form, startServer, type TestServer } from "../helpers/server";
import { staffSession } from "../helpers/session";

// The page cache (decision 0021): hits answered from bytes compressed once with an ETag; a write
// empties only the pages it changed and renders them again before the save answers; query
// strings a page does not read make no entries.

let s: TestServer;
let session: string;
let password: string;

beforeAll(async () => {
  s = await startServer();
  ({ cookie: session, password } = await staffSession(s));
});
afterAll(() => s.stop());

const visit = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.url}${path}`, { headers });
  return { res, state: res.headers.get("x-page-cache"), rendered: res.headers.get("last-modified"), html: await res.text() };
};
const rawAnswer = (method: string, path: string, acceptEncoding: string) => rawAnswerAt(`${s.url}${path}`, method, acceptEncoding);
const staffPost = (path: string, fields: Record<string, string>) => postForm(s, path, fields, { cookie: session });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PAGES = ["/", "/about", "/services", "/service-adu", "/gallery", "/blog", "/blog/adu-right-for-property", "/about-chelan", "/contact"];

describe("page cache", () => {
  it("answers a hit from stored gzip and brotli bytes with an ETag, and 304 when the browser has them", async () => {
    const first = await visit("/services");
    // The compressed copies are made off the main thread: the first hit after they are ready has them.
    const br = await waitFor(async () => {
      const r = await fetch(`${s.url}/services`, { headers: { "Accept-Encoding": "br, gzip" } });
      if (r.headers.get("content-encoding") === "br") return r;
      await r.arrayBuffer();
      return null;
    }, "the brotli copy of /services");
    expect(br.headers.get("x-page-cache")).toBe("hit");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    // fetch decodes what it asked for; the stored page is the same page, byte for byte.
    expect(brBody.toString("utf8")).toBe(first.html);
    const gz = await fetch(`${s.url}/services`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(first.html);
    // Node's fetch always decodes; the raw bytes are checked through a request that keeps them.
    const { body: raw } = await rawAnswer("GET", "/services", "br");
    expect(brotliDecompressSync(raw).toString("utf8")).toBe(first.html);
    expect(raw.length).toBeLessThan(Buffer.byteLength(first.html) / 3);
    const etag = br.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetch(`${s.url}/services`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("a lead, its status and a staff password change leave every page cached; a page save renders only that page again", async () => {
    for (const p of PAGES) await visit(p);
    const before = new Map<string, string | null>();
    for (const p of PAGES) {
      const v = await visit(p);
      expect(v.state, p).toBe("hit");
      before.set(p, v.rendered);
    }
    // Last-Modified counts seconds: the app's clock moves on one, so a page rendered again now shows a later one.
    advanceClock(1100);
    const lead = await fetch(`${s.url}/contact`, {
      method: "POST",
      headers: { ...FORM_HEADERS, "X-Forwarded-For": "10.6.0.2" },
      body: form({ fullName: "Ann Lee", email: "ann@example.com", projectType: "Other", preferredContact: "Email", message: "A new deck, please." }),
    });
    expect(lead.status).toBe(200);
    const leadId = (await s.services.db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow()).id;
    expect((await staffPost("/admin/messages", { intent: "lead-save", id: leadId, status: "contacted", note: "Called back" })).status).toBe(302);
    for (const p of PAGES) {
      const v = await visit(p);
      expect(v.state, p).toBe("hit");
      expect(v.rendered, `${p} was not rendered again`).toBe(before.get(p));
    }

    // A published change to /about: the save answers once /about is rendered again, so the next
    // visitor gets the new words from the cache; the blog, which does not show them, is untouched.
    const save = await staffPost("/admin/content/page?path=%2Fabout", {
      intent: "page-save",
      path: "/about",
      mode: "publish",
      "present:why-heading": "1",
      "block:why-heading": "What to expect when we build",
    });
    expect(save.status).toBe(302);
    const about = await visit("/about");
    expect(about.state).toBe("hit");
    expect(about.html).toContain("What to expect when we build");
    expect(Date.parse(about.rendered!)).toBeGreaterThan(Date.parse(before.get("/about")!));
    const blog = await visit("/blog");
    expect(blog.state).toBe("hit");
    expect(blog.rendered).toBe(before.get("/blog"));

    // A password change renders nothing again either.
    const beforePassword = new Map<string, string | null>();
    for (const p of PAGES) beforePassword.set(p, (await visit(p)).rendered);
    advanceClock(1100);
    const changed = await staffPost("/admin/account", { intent: "password", currentPassword: password, newPassword: "another horse battery" });
    expect(changed.status).toBe(302);
    // The change signs other sessions out and hands this one a new cookie.
    const renewed = changed.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(renewed).toBeDefined();
    session = renewed!.split(";")[0]!;
    for (const p of PAGES) expect((await visit(p)).rendered, p).toBe(beforePassword.get(p));
  });

  it("serves the stale copy while it renders again, never a render to the visitors who arrive meanwhile", async () => {
    await visit("/about-chelan");
    expect((await visit("/about-chelan")).state).toBe("hit");
    const save = staffPost("/admin/content/page?path=%2Fabout-chelan", {
      intent: "page-save",
      path: "/about-chelan",
      mode: "publish",
      "present:hero-title": "1",
      "block:hero-title": "Life on Lake Chelan, from the builder's side",
    });
    const visitors = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await sleep(i * 4);
        return visit("/about-chelan");
      }),
    );
    expect((await save).status).toBe(302);
    // Each visitor got a stored copy (the old one, stale or not yet marked, or the new one).
    for (const v of visitors) expect(["hit", "stale"]).toContain(v.state);
    const after = await visit("/about-chelan");
    expect(after.state).toBe("hit");
    expect(after.html).toContain("Life on Lake Chelan, from the builder&#x27;s side");
  });

  it("leaves out query strings a page does not read: they make no entry and push no page out", async () => {
    const clean = await visit("/about");
    expect(["hit", "miss"]).toContain(clean.state);
    const tagged = await visit("/about?utm_source=newsletter&fbclid=abc");
    expect(tagged.state).toBe("hit");
    expect(tagged.html).toBe((await visit("/about")).html);
    // 600 distinct junk queries (more than the cache holds): the real pages stay cached.
    for (let i = 0; i < 600; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => fetch(`${s.url}/services?x=${i + j}`).then((r) => r.text())));
    expect((await visit("/about")).state).toBe("hit");
    expect((await visit("/services")).state).toBe("hit");
    // A parameter the page reads is part of the key, in its one canonical spelling.
    await visit("/gallery?filter=adu");
    expect((await visit("/gallery?filter=adu&utm_source=x")).state).toBe("hit");
    // An unknown filter is the page without one.
    expect((await visit("/gallery?filter=nonsense")).html).toBe((await visit("/gallery")).html);
    // "Show more" counts are whole pages: ?show=10 is the page ?show=18 kept, and nonsense is the first page.
    const more = await visit("/gallery?show=18");
    expect(more.html).toContain("Showing 18 of ");
    expect((await visit("/gallery?show=10")).state).toBe("hit");
    expect((await visit("/gallery?show=10")).html).toBe(more.html);
    expect((await visit("/gallery?show=nonsense")).html).toBe((await visit("/gallery")).html);
    expect((await visit("/gallery?show=99999")).html).toContain('data-testid="gallery-grid"');
    // A blog search can be any text at all: it is answered, never kept.
    await visit("/blog?q=deck");
    expect((await visit("/blog?q=deck")).state).toBeNull();
  });

  it("sends a page it renders whole, compressed as the browser asks, with its length", async () => {
    // A search is rendered for each visitor and never kept.
    const path = "/blog?q=deck";
    const plain = await rawAnswer("GET", path, "identity");
    expect(plain.status).toBe(200);
    expect(plain.headers["x-page-cache"]).toBeUndefined();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    // Each render has its own nonce; the rest of the page is the same.
    const page = (bytes: Buffer) => bytes.toString("utf8").replaceAll(/nonce="[^"]*"/g, 'nonce=""');
    const html = page(plain.body);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toMatch(/<\/html>$/);

    const br = await rawAnswer("GET", path, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toContain("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(page(brotliDecompressSync(br.body))).toBe(html);

    const gzip = await rawAnswer("GET", path, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(page(gunzipSync(gzip.body))).toBe(html);

    // A page that is not there is sent the same way, with its 404.
    const missing = await rawAnswer("GET", "/no-such-page-here", "br");
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString("utf8")).toContain("Page not found");

    // So is a page the cache keeps, to the visitor whose visit rendered it.
    const kept = await rawAnswer("GET", "/accessibility", "br");
    expect(kept.headers["x-page-cache"]).toBe("miss");
    expect(kept.headers["content-encoding"]).toBe("br");
    expect(Number(kept.headers["content-length"])).toBe(kept.body.length);
    expect(brotliDecompressSync(kept.body).toString("utf8")).toMatch(/<\/html>$/);

    const head = await rawAnswer("HEAD", path, "br");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBeUndefined();
  });
});
