import { useRef } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { TextField, useFocusFirstError, FormAlert } from "~/components/admin/Field";
import { AuthSubmit } from "~/components/AuthCard";
import { createOwnerWithCode, setupState } from "~/auth/first-start.server";
import { OWNER_FIELD_LABELS, SETUP_MESSAGES, fieldList, ownerSchema } from "~/forms/first-start";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/forms/staff";
import { parseForm } from "~/forms/validate";
import { flashHeader } from "~/platform/flash.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/auth.setup";
import { clockNow } from "~/platform/clock";

/**
 * "Create the owner account": a fresh install's first page (docs/decisions/0025-first-start-setup.md).
 * Open only while the server's setup code waits and no staff account exists; otherwise it answers as
 * an anonymous admin request does, with a redirect to /auth. The setup code is the credential.
 */
export const meta: Route.MetaFunction = () => privateMeta("Create the owner account | Lakeside Ridge CMS");
export const handle = { publicAction: true, runtime: true };

const NO_STORE = { "Cache-Control": "no-store" };
const toSignIn = () => redirect("/auth", { headers: NO_STORE });

/** The fields in the order they are shown: the first one with an error gets the focus. */
const FIELD_ORDER = ["code", "name", "email", "password"] as const;

type Answer = { error: string; expired: boolean; fieldErrors: Record<string, string>; values: { code: string; name: string; email: string }; at: number };

export async function loader({ context }: Route.LoaderArgs) {
  const state = await setupState(context.services);
  if (state === "closed") throw toSignIn();
  return data({ expired: state === "expired" }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await setupState(context.services);
  if (state === "closed") throw toSignIn();
  const form = await request.formData().catch(() => null);
  const field = (name: string) => String(form?.get(name) ?? "");
  // What was typed comes back with any error; the password never does.
  const values = { code: field("code").slice(0, 100), name: field("name").slice(0, 200), email: field("email").slice(0, 300) };
  const answer = (status: number, a: Omit<Answer, "values" | "at" | "expired"> & { expired?: boolean }) =>
    data<Answer>({ expired: false, ...a, values, at: clockNow() }, { status, headers: NO_STORE });
  if (state === "expired") return answer(410, { error: SETUP_MESSAGES.expired, expired: true, fieldErrors: {} });
  const p = parseForm(ownerSchema, { ...values, password: field("password") });
  if (!p.ok) {
    const list = fieldList(Object.keys(p.fieldErrors), OWNER_FIELD_LABELS);
    return answer(400, { error: `The owner account was not created yet: please check ${list} below.`, fieldErrors: p.fieldErrors });
  }
  const r = await createOwnerWithCode(context, request, p.data);
  if (!r.ok) {
    if ("closed" in r) throw toSignIn();
    // A wrong code comes back empty, to be typed again; the name and e-mail stay (decision 0035).
    if (r.status === 401) values.code = "";
    return answer(r.status, { error: r.message, expired: r.status === 410, fieldErrors: r.fieldErrors });
  }
  const headers = new Headers(NO_STORE);
  for (const c of r.setCookies) headers.append("Set-Cookie", c);
  headers.append(
    "Set-Cookie",
    await flashHeader(
      { kind: "success", title: "Your owner account is ready", description: "You are signed in. Now check your business details." },
      context.services,
    ),
  );
  return redirect("/admin/setup", { headers });
}

export default function CreateOwner({ loaderData, actionData }: Route.ComponentProps) {
  const nav = useNavigation();
  const busy = nav.state !== "idle" && nav.formAction === "/auth/setup";
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const expired = loaderData.expired || Boolean(actionData?.expired);
  const errors = actionData?.fieldErrors ?? {};
  const first = FIELD_ORDER.find((f) => errors[f]);
  const v = actionData?.values;
  // A field's id and name, what was typed in it (never the password), its error, and the focus when it is the first one wrong.
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: `setup-${name}`,
    name,
    defaultValue: name === "password" ? undefined : (v?.[name] ?? ""),
    error: errors[name],
    autoFocus: first === name,
  });
  return (
    <div className="flex items-center justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-lake-900">Create the owner account</h1>
        {expired ? (
          <p role="alert" className="mt-6 text-slate-800">
            {SETUP_MESSAGES.expired}
          </p>
        ) : (
          <Form method="post" action="/auth/setup" className="mt-2 space-y-4" ref={formRef}>
            <p className="text-center text-slate-700">
              This site has no staff account yet. The owner account runs everything; you can invite the rest of your team from Staff later.
            </p>
            {actionData?.error && <FormAlert autoFocus={!first}>{actionData.error}</FormAlert>}
            <TextField
              key={`code-${actionData?.at ?? 0}`}
              {...field("code")}
              label="Setup code"
              hint="It was printed in the server's console when the site started: three groups of four letters and digits. Only the newest code works."
              required
              maxLength={100}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField {...field("name")} label="Your name" required maxLength={100} autoComplete="name" />
            <TextField {...field("email")} type="email" label="Email" hint="You sign in with this address." required maxLength={254} autoComplete="username" />
            <TextField
              // The password is kept while the page stays (a wrong code does not cost it); it is emptied
              // when it was the password that was refused. Without JavaScript the page is new and it is asked again.
              key={`password-${errors.password ? (actionData?.at ?? 0) : 0}`}
              {...field("password")}
              type="password"
              label="Password"
              hint={`${PASSWORD_MIN} characters at least. A few unrelated words make a good one.`}
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
            />
            <AuthSubmit busy={busy} busyLabel="Creating the account...">
              Create the owner account
            </AuthSubmit>
          </Form>
        )}
      </div>
    </div>
  );
}
