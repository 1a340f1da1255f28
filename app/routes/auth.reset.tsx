import { data, redirect } from "react-router";
import { SetPasswordForm } from "~/components/SetPasswordForm";
import { LINK_GONE, linkIsUsable, redeemStaffLink } from "~/auth/links.server";
import { setPasswordSchema } from "~/forms/staff";
import { parseForm } from "~/forms/validate";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/auth.reset";

export const meta: Route.MetaFunction = () => privateMeta("Reset password | Lakeside Ridge CMS");
// The link itself is the credential: anyone holding it may post here once.
export const handle = { publicAction: true, runtime: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await linkIsUsable(context, "reset", params.token);
  return data({ gone: usable ? null : LINK_GONE.reset }, { status: usable ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const p = parseForm(setPasswordSchema, { password: String(form?.get("password") ?? "") });
  if (!p.ok) return data({ error: p.formError, gone: null }, { status: 400 });
  const r = await redeemStaffLink(context, request, "reset", params.token, p.data.password);
  if (!r.ok) return data(r.status === 410 ? { error: null, gone: r.message } : { error: r.message, gone: null }, { status: r.status });
  const headers = new Headers();
  for (const c of r.setCookies) headers.append("Set-Cookie", c);
  headers.append(
    "Set-Cookie",
    await flashHeader({ kind: "success", title: "Password changed", description: "You are signed in with your new password." }, context.services),
  );
  return redirect("/admin", { headers });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordForm
      title="Choose a new password"
      intro="Every session of your account is signed out when you save it."
      button="Save new password"
      error={actionData?.error ?? undefined}
      gone={actionData?.gone ?? loaderData.gone ?? undefined}
    />
  );
}
