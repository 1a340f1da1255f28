import { describe, expect, it } from "vitest";
import { cropsFor, ratioText } from "../../app/content/crops";
import { seededPagePaths } from "../../app/content/block-defaults.server";
import { sectionsFor } from "../../app/content/sections";

// Issue 48: every picture slot declares the shapes the site cuts it to (tests/e2e/crops.spec.ts
// measures that the pages draw them so).
describe("picture crops", () => {
  const pages = [...seededPagePaths(), "/service-boathouses", "/blog/our-first-dock"];
  it("every picture slot of every page declares its shapes (none means shown whole)", () => {
    let slots = 0;
    for (const path of pages)
      for (const def of sectionsFor(path).filter((d) => d.kind === "image")) {
        slots++;
        expect(cropsFor(path, def.id), `${path} ${def.id}`).toBeDefined();
        for (const c of cropsFor(path, def.id)!) expect(c.ratio.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
      }
    expect(slots).toBeGreaterThan(40);
  });

  it("a slot a page does not have declares nothing", () => {
    expect(cropsFor("/about", "map-image")).toBeUndefined();
    expect(cropsFor("/no-such-page", "hero-image")).toBeUndefined();
  });

  it("a Spanish twin's slots are its English page's", () => {
    expect(cropsFor("/es/service-adu", "hero-image")).toEqual(cropsFor("/service-adu", "hero-image"));
  });

  it("names a ratio as the owner reads it", () => {
    expect(ratioText([16, 9])).toBe("16:9");
    expect(ratioText([1, 1])).toBe("1:1");
    expect(ratioText([128, 45])).toBe("2.8:1");
  });
});
