import { handleStripeWebhook } from "~/services/proposal-payments.server";
import type { Route } from "./+types/stripe-webhook";

/** Stripe's webhook (decision 0052): the raw body and its signature; 400 when the signature is wrong. */
export const handle = { publicAction: true };
const MAX_BODY = 256 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.text();
  if (body.length > MAX_BODY) return new Response("Too large.", { status: 413 });
  const r = await handleStripeWebhook(context.services, body, request.headers.get("stripe-signature") ?? "");
  return new Response(r.text, { status: r.status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
