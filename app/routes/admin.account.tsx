import { TextField } from "~/components/admin/Field";
import { NewPasswordField } from "~/components/SetPasswordForm";
import { Form, data, redirect, useNavigation } from "react-router";
import { NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { requireApiUser, requireUser } from "~/auth/guard.server";
import { fail, ok, type ActionResult } from "~/forms/notice";
import { newPassword } from "~/forms/staff";
import { logActivity } from "~/models/activity.server";
import { hasLeadMailOptin } from "~/models/lead-alerts.server";
import { chooseLeadMail } from "~/services/staff.server";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import { ROLE_LABELS } from "~/platform/policy";
import { PushSection } from "~/components/admin/PushSection";
import { pushIntent } from "~/push/account.server";
import { listDevices, vapidKeys } from "~/push/push.server";
import type { Route } from "./+types/admin.account";

export const meta: Route.MetaFunction = () => privateMeta("Your account | Lakeside Ridge CMS");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const leadMail = user.role === "owner" || (await hasLeadMailOptin(context.services.db, user.id));
  const devices = await listDevices(context.services.db, user.id);
  const pushKey = vapidKeys(context.services.config).publicKey;
  return data({ email: user.email, role: user.role, twoFactor: user.twoFactor, leadMail, devices, pushKey }, { headers: { "Cache-Control": "no-store" } });
}

const TITLE = "Failed to change the password";
const TF_TITLE = "Two-factor";

interface Setup {
  uri: string;
  secret: string;
  backupCodes: string[];
}
type AccountResult = ActionResult & { setup?: Setup };

function forward(response: Response, headers = new Headers()) {
  for (const c of response.headers.getSetCookie()) headers.append("Set-Cookie", c);
  return headers;
}

async function done(context: Route.ActionArgs["context"], response: Response, title: string, description: string) {
  const headers = forward(response);
  headers.append("Set-Cookie", await flashHeader({ kind: "success", title, description }, context.services));
  return redirect("/admin/account", { headers });
}

/**
 * Each member's own account: change the password (the current one is required; other sessions
 * end), and turn two-factor sign-in with an authenticator app on or off.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const { auth, db } = context.services;
  const form = await request.formData().catch(() => null);
  const value = (k: string) => String(form?.get(k) ?? "");
  const intent = value("intent") || "password";
  const refuse = (title: string, description: string, extra: Partial<AccountResult> = {}) =>
    data<AccountResult>({ notice: fail(intent, title, description), values: null, ...extra }, { status: 400 });

  // Notifications (decision 0031): "Send a test" and removing a device.
  if (intent.startsWith("push-")) return pushIntent(context, user, intent, value("id"));
  if (intent === "lead-mail") {
    // Owners always get every new lead; an editor chooses.
    const chosen = await chooseLeadMail(db, user, value("leadMail") === "on");
    if ("error" in chosen) return refuse("Lead e-mails", chosen.error);
    const { on } = chosen;
    await logActivity(db, { actor: user.email, action: on ? "lead-mail-on" : "lead-mail-off", ip: context.clientIp });
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      await flashHeader(
        on
          ? { kind: "success", title: "Lead e-mails on", description: `Every new lead is e-mailed to ${user.email}.` }
          : { kind: "success", title: "Lead e-mails off", description: "You no longer get an e-mail for new leads." },
        context.services,
      ),
    );
    return redirect("/admin/account", { headers });
  }
  if (intent === "2fa-enable") {
    if (!value("password")) return refuse(TF_TITLE, "Enter your current password.");
    const res = await auth.api.enableTwoFactor({ body: { password: value("password") }, headers: request.headers, asResponse: true });
    if (!res.ok) return refuse(TF_TITLE, "Your current password is not right.");
    const body = (await res.json()) as { totpURI: string; backupCodes: string[] };
    const secret = new URL(body.totpURI).searchParams.get("secret") ?? "";
    return data<AccountResult>({
      notice: ok("2fa-enable", "Almost done", { description: "Add the key to your app, then enter a code." }),
      values: null,
      setup: { uri: body.totpURI, secret, backupCodes: body.backupCodes },
    });
  }
  if (intent === "2fa-confirm") {
    const setup: Setup = { uri: value("uri"), secret: value("secret"), backupCodes: value("backupCodes").split(" ").filter(Boolean) };
    const code = value("code").replace(/\s+/g, "");
    if (!/^\d{6}$/.test(code)) return refuse(TF_TITLE, "Enter the 6-digit code your app shows.", { setup });
    const res = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
    if (!res.ok) return refuse(TF_TITLE, "That code is not right. Check the time on your phone and try the current code.", { setup });
    await logActivity(db, { actor: user.email, action: "two-factor-on", ip: context.clientIp });
    return done(context, res, "Two-factor is on", "Sign-ins now ask for a code from your app.");
  }
  if (intent === "2fa-disable") {
    if (!value("password")) return refuse(TF_TITLE, "Enter your current password.");
    const res = await auth.api.disableTwoFactor({ body: { password: value("password") }, headers: request.headers, asResponse: true });
    if (!res.ok) return refuse(TF_TITLE, "Your current password is not right.");
    await logActivity(db, { actor: user.email, action: "two-factor-off", ip: context.clientIp });
    return done(context, res, "Two-factor is off", "Sign-ins ask for your password only.");
  }

  const current = value("currentPassword");
  const next = value("newPassword");
  if (!current) return refuse(TITLE, "Enter your current password.");
  const p = newPassword.safeParse(next);
  if (!p.success) return refuse(TITLE, p.error.issues[0]!.message);
  const response = await auth.api.changePassword({
    body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    await logActivity(db, { actor: user.email, action: "password-change-failed", ip: context.clientIp });
    return refuse(TITLE, "Your current password is not right.");
  }
  await logActivity(db, { actor: user.email, action: "password-changed", ip: context.clientIp });
  return done(context, response, "Password changed", "Your other sessions were signed out.");
}

export default function Account({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as AccountResult | undefined;
  const pwError = result?.notice.kind === "error" && result.notice.intent === "password" ? result.notice.description : null;
  const tfError = result?.notice.kind === "error" && result.notice.intent.startsWith("2fa") ? result.notice.description : null;
  useNoticeToast(result?.notice);
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  return (
    <div className="max-w-md">
      <NoticeBanner notice={result?.notice} />
      <p className="text-slate-700">{`Signed in as ${d.email} (${ROLE_LABELS[d.role].toLowerCase()}).`}</p>
      <Form method="post" className="mt-6 space-y-4">
        <h3 className="text-lg font-semibold text-lake-900">Change your password</h3>
        <TextField id="currentPassword" label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
        <NewPasswordField name="newPassword" hint="12 characters at least. Your other sessions are signed out." />
        <input type="hidden" name="intent" value="password" />
        {pwError && (
          <p role="alert" className="text-sm text-red-800">
            {pwError}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </Form>
      <TwoFactorSection on={d.twoFactor} setup={result?.setup ?? null} error={tfError} />
      <PushSection publicKey={d.pushKey} devices={d.devices} role={d.role} />
      <Form method="post" className="mt-10 space-y-3" aria-labelledby="lead-mail-heading">
        <h3 id="lead-mail-heading" className="text-lg font-semibold text-lake-900">
          New leads
        </h3>
        <input type="hidden" name="intent" value="lead-mail" />
        {d.role === "owner" ? (
          <p className="text-sm text-slate-700">As an owner you get an e-mail for every new lead, with its details and photos.</p>
        ) : (
          <>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="leadMail" defaultChecked={d.leadMail} className="h-4 w-4 accent-lake-700" />
              E-mail me every new lead
            </label>
            <button type="submit" className="btn-secondary">
              Save lead e-mails
            </button>
          </>
        )}
      </Form>
    </div>
  );
}

function TwoFactorSection({ on, setup, error }: { on: boolean; setup: Setup | null; error: string | null | undefined }) {
  return (
    <section className="mt-10 space-y-4" aria-labelledby="tf-heading">
      <h3 id="tf-heading" className="text-lg font-semibold text-lake-900">
        Two-factor sign-in
      </h3>
      <p className="text-sm text-slate-700">
        {on
          ? "On: signing in asks for your password and a code from your authenticator app."
          : "Off. Turn it on to ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) after your password."}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {setup ? (
        <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <input type="hidden" name="intent" value="2fa-confirm" />
          <input type="hidden" name="uri" value={setup.uri} />
          <input type="hidden" name="secret" value={setup.secret} />
          <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
          <p className="text-sm">
            In your app, add an account with this key (or{" "}
            <a href={setup.uri} className="underline">
              open it in the app
            </a>
            ):
          </p>
          <p className="break-all font-mono text-lg" data-testid="totp-secret">
            {setup.secret}
          </p>
          <p className="text-sm">Keep these backup codes somewhere safe; each signs you in once if you lose your phone:</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Backup codes">
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <TextField id="tf-code" label="Code from your app" name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={8} />
          <button type="submit" className="btn-primary">
            Turn on two-factor
          </button>
        </Form>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value={on ? "2fa-disable" : "2fa-enable"} />
          <TextField id="tf-password" label="Password to confirm" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="btn-secondary">
            {on ? "Turn off two-factor" : "Set up two-factor"}
          </button>
        </Form>
      )}
    </section>
  );
}
