import { redirect } from "react-router";
import { depositCheckout } from "~/services/proposal-client.server";
import type { Route } from "./+types/proposal-pay";

/**
 * "Pay the deposit" (decision 0052): a link, not a form, so the browser may follow the redirect to
 * Stripe's Checkout page (the site's form-action policy allows posts to itself only). Opening it
 * twice reuses the same session (an idempotency key per proposal and amount).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token ?? "";
  const self = `/proposal/${token}`;
  const r = await depositCheckout(context, token, `${context.services.config.siteUrl}${self}`);
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
  if ("url" in r) return redirect(r.url, { status: 303, headers });
  return redirect(`${self}?pay=${r.status === 502 ? "down" : "no"}`, { status: 303, headers });
}
