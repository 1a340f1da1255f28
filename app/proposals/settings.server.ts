import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "~/content/files.server";
import type { DisclosureFacts } from "~/content/proposal-text";
import type { Db } from "~/db/schema";
import { putSetting, readJsonSetting, readSetting } from "~/models/settings.server";
import { parseRateFile, type TaxRate, type TaxTable } from "./tax-rates";
import type { ProposalSettings } from "./settings";

export type { ProposalSettings };

/**
 * Settings of decision 0052, each its own row: what the disclosure statement needs besides the
 * registration number (Settings → Business details), how to pay without Stripe, the Stripe keys
 * (sealed like the SMS token, app/sms/sms.server.ts: only ciphertext in the row and its backups),
 * and the sales tax rate table.
 */

export const STRIPE_API_DEFAULT = "https://api.stripe.com";
const KEY = "proposal_settings";
const RATES_KEY = "wa_tax_rates";
const DEFAULTS: ProposalSettings = {
  registrationExpires: "",
  bondAmount: "",
  bondCompany: "",
  insurer: "",
  payInstructions: "",
  stripeEnabled: false,
  stripeApiBase: STRIPE_API_DEFAULT,
  stripeKeySealed: "",
  stripeWebhookSealed: "",
};

export const getProposalSettings = (db: Db): Promise<ProposalSettings> => readJsonSetting(db, KEY, DEFAULTS);

export const saveProposalSettings = (db: Db, s: ProposalSettings) => putSetting(db, KEY, JSON.stringify(s));

export const stripeReady = (s: ProposalSettings) => s.stripeEnabled && Boolean(s.stripeKeySealed && s.stripeWebhookSealed);

export const disclosureFacts = (s: ProposalSettings, registration: string): DisclosureFacts => ({
  registration,
  registrationExpires: s.registrationExpires,
  bondAmount: s.bondAmount,
  bondCompany: s.bondCompany,
  insurer: s.insurer,
});

export const SEED_RATE_FILE = "wa-sales-tax-rates.csv";

/** The table shipped in content/ (the Department's file of its quarter, as its source line says). */
export function seedTaxTable(): TaxTable {
  const parsed = parseRateFile(readFileSync(path.join(CONTENT_DIR, SEED_RATE_FILE), "utf8"), "");
  if (!parsed.ok) throw new Error(`content/${SEED_RATE_FILE}: ${parsed.error}`);
  return { source: parsed.source, rows: parsed.rows };
}

/** The owner's uploaded table, or the seed until there is one. */
export async function getTaxTable(db: Db): Promise<TaxTable> {
  const row = await readSetting(db, RATES_KEY);
  if (row) {
    try {
      return JSON.parse(row.value) as TaxTable;
    } catch {
      /* fall back to the seed */
    }
  }
  return seedTaxTable();
}

export const saveTaxTable = (db: Db, t: TaxTable) => putSetting(db, RATES_KEY, JSON.stringify(t));

export const findRate = (t: TaxTable, code: string): TaxRate | null => t.rows.find((r) => r.code === code) ?? null;
