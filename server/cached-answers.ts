import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import type { AppServices } from "../app/platform/services.server";
import { PREVIEW_PARAM, hasSessionCookie, isPrivatePath, isSecretLinkPath } from "../app/platform/policy";
import { getSessionUser } from "../app/auth/auth.server";
import { publicWrites, track } from "../app/db/reads.server";
import { pickEncoding } from "./page-cache";
import type { PageCacheService } from "./page-cache-service";
import { contentSecurityPolicy } from "./security";
import { send, sendWhole, toFetchRequest } from "./fetch-bridge";
import { busyPage, databaseUnavailablePage, leadKeptPage } from "./fallback-pages";
import type { RenderLane } from "./render-lane";
import { withoutSessionCookie, type SessionCookieState } from "../app/auth/session-cookie.server";
import { clockDate } from "../app/platform/clock";

/**
 * Where the page cache meets HTTP (decision 0021): a hit answered before Express from bytes
 * compressed once, with an ETag and 304; the React Router route that renders a page, counts the
 * visit, tells the cache what it wrote and keeps what it may; and renders in-process for the cache
 * and for staff (sync headings, the live preview).
 */
type Handle = (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>;
type Extra = Pick<AppLoadContext, "previewBlocks"> & { previewId?: string | null };

export function renderers(handle: Handle, services: AppServices) {
  const renderWith = (pagePath: string, context: AppLoadContext, signal?: AbortSignal) =>
    handle(new globalThis.Request(new URL(pagePath, services.config.siteUrl), { headers: { Accept: "text/html" }, signal }), context);
  const inProcess = (nonce: string, extra: Extra = {}): AppLoadContext => ({
    services,
    nonce,
    clientIp: "127.0.0.1",
    renderPage: forStaff,
    previewId: extra.previewId ?? null,
    previewBlocks: extra.previewBlocks,
  });
  /** A page rendered for staff: a GET on SITE_URL's origin with no cookies. */
  const forStaff = (pagePath: string, signal?: AbortSignal, extra: Extra = {}) =>
    renderWith(pagePath, inProcess(randomBytes(16).toString("base64"), extra), signal);
  /** A page rendered for the cache, with what it read. */
  const forCache = async (key: string) => {
    const nonce = randomBytes(16).toString("base64");
    const context = inProcess(nonce);
    const { result: response, tracking } = await track(() => renderWith(key, context, AbortSignal.timeout(10_000)));
    return { response, nonce, reads: tracking.reads, unavailable: Boolean(context.databaseUnavailable) };
  };
  return { forStaff, forCache };
}

/** Answers a cache hit before Express; true when it answered. Synchronous unless the database must be asked first. */
export function hitAnswerer(pages: PageCacheService, services: AppServices, headers: [string, string][], lane: RenderLane) {
  // What a cached public page is sent with, flat as `writeHead` takes it: the policy without a nonce.
  const publicWire = [["Content-Security-Policy", contentSecurityPolicy(null, true)], ...headers, ["Vary", "Accept-Encoding"]].flat();
  const answer = (page: ReturnType<PageCacheService["hit"]>, req: IncomingMessage, res: ServerResponse): boolean => {
    if (!page) return false;
    const out: string[] = [...publicWire, ...page.wire, "X-Page-Cache", page.stale ? "stale" : "hit"];
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, out);
      res.end();
    } else {
      const { body, encoding } = pickEncoding(page, req.headers["accept-encoding"]);
      if (encoding) out.push("Content-Encoding", encoding);
      out.push("Content-Length", String(body.length));
      res.writeHead(page.status, out);
      res.end(body);
    }
    services.analytics.view(req.headers, req.url ?? "/", res.statusCode, req.socket.remoteAddress);
    lane.otherAnswered();
    return true;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const cookie = req.headers.cookie;
    const key = pages.keyFor(req.method ?? "GET", req.url ?? "/", visitorCookie(services.sessionCookie(cookie), cookie));
    if (key === null) return false;
    if (!pages.mustAsk()) return answer(pages.hit(key), req, res);
    return pages.lookup(key).then((page) => answer(page, req, res));
  };
}

/** The longest a visitor's render holds the lane while its page is sent to a slow connection. */
const LANE_SEND_MS = 1000;

/** The route every page goes through: rendered by React Router, counted, and kept when it may be. */
export function pageRoute(pages: PageCacheService, handle: Handle, forStaff: AppLoadContext["renderPage"], services: AppServices, lane: RenderLane) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const cookie = req.get("cookie");
      const session = services.sessionCookie(cookie);
      const key = pages.keyFor(req.method, req.originalUrl, visitorCookie(session, cookie));
      const generation = pages.begin();
      const nonce = res.locals.nonce as string;
      const previewId = await previewIdFor(req, services).catch(() => null);
      const context: AppLoadContext = { services, nonce, clientIp: req.ip ?? req.socket.remoteAddress ?? "", renderPage: forStaff, previewId };
      const render = () => track(() => handle(toFetchRequest(req, res), context));
      const answer = async ({ result: response, tracking }: Awaited<ReturnType<typeof render>>) => {
        // What this request wrote that a page can show is rendered again and told to other instances.
        const writes = publicWrites(tracking.writes);
        if (writes.length > 0) await pages.pagesChanged(writes, req.method !== "GET" && req.method !== "HEAD");
        if (context.databaseUnavailable) services.reach.markDown();
        if (context.databaseUnavailable && response.status >= 500) return context.leadSpooled ? leadKeptPage(res) : databaseUnavailablePage(res);
        const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
        // A visitor's page (a 404 too) is counted; staff and previews are not (decision 0026).
        if (isHtml && (response.status === 200 || response.status === 404) && countable(req)) {
          services.analytics.view(req.headers, req.originalUrl, response.status, req.socket.remoteAddress);
        }
        // Only real pages are kept: a flood of unknown paths (404) must not push them out.
        if (key === null || !isHtml || response.status !== 200 || response.headers.has("set-cookie")) {
          if (isHtml && !response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
          return await send(res, response);
        }
        const page = await pages.toCachedPage(response, nonce, tracking.reads);
        if (!page.cacheable) {
          response.headers.set("Cache-Control", "private, no-store");
          res.status(response.status);
          for (const [name, value] of response.headers.entries()) if (name !== "content-length") res.setHeader(name, value);
          return sendWhole(res, Buffer.from(page.html ?? ""));
        }
        res.setHeader("Content-Security-Policy", contentSecurityPolicy(null, true));
        pages.store(key, page.page, generation);
        res.status(page.page.status);
        for (const [name, value] of page.page.headers) res.setHeader(name, value);
        res.setHeader("Last-Modified", clockDate().toUTCString()).setHeader("X-Page-Cache", "miss");
        sendWhole(res, page.page.body);
      };
      // A visitor's page that no cached copy answered takes the render lane; staff and forms do not.
      // It holds the lane until its page is written out (the HTML is made as it streams), but never
      // waits there more than LANE_SEND_MS for a slow connection: the rest is sent outside the lane.
      const visitorRender = session !== "signed" && (req.method === "GET" || req.method === "HEAD");
      if (!visitorRender) return await answer(await render());
      // The database known away (decision 0055): the plain 503 page at once, before and after the line.
      if (services.reach.down) return databaseUnavailablePage(res);
      let sent: Promise<void> | undefined;
      const ran = await lane.run(async () => {
        if (services.reach.down) {
          databaseUnavailablePage(res);
          return true;
        }
        sent = answer(await render());
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([sent, new Promise((resolve) => (timer = setTimeout(resolve, LANE_SEND_MS)))]).finally(() => clearTimeout(timer));
        return true;
      });
      if (!ran) return busyPage(res);
      await sent;
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The Cookie header a visitor's request is judged by: a session cookie whose signature is wrong is
 * nobody's session, so it is left out and the request gets the cached page (decision 0034).
 */
function visitorCookie(session: SessionCookieState, cookie: string | null | undefined) {
  return session === "forged" ? withoutSessionCookie(cookie) : cookie;
}

/** A public page asked for by a visitor (no session, no preview, not the runtime's data request). */
function countable(req: Request) {
  if (req.method !== "GET" || hasSessionCookie(req.get("cookie"))) return false;
  const [p, query = ""] = req.originalUrl.split("?", 2) as [string, string?];
  return !p.endsWith(".data") && !isPrivatePath(p) && !isSecretLinkPath(p) && !new URLSearchParams(query).has(PREVIEW_PARAM);
}

/** The item id of `?preview=`, only for a request with a valid staff session; null for anyone else. */
async function previewIdFor(req: Request, services: AppServices): Promise<string | null> {
  const id = typeof req.query[PREVIEW_PARAM] === "string" ? req.query[PREVIEW_PARAM] : null;
  if (!id || !/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  const user = await getSessionUser(services.auth, new Headers({ cookie: req.get("cookie") ?? "" })).catch(() => null);
  return user ? id : null;
}
