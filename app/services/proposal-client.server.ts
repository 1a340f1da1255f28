import type { AppLoadContext } from "react-router";
import { CONSENT_TEXT, SIGNER_NAME_MAX } from "~/content/proposal-text";
import { logActivity } from "~/models/activity.server";
import { proposalByToken, signatureOf, type Proposal } from "~/models/proposals.server";
import { takeSlot } from "~/models/rate-limit.server";
import { getProfile } from "~/models/settings.server";
import { markOpened, signProposal } from "./proposals.server";
import { startDepositCheckout } from "./proposal-payments.server";
import { alertOwner } from "~/proposals/alert.server";
import { proposalDoc, proposalHtml } from "~/proposals/document";
import { formatCents } from "~/proposals/money";
import { disclosureFacts, getProposalSettings, stripeReady } from "~/proposals/settings.server";
import { StripeProblem } from "~/proposals/stripe.server";

/**
 * The client's side of a proposal (decision 0052): what the link shows, the signature and the
 * deposit. The route (routes/proposal.tsx) only draws.
 */
const HOUR = 60 * 60 * 1000;
export const SIGN_LIMIT = { bucket: "proposal-sign-ip", max: 20, windowMs: HOUR };
export const NAME_MAX = SIGNER_NAME_MAX;
const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "America/Los_Angeles" });

async function companyOf(context: AppLoadContext) {
  const profile = await getProfile(context.services.db);
  return { profile, company: { name: profile.companyName, phone: profile.phone, email: profile.email, registration: profile.registration } };
}

/** What the page shows for a link. */
export async function clientView(context: AppLoadContext, token: string) {
  const { db } = context.services;
  const found = await proposalByToken(db, token);
  const { profile, company } = await companyOf(context);
  const base = { company: profile.companyName, phone: profile.phone };
  if (found.state === "unknown") return { ...base, state: "unknown" as const, status: 404 };
  const p = found.proposal;
  if (found.state === "expired" || found.state === "revoked") return { ...base, state: found.state, status: 410 };
  const settings = await getProposalSettings(db);
  if (found.state === "open") {
    await markOpened(db, p);
    const doc = proposalDoc(p, company, disclosureFacts(settings, profile.registration));
    return {
      ...base,
      state: "open" as const,
      status: 200,
      html: proposalHtml(doc),
      disclosure: Boolean(doc.disclosure),
      consent: CONSENT_TEXT,
      client: p.client_name,
    };
  }
  const sig = await signatureOf(db, p.id);
  const html = sig ? sig.html.slice(sig.html.indexOf("<article"), sig.html.lastIndexOf("</article>") + "</article>".length) : "";
  return {
    ...base,
    state: "signed" as const,
    status: 200,
    html,
    signedOn: sig ? when(sig.signed_at) : "",
    sha256: sig?.pdf_sha256 ?? "",
    deposit: depositView(p, stripeReady(settings), settings.payInstructions),
  };
}

function depositView(p: Proposal, stripe: boolean, instructions: string) {
  if (p.deposit_cents <= 0) return null;
  return {
    amount: formatCents(p.deposit_cents),
    paidOn: p.deposit_paid_at ? when(p.deposit_paid_at) : null,
    failed: p.payment_failed_at && !p.deposit_paid_at ? (p.payment_note ?? "The last payment failed.") : null,
    stripe,
    instructions,
  };
}

export type SignResult =
  { ok: true } | { ok: false; status: number; error: string; fieldErrors: Record<string, string>; values: { name: string; consent: string } };

/** Signs through the link; refuses a second signature. */
export async function signThroughLink(request: Request, context: AppLoadContext, token: string, form: FormData | null): Promise<SignResult> {
  const { db } = context.services;
  const raw = (n: string) => {
    const v = form?.get(n);
    return typeof v === "string" ? v : "";
  };
  const values = { name: raw("name").slice(0, NAME_MAX + 10), consent: raw("consent").slice(0, 5) };
  const refuse = (status: number, error: string, fieldErrors: Record<string, string> = {}): SignResult => ({ ok: false, status, error, fieldErrors, values });
  const slot = await takeSlot(db, SIGN_LIMIT, context.clientIp || "unknown");
  if (!slot.ok) return refuse(429, `Too many tries from your connection. Please try again in ${slot.waitMinutes} minutes.`);
  const found = await proposalByToken(db, token);
  if (found.state === "signed")
    return refuse(409, "This proposal is already signed. A signature cannot be made again or changed; call us if something needs to change.");
  if (found.state !== "open") return refuse(found.state === "unknown" ? 404 : 410, "This link no longer works. Ask us for a new one.");
  const name = values.name.trim().replace(/\s+/g, " ");
  const fieldErrors: Record<string, string> = {};
  if (values.consent !== "on") fieldErrors.consent = "Tick the box to agree to sign electronically, or call us for a paper copy.";
  if (name.length < 2 || name.length > NAME_MAX) fieldErrors.name = `Type your full name (${NAME_MAX} characters at most).`;
  if (Object.keys(fieldErrors).length) return refuse(400, Object.values(fieldErrors)[0]!, fieldErrors);
  const { profile, company } = await companyOf(context);
  const settings = await getProposalSettings(db);
  const p = found.proposal;
  const signed = await signProposal(db, p, {
    name,
    ip: context.clientIp || "unknown",
    userAgent: (request.headers.get("user-agent") ?? "not sent").slice(0, 300),
    company,
    facts: disclosureFacts(settings, profile.registration),
  });
  if (!signed) return refuse(409, "This proposal is already signed. A signature cannot be made again or changed; call us if something needs to change.");
  const detail = `${name} signed the proposal for ${p.client_name} (version ${p.version}, ${formatCents(p.total_cents)}).`;
  await logActivity(db, { actor: null, action: "proposal-signed", detail, ip: context.clientIp });
  await alertOwner(context.services, "Proposal signed", detail, `/admin/proposals?lead=${encodeURIComponent(p.lead_id)}`);
  return { ok: true };
}

/** The Stripe Checkout address for the deposit, or a sentence saying why not. */
export async function depositCheckout(context: AppLoadContext, token: string, returnUrl: string): Promise<{ url: string } | { error: string; status: number }> {
  const found = await proposalByToken(context.services.db, token);
  if (found.state !== "signed") return { error: "The deposit is paid once the proposal is signed.", status: 409 };
  const p = found.proposal;
  if (p.deposit_paid_at) return { error: "The deposit is already paid. Thank you.", status: 409 };
  if (p.deposit_cents <= 0) return { error: "This proposal asks for no deposit.", status: 409 };
  try {
    const url = await startDepositCheckout(context.services, p, returnUrl);
    return url ? { url } : { error: "Paying online is not set up. See how to pay below.", status: 409 };
  } catch (e) {
    if (e instanceof StripeProblem) {
      context.services.logger.warn({ err: e }, "the deposit's Checkout session failed");
      return { error: "The payment page could not be opened just now. Please try again in a few minutes, or pay as shown below.", status: 502 };
    }
    throw e;
  }
}
