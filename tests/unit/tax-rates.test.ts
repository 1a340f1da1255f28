import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRateFile, rateFromCell } from "~/proposals/tax-rates";

describe("Washington rate file", () => {
  it("reads the seed in content/ with its source line, codes, rates and quarter", () => {
    const r = parseRateFile(readFileSync("content/wa-sales-tax-rates.csv", "utf8"), "");
    if (!r.ok) throw new Error(r.error);
    expect(r.source).toContain("Department of Revenue");
    expect(r.source).toContain("Quarter 4 2025");
    expect(r.rows.map((x) => x.name.split(" ")[0])).toEqual(expect.arrayContaining(["Chelan", "Entiat", "Wenatchee", "East"]));
    expect(r.rows.find((x) => x.code === "0402")).toEqual({ code: "0402", name: "Chelan", ratePpm: 84_000, effective: "2025-10-01" });
  });

  it("reads the Department's columns in any order, quoted names, rates as fractions or percents", () => {
    const csv = [
      '"Location Code","Location Name","Combined Rate","Effective Date"',
      '"0402","Chelan, City of","0.0850","1/1/2026"',
      "0405,Wenatchee,8.8%,2026-01-01",
    ].join("\r\n");
    const r = parseRateFile(csv, "2026-01-05");
    expect(r.ok && r.rows).toEqual([
      { code: "0402", name: "Chelan, City of", ratePpm: 85_000, effective: "2026-01-01" },
      { code: "0405", name: "Wenatchee", ratePpm: 88_000, effective: "2026-01-01" },
    ]);
  });

  it("refuses what is not a rate file, naming the line", () => {
    expect(parseRateFile("name,email\nA,b@c.d", "2026-01-01")).toMatchObject({ ok: false, error: expect.stringContaining("no header line") });
    expect(parseRateFile("Location Code,Combined Rate\n04,abc", "2026-01-01")).toMatchObject({ ok: false, error: expect.stringContaining("Line 2") });
    expect(rateFromCell("-0.08")).toBeNull();
    expect(rateFromCell("25%")).toBeNull();
  });
});
