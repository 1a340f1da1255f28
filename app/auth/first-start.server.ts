import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { describeWrites } from "~/db/reads.server";
import type { Db } from "~/db/schema";
import { SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH, SETUP_MESSAGES, formatSetupCode, normalizeSetupCode } from "~/forms/first-start";
import { logActivity } from "~/models/activity.server";
import { releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { deleteSetupCode, getSetupCode, markProfileSetupPending, putBackSetupCode, saveSetupCode, takeSetupCode } from "~/models/settings.server";
import { StaffError, countStaff, createStaff } from "~/models/staff.server";
import type { AppServices } from "~/platform/services.server";
import { LIMITS } from "~/platform/policy";
import { clockNow } from "~/platform/clock";

/**
 * The first start without a shell (docs/decisions/0025-first-start-setup.md). With no staff account,
 * each server start makes a one-time setup code, stores only its SHA-256 and expiry (a row of
 * site_settings, so every instance on the database agrees; the newest start's code replaces an
 * older one) and prints it in the console. /admin and /auth then lead to /auth/setup, where the
 * code creates the owner account once. As soon as any account exists, the code is dropped.
 */

/** The "Create the owner account" page; the business details follow at /admin/setup. */
export const SETUP_PATH = "/auth/setup";

export const SETUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;

const hashCode = (normalized: string) => createHash("sha256").update(normalized).digest("hex");

/** 12 characters from a 32-character alphabet (60 random bits), e.g. "7KQM2XWDR9TP". */
export function generateSetupCode() {
  return [...randomBytes(SETUP_CODE_LENGTH)].map((b) => SETUP_CODE_ALPHABET[b % SETUP_CODE_ALPHABET.length]).join("");
}

/** Makes and stores a new setup code (replacing any earlier one) and returns it formatted, to print once. */
export async function issueSetupCode(db: Db, now = clockNow()) {
  const code = generateSetupCode();
  await saveSetupCode(db, { hash: hashCode(code), issuedAt: new Date(now).toISOString(), expiresAt: new Date(now + SETUP_CODE_TTL_MS).toISOString() });
  return formatSetupCode(code);
}

/** No page shows the setup code's row: its writes change no page (the page cache keeps them). */
const quietly = <T>(work: () => Promise<T>) => describeWrites([], work);

/**
 * Whether the setup page is open: a code was issued and there is still no staff account ("expired"
 * when its 24 hours are over). A code left over after an account appeared (say from `npm run user`)
 * is dropped here.
 */
export async function setupState(services: Pick<AppServices, "db" | "auth">, now = clockNow()): Promise<"closed" | "open" | "expired"> {
  const found = await getSetupCode(services.db);
  if (!found) return "closed";
  if ((await countStaff(services.auth)) > 0) {
    await quietly(() => deleteSetupCode(services.db));
    return "closed";
  }
  return Date.parse(found.row.expiresAt) <= now ? "expired" : "open";
}

/** Drops any setup code: an account exists (made at start from ADMIN_EMAIL, or earlier). */
export async function closeSetup(db: Db) {
  await quietly(() => deleteSetupCode(db));
}

export type OwnerResult =
  | { ok: true; setCookies: string[] }
  /** `fieldErrors`: a short note for the field that was wrong (the message says the rest). */
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> }
  /** Setup is over (an account exists, or no code was ever issued): answer as /auth would. */
  | { ok: false; closed: true };

/**
 * Creates the owner with the setup code. Each check holds on the server for any POST:
 * - an account exists or no code was issued → closed (the route sends the caller to /auth);
 * - an expired code → 410, whatever was typed;
 * - every guess first takes a slot of the per-address limit (record, then decide; decision 0013),
 *   so at most 5 wrong codes per address per 15 minutes are even compared; a right one gives it back;
 * - the code is used up (deleted if it is still the one read) before the account is made, so of
 *   parallel posts with the right code exactly one goes on; the others get 409.
 * The owner is then signed in.
 */
export async function createOwnerWithCode(
  context: AppLoadContext,
  request: Request,
  input: { code: string; name: string; email: string; password: string },
  now = clockNow(),
): Promise<OwnerResult> {
  const { db, auth, logger } = context.services;
  const found = await getSetupCode(db);
  if (!found || (await countStaff(auth)) > 0) return { ok: false, closed: true };
  if (Date.parse(found.row.expiresAt) <= now)
    return { ok: false, status: 410, message: SETUP_MESSAGES.expired, fieldErrors: { code: "This code has expired." } };

  const ip = context.clientIp || "unknown";
  const slot = await takeSlot(db, LIMITS.setupCodePerIp, ip, now);
  if (!slot.ok) {
    logger.warn({ ip }, "setup code blocked by rate limit");
    return { ok: false, status: 429, message: SETUP_MESSAGES.tooMany(slot.waitMinutes), fieldErrors: { code: "Wait before trying another code." } };
  }
  const given = Buffer.from(hashCode(normalizeSetupCode(input.code)), "hex");
  const stored = Buffer.from(found.row.hash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    logger.warn({ ip }, "wrong setup code");
    await logActivity(db, { actor: null, action: "setup-code-failed", ip });
    return { ok: false, status: 401, message: SETUP_MESSAGES.wrong, fieldErrors: { code: "This code is not right." } };
  }
  await releaseSlot(db, slot.id);
  if (!(await quietly(() => takeSetupCode(db, found.stored)))) return { ok: false, status: 409, message: SETUP_MESSAGES.used, fieldErrors: {} };

  let email: string;
  try {
    ({ email } = await createStaff(auth, { email: input.email, password: input.password, name: input.name, role: "owner" }));
  } catch (error) {
    // Nothing was made: the code works again (unless a newer start replaced it meanwhile).
    await quietly(() => putBackSetupCode(db, found.stored));
    if (error instanceof StaffError) return { ok: false, status: 400, message: error.message, fieldErrors: { email: error.message } };
    throw error;
  }
  await quietly(() => markProfileSetupPending(db));
  logger.info({ ip }, "owner account created with the setup code");
  await logActivity(db, { actor: email, action: "owner-created", ip });
  const headers = new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": ip });
  const response = await auth.api.signInEmail({ body: { email, password: input.password }, headers, asResponse: true });
  await logActivity(db, { actor: email, action: "sign-in", ip });
  return { ok: true, setCookies: response.headers.getSetCookie() };
}
