import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import proxyaddr from "proxy-addr";
import express, { type NextFunction, type Request, type Response } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { AppServices } from "../app/platform/services.server";
import { BUCKET, UnsafeKeyError, assertSafeKey } from "../app/platform/storage.server";
import { PageCache, pageCacheKey, pickEncoding, type NewPage } from "./page-cache";
import {
  PAGE_CACHE,
  PAGE_PREVIEW_PATH,
  PREVIEW_PARAM,
  hasSessionCookie,
  isCacheableRequest,
  isPrivatePath,
  isPrivateStorageKey,
  pageCacheControl,
} from "../app/platform/policy";
import { imageHandler } from "../app/media/variant-handler.server";
import { bodyLimit } from "./body-limit";
import { getSessionUser } from "../app/auth/auth.server";
import { readCounter, readPageChanges, recordPageChange } from "../app/models/change-counter.server";
import { publicWrites, track } from "../app/db/reads.server";
import { nextScheduleChange } from "../app/models/content-items.server";
import { isDatabaseUnavailable } from "../app/db/client.server";

/**
 * Content-Security-Policy: scripts only from this origin, plus React Router's inline scripts by
 * nonce on pages that run it. Visitors' pages have no inline script, so they carry no nonce.
 */
export function contentSecurityPolicy(nonce: string | null, framed: boolean) {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // Videos and the map are loaded only after a visitor clicks their poster.
    "frame-src 'self' https://www.youtube-nocookie.com https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'self'",
    // mailto: lets Messages' "Reply by e-mail" post (to record the answer) and then open the mail client (decision 0031).
    "form-action 'self' mailto:",
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
  ].join("; ");
}

export interface AppOptions {
  pageCache?: boolean;
  /** Development: Vite's middleware serves the browser modules (with hot reload) instead of the build. */
  vite?: { middlewares: express.RequestHandler };
}

/** The Express app: security headers, stored files, image variants, the page cache, then React Router. */
export function createApp(services: AppServices, build: ServerBuild | (() => Promise<ServerBuild>), clientDir: string, options: AppOptions = {}) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Page views are counted by the visitor's address as Express reads it (TRUST_PROXY).
  const trusted = app.get("trust proxy fn") as (addr: string, i: number) => boolean;
  services.analytics.useClientIp((remote, forwarded) =>
    proxyaddr({ headers: { "x-forwarded-for": forwarded }, connection: { remoteAddress: remote }, socket: { remoteAddress: remote } } as never, trusted),
  );

  const handle = createRequestHandler(build, options.vite ? "development" : "production");
  /** Renders `pagePath` in-process: a GET on SITE_URL's origin with no cookies. */
  const renderWith = (pagePath: string, context: AppLoadContext, signal?: AbortSignal): Promise<globalThis.Response> =>
    handle(new globalThis.Request(new URL(pagePath, config.siteUrl), { headers: { Accept: "text/html" }, signal }), context);
  const inProcessContext = (nonce: string, extra: Pick<AppLoadContext, "previewBlocks"> & { previewId?: string | null } = {}): AppLoadContext => ({
    services,
    nonce,
    clientIp: "127.0.0.1",
    renderPage,
    previewId: extra.previewId ?? null,
    previewBlocks: extra.previewBlocks,
  });
  // A page rendered for staff (sync headings, the live preview).
  const renderPage = (
    pagePath: string,
    signal?: AbortSignal,
    extra: Pick<AppLoadContext, "previewBlocks"> & { previewId?: string | null } = {},
  ): Promise<globalThis.Response> => renderWith(pagePath, inProcessContext(randomBytes(16).toString("base64"), extra), signal);

  const cache = new PageCache(PAGE_CACHE.maxEntries, options.pageCache ?? true);

  // Scheduled items: the cache keeps nothing past the next "Publish at"/"Unpublish at" moment.
  // It is read again after every content write (a staff write may have set a new time).
  let nextChangeAt: number | null = null;
  let nextChangeKnown = false;

  /** A write was made (here or by another instance): the pages it meets are rendered again. */
  const applyWrites = (writes: string[] | "all", mode: "stale" | "drop" = "stale") => {
    const keys = cache.invalidate(writes, mode);
    if (writes === "all" || writes.some((w) => w === "*" || w.startsWith("content_items"))) nextChangeKnown = false;
    scheduleRefill(keys);
  };

  // Background refills (stale-while-revalidate): one render at a time, the most visited page
  // first; visitors keep getting the stale copy meanwhile and nobody waits for a render.
  const refillQueue = new Set<string>();
  let refilling: Promise<void> | null = null;
  const scheduleRefill = (keys: Iterable<string>) => {
    if (!cache.enabled) return;
    for (const key of keys) refillQueue.add(key);
    if (refillQueue.size === 0 || refilling) return;
    refilling = (async () => {
      while (refillQueue.size > 0) {
        let next = refillQueue.values().next().value!;
        for (const key of refillQueue) if ((cache.get(key)?.hits ?? 0) > (cache.get(next)?.hits ?? 0)) next = key;
        refillQueue.delete(next);
        await refillPage(next).catch((error: unknown) => logger.warn({ err: error, path: next }, "could not render a page again for the cache"));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })().finally(() => {
      refilling = null;
      if (refillQueue.size > 0) scheduleRefill([]);
    });
  };
  const refillPage = async (key: string) => {
    const generation = cache.begin();
    const nonce = randomBytes(16).toString("base64");
    const context = inProcessContext(nonce);
    const { result: response, tracking } = await track(() => renderWith(key, context, AbortSignal.timeout(10_000)));
    if (context.databaseUnavailable || response.status >= 500) {
      // The database is away: the stale copy is better than an error page; a later hit tries again.
      await response.body?.cancel();
      return;
    }
    const page = await toCachedPage(response, nonce, tracking.reads);
    if (page.cacheable) cache.set(key, page.page, generation);
    else cache.delete(key);
  };

  /** A rendered answer as the cache would keep it (nonce dropped), or why it is not kept. */
  const toCachedPage = async (
    response: globalThis.Response,
    nonce: string,
    reads: ReadonlySet<string>,
  ): Promise<{ cacheable: true; page: NewPage } | { cacheable: false; html: string | null }> => {
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    if (!isHtml || response.status !== 200 || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return { cacheable: false, html: null };
    }
    const html = await response.text();
    // A page that runs inline scripts is not shared between visitors.
    if (/<script\b[^>]*\bnonce=/.test(html)) return { cacheable: false, html };
    // No inline script: the nonce React Router put on other tags is dropped, so the cached copy
    // carries none and its policy allows same-origin scripts only.
    const body = Buffer.from(html.replaceAll(` nonce="${nonce}"`, ""), "utf8");
    response.headers.set("Cache-Control", pageCacheControl(nextChangeKnown && nextChangeAt !== null ? (nextChangeAt - Date.now()) / 1000 : null));
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    return { cacheable: true, page: { status: response.status, headers, body, reads } };
  };

  // Other instances: a signed-in write anywhere records what it changed under the "pages"
  // counter; this instance reads the counter (at most every counterCheckMs) before serving a
  // cached page and marks stale the pages those changes meet (decisions 0014 and 0021).
  let seenCounter: number | null = null;
  const ownChanges = new Set<number>();
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const othersDue = () => Date.now() - checkedAt >= PAGE_CACHE.counterCheckMs;
  const followOtherInstances = async () => {
    if (!othersDue()) return;
    checking ??= (async () => {
      try {
        const value = await readCounter(services.db);
        if (seenCounter !== null && value !== seenCounter) {
          const changes = await readPageChanges(services.db, seenCounter, value);
          if (changes === "all") applyWrites("all");
          else {
            const theirs = changes.filter((c) => !ownChanges.delete(c.seq)).flatMap((c) => c.tags);
            if (theirs.length > 0) applyWrites(theirs);
          }
        }
        seenCounter = value;
      } catch (error) {
        logger.warn({ err: error }, "could not read the change counter");
      } finally {
        checkedAt = Date.now();
        checking = null;
      }
    })();
    await checking;
  };
  // While visitors are arriving, the counter is also read in the background, so another
  // instance's change is rendered again here before the next visitor asks (at most a minute
  // after the last request: an idle or stopped server does not keep polling).
  let lastRequestAt = 0;
  let polling: NodeJS.Timeout | null = null;
  const pollOtherInstances = () => {
    lastRequestAt = Date.now();
    if (polling || !cache.enabled) return;
    const tick = () => {
      if (Date.now() - lastRequestAt > 60_000) {
        polling = null;
        return;
      }
      void followOtherInstances().finally(() => {
        polling = setTimeout(tick, PAGE_CACHE.counterCheckMs).unref();
      });
    };
    polling = setTimeout(tick, PAGE_CACHE.counterCheckMs).unref();
  };
  // One read at a time, however many requests arrive while the database is slow.
  let scheduling: Promise<void> | null = null;
  const scheduleDue = () => !nextChangeKnown || (nextChangeAt !== null && Date.now() >= nextChangeAt);
  const followSchedule = async () => {
    if (!scheduleDue()) return;
    // A scheduled moment passed: those pages must not be served late, so they are dropped (and
    // rendered again in the background), not served stale.
    if (nextChangeKnown) applyWrites("all", "drop");
    scheduling ??= (async () => {
      try {
        const at = await nextScheduleChange(services.db);
        nextChangeAt = at ? Date.parse(at) : null;
        nextChangeKnown = true;
      } catch (error) {
        logger.warn({ err: error }, "could not read the content schedule");
      } finally {
        scheduling = null;
      }
    })();
    await scheduling;
  };

  // The headers every response gets (the policy aside, which depends on the page).
  const securityHeaders: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...(config.secureCookies ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as [string, string][]) : []),
  ];
  // What a cached public page is sent with, flat as `writeHead` takes it: the policy without a nonce.
  const publicWire = [["Content-Security-Policy", contentSecurityPolicy(null, true)], ...securityHeaders, ["Vary", "Accept-Encoding"]].flat();

  // Cache hits first, before Express and any middleware: bytes compressed once, an ETag, 304 when
  // the browser has them (decision 0021). Answers true when it answered. Synchronous unless the
  // change counter or the schedule is due to be read.
  const serveHit = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? "/";
    if (!cache.enabled || !isCacheableRequest(req.method ?? "GET", url, req.headers.cookie)) return false;
    const key = pageCacheKey(url);
    if (key === null) return false;
    pollOtherInstances();
    if (!othersDue() && !scheduleDue()) return answerHit(key, req, res);
    // Both ask the database; when it is slow or away, the cache serves what it has (decision 0020).
    return within(PAGE_CACHE.databaseWaitMs, followOtherInstances())
      .then(() => within(PAGE_CACHE.databaseWaitMs, followSchedule()))
      .then(() => answerHit(key, req, res));
  };
  const answerHit = (key: string, req: IncomingMessage, res: ServerResponse): boolean => {
    const hit = cache.get(key);
    if (!hit) return false;
    hit.hits++;
    if (hit.stale) scheduleRefill([key]);
    const headers: string[] = [...publicWire, ...hit.wire, "X-Page-Cache", hit.stale ? "stale" : "hit"];
    if (req.headers["if-none-match"] === hit.etag) {
      res.writeHead(304, headers);
      res.end();
      services.analytics.view(req.headers, req.url ?? "/", 304, req.socket.remoteAddress);
      return true;
    }
    const { body, encoding } = pickEncoding(hit, req.headers["accept-encoding"]);
    if (encoding) headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(body.length));
    res.writeHead(hit.status, headers);
    res.end(body);
    services.analytics.view(req.headers, req.url ?? "/", hit.status, req.socket.remoteAddress);
    return true;
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const privatePath = isPrivatePath(req.originalUrl);
    // The page editor's live preview is framed by the admin itself.
    const preview = req.path === PAGE_PREVIEW_PATH;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, !privatePath || preview));
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (privatePath) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("X-Frame-Options", preview ? "SAMEORIGIN" : "DENY");
    }
    next();
  });

  // Cross-site requests are refused: a state-changing request must come from our own pages
  // (docs/decisions/0014-hardening-and-instances.md).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const reason = crossSiteReason(req, config.siteUrl);
    if (reason) {
      logger.warn({ path: req.path, reason }, "cross-site request refused");
      res.status(403).setHeader("Cache-Control", "no-store");
      res.json({ error: "Cross-site requests are not allowed." });
      return;
    }
    next();
  });

  app.use(compression());
  app.use(bodyLimit(services));

  // Stored files (uploads): the bucket's files, never a listing, never a path outside it.
  app.get(/^\/files\/cms-images\/(.*)$/, async (req: Request, res: Response) => {
    const raw = req.originalUrl.split("?")[0]!.slice(`/files/${BUCKET}/`.length);
    let key: string;
    try {
      key = assertSafeKey(raw);
    } catch (error) {
      if (error instanceof UnsafeKeyError) {
        res.status(400).type("text/plain").send("Bad file path");
        return;
      }
      throw error;
    }
    // Visitors' quote photos are for staff only (/admin/messages/photo/{id}).
    const file = isPrivateStorageKey(key) ? null : await services.storage.get(key);
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Length", String(file.size));
    res.end(req.method === "HEAD" ? undefined : file.body);
  });

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
    // Only a path with a file extension can be one of these files: page paths skip the disk.
    const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req: Request, res: Response, next: NextFunction) => (/\.[A-Za-z0-9]+$/.test(req.path) ? files(req, res, next) : next()));
  }

  app.get(/^\/img\/(.*)$/, imageHandler(services));

  app.all(/.*/, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = cache.enabled && isCacheableRequest(req.method, req.originalUrl, req.get("cookie")) ? pageCacheKey(req.originalUrl) : null;
      const generation = cache.begin();
      const nonce = res.locals.nonce as string;
      const context: AppLoadContext = {
        services,
        nonce,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "",
        renderPage,
        previewId: await previewIdFor(req, services).catch(() => null),
      };
      const { result: response, tracking } = await track(() => handle(toFetchRequest(req, res), context));
      // What this request wrote that a page can show: those pages are rendered again, and the
      // other instances are told (decision 0021). A lead, a password or a session changes none.
      const writes = publicWrites(tracking.writes);
      if (writes.length > 0) await pagesChanged(writes, req.method !== "GET" && req.method !== "HEAD");
      if (context.databaseUnavailable && response.status >= 500) {
        // The page around the answer needs the database; the lead itself was kept (decision 0020).
        if (context.leadSpooled) leadKeptPage(res);
        else databaseUnavailablePage(res);
        return;
      }
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      // A visitor's page (a 404 too) is counted; staff (a session cookie) and previews are not (decision 0026).
      if (isHtml && (response.status === 200 || response.status === 404) && countable(req)) {
        services.analytics.view(req.headers, req.originalUrl, response.status, req.socket.remoteAddress);
      }
      // Only real pages are kept: a flood of unknown paths (404) must not push them out.
      if (key === null || !isHtml || response.status !== 200 || response.headers.has("set-cookie")) {
        if (isHtml && !response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
        await send(res, response);
        return;
      }
      const page = await toCachedPage(response, nonce, tracking.reads);
      if (!page.cacheable) {
        response.headers.set("Cache-Control", "private, no-store");
        res.status(response.status);
        for (const [name, value] of response.headers.entries()) if (name !== "content-length") res.setHeader(name, value);
        res.end(page.html ?? "");
        return;
      }
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(null, true));
      // Rendered before a scheduled change that has since passed: served, but not kept.
      if (!(nextChangeKnown && nextChangeAt !== null && Date.now() >= nextChangeAt)) cache.set(key, page.page, generation);
      res.status(page.page.status);
      for (const [name, value] of page.page.headers) res.setHeader(name, value);
      res.setHeader("Last-Modified", new Date().toUTCString());
      res.setHeader("X-Page-Cache", "miss");
      res.end(page.page.body);
    } catch (error) {
      next(error);
    }
  });

  /**
   * The pages a write meets are marked stale and rendered again; the one who saved waits for that
   * (at most PAGE_CACHE.refillWaitMs), so the change is on the site when the save answers.
   */
  const pagesChanged = async (writes: string[], wait: boolean) => {
    applyWrites(writes);
    try {
      ownChanges.add(await recordPageChange(services.db, writes));
      if (ownChanges.size > 1000) ownChanges.clear();
    } catch (error) {
      logger.error({ err: error }, "could not record the change: other instances keep their cached pages until their next change");
    }
    if (wait && refilling) await within(PAGE_CACHE.refillWaitMs, refilling);
  };

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: req.path }, "the database is unavailable");
      if (!res.headersSent) databaseUnavailablePage(res);
      return;
    }
    logger.error({ err: error, path: req.path }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const served = serveHit(req, res);
    if (served === true) return;
    if (served === false) return void app(req as Request, res as Response);
    void served.then(
      (answered) => answered || app(req as Request, res as Response),
      () => app(req as Request, res as Response),
    );
  };
  return Object.assign(handler, {
    /** Listens on `port` (tests and benchmarks): the same as `createServer(handler).listen(...)`. */
    listen: (port: number, host: string, ready: () => void): Server => createServer(handler).listen(port, host, ready),
  });
}

/** A public page asked for by a visitor (no session, no preview, not the runtime's data request). */
function countable(req: Request) {
  if (req.method !== "GET" || hasSessionCookie(req.get("cookie"))) return false;
  const [p, query = ""] = req.originalUrl.split("?", 2) as [string, string?];
  return !p.endsWith(".data") && !isPrivatePath(p) && !new URLSearchParams(query).has(PREVIEW_PARAM);
}

/** Waits for `work` at most `ms` milliseconds; the work goes on, the caller does not wait for it. */
function within(ms: number, work: Promise<void>) {
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
}

/** The page a request gets while the database cannot be reached: 503, plain words, try again soon. */
function databaseUnavailablePage(res: Response) {
  res.status(503).setHeader("Retry-After", "30").setHeader("Cache-Control", "no-store").type("html");
  res.send(
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a minute</title></head>' +
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">' +
      "<h1>Back in a minute</h1><p>The site is having trouble reaching its database. Please try again in a minute. Nothing you sent before this page was lost.</p>" +
      '<p><a href="/">Try the home page</a></p></body></html>',
  );
}

/** The thank-you a visitor gets when their message was kept in the spool while the database is away. */
function leadKeptPage(res: Response) {
  res.status(200).setHeader("Cache-Control", "no-store").type("html");
  res.send(
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Message received</title></head>' +
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">' +
      '<h1>Message received</h1><p role="status">Thank you for your message! We will get back to you soon.</p>' +
      '<p><a href="/">Back to the home page</a></p></body></html>',
  );
}

/**
 * Why a state-changing request looks cross-site, or null. Browsers send Origin (and
 * Sec-Fetch-Site) on every POST; it must be this site's own origin, by SITE_URL or by the scheme
 * and host the request came in on. `Origin: null` (sandboxed frames, some redirects) is refused.
 * Without Origin, a Referer from elsewhere is refused; a request with neither comes from a
 * program, not a browser page, and carries no ambient cookies an attacker could borrow.
 */
export function crossSiteReason(req: Request, siteUrl: string): string | null {
  if (req.get("sec-fetch-site") === "cross-site") return "sec-fetch-site";
  const own = new Set([new URL(siteUrl).origin, `${req.protocol}://${req.get("host") ?? ""}`]);
  const origin = req.get("origin");
  if (origin !== undefined) {
    if (origin === "null") return "origin null";
    return own.has(origin) ? null : "origin";
  }
  const referer = req.get("referer");
  if (referer) {
    try {
      return own.has(new URL(referer).origin) ? null : "referer";
    } catch {
      return "referer";
    }
  }
  return null;
}

/** An Express request as a Fetch API Request, as @react-router/express does it. */
/** The item id of `?preview=`, only for a request with a valid staff session; null for anyone else. */
async function previewIdFor(req: Request, services: AppServices): Promise<string | null> {
  const id = typeof req.query[PREVIEW_PARAM] === "string" ? req.query[PREVIEW_PARAM] : null;
  if (!id || !/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  const user = await getSessionUser(services.auth, new Headers({ cookie: req.get("cookie") ?? "" })).catch(() => null);
  return user ? id : null;
}

function toFetchRequest(req: Request, res: Response) {
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

async function send(res: Response, response: globalThis.Response) {
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
