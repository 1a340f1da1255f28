/**
 * The words of a proposal and its signature (decision 0052): the RCW 18.27.114 disclosure
 * statement in the statute's form, filled from Settings, and the client's consent to sign
 * electronically (RCW 1.80, Washington's Uniform Electronic Transactions Act).
 */

export interface DisclosureFacts {
  registration: string;
  registrationExpires: string;
  bondAmount: string;
  bondCompany: string;
  insurer: string;
}

/** The statement as RCW 18.27.114(1) gives it: a heading and paragraphs; `strong` ones are in capitals and bold. */
export function disclosureStatement(f: DisclosureFacts): Array<{ text: string; strong?: boolean }> {
  const blank = (v: string) => v.trim() || "(not filled in yet)";
  return [
    { text: "NOTICE TO CUSTOMER", strong: true },
    {
      text: `This contractor is registered with the state of Washington, registration no. ${blank(f.registration)}, and has posted with the state a bond or deposit of ${blank(f.bondAmount)} for the purpose of satisfying claims against the contractor for breach of contract including negligent or improper work in the conduct of the contractor's business. The expiration date of this contractor's registration is ${blank(f.registrationExpires)}.`,
    },
    { text: "THIS BOND OR DEPOSIT MIGHT NOT BE SUFFICIENT TO COVER A CLAIM THAT MIGHT ARISE FROM THE WORK DONE UNDER YOUR CONTRACT.", strong: true },
    {
      text: `This bond or deposit is not for your exclusive use because it covers all work performed by this contractor. The bond or deposit is intended to pay valid claims up to ${blank(f.bondAmount)} that you and other customers, suppliers, subcontractors, or taxing authorities may have.`,
    },
    { text: "FOR GREATER PROTECTION YOU MAY WITHHOLD A PERCENTAGE OF YOUR CONTRACT.", strong: true },
    {
      text: "You may withhold a contractually defined percentage of your construction contract as retainage for a stated period of time to provide protection to you and help insure that your project will be completed as required by your contract.",
    },
    { text: "YOUR PROPERTY MAY BE LIENED.", strong: true },
    {
      text: "If a supplier of materials used in your construction project or an employee or subcontractor of your contractor or subcontractors is not paid, your property may be liened to force payment and you could pay twice for the same work.",
    },
    {
      text: 'FOR ADDITIONAL PROTECTION, YOU MAY REQUEST THE CONTRACTOR TO PROVIDE YOU WITH ORIGINAL "LIEN RELEASE" DOCUMENTS FROM EACH SUPPLIER OR SUBCONTRACTOR ON YOUR PROJECT.',
      strong: true,
    },
    {
      text: "The contractor is required to provide you with further information about lien release documents if you request it. General information is also available from the state Department of Labor and Industries.",
    },
    { text: `Bond: ${blank(f.bondCompany)}, ${blank(f.bondAmount)}. Liability insurance: ${blank(f.insurer)}.` },
  ];
}

/** The disclosure applies to residential work of $1,000 or more (RCW 18.27.114(1)(a)). */
export const DISCLOSURE_THRESHOLD_CENTS = 100_000;

export const CONSENT_TEXT =
  "I agree to sign this proposal electronically. I know I can ask for a paper copy instead, and that I can download and keep the signed copy.";

export const SIGN_INTENT_TEXT = "Typing my name and pressing “Sign the proposal” is my signature, with the same effect as signing on paper.";

/** How long a signed record is kept at least: RCW 18.27.114(3) asks for 3 years. */
export const SIGNED_KEEP_YEARS = 3;

/** The longest name a signer may type. */
export const SIGNER_NAME_MAX = 120;
