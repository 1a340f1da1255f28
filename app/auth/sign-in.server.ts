import type { AppLoadContext } from "react-router";
import { LIMITS, PASSWORD_CHECKS } from "~/platform/policy";
import { clearEvents, releaseSlot, takeSlot } from "~/models/rate-limit.server";

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

export type SignInResult = { ok: true; setCookies: string[] } | { ok: false; status: number; message: string };

/** A small semaphore: at most `concurrent` password checks at once, a bounded queue behind them. */
let running = 0;
const waiting: (() => void)[] = [];
async function withPasswordCheck<T>(work: () => Promise<T>): Promise<T | null> {
  if (running >= PASSWORD_CHECKS.concurrent) {
    if (waiting.length >= PASSWORD_CHECKS.queue) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

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
    await releaseSlot(db, ipSlot.id);
    await clearEvents(db, LIMITS.signInPerIpEmail, pairKey);
    logger.info({ ip }, "staff signed in");
    return { ok: true, setCookies: response.headers.getSetCookie() };
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  logger.info({ ip, status: response.status }, "sign-in failed");
  return { ok: false, status: response.status === 400 ? 400 : 401, message: body?.message || "Invalid email or password" };
}
