import { data, redirect, type AppLoadContext } from "react-router";
import { getSessionUser, type SessionUser } from "./auth.server";
import { SETUP_PATH, setupState } from "./first-start.server";
import { isOwnerOnlyPath } from "~/platform/policy";

export const OWNER_ONLY_MESSAGE = "Only an owner can open this page. Ask an owner if you need something changed here.";

/**
 * Who may use a route (decision 0047): the path decides, from the one list the tab bar reads too
 * (OWNER_ONLY_PREFIXES in policy.ts): an owner-only screen and every page and action under it ask
 * for an owner; any other admin route for any signed-in staff member. An intent that asks more
 * than its screen says so itself (IntentHandler.access), read by the action runner.
 */
export interface Access {
  role?: "owner";
}

/** The access a request's path asks for. */
export function accessFor(request: Request): Access {
  return isOwnerOnlyPath(new URL(request.url).pathname) ? { role: "owner" } : {};
}

/** Editors are refused an owner-only route with 403, pages and actions alike. */
function checkRole(user: SessionUser, access: Access) {
  if (access.role === "owner" && user.role !== "owner") {
    throw data(OWNER_ONLY_MESSAGE, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  return user;
}

/** The signed-in staff member, or null. */
export function currentUser(request: Request, context: AppLoadContext) {
  return getSessionUser(context.services.auth, request.headers);
}

/**
 * For admin pages: anonymous visitors are sent to /auth (the history entry is replaced in the
 * browser), or to /auth/setup while the first start's setup code waits for the owner account.
 */
export async function requireUser(request: Request, context: AppLoadContext, access: Access = accessFor(request)): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) {
    const to = (await setupState(context.services)) === "closed" ? "/auth" : SETUP_PATH;
    throw redirect(to, { headers: { "Cache-Control": "no-store" } });
  }
  return checkRole(user, access);
}

/** For admin APIs and actions: anonymous callers get 401 and no data. */
export async function requireApiUser(request: Request, context: AppLoadContext, access: Access = accessFor(request)): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) throw data({ error: "You must be signed in to do that." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  return checkRole(user, access);
}
