import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { GALLERY_PICTURES } from "../../scripts/images/gallery";

/**
 * `npm run images:generate` draws the gallery pictures listed in scripts/images/gallery.ts; their
 * captions and categories live only in content/gallery-images.yaml, which the generator never
 * writes. The two lists must name the same files in the same order (cheap check: no drawing).
 */
const ROOT = path.resolve(__dirname, "../..");
const yamlEntries = parse(readFileSync(path.join(ROOT, "content/gallery-images.yaml"), "utf8")) as Array<{ file: string; caption: string; category: string }>;

describe("the image generator and content/gallery-images.yaml agree", () => {
  it("name the same gallery files, in the same order", () => {
    expect(yamlEntries.map((e) => e.file)).toEqual(GALLERY_PICTURES.map(([file]) => file));
  });

  it("every listed picture is in assets/images, with a caption and a category", () => {
    for (const e of yamlEntries) {
      expect(existsSync(path.join(ROOT, "assets/images", e.file)), e.file).toBe(true);
      expect(e.caption.trim().length, e.file).toBeGreaterThan(0);
      expect(e.category, e.file).toMatch(/^(new-construction|remodel|adu|garage)( (new-construction|remodel|adu|garage))*$/);
    }
  });

  it("the generator holds no captions and does not write the YAML", () => {
    const source = readFileSync(path.join(ROOT, "scripts/images/generate.ts"), "utf8");
    expect(source).not.toMatch(/writeFileSync|writeFile\(/);
    for (const e of yamlEntries) expect(source).not.toContain(e.caption);
  });
});
