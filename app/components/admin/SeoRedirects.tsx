import { Form } from "react-router";
import { confirmSubmit } from "./common";

export interface RedirectView {
  from_path: string;
  to_path: string;
  actor: string;
  when: string;
}

/** Old addresses of moved posts, each answering 301 to the post's current address. */
export function Redirects({ redirects }: { redirects: RedirectView[] }) {
  return (
    <section className="mt-10" aria-labelledby="redirects-heading">
      <h2 id="redirects-heading" className="text-xl font-semibold text-lake-900">
        Redirects
      </h2>
      <p className="mt-1 text-slate-700">
        When a published post moves to a new address, its old address sends visitors and search engines to the new one (a permanent, 301 redirect).
      </p>
      {redirects.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-6 text-center text-slate-700">No redirects yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Redirects">
          {redirects.map((r) => (
            <li key={r.from_path} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="redirect">
              <p className="font-mono text-sm text-slate-800">
                {`${r.from_path} → ${r.to_path}`}
                <span className="ml-2 font-sans text-slate-700">
                  {r.when}
                  {r.actor && <> · {r.actor}</>}
                </span>
              </p>
              <Form
                method="post"
                onSubmit={confirmSubmit(`Remove the redirect from ${r.from_path}? Visitors following an old link will see “Page not found”.`)}
              >
                <input type="hidden" name="intent" value="redirect-remove" />
                <input type="hidden" name="from_path" value={r.from_path} />
                <button
                  type="submit"
                  className="btn px-3 py-1.5 text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                  aria-label={`Remove redirect from ${r.from_path}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
