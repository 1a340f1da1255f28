/** The proposal settings of decision 0052 as stored (app/proposals/settings.server.ts reads and writes them). */
export interface ProposalSettings {
  registrationExpires: string;
  bondAmount: string;
  bondCompany: string;
  insurer: string;
  /** How to pay without Stripe: check, transfer… shown on the signed proposal. */
  payInstructions: string;
  stripeEnabled: boolean;
  stripeApiBase: string;
  /** "v1.{iv}.{tag}.{data}" or "". */
  stripeKeySealed: string;
  stripeWebhookSealed: string;
}
