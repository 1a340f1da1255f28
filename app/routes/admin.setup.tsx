import { useRef } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { TextField, useFocusFirstError, FormAlert } from "~/components/admin/Field";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";

/** Owners only: editors get 403 on this screen and its actions (decision 0034). */
import type { ActionResult } from "~/forms/notice";
import { SETUP_PROFILE_FIELDS } from "~/forms/first-start";
import { getProfile } from "~/models/settings.server";
import type { RuntimeHandle } from "~/platform/runtime";
import { privateMeta } from "~/platform/meta";
import { setupIntents } from "./admin.setup.server";
import type { Route } from "./+types/admin.setup";

/**
 * Right after the owner account is made (docs/decisions/0025-first-start-setup.md): the business
 * details the site shows everywhere, pre-filled with the current ones. Owners only; "Skip for now"
 * goes to the dashboard, which links back here until the profile is saved (here or in Settings).
 */
export const meta: Route.MetaFunction = () => privateMeta("Your business details | Lakeside Ridge CMS");
export const handle: RuntimeHandle = { runtime: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const profile = await getProfile(context.services.db);
  const values = Object.fromEntries(SETUP_PROFILE_FIELDS.map((f) => [f.name, String(profile[f.name] ?? "")]));
  return data({ values }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin", setupIntents);

export default function BusinessSetup({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const nav = useNavigation();
  const busy = nav.state === "submitting" && nav.formAction === "/admin/setup";
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, result);
  const failed = result?.notice.kind === "error" ? result.notice : null;
  const errors = failed?.fieldErrors ?? {};
  const first = SETUP_PROFILE_FIELDS.find((f) => errors[f.name])?.name;
  return (
    <div className="flex items-center justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-lake-900">Your business details</h1>
        <p className="mt-2 text-slate-700">
          The site shows these in its header and footer, on the contact page and to search engines. Check that they are yours; the rest of the profile is in
          Settings.
        </p>
        <Form method="post" action="/admin/setup" className="mt-6 space-y-4" ref={formRef}>
          <input type="hidden" name="intent" value="settings-save" />
          {failed && (
            <FormAlert autoFocus={!first}>
              <strong>{failed.title}</strong>: {failed.description}
            </FormAlert>
          )}
          {SETUP_PROFILE_FIELDS.map((f) => (
            <TextField
              key={f.name}
              id={`setup-${f.name}`}
              name={f.name}
              label={f.label}
              type={f.type ?? "text"}
              hint={f.hint}
              required
              defaultValue={result?.values?.[f.name] ?? loaderData.values[f.name]}
              error={errors[f.name]}
              autoFocus={first === f.name}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving..." : "Save the business details"}
            </button>
            <Link to="/admin" className="btn-secondary min-h-11">
              Skip for now
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}
