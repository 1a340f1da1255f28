import { TextField } from "~/components/admin/Field";
import { useEffect } from "react";
import { Form, data, redirect, useActionData, useNavigation } from "react-router";
import { toast } from "sonner";
import { flashHeader } from "~/platform/flash.server";
import { currentUser } from "~/auth/guard.server";
import { privateMeta } from "~/platform/meta";
import { signIn } from "~/auth/sign-in.server";
import { SETUP_PATH, setupState } from "~/auth/first-start.server";
import { AuthAlert, AuthCard, AuthLink, AuthSubmit } from "~/components/AuthCard";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => privateMeta("Sign in | Lakeside Ridge CMS");
export const handle = { publicAction: true, runtime: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(request, context)) throw redirect("/admin");
  // A fresh install: the owner account is made with the setup code first (decision 0025).
  if ((await setupState(context.services)) !== "closed") throw redirect(SETUP_PATH, { headers: { "Cache-Control": "no-store" } });
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const result = await signIn(context, request, email, password);
  if (!result.ok) return data({ error: result.message, email }, { status: result.status });
  const headers = new Headers();
  for (const c of result.setCookies) headers.append("Set-Cookie", c);
  if (result.twoFactor) return redirect("/auth/two-factor", { headers });
  headers.append("Set-Cookie", await flashHeader({ kind: "success", title: "Success", description: "Successfully signed in!" }, context.services));
  return redirect("/admin", { headers });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth";
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result?.error) toast.error("Error signing in", { description: result.error });
  }, [result]);
  return (
    <AuthCard title="Welcome to Lakeside Ridge CMS">
      <p className="mt-2 text-center text-slate-700">Sign in to access the admin dashboard</p>
      {actionData?.error && (
        <AuthAlert>
          <strong>Error signing in</strong>: {actionData.error}
        </AuthAlert>
      )}
      <Form method="post" action="/auth" className="mt-6 space-y-4">
        <TextField id="email" label="Email" name="email" type="email" autoComplete="username" required defaultValue={actionData?.email ?? ""} />
        <TextField id="password" label="Password" name="password" type="password" autoComplete="current-password" required />
        <AuthSubmit busy={busy} busyLabel="Signing in...">
          Sign In
        </AuthSubmit>
      </Form>
      <AuthLink to="/auth/forgot" className="mt-4">
        Forgot password?
      </AuthLink>
    </AuthCard>
  );
}
