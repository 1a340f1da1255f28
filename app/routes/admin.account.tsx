import { Form, data, redirect, useNavigation } from "react-router";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { requireApiUser, requireUser } from "~/auth/guard.server";
import { fail, type ActionResult } from "~/forms/notice";
import { newPassword } from "~/forms/staff";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import { ROLE_LABELS } from "~/platform/policy";
import type { Route } from "./+types/admin.account";

export const meta: Route.MetaFunction = () => privateMeta("Your account | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return data({ email: user.email, role: user.role }, { headers: { "Cache-Control": "no-store" } });
}

const TITLE = "Failed to change the password";

/** Each member changes their own password (the current one is required); other sessions end. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const form = await request.formData().catch(() => null);
  const current = String(form?.get("currentPassword") ?? "");
  const next = String(form?.get("newPassword") ?? "");
  if (!current) return data<ActionResult>({ notice: fail("password", TITLE, "Enter your current password."), values: null }, { status: 400 });
  const p = newPassword.safeParse(next);
  if (!p.success) return data<ActionResult>({ notice: fail("password", TITLE, p.error.issues[0]!.message), values: null }, { status: 400 });
  const response = await context.services.auth.api.changePassword({
    body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    await logActivity(context.services.db, { actor: user.email, action: "password-change-failed", ip: context.clientIp });
    return data<ActionResult>({ notice: fail("password", TITLE, "Your current password is not right."), values: null }, { status: 400 });
  }
  await logActivity(context.services.db, { actor: user.email, action: "password-changed", ip: context.clientIp });
  const headers = new Headers();
  for (const c of response.headers.getSetCookie()) headers.append("Set-Cookie", c);
  headers.append(
    "Set-Cookie",
    await flashHeader(
      { kind: "success", title: "Password changed", description: "Your other sessions were signed out." },
      context.services.config.secureCookies,
    ),
  );
  return redirect("/admin/account", { headers });
}

export default function Account({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  return (
    <div className="max-w-md">
      <NoticeBanner notice={result?.notice} />
      <p className="text-slate-700">{`Signed in as ${d.email} (${ROLE_LABELS[d.role].toLowerCase()}).`}</p>
      <Form method="post" className="mt-6 space-y-4">
        <h3 className="text-lg font-semibold text-lake-900">Change your password</h3>
        <div>
          <label htmlFor="currentPassword" className="label">
            Current password
          </label>
          <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" required className="field" />
        </div>
        <div>
          <label htmlFor="newPassword" className="label">
            New password
          </label>
          <input
            id="newPassword"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            className="field"
            aria-describedby="newPassword-hint"
          />
          <p id="newPassword-hint" className="mt-1 text-sm text-slate-600">
            12 characters at least. Your other sessions are signed out.
          </p>
        </div>
        {result?.notice.kind === "error" && (
          <p role="alert" className="text-sm text-red-800">
            {result.notice.description}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </Form>
    </div>
  );
}
