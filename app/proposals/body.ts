import { ScheduleError, parseCents, parsePercentBp, parsePercentPpm, parseQtyMilli, scheduleOf, totalsOf, depositOf } from "./money";
import type { Deposit, Milestone, MoneyLine, Payment, Totals } from "./money";

/**
 * A proposal as staff type it (decision 0052): the form's fields, read and checked here once, for
 * the editor, the writer and the tests. Plain module. Every text is capped where it is read.
 */
export const MAX_LINES = 40;
export const BLANK_LINES = 3;
export const MAX_MILESTONES = 5;
export const LIMITS = { description: 300, unit: 20, section: 80, note: 3000, name: 120, email: 254, address: 300, label: 80 } as const;

export interface ProposalBody {
  lines: MoneyLine[];
  milestones: Milestone[];
  deposit: Deposit;
  finalLabel: string;
  note: string;
}

export interface ProposalTax {
  ratePpm: number;
  code: string;
  name: string;
  date: string;
}

export interface ProposalDraft {
  clientName: string;
  clientEmail: string;
  jobAddress: string;
  residential: boolean;
  validUntil: string;
  body: ProposalBody;
  tax: ProposalTax;
}

export interface Figures {
  totals: Totals;
  payments: Payment[];
  depositCents: number;
}

/** Totals and the payment schedule of a body at a rate. Throws ScheduleError when the schedule exceeds the total. */
export function figuresOf(body: ProposalBody, ratePpm: number): Figures {
  const totals = totalsOf(body.lines, ratePpm);
  const payments = scheduleOf(totals.totalCents, { deposit: body.deposit, milestones: body.milestones, finalLabel: body.finalLabel });
  return { totals, payments, depositCents: depositOf(payments) };
}

export type ParsedDraft = { ok: true; draft: ProposalDraft; figures: Figures } | { ok: false; error: string; fieldErrors: Record<string, string> };

const text = (v: Record<string, string>, k: string, max: number) => (v[k] ?? "").trim().slice(0, max);

/**
 * Reads the editor's form. `lookup` finds a location of the rate table by its code (the owner's
 * pick); by hand, the rate, code, place and date are typed.
 */
export function readDraft(v: Record<string, string>, lookup: (code: string) => ProposalTax | null): ParsedDraft {
  const errors: Record<string, string> = {};
  const lines: MoneyLine[] = [];
  for (let i = 0; i < MAX_LINES; i++) {
    const description = text(v, `line-${i}-description`, LIMITS.description);
    const qty = text(v, `line-${i}-qty`, 20);
    const price = text(v, `line-${i}-price`, 20);
    if (!description && !qty && !price) continue;
    const n = i + 1;
    const qtyMilli = parseQtyMilli(qty || "1");
    const unitCents = parseCents(price);
    if (!description) errors[`line-${i}-description`] = `Line ${n}: describe the work.`;
    if (qtyMilli === null) errors[`line-${i}-qty`] = `Line ${n}: enter the quantity as a number like 2 or 2.5 (3 decimals at most).`;
    if (unitCents === null) errors[`line-${i}-price`] = `Line ${n}: enter the price in dollars, like 1250 or 1,250.00.`;
    if (qtyMilli !== null && unitCents !== null && description)
      lines.push({
        description,
        qtyMilli,
        unitCents,
        unit: text(v, `line-${i}-unit`, LIMITS.unit),
        section: text(v, `line-${i}-section`, LIMITS.section),
        allowance: v[`line-${i}-allowance`] === "on",
      });
  }
  if (lines.length === 0 && Object.keys(errors).length === 0) errors["line-0-description"] = "Add at least one line: what the work is, how many and the price.";
  const milestones: Milestone[] = [];
  for (let i = 0; i < MAX_MILESTONES; i++) {
    const label = text(v, `ms-${i}-label`, LIMITS.label);
    const pct = text(v, `ms-${i}-percent`, 10);
    if (!label && !pct) continue;
    const bp = parsePercentBp(pct);
    if (!label) errors[`ms-${i}-label`] = `Payment ${i + 1}: name the milestone, like “Framing done”.`;
    else if (bp === null || bp > 10_000) errors[`ms-${i}-percent`] = `Payment ${i + 1}: enter a percent of the total between 0 and 100.`;
    else milestones.push({ label, bp });
  }
  const kind = v.deposit_kind === "amount" ? "amount" : v.deposit_kind === "none" ? "none" : "percent";
  const dv = text(v, "deposit_value", 20);
  let deposit: Deposit = { kind: "none" };
  if (kind === "percent") {
    const bp = parsePercentBp(dv);
    if (bp === null || bp > 10_000) errors.deposit_value = "Enter the deposit as a percent of the total between 0 and 100, like 10.";
    else deposit = { kind, bp };
  } else if (kind === "amount") {
    const cents = parseCents(dv);
    if (cents === null) errors.deposit_value = "Enter the deposit in dollars, like 2500.";
    else deposit = { kind, cents };
  }
  const clientName = text(v, "client_name", LIMITS.name);
  const clientEmail = text(v, "client_email", LIMITS.email);
  const jobAddress = text(v, "job_address", LIMITS.address);
  if (!clientName) errors.client_name = "Enter the client's name.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clientEmail)) errors.client_email = "Enter the client's e-mail address, like name@example.com.";
  if (!jobAddress) errors.job_address = "Enter the job's address: the sales tax is the rate of that place.";
  const validUntil = text(v, "valid_until", 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(validUntil))) errors.valid_until = "Enter the date the price holds until.";
  let tax: ProposalTax | null = null;
  if (v.tax_mode === "hand") {
    const ppm = parsePercentPpm(text(v, "tax_rate", 12));
    const code = text(v, "tax_code_hand", 4);
    const date = text(v, "tax_date", 10);
    if (ppm === null || ppm > 200_000) errors.tax_rate = "Enter the sales tax rate in percent, like 8.4.";
    if (!/^\d{4}$/.test(code)) errors.tax_code_hand = "Enter the Department of Revenue's four-digit location code of the job's address.";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.tax_date = "Enter the date the rate applies from.";
    if (ppm !== null && /^\d{4}$/.test(code)) tax = { ratePpm: ppm, code, name: text(v, "tax_name", 120), date };
  } else {
    tax = lookup(text(v, "tax_code", 4));
    if (!tax) errors.tax_code = "Choose the location of the job's address in the rate table, or type the rate by hand.";
  }
  const body: ProposalBody = {
    lines,
    milestones,
    deposit,
    finalLabel: text(v, "final_label", LIMITS.label) || "On completion",
    note: text(v, "note", LIMITS.note),
  };
  if (Object.keys(errors).length || !tax) return { ok: false, error: Object.values(errors)[0] ?? "Check the form.", fieldErrors: errors };
  try {
    const figures = figuresOf(body, tax.ratePpm);
    return { ok: true, draft: { clientName, clientEmail, jobAddress, residential: v.residential === "on", validUntil, body, tax }, figures };
  } catch (e) {
    if (!(e instanceof ScheduleError)) throw e;
    return { ok: false, error: e.message, fieldErrors: { deposit_value: e.message } };
  }
}

/** The stored body, read back (a row written by this version of the code). */
export function bodyOf(json: string): ProposalBody {
  return JSON.parse(json) as ProposalBody;
}

const centsText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
/** A whole number of `10 ** places` parts written as a decimal, with no trailing zeros: 1500 thousandths is "1.5". */
const decimal = (n: number, places: number) => {
  const unit = 10 ** places;
  const rest = n % unit;
  return `${Math.floor(n / unit)}${rest ? `.${String(rest).padStart(places, "0").replace(/0+$/, "")}` : ""}`;
};
const thousandths = (n: number) => decimal(n, 3);
const hundredths = (n: number) => decimal(n, 2);

/** A stored version as the editor's form values (to change it, or to start the next version from it). */
export function valuesOf(
  p: {
    client_name: string;
    client_email: string;
    job_address: string;
    residential: number;
    valid_until: string;
    body: string;
    tax_rate_ppm: number;
    tax_location_code: string;
    tax_location_name: string;
    tax_rate_date: string;
  },
  tableHas: (code: string, ppm: number) => boolean,
): Record<string, string> {
  const b = bodyOf(p.body);
  const v: Record<string, string> = {
    client_name: p.client_name,
    client_email: p.client_email,
    job_address: p.job_address,
    residential: p.residential ? "on" : "",
    valid_until: p.valid_until,
    note: b.note,
    final_label: b.finalLabel,
    deposit_kind: b.deposit.kind,
    deposit_value: b.deposit.kind === "percent" ? hundredths(b.deposit.bp) : b.deposit.kind === "amount" ? centsText(b.deposit.cents) : "",
  };
  b.lines.forEach((l, i) => {
    Object.assign(v, {
      [`line-${i}-section`]: l.section,
      [`line-${i}-description`]: l.description,
      [`line-${i}-qty`]: thousandths(l.qtyMilli),
      [`line-${i}-unit`]: l.unit,
      [`line-${i}-price`]: centsText(l.unitCents),
      [`line-${i}-allowance`]: l.allowance ? "on" : "",
    });
  });
  b.milestones.forEach((m, i) => Object.assign(v, { [`ms-${i}-label`]: m.label, [`ms-${i}-percent`]: hundredths(m.bp) }));
  if (tableHas(p.tax_location_code, p.tax_rate_ppm)) Object.assign(v, { tax_mode: "table", tax_code: p.tax_location_code });
  else
    Object.assign(v, {
      tax_mode: "hand",
      tax_rate: `${Math.floor(p.tax_rate_ppm / 10_000)}.${String(p.tax_rate_ppm % 10_000).padStart(4, "0")}`,
      tax_code_hand: p.tax_location_code,
      tax_name: p.tax_location_name,
      tax_date: p.tax_rate_date,
    });
  return v;
}

/** How many line rows the editor shows: the filled ones and a few blank ones. */
export const lineRows = (v: Record<string, string>) => {
  let last = -1;
  for (let i = 0; i < MAX_LINES; i++) if (v[`line-${i}-description`] || v[`line-${i}-price`]) last = i;
  return Math.min(MAX_LINES, last + 1 + BLANK_LINES);
};
