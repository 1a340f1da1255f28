import { TextField } from "~/components/admin/Field";
import { Form, data, useNavigation } from "react-router";
import { requestPasswordReset } from "~/auth/forgot.server";
import { FORGOT_ANSWER } from "~/forms/staff";
import { privateMeta } from "~/platform/meta";
import { AuthAlert, AuthCard, AuthLink, AuthSubmit } from "~/components/AuthCard";
import type { Route } from "./+types/auth.forgot";

export const meta: Route.MetaFunction = () => privateMeta("Forgot password | Lakeside Ridge CMS");
export const handle = { publicAction: true, runtime: true };

export async function loader({ context }: Route.LoaderArgs) {
  return data({ mailConfigured: Boolean(context.services.config.smtpUrl) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "");
  if (!email.trim()) return data({ message: "Enter your e-mail address.", error: true }, { status: 400 });
  const r = await requestPasswordReset(context, email);
  return data({ message: r.message, error: r.status !== 200 }, { status: r.status });
}

export default function Forgot({ loaderData, actionData }: Route.ComponentProps) {
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  return (
    <AuthCard title="Forgot your password?">
      {!loaderData.mailConfigured ? (
        <p className="mt-6 text-slate-800">
          E-mail is not set up on this site, so we cannot send you a link. Ask an owner: they can make a reset link for you on the Staff page of the admin.
        </p>
      ) : actionData && !actionData.error ? (
        <p role="status" className="mt-6 text-slate-800">
          {FORGOT_ANSWER} It works once, for one hour.
        </p>
      ) : (
        <>
          <p className="mt-2 text-center text-slate-700">Enter your e-mail address and we&apos;ll send you a link to choose a new password.</p>
          {actionData?.error && <AuthAlert>{actionData.message}</AuthAlert>}
          <Form method="post" className="mt-6 space-y-4">
            <TextField id="email" label="Email" name="email" type="email" autoComplete="username" required maxLength={254} />
            <AuthSubmit busy={busy} busyLabel="Sending...">
              Send reset link
            </AuthSubmit>
          </Form>
        </>
      )}
      <AuthLink to="/auth">Back to sign in</AuthLink>
    </AuthCard>
  );
}
