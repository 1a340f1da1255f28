import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { serverWithOwner } from "../helpers/http";
import { decodeHtml } from "../helpers/server";

/**
 * The page editor's Spanish side (issue 49, decision 0066), over real HTTP on a real database: the
 * owner opens a page's Spanish words from Content by name, saves them without touching the English,
 * sees which pages' Spanish is older than their English, and clears the flag by saving the Spanish
 * or by saying it still matches. Pictures are one set for both languages.
 */
const t = serverWithOwner();
const editorUrl = (path: string) => `/admin/content/page?path=${encodeURIComponent(path)}`;
const page = async (path: string) => decodeHtml(await (await fetch(`${t.s.url}${path}`)).text());
const OLDER = "Spanish is older than the English";
/** The Content list's row of one page, by its name. */
const contentRow = async (name: string) => {
  const html = await t.owner.text("/admin/content");
  return [...html.matchAll(/<li[^>]*>((?:(?!<\/li>)[\s\S])*)<\/li>/g)].map((m) => m[1]!).find((li) => li.includes(`>${name}<`)) ?? "";
};

describe("the page editor in Spanish", () => {
  it("opens a page's Spanish words from Content by name, with the English one tap away and no picture to change", async () => {
    const row = await contentRow("Services › ADUs");
    expect(row).toContain('aria-label="Edit ADUs in Spanish"');
    expect(row).not.toContain(OLDER);
    const anchor = /<a [^>]*aria-label="Edit ADUs in Spanish"[^>]*>/.exec(row)![0];
    const link = /href="([^"]+)"/.exec(anchor)![1]!;
    const editor = await t.owner.text(link);
    expect(editor).toContain("Edit ADUs (Spanish)");
    expect(editor).toContain("Viviendas accesorias para terrenos de Chelan, Manson y Wenatchee");
    expect(editor).not.toContain("ADUs for Chelan, Manson and Wenatchee lots");
    expect(editor).toMatch(/aria-current="page"[^>]*aria-label="Edit ADUs in Spanish"|aria-label="Edit ADUs in Spanish"[^>]*aria-current="page"/);
    expect(editor).toContain('aria-label="Edit ADUs in English"');
    // The search fields' defaults are the Spanish page's own.
    expect(editor).toContain('placeholder="Viviendas accesorias (ADU) en Chelan, WA | Lakeside Ridge"');
    // Pictures are the English page's.
    expect(editor).not.toContain('id="block-hero-image"');
    expect(editor).toContain("Its pictures are the English page's");
  });

  it("saves the Spanish words and search title on the Spanish page only", async () => {
    const english = await page("/service-adu");
    const r = await t.owner.savePage("/es/service-adu", {
      "present:hero-title": "1",
      "block:hero-title": "Casitas y viviendas accesorias en el valle del lago Chelan",
      "seo:title": "Casitas en Chelan | Lakeside Ridge",
    });
    expect(r.status).toBe(302);
    const spanish = await page("/es/service-adu");
    expect(spanish).toContain("Casitas y viviendas accesorias en el valle del lago Chelan");
    expect(spanish).toContain("<title>Casitas en Chelan | Lakeside Ridge</title>");
    const after = await page("/service-adu");
    expect(after).not.toContain("Casitas");
    expect(/<title>[^<]*<\/title>/.exec(after)![0]).toBe(/<title>[^<]*<\/title>/.exec(english)![0]);
    // The SEO tab lists the English pages only; the Spanish search fields live on the Spanish side.
    expect(await t.owner.text("/admin/seo")).not.toContain("/es/service-adu");
    // A Spanish path that is no page's twin is refused (the editor goes back to Content), not created.
    const bad = await t.owner.savePage("/es/no-such-page", { "present:hero-title": "1", "block:hero-title": "Nada" });
    expect(bad.headers.get("location")).toBe("/admin/content");
    const rows = await t.s.services.db.selectFrom("content_items").select("id").where("page_path", "=", "/es/no-such-page").execute();
    expect(rows).toEqual([]);
  });

  it("flags a page whose English changed after its Spanish, until the Spanish is saved or said to match", async () => {
    expect(await contentRow("Services › Decks & Patios")).not.toContain(OLDER);
    expect(
      (await t.owner.savePage("/service-decks-patios", { "present:hero-title": "1", "block:hero-title": "Decks and patios built for the lake's sun" })).status,
    ).toBe(302);
    expect(await contentRow("Services › Decks & Patios")).toContain(OLDER);
    const englishSide = await t.owner.text(editorUrl("/service-decks-patios"));
    expect(englishSide).toContain("The Spanish is older than the English.");
    expect(englishSide).toContain("Check the Spanish of Decks & Patios");
    // Saving the Spanish words clears it.
    expect(
      (await t.owner.savePage("/es/service-decks-patios", { "present:hero-title": "1", "block:hero-title": "Terrazas y patios hechos para el sol del lago" }))
        .status,
    ).toBe(302);
    expect(await contentRow("Services › Decks & Patios")).not.toContain(OLDER);
    // A picture changed on the English page is no reason to check the Spanish words.
    const image = await uploadPhoto("deck-evening.jpg");
    expect((await t.owner.savePage("/service-decks-patios", { "present:hero-image": "1", "block:hero-image": image })).status).toBe(302);
    expect(await contentRow("Services › Decks & Patios")).not.toContain(OLDER);
    // English words changed again; the owner reads the Spanish, finds it still right, and says so.
    expect(
      (await t.owner.savePage("/service-decks-patios", { "present:hero-subtitle": "1", "block:hero-subtitle": "Cedar, composite and stone." })).status,
    ).toBe(302);
    const spanishSide = await t.owner.text(editorUrl("/es/service-decks-patios"));
    expect(spanishSide).toContain("The Spanish is older than the English.");
    const checked = await t.owner.post(editorUrl("/es/service-decks-patios"), { intent: "spanish-checked", path: "/es/service-decks-patios" });
    expect(checked.status).toBe(302);
    expect(await contentRow("Services › Decks & Patios")).not.toContain(OLDER);
    // Only a Spanish page's words can be marked so.
    const refused = await t.owner.post(editorUrl("/service-decks-patios"), { intent: "spanish-checked", path: "/service-decks-patios" });
    expect(refused.status).toBe(400);
  });

  it("shows the picture staff chose on the English page on the Spanish page too", async () => {
    const image = await uploadPhoto("adu-garden.jpg");
    expect((await t.owner.savePage("/service-adu", { "present:hero-image": "1", "block:hero-image": image })).status).toBe(302);
    const key = (await t.s.services.db.selectFrom("images").select("file_path").where("id", "=", image).executeTakeFirstOrThrow()).file_path;
    for (const path of ["/service-adu", "/es/service-adu"]) expect(await page(path), path).toContain(`/img/u/${key}/`);
  });
});

async function uploadPhoto(name: string) {
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 90, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), name);
  const up = await fetch(`${t.s.url}/api/admin/images`, { method: "POST", headers: { cookie: t.owner.cookie }, body });
  return ((await up.json()) as { images: Array<{ id: string }> }).images[0]!.id;
}
