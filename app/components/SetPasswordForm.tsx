import { Form, useNavigation } from "react-router";

/** The page behind a single-use link: one new password, 12 characters at least. */
export function SetPasswordForm({ title, intro, button, error, gone }: { title: string; intro: string; button: string; error?: string; gone?: string }) {
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  return (
    <div className="flex items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-lake-900">{title}</h1>
        {gone ? (
          <p role="alert" className="mt-6 text-center text-slate-800">
            {gone}
          </p>
        ) : (
          <>
            <p className="mt-2 text-center text-slate-700">{intro}</p>
            {error && (
              <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
                {error}
              </div>
            )}
            <Form method="post" className="mt-6 space-y-4">
              <div>
                <label htmlFor="password" className="label">
                  New password
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={12}
                  maxLength={128}
                  className="field"
                  aria-describedby="password-hint"
                />
                <p id="password-hint" className="mt-1 text-sm text-slate-600">
                  12 characters at least. A few unrelated words make a good one.
                </p>
              </div>
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {busy ? "Saving..." : button}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
