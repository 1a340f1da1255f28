import { describe, expect, it } from "vitest";
import { slugify } from "../../app/content/text";

describe("slugify", () => {
  it("keeps the letter of an accented one, so Spanish headings get readable ids", () => {
    expect(slugify("Cómo trabajamos")).toBe("como-trabajamos");
    expect(slugify("Años de construcción en el valle")).toBe("anos-de-construccion-en-el-valle");
    expect(slugify("¿Necesito un permiso?")).toBe("necesito-un-permiso");
  });
  it("leaves English headings as they were", () => {
    expect(slugify("Snow load & frost depth")).toBe("snow-load-frost-depth");
    expect(slugify("Permits in the Chelan Valley")).toBe("permits-in-the-chelan-valley");
  });
});
