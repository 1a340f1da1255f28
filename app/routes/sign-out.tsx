import { redirect } from "react-router";
import { flashHeader } from "~/platform/flash.server";
import type { Route } from "./+types/sign-out";

export async function loader() {
  return redirect("/admin");
}

/** POST only. An anonymous caller simply lands on /auth: there is nothing to sign out of. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = context.services;
  const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
  if (!session) return redirect("/auth");
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const c of response.headers.getSetCookie()) headers.append("Set-Cookie", c);
  headers.append(
    "Set-Cookie",
    await flashHeader({ kind: "success", title: "Signed out", description: "You have been successfully signed out." }, context.services),
  );
  return redirect("/auth", { headers });
}
