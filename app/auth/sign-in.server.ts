import type { AppLoadContext } from "react-router";
import { LIMITS } from "~/platform/policy";
import { blockedForMinutes, clearEvents, recordEvent } from "~/models/rate-limit.server";
import { logActivity, pruneActivity } from "~/models/activity.server";

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

export type SignInResult = { ok: true; setCookies: string[] } | { ok: false; status: number; message: string };

/**
 * Signs in with e-mail and password through better-auth, behind the database-backed limit:
 * 5 failures in 15 minutes per IP address or per e-mail address, then 429.
 */
export async function signIn(context: AppLoadContext, request: Request, emailRaw: string, password: string): Promise<SignInResult> {
  const { db, auth, logger } = context.services;
  const email = emailRaw.trim().toLowerCase();
  if (!email || !password) return { ok: false, status: 400, message: MISSING_CREDENTIALS };
  if (email.length > 254 || password.length > 1024) return { ok: false, status: 400, message: "Invalid email or password" };

  const ip = context.clientIp || "unknown";
  const wait = Math.max(await blockedForMinutes(db, LIMITS.signInPerIp, ip), await blockedForMinutes(db, LIMITS.signInPerEmail, email));
  if (wait > 0) {
    logger.warn({ ip }, "sign-in blocked by rate limit");
    return {
      ok: false,
      status: 429,
      message: `Too many failed sign-in attempts. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again.`,
    };
  }

  const headers = new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": ip });
  const response = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
  if (response.ok) {
    await clearEvents(db, LIMITS.signInPerEmail, email);
    logger.info({ ip }, "staff signed in");
    await logActivity(db, { actor: email, action: "sign-in", ip });
    await pruneActivity(db);
    return { ok: true, setCookies: response.headers.getSetCookie() };
  }
  await recordEvent(db, LIMITS.signInPerIp, ip);
  await recordEvent(db, LIMITS.signInPerEmail, email);
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  logger.info({ ip, status: response.status }, "sign-in failed");
  await logActivity(db, { actor: email, action: "sign-in-failed", ip });
  return { ok: false, status: response.status === 400 ? 400 : 401, message: body?.message || "Invalid email or password" };
}
