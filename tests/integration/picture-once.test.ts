import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { postForm, serverAndOwner } from "../helpers/http";
import { type TestServer } from "../helpers/server";

// Each picture once per page (issue 48): every public page the sitemap lists, read as a visitor's
// browser gets it, shows no stored image in two places. One stored image at any width or format
// (/img/u/<key>/640.jpg and /img/u/<key>/800.webp) counts as one picture.
let s: TestServer;
let cookie: string;
const SITE = "https://www.lakesideridge.example";
beforeAll(async () => ({ s, cookie } = await serverAndOwner({ env: { SITE_URL: SITE } })));
afterAll(() => s?.stop());

/** The stored image an <img> draws: its address without the width and format. */
const pictureOf = (src: string) => src.replace(/\/\d+\.(avif|webp|jpg|png)$/, "");

/** Every picture drawn in a page's body: one per <img> (a <picture>'s sources are the same picture). */
function picturesIn(html: string) {
  const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? "";
  return [...body.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => pictureOf(m[1]!.replace(/&amp;/g, "&")));
}

const twice = (pictures: string[]) => [...new Set(pictures.filter((p, i) => pictures.indexOf(p) !== i))];

describe("each picture once per page", () => {
  it("counts one stored image at two widths or formats as one picture (the check can fail)", () => {
    const html = `<body><img src="/img/u/a/b.png/640.jpg"><picture><source srcset="x"><img src="/img/u/a/b.png/800.webp"></picture><img src="/img/b/heroes/lake/1600.jpg"></body>`;
    expect(twice(picturesIn(html))).toEqual(["/img/u/a/b.png"]);
  });

  /** Every page the sitemap lists, with the pictures it shows more than once. */
  async function repeatsOnEveryPage() {
    const xml = await (await fetch(`${s.url}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length) || "/");
    expect(paths).toEqual(expect.arrayContaining(["/", "/gallery", "/areas", "/permits"]));
    const found: Record<string, string[]> = {};
    let drawn = 0;
    for (const path of paths) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.status, path).toBe(200);
      const pictures = picturesIn(await res.text());
      drawn += pictures.length;
      const repeated = twice(pictures);
      if (repeated.length) found[path] = repeated;
    }
    // The pages do draw pictures (the check is not vacuous).
    expect(drawn).toBeGreaterThan(paths.length);
    return { found, paths };
  }

  it("no public page shows the same picture twice", async () => {
    expect((await repeatsOnEveryPage()).found).toEqual({});
  });

  it("nor once a project with photos is published (its card's cover is not in the gallery again)", async () => {
    const post = (fields: Record<string, string>) => postForm(s, "/admin/projects", fields, { cookie });
    const project = {
      intent: "project-save",
      title: "Boathouse on Lakeshore Road",
      town: "Chelan",
      service_key: "remodels",
      year: "2025",
      summary: "A boathouse rebuilt on its old piers, with a deck above the water.",
      story: "<p>The piers were sound; everything above them was new.</p>",
    };
    const id = new URL((await post(project)).headers.get("location")!, s.url).searchParams.get("edit")!;
    const body = new FormData();
    body.append("role", "photo");
    body.append("pair", "");
    for (const [i, r] of [30, 120, 220].entries()) {
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 90, b: 60 } } })
        .jpeg()
        .toBuffer();
      body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `boathouse-${i}.jpg`);
    }
    const up = await fetch(`${s.url}/admin/projects/photos?id=${id}`, { method: "POST", headers: { cookie, Origin: s.url }, body, redirect: "manual" });
    expect(up.status).toBe(302);
    expect((await post({ ...project, id, is_published: "on" })).status).toBe(302);
    const { found, paths } = await repeatsOnEveryPage();
    expect(paths).toContain("/projects/boathouse-on-lakeshore-road-chelan");
    expect(found).toEqual({});
    // The project's other photos are in the gallery, its cover on its card.
    const gallery = await (await fetch(`${s.url}/gallery`)).text();
    expect(gallery).toContain('href="/projects/boathouse-on-lakeshore-road-chelan"');
    expect(gallery.match(/data-id="project-photo-/g)?.length).toBe(2);
  });

  it("the gallery's grid leaves out the carousel's pictures on every filter and every 'Show more'", async () => {
    for (const q of ["", "?filter=remodel", "?filter=adu", "?show=18", "?filter=new-construction&show=18"]) {
      const html = await (await fetch(`${s.url}/gallery${q}`)).text();
      const carousel = [...html.matchAll(/data-carousel-cell[^>]*data-image="([^"]+)"|data-testid="carousel-cell"[\s\S]*?data-image="([^"]+)"/g)].map(
        (m) => m[1] ?? m[2]!,
      );
      const grid = /data-testid="gallery-grid"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
      const gridImages = [...grid.matchAll(/data-image="([^"]+)"/g)].map((m) => m[1]!);
      expect(carousel.length, q).toBeGreaterThan(0);
      expect(gridImages.length, q).toBeGreaterThan(0);
      expect(
        gridImages.filter((g) => carousel.includes(g)),
        q,
      ).toEqual([]);
    }
  });
});
