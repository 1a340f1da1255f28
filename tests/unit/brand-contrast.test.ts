import { describe, expect, it } from "vitest";
import {
  brandCss,
  checkBrandColours,
  contrastRatio,
  darken,
  DEFAULT_ACCENT,
  DEFAULT_DARK,
  formatRatio,
  normalizeHex,
  relativeLuminance,
} from "../../app/content/brand";

describe("WCAG contrast (app/content/brand.ts)", () => {
  it("computes relative luminance as WCAG 2 defines it", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    // sRGB 0x80 is 0.2158605 in linear light, on every channel.
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2158605, 6);
    // Channel weights: red 0.2126, green 0.7152, blue 0.0722.
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 6);
    expect(relativeLuminance("#00ff00")).toBeCloseTo(0.7152, 6);
    expect(relativeLuminance("#0000ff")).toBeCloseTo(0.0722, 6);
    // The low end is linear (c / 12.92).
    expect(relativeLuminance("#010101")).toBeCloseTo(1 / 255 / 12.92, 8);
  });

  it("gives the known ratios, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#0d2c3d", "#ffffff")).toBe(contrastRatio("#ffffff", "#0d2c3d"));
  });

  it("never rounds a failing ratio up to the threshold", () => {
    expect(formatRatio(4.4999)).toBe("4.4:1");
    expect(formatRatio(21)).toBe("21:1");
    expect(formatRatio(2.16)).toBe("2.1:1");
  });

  it("accepts the site's own palette and refuses pairs that fail, naming the pair and the ratio", () => {
    expect(checkBrandColours(DEFAULT_ACCENT, DEFAULT_DARK)).toEqual([]);
    const light = checkBrandColours("#f0c040", DEFAULT_DARK);
    expect(light).toHaveLength(1);
    expect(light[0]!.field).toBe("accent");
    expect(light[0]!.message).toBe("White text on #f0c040 has a contrast of 1.7:1; it needs at least 4.5:1.");
    const both = checkBrandColours("#999999", "#aabbcc");
    expect(both.map((p) => p.field)).toEqual(["dark", "accent"]);
    // #777777 is 4.48:1 on white: just short.
    expect(checkBrandColours("#777777", DEFAULT_DARK)[0]!.message).toContain("4.4:1");
    expect(checkBrandColours("#767676", DEFAULT_DARK)).toEqual([]);
  });

  it("checks headings in the dark colour on the pale sections too", () => {
    // White on #6a6a6a passes (5.4:1), but on the pale tint #eef6fa it is lower.
    const white = contrastRatio("#ffffff", "#727272");
    const pale = contrastRatio("#727272", "#eef6fa");
    expect(white).toBeGreaterThanOrEqual(4.5);
    expect(pale).toBeLessThan(4.5);
    const problems = checkBrandColours(DEFAULT_ACCENT, "#727272");
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^Headings in #727272 on the pale sections \(#eef6fa\) have a contrast of 4\.\d:1; it needs at least 4\.5:1\.$/);
  });

  it("reads colours strictly and writes CSS only when they differ from the palette", () => {
    expect(normalizeHex("#ABCDEF")).toBe("#abcdef");
    expect(normalizeHex("abcdef")).toBe("#abcdef");
    for (const bad of ["#abc", "red", "#abcdefg", "#12345g", "", null, "#abcdef;}body{display:none"]) expect(normalizeHex(bad)).toBeNull();
    expect(brandCss({ accent: null, dark: null })).toBeNull();
    expect(brandCss({ accent: DEFAULT_ACCENT, dark: DEFAULT_DARK })).toBeNull();
    expect(brandCss({ accent: "#1d4ed8", dark: null })).toBe(
      ":root{--color-cedar-500:#1d4ed8;--color-cedar-600:#1d4ed8;--color-cedar-700:#173ead;--color-lake-600:#1d4ed8;--color-lake-700:#173ead}",
    );
    expect(brandCss({ accent: null, dark: "#1e1b4b" })).toBe(":root{--color-lake-900:#1e1b4b;--color-lake-800:#1e1b4b}");
  });

  it("keeps the darker accent (links) readable on white and on the pale tint whenever the accent passes", () => {
    for (const accent of ["#767676", "#1d4ed8", "#b91c1c", "#047857", "#8a5430", "#6d28d9"]) {
      expect(checkBrandColours(accent, DEFAULT_DARK)).toEqual([]);
      expect(contrastRatio(darken(accent, 0.2), "#eef6fa")).toBeGreaterThanOrEqual(4.5);
    }
  });
});
