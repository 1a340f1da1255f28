import type Stripe from "stripe";
import { logActivity } from "~/models/activity.server";
import { getProposal, type Proposal } from "~/models/proposals.server";
import { getProfile } from "~/models/settings.server";
import type { AppServices } from "~/platform/services.server";
import { clockNow } from "~/platform/clock";
import { formatCents } from "~/proposals/money";
import { getProposalSettings, stripeReady } from "~/proposals/settings.server";
import { createDepositCheckout, stripeClient, verifiedEvent } from "~/proposals/stripe.server";
import { alertOwner } from "~/proposals/alert.server";
import { depositPaidIn, markPaymentFailed, setCheckoutSession } from "./proposals.server";

/**
 * The deposit through Stripe (decision 0052): a Checkout session for a signed proposal, and
 * Stripe's webhook, signature checked, each event handled once (its id kept in stripe_events, in
 * the same transaction as what it changes).
 */
type Services = Pick<AppServices, "db" | "cookieSecret" | "config" | "logger" | "smtp">;

/** The Checkout page's address for a signed, unpaid proposal with a deposit. */
export async function startDepositCheckout(services: Services, p: Proposal, returnUrl: string) {
  const s = await getProposalSettings(services.db);
  if (!stripeReady(s)) return null;
  const profile = await getProfile(services.db);
  const session = await createDepositCheckout(stripeClient(services.cookieSecret, s), {
    proposalId: p.id,
    version: p.version,
    depositCents: p.deposit_cents,
    clientEmail: p.client_email,
    company: profile.companyName,
    returnUrl,
  });
  await setCheckoutSession(services.db, p.id, session.id);
  return session.url;
}

export type WebhookAnswer = { status: 200 | 400; text: string };

/** One webhook delivery: 400 for a bad signature; otherwise 200, with the event applied once. */
export async function handleStripeWebhook(services: Services, body: string, signature: string): Promise<WebhookAnswer> {
  const s = await getProposalSettings(services.db);
  const event = verifiedEvent(services.cookieSecret, s, body, signature);
  if (!event) return { status: 400, text: "Bad signature." };
  if (!event.type.startsWith("checkout.session.")) return { status: 200, text: "Ignored." };
  const session = event.data.object as Stripe.Checkout.Session;
  const proposalId = String(session.metadata?.proposal_id ?? session.client_reference_id ?? "").slice(0, 64);
  const p = proposalId ? await getProposal(services.db, proposalId) : undefined;
  if (!p) return { status: 200, text: "Not one of ours." };
  const now = clockNow();
  const paid = (event.type === "checkout.session.completed" && session.payment_status === "paid") || event.type === "checkout.session.async_payment_succeeded";
  const failed = event.type === "checkout.session.async_payment_failed";
  const outcome = await services.db.transaction().execute(async (tx) => {
    const taken = await tx
      .insertInto("stripe_events")
      .values({ id: event.id.slice(0, 255), type: event.type.slice(0, 100), received_at: new Date(now).toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .execute();
    if (taken.length !== 1) return "replay" as const;
    if (!paid) return "other" as const;
    if (session.amount_total !== p.deposit_cents) return "amount" as const;
    return (await depositPaidIn(tx, p.id, "stripe", now)) ? ("paid" as const) : ("already" as const);
  });
  if (outcome === "replay") return { status: 200, text: "Already handled." };
  if (failed) {
    await markPaymentFailed(services.db, p.id, "The bank payment of the deposit failed; the client can pay again from the link.", now);
    await logActivity(services.db, {
      actor: null,
      action: "deposit-failed",
      detail: `Deposit of ${p.client_name}'s proposal (version ${p.version}): the payment failed.`,
    });
  }
  if (outcome === "amount") services.logger.warn({ proposal: p.id }, "a Stripe payment's amount is not the deposit; not marked paid");
  if (outcome === "paid") {
    const detail = `${p.client_name} paid the deposit of ${formatCents(p.deposit_cents)} (proposal version ${p.version}) by Stripe; the lead is Won.`;
    await logActivity(services.db, { actor: null, action: "deposit-paid", detail });
    await alertOwner(services, "Deposit paid", detail, `/admin/proposals?lead=${encodeURIComponent(p.lead_id)}`);
  }
  return { status: 200, text: outcome === "paid" ? "Marked paid." : "Noted." };
}
