import { data, redirect } from "react-router";
import { SetPasswordForm } from "~/components/SetPasswordForm";
import { LINK_GONE, linkIsUsable, redeemStaffLink } from "~/auth/links.server";
import { setPasswordSchema } from "~/forms/staff";
import { parseForm } from "~/forms/validate";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/auth.invite";

export const meta: Route.MetaFunction = () => privateMeta("Join the admin | Lakeside Ridge CMS");
// The link itself is the credential: anyone holding it may post here once.
export const handle = { publicAction: true, runtime: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await linkIsUsable(context, "invite", params.token);
  return data({ gone: usable ? null : LINK_GONE.invite }, { status: usable ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const p = parseForm(setPasswordSchema, { password: String(form?.get("password") ?? "") });
  if (!p.ok) return data({ error: p.formError, gone: null }, { status: 400 });
  const r = await redeemStaffLink(context, request, "invite", params.token, p.data.password);
  if (!r.ok) return data(r.status === 410 ? { error: null, gone: r.message } : { error: r.message, gone: null }, { status: r.status });
  const headers = new Headers();
  for (const c of r.setCookies) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", await flashHeader({ kind: "success", title: "Welcome", description: "Your account is ready." }, context.services));
  return redirect("/admin", { headers });
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordForm
      title="Join the website admin"
      intro="Choose a password to finish setting up your account."
      button="Create my account"
      error={actionData?.error ?? undefined}
      gone={actionData?.gone ?? loaderData.gone ?? undefined}
    />
  );
}
