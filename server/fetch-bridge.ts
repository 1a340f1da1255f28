import type { Request, Response } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { compressOnce } from "./page-cache";

/** Express requests as Fetch API requests for React Router, and its answers written back. */
export function toFetchRequest(req: Request, res: Response) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Bodies were read (and capped) by bodyLimit(); only uploads stream through.
    const body = res.locals.body as Buffer | undefined;
    if (body) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new globalThis.Request(url, init);
}

export async function send(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body && isWholePage(response)) sendWhole(res, Buffer.from(await response.arrayBuffer()));
  else if (response.body) await pump(response.body, res);
  else res.end();
}

/** The most a whole page may be to be compressed in one pass; anything larger streams. */
const WHOLE_BYTES = 1024 * 1024;
/** The compression middleware's threshold: a smaller body is sent as it is. */
const COMPRESS_FROM = 1024;

/** A visitor's page rendered whole (app/entry.server.tsx gives it its length), not a download. */
function isWholePage(response: globalThis.Response) {
  const length = Number(response.headers.get("content-length") ?? NaN);
  return length <= WHOLE_BYTES && (response.headers.get("content-type")?.startsWith("text/html") ?? false);
}

/**
 * A whole page (a visitor's render, or a page just kept by the cache), compressed here in one pass
 * and written once. Through the compression middleware's stream it took a trip to zlib's thread and
 * back, at a higher quality than a page sent once is worth. The middleware leaves a body that names
 * its encoding alone.
 */
export function sendWhole(res: Response, html: Buffer) {
  if (html.length < COMPRESS_FROM || res.req.method === "HEAD" || /\bno-transform\b/.test(String(res.getHeader("cache-control") ?? ""))) {
    res.setHeader("Content-Length", html.length);
    return void res.end(html);
  }
  const { body, encoding } = compressOnce(html, res.req.headers["accept-encoding"]);
  res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

const NOT_YET = Symbol("not yet");
/** The most a response holds back to write as one piece. */
const COALESCE_BYTES = 64 * 1024;

/**
 * Writes a streamed body, joining the pieces the stream already has into one write: React writes a
 * page in pieces of about 2 KB, and each write through the compression stream is a trip to zlib's
 * thread, which cost more CPU than rendering some pages. What is ready is written together, and
 * anything held back is written as soon as the stream would wait, so streaming still streams.
 * One "drain" listener serves the whole response. (Waiting with a new listener per full buffer,
 * as @react-router/node does, leaves each one on the compression stream, which cannot remove it,
 * and Node warns after ten.)
 */
async function pump(body: ReadableStream<Uint8Array>, res: Response) {
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  res.on("drain", resume);
  res.on("close", resume);
  const reader = body.getReader();
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  const flush = async () => {
    if (heldBytes === 0) return;
    const piece = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    if (!res.write(piece)) await new Promise<void>((resolve) => (wake = resolve));
  };
  try {
    for (;;) {
      const next = reader.read();
      // A piece the stream already has wins the race; otherwise write what is held, then wait.
      let result = await Promise.race([next, Promise.resolve(NOT_YET)]);
      if (result === NOT_YET) {
        await flush();
        result = await next;
      }
      if (result.done || res.destroyed) break;
      held.push(result.value);
      heldBytes += result.value.byteLength;
      if (heldBytes >= COALESCE_BYTES) await flush();
    }
    if (!res.destroyed) await flush();
  } finally {
    res.off("drain", resume);
    res.off("close", resume);
    if (res.destroyed) await reader.cancel().catch(() => undefined);
    else res.end();
  }
}
