import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { sealToken } from "~/sms/sms.server";
import { clockNow } from "~/platform/clock";
import { getProposalSettings, saveProposalSettings, saveTaxTable, STRIPE_API_DEFAULT } from "./settings.server";
import { apiBaseParts } from "./stripe.server";
import { parseRateFile } from "./tax-rates";

/** Settings → Proposals and payments (owners only, by the guard): the disclosure's facts, how to pay, Stripe, the rate table. */
const cap = (v: string | undefined, n: number) => (v ?? "").trim().slice(0, n);

export const proposalSettingsIntents: Record<string, IntentHandler> = {
  "proposal-settings-save": {
    errorTitle: "The proposal settings were not saved",
    async run({ values, context }) {
      const title = "The proposal settings were not saved";
      const { db, cookieSecret } = context.services;
      const current = await getProposalSettings(db);
      const errors: Record<string, string> = {};
      const registrationExpires = cap(values.registrationExpires, 10);
      if (registrationExpires && !/^\d{4}-\d{2}-\d{2}$/.test(registrationExpires)) errors.registrationExpires = "Enter the date your registration expires.";
      const apiBase = cap(values.stripeApiBase, 200).replace(/\/+$/, "") || STRIPE_API_DEFAULT;
      if (!apiBaseParts(apiBase)) errors.stripeApiBase = "Enter Stripe's API address, https://api.stripe.com.";
      const key = cap(values.stripeKey, 300);
      if (key && !/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,255}$/.test(key))
        errors.stripeKey = "The secret key starts with sk_live_ (or sk_test_, or a restricted rk_ key).";
      const hook = cap(values.stripeWebhookSecret, 300);
      if (hook && !/^whsec_[A-Za-z0-9+/=]{8,255}$/.test(hook)) errors.stripeWebhookSecret = "The webhook signing secret starts with whsec_.";
      if (Object.keys(errors).length) return { notice: fail("proposal-settings-save", title, Object.values(errors)[0]!, { fieldErrors: errors }) };
      const forget = values.forgetStripe === "on";
      const next = {
        registrationExpires,
        bondAmount: cap(values.bondAmount, 40),
        bondCompany: cap(values.bondCompany, 120),
        insurer: cap(values.insurer, 120),
        payInstructions: cap(values.payInstructions, 1000),
        stripeEnabled: !forget && values.stripeEnabled === "on",
        stripeApiBase: apiBase,
        // An empty secret field keeps the saved one (they are never sent back to the form).
        stripeKeySealed: forget ? "" : key ? sealToken(cookieSecret, key) : current.stripeKeySealed,
        stripeWebhookSealed: forget ? "" : hook ? sealToken(cookieSecret, hook) : current.stripeWebhookSealed,
      };
      if (next.stripeEnabled && (!next.stripeKeySealed || !next.stripeWebhookSealed)) {
        const message = "To take deposits through Stripe, enter the secret key and the webhook signing secret.";
        return {
          notice: fail("proposal-settings-save", title, message, { fieldErrors: { [next.stripeKeySealed ? "stripeWebhookSecret" : "stripeKey"]: message } }),
        };
      }
      await saveProposalSettings(db, next);
      return {
        notice: ok("proposal-settings-save", "Proposal settings saved", {
          description: next.stripeEnabled
            ? "Signed proposals offer “Pay the deposit” through Stripe."
            : "Signed proposals show how to pay; you mark deposits paid.",
        }),
      };
    },
  },
};

/** The owner's upload of the Department's rate file (routes/admin.settings-tax-rates.ts reads the capped multipart body). */
export async function replaceTaxTable(db: Parameters<typeof saveTaxTable>[0], file: { name: string; bytes: Buffer }) {
  const day = new Date(clockNow()).toISOString().slice(0, 10);
  const parsed = parseRateFile(file.bytes.toString("utf8"), day);
  if (!parsed.ok) return { ok: false as const, error: parsed.error };
  const name = file.name.replace(/[^\w. -]+/g, "_").slice(0, 80);
  const source = `The Department of Revenue's rate file “${name}”, uploaded on ${day}${parsed.source ? ` (${parsed.source.slice(0, 200)})` : ""}.`;
  await saveTaxTable(db, { source, rows: parsed.rows });
  return { ok: true as const, description: `${parsed.rows.length} locations read from ${name}. New proposals use these rates; sent ones keep theirs.` };
}
