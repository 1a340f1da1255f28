import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import proxyaddr from "proxy-addr";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { withRequestLocale } from "../app/content/request-locale.server";
import type { AppServices } from "../app/platform/services.server";
import { imageHandler } from "../app/media/variant-handler.server";
import { readCounter, readPageChanges, recordPageChange } from "../app/models/change-counter.server";
import { nextScheduleChange } from "../app/models/content-items.server";
import { isDatabaseUnavailable } from "../app/db/client.server";
import { bodyLimit } from "./body-limit";
import { PageCacheService } from "./page-cache-service";
import { queuePurge, sendDuePurges } from "../app/cdn/cdn.server";
import { crossSiteGuard, securityHeaders, securityMiddleware } from "./security";
import { storedFiles } from "./stored-files";
import { databaseUnavailablePage } from "./fallback-pages";
import { hitAnswerer, pageRoute, renderers } from "./cached-answers";
import { RenderLane } from "./render-lane";
import { RENDER_LANE } from "../app/platform/policy";
import { testClock, testClockEnabled } from "./test-clock";
import { healthz } from "./health";

export { contentSecurityPolicy, crossSiteReason } from "./security";

export interface AppOptions {
  pageCache?: boolean;
  /** Development: Vite's middleware serves the browser modules (with hot reload) instead of the build. */
  vite?: { middlewares: express.RequestHandler };
}

/**
 * The server, composed (decision 0034): cache hits answered before Express (server/page-cache-service.ts
 * holds the rules), then the security headers and cross-site guard, body limits, stored files,
 * browser assets, image variants and React Router, whose pages the cache keeps.
 */
export function createApp(services: AppServices, build: ServerBuild | (() => Promise<ServerBuild>), clientDir: string, options: AppOptions = {}) {
  const { config, logger, db } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Page views are counted by the visitor's address as Express reads it (TRUST_PROXY).
  const trusted = app.get("trust proxy fn") as (addr: string, i: number) => boolean;
  services.analytics.useClientIp((remote, forwarded) =>
    proxyaddr({ headers: { "x-forwarded-for": forwarded }, connection: { remoteAddress: remote }, socket: { remoteAddress: remote } } as never, trusted),
  );
  const reactRouter = createRequestHandler(build, options.vite ? "development" : "production");
  // Every render knows its page's language (the copy readers choose content/es/ for /es/… pages).
  const handle: typeof reactRouter = (request, context) => withRequestLocale(request, () => reactRouter(request, context));
  const render = renderers(handle, services);
  const pages = new PageCacheService({
    render: render.forCache,
    changes: { readCounter: () => readCounter(db), readPageChanges: (a, b) => readPageChanges(db, a, b), recordPageChange: (w) => recordPageChange(db, w) },
    nextScheduleChange: () => nextScheduleChange(db),
    logger,
    enabled: options.pageCache ?? true,
    databaseDown: () => services.reach.down,
    cdn: config.cdn,
    onPagesChanged: async (writes) => {
      if (!config.cdn) return;
      await queuePurge(db, config.cdn, writes);
      void sendDuePurges(db, config.cdn).catch((error: unknown) => logger.warn({ err: error }, "the CDN purge failed; it is tried again"));
    },
  });
  const headers = securityHeaders(config);

  app.use(securityMiddleware(headers, () => randomBytes(16).toString("base64")));
  if (testClockEnabled()) app.post("/__test/clock", testClock);
  // For load balancers: answered here, never behind visitors' renders (decision 0055).
  app.get("/healthz", healthz(services));
  app.use(crossSiteGuard(config.siteUrl, logger));
  app.use(compression());
  app.use(bodyLimit(services));
  app.get(/^\/files\/cms-images\/(.*)$/, storedFiles(services));
  if (options.vite) app.use(options.vite.middlewares);
  else {
    // Scripts and styles go out as the build compressed them (brotli 11 or gzip 9, vite/precompress.ts);
    // the compression middleware leaves a response that is encoded already alone (decision 0072).
    const assets = { immutable: true, maxAge: "1y", index: false, redirect: false } as const;
    app.use("/assets", expressStaticGzip(path.join(clientDir, "assets"), { enableBrotli: true, orderPreference: ["br", "gzip"], serveStatic: assets }));
    // Only a path with a file extension can be one of these files: page paths skip the disk.
    const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req: Request, res: Response, next: NextFunction) => (/\.[A-Za-z0-9]+$/.test(req.path) ? files(req, res, next) : next()));
  }
  app.get(/^\/img\/(.*)$/, imageHandler(services));

  // Visitors' renders take one lane, which leaves room for the cached pages answered beside it.
  const lane = new RenderLane(RENDER_LANE);
  app.all(/.*/, pageRoute(pages, handle, render.forStaff, services, lane));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseUnavailable(error)) {
      services.reach.markDown();
      logger.warn({ err: error, path: req.path }, "the database is unavailable");
      if (!res.headersSent) databaseUnavailablePage(res);
      return;
    }
    logger.error({ err: error, path: req.path }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  const hits = hitAnswerer(pages, services, headers, lane);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const served = hits(req, res);
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
    /** The page cache (tests read its rules' effects). */
    pages,
  });
}
