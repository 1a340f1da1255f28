import { data, redirect, type AppLoadContext } from "react-router";
import { getSessionUser, type SessionUser } from "./auth.server";

/** The signed-in staff member, or null. */
export function currentUser(request: Request, context: AppLoadContext) {
  return getSessionUser(context.services.auth, request.headers);
}

/** For admin pages: anonymous visitors are sent to /auth (the history entry is replaced in the browser). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) throw redirect("/auth", { headers: { "Cache-Control": "no-store" } });
  return user;
}

/** For admin APIs and actions: anonymous callers get 401 and no data. */
export async function requireApiUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) throw data({ error: "You must be signed in to do that." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  return user;
}
