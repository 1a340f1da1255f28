import type { Request, Response } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";

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
  if (response.body) await pump(response.body, res);
  else res.end();
}

/**
 * Writes a streamed body with one "drain" listener for the whole response. (Waiting with a new
 * listener per full buffer, as @react-router/node does, leaves each one on the compression
 * stream, which cannot remove it, and Node warns after ten.)
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
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    res.off("drain", resume);
    res.off("close", resume);
    if (res.destroyed) await reader.cancel().catch(() => undefined);
    else res.end();
  }
}
