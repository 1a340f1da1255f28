import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIALECTS, GOLDEN_FILE, recordAll, type Entry, type Golden, type Statement } from "../../scripts/migration-statements";

/**
 * A shipped migration must keep doing exactly what it did on the databases it already ran on
 * (docs/decisions/0071-shipped-migrations-frozen-by-their-sql.md). Its code may be rewritten; the
 * statements it sends, on SQLite and on PostgreSQL, up and down, may not. They are compiled here
 * without a database and compared with tests/unit/migrations-frozen.json.
 */
const golden = JSON.parse(readFileSync(GOLDEN_FILE, "utf8")) as Golden;
const recorded = await recordAll();

const show = (s: Statement | undefined) => (s ? `${s.sql}  ${JSON.stringify(s.parameters)}` : "(no statement)");

/** Where a recording departs from its golden entry (or that it has none), in words; null when it matches. */
function firstDifference(name: string, frozen: Entry | undefined, now: Entry): string | null {
  if (!frozen) return `Migration ${name} has no frozen SQL. Run \`npm run db:freeze-migrations\` and commit tests/unit/migrations-frozen.json.`;
  for (const dialect of DIALECTS) {
    for (const direction of ["up", "down"] as const) {
      const was = frozen[dialect][direction];
      const is = now[dialect][direction];
      for (let i = 0; i < Math.max(was.length, is.length); i++) {
        if (JSON.stringify(was[i]) === JSON.stringify(is[i])) continue;
        return [
          `Migration ${name} (${dialect}, ${direction}) changed at statement ${i + 1} of ${was.length}:`,
          `  frozen: ${show(was[i])}`,
          `  now:    ${show(is[i])}`,
          `A shipped migration must send exactly what it sent on the databases it already ran on:`,
          `put its code back, and make the change in a new migration.`,
        ].join("\n");
      }
    }
  }
  return null;
}

describe("shipped migrations", () => {
  it("knows every migration", () => {
    expect(recorded.length).toBeGreaterThan(20);
  });

  it.each(recorded)("%s sends the SQL it shipped with", (name, entry) => {
    const problem = firstDifference(name, golden[name], entry);
    expect(problem, problem ?? "").toBeNull();
  });
});
