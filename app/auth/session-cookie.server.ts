import { createHmac, timingSafeEqual } from "node:crypto";
import { SESSION_COOKIE } from "~/platform/policy";

/**
 * The session cookie judged without the database (decision 0034): better-auth signs it as
 * `token.HMAC-SHA256(secret, token)` in base64. A cookie whose signature is wrong cannot be anyone's
 * session, so the request is a visitor's: it gets the cached page instead of a render and a lookup.
 */
export type SessionCookieState = "none" | "signed" | "forged";

const NAMES = new Set([SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`]);

export function sessionCookieChecker(secret: string) {
  return (cookieHeader: string | null | undefined): SessionCookieState => {
    let state: SessionCookieState = "none";
    for (const part of (cookieHeader ?? "").split(";")) {
      const eq = part.indexOf("=");
      if (eq < 0 || !NAMES.has(part.slice(0, eq).trim())) continue;
      let value = part.slice(eq + 1).trim();
      try {
        value = decodeURIComponent(value);
      } catch {
        return "forged";
      }
      const dot = value.lastIndexOf(".");
      if (dot <= 0 || value.length > 512) return "forged";
      const expected = createHmac("sha256", secret).update(value.slice(0, dot)).digest();
      const given = Buffer.from(value.slice(dot + 1), "base64");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
      state = "signed";
    }
    return state;
  };
}

/** The Cookie header without the session cookies (for a request whose session cookie is forged). */
export function withoutSessionCookie(cookieHeader: string | null | undefined) {
  return (cookieHeader ?? "")
    .split(";")
    .filter((part) => !NAMES.has(part.split("=")[0]!.trim()))
    .join(";")
    .trim();
}
