import { request } from "node:http";
import { afterAll, beforeAll, expect } from "vitest";
import sharp from "sharp";
import { FORM_HEADERS, decodeHtml, form, startServer, type TestServer } from "./server";
import { staffCookie, staffSession } from "./session";
import { waitFor } from "./wait";

/**
 * One staff member (or a visitor, with no cookie) speaking to the test server as a browser's form
 * would: `post` sends a form to an admin screen (intent and fields) without following the redirect,
 * `text` reads a page as a reader sees it. Every integration test that signs in uses this.
 */
export interface Client {
  cookie: string;
  email: string;
  /** POSTs a form to `path` (an admin screen like "/admin/content") and answers the raw response. */
  post(path: string, fields: Record<string, string>): Promise<Response>;
  /** Saves the page editor of `path` as its form does: these block fields, published now unless told "draft". */
  savePage(path: string, fields: Record<string, string>, mode?: "publish" | "draft"): Promise<Response>;
  /** GETs `path` with this client's cookie. */
  get(path: string): Promise<Response>;
  /** A page's text, entities decoded. */
  text(path: string): Promise<string>;
}

/**
 * POSTs a form as a browser page of this site would (its Origin), with a session cookie or none, and
 * from an address of the test's choosing (X-Forwarded-For; the test server trusts loopback). The
 * redirect is not followed.
 */
export function postForm(s: TestServer, path: string, fields: Record<string, string>, opts: { cookie?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = { ...FORM_HEADERS, Origin: s.url };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers["X-Forwarded-For"] = opts.ip;
  return fetch(`${s.url}${path}`, { method: "POST", headers, body: form(fields), redirect: "manual" });
}

export function clientFor(s: TestServer, cookie: string, email = ""): Client {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return {
    cookie,
    email,
    post: (path, fields) => postForm(s, path, fields, { cookie }),
    savePage: (path, fields, mode = "publish") =>
      postForm(s, `/admin/content/page?path=${encodeURIComponent(path)}`, { intent: "page-save", path, mode, ...fields }, { cookie }),
    get: (path) => fetch(`${s.url}${path}`, { headers, redirect: "manual" }),
    text: async (path) => decodeHtml(await (await fetch(`${s.url}${path}`, { headers })).text()),
  };
}

/** A new staff member of that role, signed in through /auth. */
export async function signedIn(s: TestServer, role: "owner" | "editor" = "owner"): Promise<Client> {
  const { cookie, email } = await staffSession(s, role);
  return clientFor(s, cookie, email);
}

/** A test server with a signed-in owner: `beforeAll(async () => ({ s, cookie } = await serverAndOwner()))`. */
export async function serverAndOwner(opts: Parameters<typeof startServer>[0] = {}) {
  const s = await startServer(opts);
  return { s, cookie: await staffCookie(s) };
}

/** A visitor: no cookie. */
export const visitor = (s: TestServer) => clientFor(s, "");

/**
 * A suite's server, started (by `start`, a plain test server unless told) before its tests and
 * stopped after them: `const t = suiteServer();` then `t.s` inside the tests.
 */
export function suiteServer(start: () => Promise<TestServer> = () => startServer()) {
  const t = {} as { s: TestServer };
  beforeAll(async () => {
    t.s = await start();
  });
  afterAll(() => t.s?.stop());
  return t;
}

/**
 * A test file's server with a signed-in owner, started before its tests and stopped after:
 * `const t = serverWithOwner();` then `t.s` and `t.owner` inside the tests.
 */
export function serverWithOwner(opts: Parameters<typeof startServer>[0] = {}) {
  const t = suiteServer(() => startServer(opts)) as { s: TestServer; owner: Client };
  beforeAll(async () => {
    t.owner = await signedIn(t.s, "owner");
  });
  return t;
}

/**
 * A visitor's page once the page cache has caught up with the last save: a Settings save marks every
 * page stale, and they are rendered again in the background (most visited first), so under load a
 * visitor may get the copy from before for a while (`X-Page-Cache: stale`). Waits up to 30 s.
 */
export function fresh(s: { url: string }, path: string) {
  return waitFor(
    async () => {
      const res = await fetch(`${s.url}${path}`, { redirect: "manual" });
      const html = await res.text();
      return res.headers.get("x-page-cache") !== "stale" && { res, html };
    },
    `${path} rendered again after the save`,
    30_000,
  );
}

/** What the Images library answers for a stored picture. */
export interface UploadedImage {
  id: string;
  file_path: string;
  url: string;
}

/**
 * A flat JPEG of one colour, `width` × `height`, uploaded as `name` to the Images library by the
 * staff member whose session `cookie` is given; the upload must answer 201. Answers the stored picture.
 */
export async function uploadFlatJpeg(
  s: { url: string },
  cookie: string,
  name: string,
  [width, height]: [number, number],
  background: { r: number; g: number; b: number },
): Promise<UploadedImage> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), name);
  const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { cookie }, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { images: UploadedImage[] }).images[0]!;
}

/** An answer's raw bytes and headers, as a browser receives them (fetch would decode the body). */
export function rawAnswerAt(url: string, method: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
