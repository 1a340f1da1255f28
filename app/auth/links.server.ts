import type { AppLoadContext } from "react-router";
import { logActivity } from "~/models/activity.server";
import { consumeToken, findUsableToken, type TokenKind } from "~/models/staff-tokens.server";
import { StaffError, createStaff, setStaffPassword } from "~/models/staff.server";
import { LIMITS, toRole } from "~/platform/policy";
import { clearEventsForEmail } from "~/models/rate-limit.server";

export const LINK_GONE: Record<TokenKind, string> = {
  invite: "This invitation link has expired or was already used. Ask an owner for a new one.",
  reset: "This reset link has expired or was already used. Ask for a new one.",
};

export type LinkResult = { ok: true; setCookies: string[] } | { ok: false; status: number; message: string };

/**
 * Uses a single-use link: an invitation creates the account, a reset sets the password and ends
 * every session of that person; either way the person is then signed in. The link is marked used
 * before anything else, so two tabs racing get one success.
 */
export async function redeemStaffLink(context: AppLoadContext, request: Request, kind: TokenKind, raw: string, password: string): Promise<LinkResult> {
  const { db, auth } = context.services;
  const token = await findUsableToken(db, kind, raw);
  if (!token) return { ok: false, status: 410, message: LINK_GONE[kind] };
  if (!(await consumeToken(db, token.id))) return { ok: false, status: 410, message: LINK_GONE[kind] };
  try {
    if (kind === "invite") await createStaff(auth, { email: token.email, password, role: toRole(token.role) });
    else await setStaffPassword(auth, { email: token.email, password });
  } catch (error) {
    if (error instanceof StaffError) return { ok: false, status: 409, message: error.message };
    throw error;
  }
  await logActivity(db, { actor: token.email, action: kind === "invite" ? "invite-accepted" : "password-reset", ip: context.clientIp });
  // Someone guessing at this address cannot keep its owner out once they hold a fresh link.
  await clearEventsForEmail(db, LIMITS.signInPerIpEmail, token.email);
  const headers = new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": context.clientIp || "unknown" });
  const response = await auth.api.signInEmail({ body: { email: token.email, password }, headers, asResponse: true });
  await logActivity(db, { actor: token.email, action: "sign-in", ip: context.clientIp });
  return { ok: true, setCookies: response.headers.getSetCookie() };
}

export async function linkIsUsable(context: AppLoadContext, kind: TokenKind, raw: string) {
  return (await findUsableToken(context.services.db, kind, raw)) !== null;
}
