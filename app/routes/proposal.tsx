import { data, redirect, useParams, useSearchParams } from "react-router";
import { SIGNER_NAME_MAX as NAME_MAX, SIGN_INTENT_TEXT } from "~/content/proposal-text";
import { privateMeta } from "~/platform/meta";
import { clientView, signThroughLink } from "~/services/proposal-client.server";
import { LinkGoneView } from "~/components/LinkGoneView";
import type { Route } from "./+types/proposal";

/**
 * A proposal the client opens from their link (decision 0052): read it, the disclosure statement
 * when it applies, consent, type the name, sign; then the signed copy and the deposit. Public,
 * plain forms (no JavaScript needed), never cached or indexed.
 */
export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(`Your proposal | ${d?.company ?? ""}`);

// A client posts here without an account (the link is the credential).
export const handle = { publicAction: true };

// same-origin: the link never leaves in a Referer to another site, and the sign form still carries its Origin.
const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await clientView(context, params.token ?? "");
  return data(view, { status: view.status, headers: HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = params.token ?? "";
  const r = await signThroughLink(request, context, token, form);
  if (r.ok) return redirect(`/proposal/${token}?signed=1`, { status: 303, headers: HEADERS });
  return data({ error: r.error, fieldErrors: r.fieldErrors, values: r.values }, { status: r.status, headers: HEADERS });
}

const GONE = {
  unknown: ["This link does not work", "Check that the whole link was copied, or ask us for a new one."],
  expired: ["This link has expired", "The price in this proposal held until its date. Call us and we will send you a current one."],
  revoked: ["This link no longer works", "We changed or withdrew this proposal. Call us, or use the newer link we sent."],
} as const;

export default function ProposalPage({ loaderData: d, actionData: a }: Route.ComponentProps) {
  if (d.state !== "open" && d.state !== "signed") {
    const [title, text] = GONE[d.state];
    return <LinkGoneView title={title} text={text} company={d.company} phone={d.phone} />;
  }
  const err = a?.fieldErrors ?? {};
  return (
    <div className="proposal-page mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-lake-900">{d.state === "signed" ? "Your signed proposal" : "Your proposal"}</h1>
      {a?.error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="sign-error">
          {a.error}
        </p>
      )}
      <div className="mt-6 overflow-x-auto" data-testid="proposal-document" dangerouslySetInnerHTML={{ __html: d.html }} />
      {d.state === "open" ? (
        <form method="post" className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-xl font-semibold text-lake-900">Sign the proposal</h2>
          <div className="flex gap-3">
            <input
              id="consent"
              name="consent"
              type="checkbox"
              className="mt-1 h-5 w-5"
              defaultChecked={a?.values?.consent === "on"}
              aria-invalid={err.consent ? true : undefined}
              aria-describedby={err.consent ? "consent-error" : undefined}
            />
            <label htmlFor="consent" className="text-slate-800">
              {d.consent}
              {d.disclosure ? " I have read the disclosure statement above." : ""}
            </label>
          </div>
          {err.consent && (
            <p id="consent-error" className="text-sm text-red-800">
              {err.consent}
            </p>
          )}
          <div>
            <label htmlFor="name" className="label">
              Your full name
            </label>
            <input
              id="name"
              name="name"
              autoComplete="name"
              maxLength={NAME_MAX}
              defaultValue={a?.values?.name ?? ""}
              className="field"
              aria-invalid={err.name ? true : undefined}
              aria-describedby={err.name ? "name-error" : "name-hint"}
            />
            <p id="name-hint" className="mt-1 text-sm text-slate-600">
              {SIGN_INTENT_TEXT}
            </p>
            {err.name && (
              <p id="name-error" className="text-sm text-red-800">
                {err.name}
              </p>
            )}
          </div>
          <button type="submit" name="intent" value="sign" className="btn-primary min-h-11">
            Sign the proposal
          </button>
        </form>
      ) : (
        <Signed d={d} />
      )}
    </div>
  );
}

type SignedView = Extract<Route.ComponentProps["loaderData"], { state: "signed" }>;

const PAY_ERRORS: Record<string, string> = {
  no: "Paying online is not open for this proposal. See how to pay below.",
  down: "The payment page could not be opened just now. Please try again in a few minutes, or pay as shown below.",
};

function Signed({ d }: { d: SignedView }) {
  const dep = d.deposit;
  const token = useParams().token ?? "";
  const [query] = useSearchParams();
  const payError = PAY_ERRORS[query.get("pay") ?? ""] ?? null;
  return (
    <section className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="signed-heading">
      <h2 id="signed-heading" className="text-xl font-semibold text-lake-900">
        Signed on {d.signedOn}
      </h2>
      <p>
        <a className="font-semibold underline" href={`/proposal/${token}/signed.pdf`} data-testid="signed-pdf">
          Download the signed proposal (PDF)
        </a>
      </p>
      <p className="break-all text-sm text-slate-600">
        Its SHA-256 fingerprint: <span data-testid="signed-sha256">{d.sha256}</span>
      </p>
      {dep && (
        <div data-testid="deposit">
          <h3 className="text-lg font-semibold text-lake-900">Deposit: {dep.amount}</h3>
          {dep.paidOn ? (
            <p>Received on {dep.paidOn}. Thank you.</p>
          ) : (
            <>
              {dep.failed && <p className="text-red-800">{dep.failed}</p>}
              {payError && (
                <p role="alert" className="text-red-800">
                  {payError}
                </p>
              )}
              {dep.stripe && (
                <p>
                  <a href={`/proposal/${token}/pay`} className="btn-primary inline-flex min-h-11 items-center">
                    Pay the deposit
                  </a>
                  <span className="mt-1 block text-sm text-slate-600">By card or from a US bank account, on Stripe&apos;s secure page.</span>
                </p>
              )}
              {dep.instructions ? (
                <p className="whitespace-pre-wrap">{dep.instructions}</p>
              ) : (
                !dep.stripe && <p>Call us at {d.phone} to arrange the deposit.</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The loader's headers (no-store, noindex) on the page itself. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
