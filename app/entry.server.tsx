import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./platform/nonce";
import { isDatabaseUnavailable } from "./db/client.server";
import { bootAfterPaint } from "./platform/boot.server";
import { needsRuntime } from "./platform/runtime";

export const streamTimeout = 5_000;

/**
 * A loader or action failed. When the database could not be reached, the server answers 503 with
 * a clear page instead of a generic error (server/app.ts reads the flag); anything else is logged.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    context.databaseUnavailable = true;
    context.services.logger.warn({ err: error, path: new URL(request.url).pathname }, "the database is unavailable");
    return;
  }
  context.services.logger.error({ err: error, path: new URL(request.url).pathname }, "a page failed");
}

function runtimeOn(context: EntryContext) {
  const matches = context.staticHandlerContext.matches;
  const root = context.staticHandlerContext.loaderData.root as { user?: unknown } | undefined;
  return needsRuntime(
    Boolean(root?.user),
    matches.map((m) => context.routeModules[m.route.id]?.handle),
  );
}

/**
 * The context a page without the runtime is rendered from: only the routes it matched. The router
 * builds a route object for every route in the manifest on each render (86 of them), though a
 * page without scripts never navigates, prefetches or hydrates.
 */
function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const routes: typeof all = {};
  for (const match of context.staticHandlerContext.matches) {
    const route = all[match.route.id];
    if (route) routes[match.route.id] = route;
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const runtime = !import.meta.env.DEV && runtimeOn(routerContext);
  // A page without the runtime (every visitor's page) has nothing to stream later: it is made whole
  // and answered as one piece, so it is compressed in one pass rather than one per streamed chunk.
  const whole = !import.meta.env.DEV && !runtime;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and no-JS visitors get the whole document at once.
    const readyOption = whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={whole ? withMatchedRoutesOnly(routerContext) : routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, never moved to the end of the page behind
        // a script that puts it back (React does so past 12,800 bytes): without JavaScript it would
        // stay hidden. The page editor's blocks are boundaries only so they hydrate one at a time.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (whole) {
            buffer(body).then((html) => {
              // Its length tells the server the page is whole (server/fetch-bridge.ts sends it in one write).
              responseHeaders.set("Content-Length", String(html.byteLength));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }, reject);
            pipe(body);
            return;
          }
          // Staff pages carry the runtime: its scripts start once the page has painted (boot.ts).
          const out = runtime ? body.pipe(bootAfterPaint()) : body;
          const stream = createReadableStreamFromReadable(out);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services?.logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
