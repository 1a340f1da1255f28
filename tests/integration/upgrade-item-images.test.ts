import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { databaseAt } from "../helpers/db";
import { oldItem } from "../helpers/upgrade";
import { startServer, type TestServer } from "../helpers/server";

// Decision 0034's upgrade (migration 016): a database at the previous main's schema (015) whose
// picture slots name their library picture by URL inside <img> markup, as the All items form's
// Add Image button wrote them, opened by this version.
const PREVIOUS_MAIN = "2026-11-25-015-analytics";
let s: TestServer;
const ids = { porch: randomUUID(), deck: randomUUID(), homeHero: randomUUID(), articleHero: randomUUID(), gone: randomUUID(), prose: randomUUID() };

const item = (over: Record<string, unknown>) =>
  oldItem({ type: "image", created_at: "2026-11-25T18:00:00.000Z", updated_at: "2026-11-25T18:00:00.000Z", draft: null, draft_at: null, ...over });
const image = (id: string, file: string) => ({
  id,
  filename: file,
  original_filename: file,
  file_path: `uploads/${file}`,
  file_size: 1000,
  mime_type: "image/jpeg",
  alt_text: null,
  page_path: null,
  width: 1600,
  height: 900,
  category: null,
  caption: null,
  sort_order: 0,
  created_at: "2026-11-25T17:00:00.000Z",
});

beforeAll(async () => {
  const { databaseUrl, dataDir, old } = await databaseAt(PREVIOUS_MAIN);
  await old.db
    .insertInto("images")
    .values([image(ids.porch, "porch.jpg"), image(ids.deck, "deck.jpg")] as never)
    .execute();
  await old.db
    .insertInto("content_items")
    .values([
      // What the Add Image button inserted: the stored file's URL, with the picture's alt text.
      item({
        id: ids.homeHero,
        page_path: "/",
        section_id: "hero-image",
        content: '<img src="/files/cms-images/uploads/porch.jpg" alt="Our porch at dusk" style="max-width: 100%; margin: 1rem" />',
      }),
      // A variant URL pasted from the site, with its origin.
      item({
        id: ids.articleHero,
        page_path: "/blog/adu-right-for-property",
        section_id: "hero-image",
        content: '<img src="https://www.lakesideridge.example/img/u/uploads/deck.jpg/800.jpg" alt="">',
      }),
      // A picture deleted from the library since: nothing to point at, the words are kept.
      item({ id: ids.gone, page_path: "/about", section_id: "hero-image", content: '<img src="/files/cms-images/uploads/lost.jpg" alt="Lost">' }),
      // Rich text with a picture inside is prose, not a picture slot: only a picture slot's own markup is replaced.
      item({
        id: ids.prose,
        type: "page",
        page_path: "/about",
        section_id: "story",
        content: '<p>Our first job.</p><img src="/files/cms-images/uploads/porch.jpg" alt="">',
      }),
    ] as never)
    .execute();
  await old.close();
  s = await startServer({ databaseUrl, dataDir });
});
afterAll(() => s?.stop());

const row = (id: string) => s.services.db.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("upgrade to picture slots by image id (016)", () => {
  it("points each old picture item at its library picture, keeps its alt text, and the page shows it", async () => {
    const hero = await row(ids.homeHero);
    expect(hero.image_id).toBe(ids.porch);
    expect(hero.content).toBeNull();
    expect(hero.title).toBe("Our porch at dusk");
    const article = await row(ids.articleHero);
    expect(article.image_id).toBe(ids.deck);
    const home = await (await fetch(`${s.url}/`)).text();
    expect(home).toMatch(/src="\/img\/u\/uploads\/porch\.jpg\/\d+\.jpg"/);
    expect(home).toContain('alt="Our porch at dusk"');
    expect(await (await fetch(`${s.url}/blog/adu-right-for-property`)).text()).toContain("/img/u/uploads/deck.jpg/");
  });

  it("keeps what it cannot resolve, and that page still shows its drawing", async () => {
    const gone = await row(ids.gone);
    expect(gone.image_id).toBeNull();
    expect(gone.content).toContain("lost.jpg");
    const about = await fetch(`${s.url}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toMatch(/src="\/img\/b\/heroes\/about\//);
    const prose = await row(ids.prose);
    expect(prose.content).toContain("<p>Our first job.</p>");
    expect(prose.image_id).toBeNull();
  });
});
