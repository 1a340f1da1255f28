import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "../app/lib/app.server";
import { BUCKET, UnsafeKeyError, assertSafeKey } from "../app/lib/storage.server";

/** Admin, sign-in and API paths: never indexed, never framed. */
const isPrivatePath = (p: string) => /^\/(admin|auth)(\/|$)/.test(p) || p.startsWith("/api/");

/** Content-Security-Policy: scripts only from this origin, plus React Router's inline scripts by nonce. */
export function contentSecurityPolicy(nonce: string, framed: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // Videos and the map are loaded only after a visitor clicks their poster.
    "frame-src https://www.youtube-nocookie.com https://www.google.com https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
  ].join("; ");
}

export function createApp(services: AppServices, build: ServerBuild | (() => Promise<ServerBuild>), clientDir: string) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const privatePath = isPrivatePath(req.path);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, !privatePath));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (config.secureCookies) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (privatePath) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("X-Frame-Options", "DENY");
    }
    next();
  });

  // Cross-site form posts are refused: a state-changing request must come from our own pages.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      const host = req.get("host");
      let ok = false;
      try {
        const u = new URL(origin);
        ok = u.host === host || origin === new URL(config.siteUrl).origin;
      } catch {
        ok = false;
      }
      if (!ok) {
        res.status(403).json({ error: "Cross-site requests are not allowed." });
        return;
      }
    }
    next();
  });

  app.use(compression());

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
    const file = await services.storage.get(key);
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Length", String(file.size));
    res.end(req.method === "HEAD" ? undefined : file.body);
  });

  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) => ({ services, nonce: res.locals.nonce as string, clientIp: req.ip ?? req.socket.remoteAddress ?? "" }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error, path: req.path }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}
