import { describe, expect, it } from "vitest";
import { namingPattern, sameName } from "../../app/trust/person-find.server";

const keys = { email: "ann.lee@example.com", phone: "5095550142" };

describe("a person's name in Activity lines (issue 47)", () => {
  it("is found as a whole word only: Ann, not Annual or Joanne", () => {
    const re = new RegExp(namingPattern(keys, ["Ann"])!.source, "giu");
    expect("Lead from Ann marked Called".replace(re, "a deleted person")).toBe("Lead from a deleted person marked Called");
    expect("Annual report saved".replace(re, "a deleted person")).toBe("Annual report saved");
    expect("Joanne's review approved".replace(re, "a deleted person")).toBe("Joanne's review approved");
  });
  it("is found whatever its alphabet, before a space or at the end: José, Zoë", () => {
    const re = new RegExp(namingPattern(keys, ["José", "Zoë"])!.source, "giu");
    expect("Proposal sent to José Ruiz".replace(re, "a deleted person")).toBe("Proposal sent to a deleted person Ruiz");
    expect("Review from zoë".replace(re, "a deleted person")).toBe("Review from a deleted person");
    expect("Josée called".replace(re, "a deleted person")).toBe("Josée called");
  });
  it("still finds the address and the number", () => {
    const re = new RegExp(namingPattern(keys, ["Ann"])!.source, "giu");
    expect("Reply sent to ANN.LEE@example.com".replace(re, "x")).toBe("Reply sent to x");
    expect("Called (509) 555-0142 back".replace(re, "x")).toBe("Called x back");
  });
});

describe("one person's names", () => {
  it("are the same when the shorter's words are all in the longer, whatever the case or accents", () => {
    expect(sameName("Ann", "Ann Lee")).toBe(true);
    expect(sameName("ann lee", "Ann  Lee")).toBe(true);
    expect(sameName("José Díaz", "Jose Diaz")).toBe(true);
    expect(sameName("", "Ann Lee")).toBe(true);
  });
  it("are not when a word differs: her husband writing from her address is someone else", () => {
    expect(sameName("Jim Doe", "Jane Doe")).toBe(false);
    expect(sameName("Ann", "Anna Lee")).toBe(false);
  });
});
