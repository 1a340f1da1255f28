import { Form, useNavigation } from "react-router";
import { AuthAlert, AuthCard, AuthSubmit } from "./AuthCard";

/** The page behind a single-use link: one new password, 12 characters at least. */
export function SetPasswordForm({ title, intro, button, error, gone }: { title: string; intro: string; button: string; error?: string; gone?: string }) {
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  return (
    <AuthCard title={title}>
      {gone ? (
        <p role="alert" className="mt-6 text-center text-slate-800">
          {gone}
        </p>
      ) : (
        <>
          <p className="mt-2 text-center text-slate-700">{intro}</p>
          {error && <AuthAlert>{error}</AuthAlert>}
          <Form method="post" className="mt-6 space-y-4">
            <NewPasswordField name="password" hint="12 characters at least. A few unrelated words make a good one." />
            <AuthSubmit busy={busy} busyLabel="Saving...">
              {button}
            </AuthSubmit>
          </Form>
        </>
      )}
    </AuthCard>
  );
}

/** "New password" (12 to 128 characters) with its hint, named `name` (also its id). */
export function NewPasswordField({ name, hint }: { name: string; hint: string }) {
  return (
    <div>
      <label htmlFor={name} className="label">
        New password
      </label>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={128}
        className="field"
        aria-describedby={`${name}-hint`}
      />
      <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
