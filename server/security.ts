import type { NextFunction, Request, Response } from "express";
import type { Config } from "../app/platform/config.server";
import type { Logger } from "../app/platform/logger.server";
import { PAGE_PREVIEW_PATH, isPrivatePath, isSecretLinkPath } from "../app/platform/policy";

/**
 * The headers every answer gets and the cross-site guard (decision 0014): a nonce-based
 * Content-Security-Policy, nosniff, referrer and permissions policies, HSTS on https, noindex and no
 * framing for private paths; a state-changing request from another site is refused with 403.
 */
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

/** The headers every response gets (the policy aside, which depends on the page). */
export function securityHeaders(config: Pick<Config, "secureCookies">): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...(config.secureCookies ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as [string, string][]) : []),
  ];
}

/** Sets the nonce, the policy and the security headers on every answer Express makes. */
export function securityMiddleware(headers: [string, string][], nonce: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = nonce();
    const privatePath = isPrivatePath(req.originalUrl);
    // The page editor's live preview is framed by the admin itself.
    const preview = req.path === PAGE_PREVIEW_PATH;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(res.locals.nonce as string, !privatePath || preview));
    for (const [name, value] of headers) res.setHeader(name, value);
    // A client's job page (decision 0051) is never indexed either, and its address (the secret) is never sent to another site as a referrer (same-origin: its own forms still carry their Origin).
    const secretLink = isSecretLinkPath(req.originalUrl);
    if (secretLink) res.setHeader("Referrer-Policy", "same-origin");
    if (privatePath || secretLink) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (privatePath) {
      res.setHeader("X-Frame-Options", preview ? "SAMEORIGIN" : "DENY");
    }
    next();
  };
}

/** Refuses a state-changing request that did not come from this site's own pages. */
export function crossSiteGuard(siteUrl: string, logger: Pick<Logger, "warn">) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const reason = crossSiteReason(req, siteUrl);
    if (reason) {
      logger.warn({ path: req.path, reason }, "cross-site request refused");
      res.status(403).setHeader("Cache-Control", "no-store");
      res.json({ error: "Cross-site requests are not allowed." });
      return;
    }
    next();
  };
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
