import type { AppLoadContext } from "react-router";
import { LIMITS, PASSWORD_CHECKS } from "~/platform/policy";
import { boundedSlots } from "~/platform/slots";
import { clearEvents, clearEventsForEmail, releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { logActivity, pruneActivity } from "~/models/activity.server";

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

/** `twoFactor`: the password was right and the account asks for an authenticator code next (/auth/two-factor). */
export type SignInResult = { ok: true; twoFactor: boolean; setCookies: string[] } | { ok: false; status: number; message: string };

/** At most `concurrent` password checks at once, a bounded queue behind them. */
const withPasswordCheck = boundedSlots(PASSWORD_CHECKS);

const tooMany = (wait: number) => ({
  ok: false as const,
  status: 429,
  message: `Too many failed sign-in attempts. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again.`,
});

/**
 * Signs in with e-mail and password through better-auth, behind the database-backed limits
 * (docs/decisions/0013-sign-in-limits.md): each attempt takes a slot before the password is
 * checked, per IP address and per (IP address, e-mail); a full window answers 429 without
 * checking. A success gives its slots back. Password checks run at most two at a time.
 */
export async function signIn(context: AppLoadContext, request: Request, emailRaw: string, password: string): Promise<SignInResult> {
  const { db, auth, logger } = context.services;
  const email = emailRaw.trim().toLowerCase();
  if (!email || !password) return { ok: false, status: 400, message: MISSING_CREDENTIALS };
  if (email.length > 254 || password.length > 1024) return { ok: false, status: 400, message: "Invalid email or password" };

  const ip = context.clientIp || "unknown";
  const pairKey = `${ip} ${email}`;
  const ipSlot = await takeSlot(db, LIMITS.signInPerIp, ip);
  if (!ipSlot.ok) {
    logger.warn({ ip }, "sign-in blocked by rate limit");
    return tooMany(ipSlot.waitMinutes);
  }
  const pairSlot = await takeSlot(db, LIMITS.signInPerIpEmail, pairKey);
  if (!pairSlot.ok) {
    await releaseSlot(db, ipSlot.id);
    logger.warn({ ip }, "sign-in blocked by rate limit");
    return tooMany(pairSlot.waitMinutes);
  }

  const headers = new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": ip });
  const response = await withPasswordCheck(() => auth.api.signInEmail({ body: { email, password }, headers, asResponse: true }));
  if (!response) {
    await releaseSlot(db, ipSlot.id);
    await releaseSlot(db, pairSlot.id);
    logger.warn({ ip }, "sign-in refused: too many password checks waiting");
    return { ok: false, status: 503, message: "Sign-in is busy right now. Please try again in a moment." };
  }
  if (response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
    const setCookies = response.headers.getSetCookie();
    // The password was right: its slots are given back.
    await releaseSlot(db, ipSlot.id);
    await clearEvents(db, LIMITS.signInPerIpEmail, pairKey);
    if (body?.twoFactorRedirect) {
      // The session comes once the code is right (the plugin counts code attempts).
      await logActivity(db, { actor: email, action: "sign-in-password-ok", ip });
      return { ok: true, twoFactor: true, setCookies };
    }
    logger.info({ ip }, "staff signed in");
    await logActivity(db, { actor: email, action: "sign-in", ip });
    await pruneActivity(db);
    return { ok: true, twoFactor: false, setCookies };
  }
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
    await clearEventsForEmail(db, LIMITS.signInPerIpEmail, user.email);
    await logActivity(db, { actor: user.email, action: "sign-in", detail: "with two-factor", ip: context.clientIp });
  }
  return { ok: true, twoFactor: false, setCookies: response.headers.getSetCookie() };
}
