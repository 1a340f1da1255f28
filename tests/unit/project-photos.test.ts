import { describe, expect, it } from "vitest";
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
