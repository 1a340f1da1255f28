import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ScheduleError,
  formatCents,
  formatRate,
  lineTotal,
  parseCents,
  parsePercentPpm,
  parseQtyMilli,
  scheduleOf,
  taxOf,
  totalsOf,
  type MoneyLine,
} from "~/proposals/money";

const line = fc.record({
  description: fc.constant("Work"),
  qtyMilli: fc.integer({ min: 0, max: 10_000_000 }),
  unit: fc.constant("ea"),
  unitCents: fc.integer({ min: 0, max: 100_000_000 }),
  section: fc.constantFrom("", "Kitchen", "Deck"),
  allowance: fc.boolean(),
}) satisfies fc.Arbitrary<MoneyLine>;
const rate = fc.integer({ min: 0, max: 200_000 });

describe("proposal money (property-based)", () => {
  it("line totals + tax = total, sections sum to the subtotal, nothing negative", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), rate, (lines, ppm) => {
        const t = totalsOf(lines, ppm);
        const sum = t.lines.reduce((a, l) => a + l.totalCents, 0);
        expect(sum).toBe(t.subtotalCents);
        expect(t.sections.reduce((a, s) => a + s.cents, 0)).toBe(t.subtotalCents);
        expect(t.subtotalCents + t.taxCents).toBe(t.totalCents);
        expect(t.taxCents).toBe(taxOf(t.subtotalCents, ppm));
        for (const l of t.lines) expect(l.totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(t.totalCents) && t.taxCents >= 0 && t.allowanceCents <= t.subtotalCents).toBe(true);
      }),
    );
  });

  it("the schedule sums to the total to the cent and never goes negative", () => {
    const milestone = fc.record({ label: fc.constant("Milestone"), bp: fc.integer({ min: 0, max: 5000 }) });
    const deposit = fc.oneof(
      fc.record({ kind: fc.constant("percent" as const), bp: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ kind: fc.constant("amount" as const), cents: fc.integer({ min: 0, max: 1_000_000 }) }),
      fc.constant({ kind: "none" as const }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), deposit, fc.array(milestone, { maxLength: 5 }), (total, dep, ms) => {
        try {
          const payments = scheduleOf(total, { deposit: dep, milestones: ms, finalLabel: "On completion" });
          expect(payments.reduce((a, p) => a + p.cents, 0)).toBe(total);
          for (const p of payments) expect(p.cents).toBeGreaterThanOrEqual(0);
          expect(payments.at(-1)!.label).toBe("On completion");
        } catch (e) {
          // Refused only when the parts really exceed the total.
          expect(e).toBeInstanceOf(ScheduleError);
        }
      }),
    );
  });
});

describe("proposal money (examples)", () => {
  it("rounds a decimal quantity half-up per line, and the tax once on the taxable total", () => {
    expect(lineTotal({ qtyMilli: 2500, unitCents: 1999 })).toBe(4998); // 49.975 → 49.98
    expect(lineTotal({ qtyMilli: 1333, unitCents: 100 })).toBe(133);
    // Three lines of $0.05 at 8.4%: per-line tax would be 0+0+0; once on $0.15 it is 1 cent.
    const t = totalsOf(
      [5, 5, 5].map((c) => ({ description: "x", qtyMilli: 1000, unit: "", unitCents: c, section: "", allowance: false })),
      84_000,
    );
    expect(t.taxCents).toBe(1);
  });

  it("gives a 10% deposit and lets the last payment take the remainder", () => {
    const p = scheduleOf(100_001, { deposit: { kind: "percent", bp: 1000 }, milestones: [{ label: "Framing", bp: 3333 }], finalLabel: "On completion" });
    expect(p).toEqual([
      { label: "Deposit", cents: 10_000 },
      { label: "Framing", cents: 33_330 },
      { label: "On completion", cents: 56_671 },
    ]);
    expect(() => scheduleOf(1000, { deposit: { kind: "amount", cents: 2000 }, milestones: [], finalLabel: "End" })).toThrow(ScheduleError);
  });

  it("reads what people type and refuses negatives and too many decimals", () => {
    expect(parseCents("$1,234.5")).toBe(123_450);
    expect(parseCents("-3")).toBeNull();
    expect(parseCents("1.234")).toBeNull();
    expect(parseQtyMilli("2.5")).toBe(2500);
    expect(parsePercentPpm("8.4%")).toBe(84_000);
    expect(formatCents(123_456_789)).toBe("$1,234,567.89");
    expect(formatRate(84_000)).toBe("8.4%");
  });
});
