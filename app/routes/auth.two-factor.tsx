import { TextField } from "~/components/admin/Field";
import { useEffect } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { verifySecondFactor } from "~/auth/sign-in.server";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import { AuthAlert, AuthCard, AuthLink, AuthSubmit } from "~/components/AuthCard";
import type { Route } from "./+types/auth.two-factor";

export const meta: Route.MetaFunction = () => privateMeta("Two-factor sign-in | Lakeside Ridge CMS");
export const handle = { publicAction: true, runtime: true };

/** Only reached from /auth after a right password; without the two-factor cookie it goes back there. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!/(^|;\s*)(__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "")) throw redirect("/auth");
  return data(null, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const result = await verifySecondFactor(context, request, String(form?.get("code") ?? ""));
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  const headers = new Headers();
  for (const c of result.setCookies) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", await flashHeader({ kind: "success", title: "Success", description: "Successfully signed in!" }, context.services));
  return redirect("/admin", { headers });
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  useEffect(() => {
    if (actionData?.error) toast.error("Error signing in", { description: actionData.error });
  }, [actionData]);
  return (
    <AuthCard title="Two-factor sign-in">
      <p className="mt-2 text-center text-slate-700">Enter the 6-digit code from your authenticator app, or one of your backup codes.</p>
      {actionData?.error && (
        <AuthAlert>
          <strong>Error signing in</strong>: {actionData.error}
        </AuthAlert>
      )}
      <Form method="post" className="mt-6 space-y-4">
        <TextField id="code" label="Authentication code" name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={64} />
        <AuthSubmit busy={busy} busyLabel="Checking...">
          Verify
        </AuthSubmit>
      </Form>
      <AuthLink to="/auth">Start again</AuthLink>
    </AuthCard>
  );
}
