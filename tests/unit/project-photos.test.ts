import { describe, expect, it } from "vitest";
import { suggestAlt } from "../../app/media/alt-suggest";
import { projectSlug } from "../../app/forms/projects";

describe("a project's address", () => {
  it("names the town once, whether or not the title already does", () => {
    expect(projectSlug("Boathouse in Manson", "Manson")).toBe("boathouse-in-manson");
    expect(projectSlug("Hillside ADU above Wapato Point", "Manson")).toBe("hillside-adu-above-wapato-point-manson");
    expect(projectSlug("East Wenatchee garage", "East Wenatchee")).toBe("east-wenatchee-garage");
    // A town that only starts a word of the title is not the town.
    expect(projectSlug("Chelanside deck", "Chelan")).toBe("chelanside-deck-chelan");
  });
});

describe("the suggested description of a new project photo", () => {
  const base = { title: "Hillside ADU above Wapato Point", index: 0, count: 1 } as const;
  it("uses the caption, saying before or after", () => {
    expect(suggestAlt({ ...base, role: "before", caption: "The slope before we dug", fileName: "IMG_2041.JPG" })).toBe("Before: The slope before we dug");
  });
  it("uses a file name with words, without the camera's prefix, the numbers or the role said twice", () => {
    expect(suggestAlt({ ...base, role: "after", fileName: "porch-steps_after-2.jpg" })).toBe("After: Porch steps");
    expect(suggestAlt({ ...base, role: "photo", fileName: "Cedar deck at dusk.HEIC" })).toBe("Cedar deck at dusk");
  });
  it("falls back to the project and what the photo is, numbered, for a camera's file name", () => {
    expect(suggestAlt({ ...base, role: "after", fileName: "IMG_20250612_141503.jpg", index: 1, count: 2 })).toBe(
      "Hillside ADU above Wapato Point, after the work (2 of 2)",
    );
    expect(suggestAlt({ ...base, role: "before", fileName: "PXL_1234.jpg" })).toBe("Hillside ADU above Wapato Point, before the work");
  });
  it("stays within the alt-text limit for any input", () => {
    expect(suggestAlt({ ...base, role: "photo", caption: "x".repeat(5_000), fileName: "a.jpg" }).length).toBeLessThanOrEqual(500);
    expect(suggestAlt({ ...base, role: "photo", fileName: `${"deck-".repeat(20_000)}.jpg` }).length).toBeLessThanOrEqual(500);
  });
});
