import { data, redirect, type AppLoadContext } from "react-router";
import { setPasswordSchema } from "~/forms/staff";
import { parseForm } from "~/forms/validate";
import type { TokenKind } from "~/models/staff-tokens.server";
import { flashHeader } from "~/platform/flash.server";
import { LINK_GONE, linkIsUsable, redeemStaffLink } from "./links.server";

interface LinkArgs {
  request: Request;
  params: { token: string };
  context: AppLoadContext;
}

/** An invitation's or a reset link's page: 410 and why once the link is used or expired; never cached. */
export function staffLinkLoader(kind: TokenKind) {
  return async ({ params, context }: Omit<LinkArgs, "request">) => {
    const usable = await linkIsUsable(context, kind, params.token);
    return data({ gone: usable ? null : LINK_GONE[kind] }, { status: usable ? 200 : 410, headers: { "Cache-Control": "no-store" } });
  };
}

/**
 * Its form: the new password redeems the link once; the person is then signed in and lands on the
 * admin with `welcome` as the notice. A refused password keeps the link; a used one says it is gone.
 */
export function staffLinkAction(kind: TokenKind, welcome: { title: string; description: string }) {
  return async ({ request, params, context }: LinkArgs) => {
    const form = await request.formData().catch(() => null);
    const p = parseForm(setPasswordSchema, { password: String(form?.get("password") ?? "") });
    if (!p.ok) return data({ error: p.formError, gone: null }, { status: 400 });
    const r = await redeemStaffLink(context, request, kind, params.token, p.data.password);
    if (!r.ok) return data(r.status === 410 ? { error: null, gone: r.message } : { error: r.message, gone: null }, { status: r.status });
    const headers = new Headers();
    for (const c of r.setCookies) headers.append("Set-Cookie", c);
    headers.append("Set-Cookie", await flashHeader({ kind: "success", ...welcome }, context.services));
    return redirect("/admin", { headers });
  };
}
