import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ALT_MAX, siteAlt, type AltContext } from "../../app/media/alt-suggest";
import { VISION_EDGE, VISION_MAX_BYTES, modelAlt, visionJpeg } from "../../app/services/alt-vision.server";

const company = "Lakeside Ridge Builders";
const FILE_NAMES = ["IMG_2041.jpg", "Before: Project", "PXL_20250612_141503.jpg", "DSC-0042.JPG", "kitchen-final.jpg", "porch steps.webp"];

describe("the alt text suggested from what the site knows", () => {
  const kitchen = { title: "Kitchen remodel", town: "Manson" };
  it("names the project and its town, then the owner's caption", () => {
    expect(siteAlt({ fileName: "IMG_2041.jpg", company, project: { ...kitchen, role: "photo", caption: "finished cabinets" } })).toBe(
      "Kitchen remodel in Manson: finished cabinets",
    );
  });
  it("says before or after, names the town once, and numbers several photos added together", () => {
    expect(siteAlt({ fileName: "IMG_2041.jpg", company, project: { title: "Boathouse in Manson", town: "Manson", role: "before" } })).toBe(
      "Boathouse in Manson, before the work",
    );
    expect(siteAlt({ fileName: "PXL_1.jpg", company, project: { ...kitchen, role: "after" }, index: 1, count: 3 })).toBe(
      "Kitchen remodel in Manson, after the work (2 of 3)",
    );
  });
  it("a gallery picture: its category and the caption the owner wrote", () => {
    expect(siteAlt({ fileName: "DSC-0042.JPG", company, gallery: { category: "remodel", caption: "Lakefront deck with cable rail" } })).toBe(
      "Remodel project by Lakeside Ridge Builders: Lakefront deck with cable rail",
    );
    expect(siteAlt({ fileName: "shop.png", company, gallery: { category: "adu garage", caption: "New project image - shop.png" } })).toBe(
      "ADU project by Lakeside Ridge Builders",
    );
  });
  it("a page's picture: the page's subject; nothing known: the company, and never invents more", () => {
    expect(siteAlt({ fileName: "IMG_2041.jpg", company, page: "ADUs" })).toBe("ADUs, Lakeside Ridge Builders");
    expect(siteAlt({ fileName: "IMG_2041.jpg", company })).toBe("Photo from Lakeside Ridge Builders");
  });

  it("never says the file name, whatever the picture is called or captioned", () => {
    const shapes = (fileName: string): AltContext[] => [
      { fileName, company },
      { fileName, company, page: "About" },
      { fileName, company, project: { ...kitchen, role: "before", caption: fileName } },
      { fileName, company, project: { ...kitchen, role: "photo", caption: `New project image - ${fileName}` } },
      { fileName, company, gallery: { category: "new-construction", caption: `New project image - ${fileName}` } },
      { fileName, company, gallery: { category: null, caption: fileName.replace(/\.[a-z]+$/i, "") } },
    ];
    for (const name of FILE_NAMES)
      for (const c of shapes(name)) {
        const alt = siteAlt(c);
        expect(alt).not.toMatch(/IMG|PXL|DSC|\.jpe?g|\.webp|Before: Project|kitchen final|porch steps/i);
        expect(alt.length).toBeGreaterThan(10);
      }
  });

  it("stays within 125 characters, cut between words", () => {
    const alt = siteAlt({ fileName: "a.jpg", company, project: { ...kitchen, role: "after", caption: "new cabinets and counters ".repeat(40) } });
    expect(alt.length).toBeLessThanOrEqual(ALT_MAX);
    expect(alt).toMatch(/(cabinets|and|counters|new)$/);
    expect(siteAlt({ fileName: "a.jpg", company, page: "x".repeat(5_000) }).length).toBeLessThanOrEqual(ALT_MAX);
  });
});

describe("what a model is shown, and what is kept of its answer", () => {
  it("a large picture goes as a real JPEG, its long edge at most 768 px, under the byte cap", async () => {
    const png = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    const jpeg = (await visionJpeg(png))!;
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width!, meta.height!)).toBe(VISION_EDGE);
    expect(jpeg.length).toBeLessThanOrEqual(VISION_MAX_BYTES);
  });
  it("a busy picture too big at 768 px (random grain) is sent at 512 px, under the cap", async () => {
    const grain = Buffer.alloc(768 * 768 * 3);
    let x = 1;
    for (let i = 0; i < grain.length; i++) grain[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) >> 23;
    const jpeg = (await visionJpeg(
      await sharp(grain, { raw: { width: 768, height: 768, channels: 3 } })
        .png()
        .toBuffer(),
    ))!;
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 512, 512]);
    expect(jpeg.length).toBeLessThanOrEqual(VISION_MAX_BYTES);
  });
  it("keeps one line without quotes or a label, and drops an answer that is just the file name", () => {
    expect(modelAlt('Alt text: "Cedar deck above the lake at dusk"\n\nAnything else?', "IMG_1.jpg")).toBe("Cedar deck above the lake at dusk");
    expect(modelAlt("IMG_2041.jpg", "IMG_2041.jpg")).toBe("");
    expect(modelAlt("x ".repeat(300), "a.jpg").length).toBeLessThanOrEqual(ALT_MAX);
  });
});
