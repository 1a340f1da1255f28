import { signIn } from "~/auth/sign-in.server";
import type { Route } from "./+types/api.auth";

/**
 * better-auth's HTTP endpoints, narrowed to what the site uses. Sign-up is off (403): staff
 * accounts come from `npm run user`. Sign-in goes through the same rate limit as the /auth form.
 */
const json = (body: unknown, status: number) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export const handle = { publicAction: true };

/** The session as better-auth answers it, minus the session token: scripts never see the cookie's value. */
async function withoutToken(response: Response) {
  const body = (await response.json().catch(() => null)) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const c of response.headers.getSetCookie()) headers.append("Set-Cookie", c);
  return Response.json(body, { status: response.status, headers });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params["*"] === "get-session") return withoutToken(await context.services.auth.handler(request));
  return json({ message: "Not found" }, 404);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const endpoint = params["*"] ?? "";
  if (endpoint.startsWith("sign-up")) {
    return json({ message: "Sign-up is disabled. Ask the site owner to create an account for you." }, 403);
  }
  if (endpoint === "sign-out") return context.services.auth.handler(request);
  if (endpoint === "sign-in/email") {
    const body = (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null;
    const result = await signIn(context, request, String(body?.email ?? ""), String(body?.password ?? ""));
    if (!result.ok) return json({ message: result.message }, result.status);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const c of result.setCookies) headers.append("Set-Cookie", c);
    return Response.json(result.twoFactor ? { twoFactorRedirect: true } : { ok: true }, { headers });
  }
  return json({ message: "Not found" }, 404);
}
