import type { AppLoadContext } from "react-router";
import { LIMITS } from "~/platform/policy";
import { blockedForMinutes, clearEvents, recordEvent } from "~/models/rate-limit.server";
import { logActivity, pruneActivity } from "~/models/activity.server";

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

/** `twoFactor`: the password was right and the account asks for an authenticator code next (/auth/two-factor). */
export type SignInResult = { ok: true; twoFactor: boolean; setCookies: string[] } | { ok: false; status: number; message: string };

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
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
    const setCookies = response.headers.getSetCookie();
    if (body?.twoFactorRedirect) {
      // The password was right; the session comes once the code is (the plugin counts code attempts).
      await logActivity(db, { actor: email, action: "sign-in-password-ok", ip });
      return { ok: true, twoFactor: true, setCookies };
    }
    await clearEvents(db, LIMITS.signInPerEmail, email);
    logger.info({ ip }, "staff signed in");
    await logActivity(db, { actor: email, action: "sign-in", ip });
    await pruneActivity(db);
    return { ok: true, twoFactor: false, setCookies };
  }
  await recordEvent(db, LIMITS.signInPerIp, ip);
  await recordEvent(db, LIMITS.signInPerEmail, email);
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  logger.info({ ip, status: response.status }, "sign-in failed");
  await logActivity(db, { actor: email, action: "sign-in-failed", ip });
  return { ok: false, status: response.status === 400 ? 400 : 401, message: body?.message || "Invalid email or password" };
}

export const SIGN_IN_AGAIN = "Your sign-in timed out or had too many wrong codes. Please sign in again.";
export const BAD_CODE = "That code is not right. Enter the current 6-digit code from your authenticator app, or a backup code.";

/**
 * The second step for accounts with two-factor on: a 6-digit code from the app, or one of the
 * backup codes. The two-factor cookie from the first step says who is signing in.
 */
export async function verifySecondFactor(context: AppLoadContext, request: Request, codeRaw: string): Promise<SignInResult> {
  const { db, auth } = context.services;
  const code = codeRaw.replace(/\s+/g, "");
  if (!code || code.length > 64) return { ok: false, status: 400, message: BAD_CODE };
  const headers = new Headers({
    cookie: request.headers.get("cookie") ?? "",
    "user-agent": request.headers.get("user-agent") ?? "",
    "x-forwarded-for": context.clientIp || "unknown",
  });
  const response = /^\d{6}$/.test(code)
    ? await auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
    : await auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    await logActivity(db, { actor: null, action: "sign-in-failed", detail: "wrong two-factor code", ip: context.clientIp });
    const again = body?.code === "INVALID_TWO_FACTOR_COOKIE" || body?.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
    return again ? { ok: false, status: 401, message: SIGN_IN_AGAIN } : { ok: false, status: 401, message: BAD_CODE };
  }
  const user = ((await response.json().catch(() => null)) as { user?: { email?: string } } | null)?.user;
  if (user?.email) {
    await clearEvents(db, LIMITS.signInPerEmail, user.email);
    await logActivity(db, { actor: user.email, action: "sign-in", detail: "with two-factor", ip: context.clientIp });
  }
  return { ok: true, twoFactor: false, setCookies: response.headers.getSetCookie() };
}
