import { describe, expect, it } from "vitest";
import { isOfRun, isStale, newRunId, runTimeOf } from "../helpers/pg-cleanup";

// Which test databases a run drops: its own after it, and those of runs begun over six hours ago.
describe("test database names", () => {
  const start = Date.UTC(2026, 10, 29, 3, 0, 0);
  const hour = 60 * 60 * 1000;

  it("reads the run's start time from a name, old style and new", () => {
    const run = newRunId(start);
    expect(runTimeOf(`test_${run}_k2j9x0aa`)).toBe(start);
    expect(runTimeOf(`test_${start.toString(36)}_ab12cd`)).toBe(start);
    expect(runTimeOf("lakeside_production")).toBeNull();
    expect(runTimeOf("test_")).toBeNull();
  });

  it("drops a crashed run's databases only once it began over six hours ago", () => {
    const name = `test_${newRunId(start)}_k2j9x0aa`;
    expect(isStale(start + 5 * hour)(name)).toBe(false);
    expect(isStale(start + 7 * hour)(name)).toBe(true);
    expect(isStale(start + 7 * hour)("postgres")).toBe(false);
  });

  it("keeps apart two runs begun in the same millisecond", () => {
    const a = newRunId(start);
    let b = newRunId(start);
    for (let i = 0; b === a && i < 5; i++) b = newRunId(start);
    expect(b).not.toBe(a);
    expect(isOfRun(a)(`test_${a}_zz`)).toBe(true);
    expect(isOfRun(a)(`test_${b}_zz`)).toBe(false);
  });
});
