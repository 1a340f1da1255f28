/**
 * Money for proposals (decision 0052), plain and content-free: every amount is an integer number of
 * cents, every rounding is half-up to the cent and happens at one named place:
 * - a line's total: quantity (up to 3 decimals, kept in thousandths) × unit price, rounded per line;
 * - the tax: rate (in millionths: 8.4% = 84 000) × the taxable total, rounded once on that total;
 * - the schedule: each payment but the last rounded; the last takes the remainder, so the payments
 *   sum to the total to the cent.
 * Nothing here is negative: quantities, prices and rates below zero are refused by the parsers.
 */

export interface MoneyLine {
  description: string;
  /** Thousandths of a unit: 2.5 → 2500. */
  qtyMilli: number;
  unit: string;
  unitCents: number;
  /** The section's heading, "" for none. */
  section: string;
  /** An allowance: a sum set aside for something the client picks later (fixtures, tile). */
  allowance: boolean;
}

export interface Milestone {
  label: string;
  /** Hundredths of a percent of the total: 25% → 2500. */
  bp: number;
}

export type Deposit = { kind: "percent"; bp: number } | { kind: "amount"; cents: number } | { kind: "none" };

export interface ScheduleInput {
  deposit: Deposit;
  milestones: Milestone[];
  /** The last payment's label (it takes what is left). */
  finalLabel: string;
}

export interface Payment {
  label: string;
  cents: number;
}

/** a × b / d, rounded half-up, exact for any size (BigInt). */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  if (a < 0 || b < 0 || d <= 0) throw new RangeError("mulDivHalfUp takes non-negative numbers");
  const n = BigInt(a) * BigInt(b);
  const q = (n * 2n + BigInt(d)) / (2n * BigInt(d));
  return Number(q);
}

export const lineTotal = (l: Pick<MoneyLine, "qtyMilli" | "unitCents">) => mulDivHalfUp(l.qtyMilli, l.unitCents, 1000);

export const taxOf = (taxableCents: number, ratePpm: number) => mulDivHalfUp(taxableCents, ratePpm, 1_000_000);

export interface Totals {
  lines: Array<MoneyLine & { totalCents: number }>;
  sections: Array<{ name: string; cents: number }>;
  allowanceCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Line totals, section subtotals, allowances, tax on the whole contract price, and the total. */
export function totalsOf(lines: MoneyLine[], ratePpm: number): Totals {
  const withTotals = lines.map((l) => ({ ...l, totalCents: lineTotal(l) }));
  const sections: Totals["sections"] = [];
  for (const l of withTotals) {
    const s = sections.find((x) => x.name === l.section);
    if (s) s.cents += l.totalCents;
    else sections.push({ name: l.section, cents: l.totalCents });
  }
  const subtotalCents = withTotals.reduce((a, l) => a + l.totalCents, 0);
  const allowanceCents = withTotals.filter((l) => l.allowance).reduce((a, l) => a + l.totalCents, 0);
  const taxCents = taxOf(subtotalCents, ratePpm);
  return { lines: withTotals, sections, allowanceCents, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

export class ScheduleError extends Error {}

/** The deposit and milestones in cents; the last payment takes the remainder. Throws ScheduleError when they exceed the total. */
export function scheduleOf(totalCents: number, s: ScheduleInput): Payment[] {
  const out: Payment[] = [];
  if (s.deposit.kind === "percent" && s.deposit.bp > 0) out.push({ label: "Deposit", cents: mulDivHalfUp(totalCents, s.deposit.bp, 10_000) });
  if (s.deposit.kind === "amount" && s.deposit.cents > 0) out.push({ label: "Deposit", cents: s.deposit.cents });
  for (const m of s.milestones) out.push({ label: m.label, cents: mulDivHalfUp(totalCents, m.bp, 10_000) });
  const used = out.reduce((a, p) => a + p.cents, 0);
  if (used > totalCents) throw new ScheduleError("The deposit and payments add up to more than the total.");
  out.push({ label: s.finalLabel, cents: totalCents - used });
  return out;
}

export const depositOf = (payments: Payment[]) => (payments.length > 1 && payments[0]!.label === "Deposit" ? payments[0]!.cents : 0);

/** "$1,234.56" */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** "2.5" from 2500 thousandths. */
export function formatQty(qtyMilli: number): string {
  const whole = Math.floor(qtyMilli / 1000);
  const frac = String(qtyMilli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : String(whole);
}

/** "8.4%" from 84 000 millionths. */
export function formatRate(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const frac = String(ppm % 10_000)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return `${frac ? `${whole}.${frac}` : whole}%`;
}

/** A typed decimal with at most `places` decimals, as an integer scaled by 10^places; null when it is not one. */
export function parseDecimal(raw: string, places: number): number | null {
  const v = raw.trim().replace(/[$,\s]/g, "");
  const m = /^(\d{1,12})(?:\.(\d*))?$/.exec(v) ?? /^()\.(\d+)$/.exec(v);
  if (!m) return null;
  const frac = m[2] ?? "";
  if (frac.length > places) return null;
  const n = Number(m[1] || "0") * 10 ** places + Number(frac.padEnd(places, "0") || "0");
  return Number.isSafeInteger(n) ? n : null;
}

export const parseCents = (raw: string) => parseDecimal(raw, 2);
export const parseQtyMilli = (raw: string) => parseDecimal(raw, 3);
/** "8.4" (percent) → 84 000 millionths. */
export const parsePercentPpm = (raw: string) => parseDecimal(raw.replace(/%$/, ""), 4);
/** "10" (percent) → 1 000 hundredths of a percent. */
export const parsePercentBp = (raw: string) => parseDecimal(raw.replace(/%$/, ""), 2);
