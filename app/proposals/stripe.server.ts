import Stripe from "stripe";
import { openToken } from "~/sms/sms.server";
import type { ProposalSettings } from "./settings.server";

/**
 * The owner's Stripe account (decision 0052), through the stripe SDK pointed at the API base in
 * Settings (https://api.stripe.com, or a Stripe-speaking server on this machine in tests). The
 * secret key and the webhook secret are sealed in the settings row; opened only here.
 */
export class StripeProblem extends Error {}

/** The API base as the SDK takes it; null when it is not https to a public host (plain http only to this machine). */
export function apiBaseParts(base: string): { protocol: "https" | "http"; host: string; port: number } | null {
  let u: URL;
  try {
    u = new URL(base);
  } catch {
    return null;
  }
  if (u.username || u.password || u.search || u.hash || (u.pathname !== "/" && u.pathname !== "")) return null;
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host);
  const privateIp = /^(10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.|fc|fd|fe80:)/i.test(host);
  if (u.protocol === "https:" && !loopback && !privateIp) return { protocol: "https", host, port: Number(u.port || 443) };
  if (u.protocol === "http:" && loopback) return { protocol: "http", host, port: Number(u.port || 80) };
  return null;
}

export function stripeClient(cookieSecret: string, s: ProposalSettings) {
  const key = openToken(cookieSecret, s.stripeKeySealed);
  if (!key) throw new StripeProblem("The saved Stripe secret key cannot be read on this server. Enter it again in Settings → Proposals and payments.");
  const base = apiBaseParts(s.stripeApiBase);
  if (!base) throw new StripeProblem("The Stripe API address in Settings is not an https address.");
  return new Stripe(key, { host: base.host, port: base.port, protocol: base.protocol, timeout: 15_000, maxNetworkRetries: 1, telemetry: false });
}

export interface CheckoutInput {
  proposalId: string;
  version: number;
  depositCents: number;
  clientEmail: string;
  company: string;
  returnUrl: string;
}

/** A Checkout session for the deposit (card or US bank account); its id and the address to send the client to. */
export async function createDepositCheckout(stripe: Stripe, c: CheckoutInput) {
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        allowed_payment_method_types: ["card", "us_bank_account"],
        customer_email: c.clientEmail,
        client_reference_id: c.proposalId,
        metadata: { proposal_id: c.proposalId },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: c.depositCents, product_data: { name: `Deposit, proposal version ${c.version} (${c.company})` } },
          },
        ],
        success_url: `${c.returnUrl}?paid=1`,
        cancel_url: c.returnUrl,
      },
      { idempotencyKey: `deposit-${c.proposalId}-${c.depositCents}` },
    );
    if (!session.url) throw new StripeProblem("Stripe did not give a payment page address.");
    return { id: session.id, url: session.url };
  } catch (e) {
    if (e instanceof StripeProblem) throw e;
    throw new StripeProblem(`Stripe did not open the payment page (${(e as Error).message.slice(0, 200)}).`);
  }
}

/** The event, when the signature is right for the webhook secret; null otherwise. */
export function verifiedEvent(cookieSecret: string, s: ProposalSettings, body: string, signature: string): Stripe.Event | null {
  const secret = openToken(cookieSecret, s.stripeWebhookSealed);
  if (!secret || !signature) return null;
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    return null;
  }
}
