import { describe, expect, it } from "vitest";
import { BLOCK_LIMITS } from "../../app/content/sections";
import { serverWithOwner, visitor } from "../helpers/http";

// Each block is checked by its own declared limit and nothing lower (issue 43): every kind is saved
// at exactly its limit and one character over, through the page editor and through All items, and
// what was saved is read back on the visitor's page.
const t = serverWithOwner();

/** Words of exactly `n` characters, starting with `seed` so the page can be searched for them. */
const words = (seed: string, n: number) => (seed + " " + "lake shore ".repeat(Math.ceil(n / 11))).slice(0, n).replace(/ $/, "x");
/** The notice an admin answer carries (its description). */
const notice = (html: string) => (/"description\\?",\\?"([^"\\]*)/.exec(html)?.[1] ?? html.slice(0, 300)).replace(/&#x27;|\\u0027/g, "'");

async function itemOf(path: string, section: string) {
  return t.s.services.db.selectFrom("content_items").selectAll().where("page_path", "=", path).where("section_id", "=", section).executeTakeFirstOrThrow();
}

const itemsSave = (id: string, title: string, content: string) =>
  t.owner.post("/admin/content", { intent: "content-update", id, title, content, is_published: "on" });

/** One block kind: how the page editor and All items send a value of `n` characters, and what the visitor then reads. */
interface Case {
  name: string;
  path: string;
  section: string;
  limit: number;
  message: string;
  editor: (v: string) => Record<string, string>;
  /** The All items form's title and content for the value. */
  items: (v: string, before: { title: string | null; content: string | null }) => [string, string];
  /** What the visitor's page shows of it (a part is enough for long values). */
  shown: (v: string) => string;
}

/** A block of one value on /about: the page editor sends it as the block, All items as the item's title. */
const single = (name: string, section: string, limit: number, message: string): Case => ({
  name,
  path: "/about",
  section,
  limit,
  message,
  editor: (v) => ({ [`present:${section}`]: "1", [`block:${section}`]: v }),
  items: (v, b) => [v, b.content ?? ""],
  shown: (v) => v,
});

const cases: Case[] = [
  single("a heading (text)", "story-heading", BLOCK_LIMITS.text, "Story heading is too long (200 characters at most)."),
  single("a paragraph (the hero's subheading)", "hero-subtitle", BLOCK_LIMITS.paragraph, "Subheading is too long (1,000 characters at most)."),
  {
    // Rich text is the item's content, and the page shows a part of it.
    ...single("rich text", "story", BLOCK_LIMITS.rich, "Our story is too long (100,000 characters at most)."),
    items: (v, b) => [b.title ?? "", v],
    shown: (v) => v.slice(3, 2003),
  },
  {
    name: "a button's label (link)",
    path: "/about",
    section: "cta-button",
    limit: 60,
    message: "Closing button is too long (60 characters at most).",
    editor: (v) => ({ "present:cta-button": "1", "block:cta-button:label": v, "block:cta-button:href": "/contact" }),
    items: (v) => [v, "/contact"],
    shown: (v) => v,
  },
  {
    name: "a list entry",
    path: "/service-foundations",
    section: "capabilities",
    limit: BLOCK_LIMITS.entry,
    message: "An entry of What we do is too long (1,000 characters at most).",
    editor: (v) => ({ "present:capabilities": "1", "block:capabilities:0": v, "block:capabilities:1": "Footings and stem walls" }),
    items: (v) => ["What we do", JSON.stringify([v, "Footings and stem walls"])],
    shown: (v) => v,
  },
  {
    name: "a card's text (items)",
    path: "/about",
    section: "values",
    limit: BLOCK_LIMITS.entry,
    message: "An entry of Values is too long (1,000 characters at most).",
    editor: (v) => ({ "present:values": "1", "block:values:0:title": "Honesty", "block:values:0:text": v }),
    items: (v) => ["Values", JSON.stringify([{ title: "Honesty", text: v }])],
    shown: (v) => v,
  },
  {
    name: "a card's heading (items)",
    path: "/about",
    section: "why",
    limit: BLOCK_LIMITS.text,
    message: "A card's heading in What to expect is too long (200 characters at most).",
    editor: (v) => ({ "present:why": "1", "block:why:0:title": v, "block:why:0:text": "Local crews." }),
    items: (v) => ["What to expect", JSON.stringify([{ title: v, text: "Local crews." }])],
    shown: (v) => v,
  },
];

/** A value of exactly `n` characters for the case (rich text is HTML: a paragraph around words). */
const valueOf = (c: Case, seed: string, n: number) => (c.section === "story" ? `<p>${words(seed, n - 7)}</p>` : words(seed, n));

describe("every block at its own limit", () => {
  for (const c of cases) {
    it(`${c.name}: ${c.limit.toLocaleString("en-US")} characters save and show through both screens; one more is refused and nothing is saved`, async () => {
      // The page editor, at the limit.
      const atEditor = valueOf(c, `Editor${c.section}`, c.limit);
      expect(atEditor).toHaveLength(c.limit);
      const r1 = await t.owner.savePage(c.path, c.editor(atEditor));
      expect(r1.status, notice(await r1.clone().text())).toBe(302);
      expect(await visitor(t.s).text(c.path)).toContain(c.shown(atEditor));

      // One over is refused with the block's own words, and the saved value stays.
      const r2 = await t.owner.savePage(c.path, c.editor(valueOf(c, `Over${c.section}`, c.limit + 1)));
      expect(r2.status).toBe(400);
      expect(notice(await r2.text())).toContain(c.message);
      expect(await visitor(t.s).text(c.path)).toContain(c.shown(atEditor));

      // All items, at the limit and one over.
      const before = await itemOf(c.path, c.section);
      const atItems = valueOf(c, `Items${c.section}`, c.limit);
      const r3 = await itemsSave(before.id, ...c.items(atItems, before));
      expect(r3.status, notice(await r3.clone().text())).toBe(302);
      expect(await visitor(t.s).text(c.path)).toContain(c.shown(atItems));
      const saved = await itemOf(c.path, c.section);
      const r4 = await itemsSave(before.id, ...c.items(valueOf(c, `Over${c.section}`, c.limit + 1), saved));
      expect(r4.status).toBe(400);
      expect(await visitor(t.s).text(c.path)).toContain(c.shown(atItems));
      expect(await itemOf(c.path, c.section)).toMatchObject({ title: saved.title, content: saved.content });
    });
  }

  it("a 300-character subheading on the home page saves and shows", async () => {
    const sub = words("Three hundred", 300);
    const r = await t.owner.savePage("/", { "present:hero-subtitle": "1", "block:hero-subtitle": sub });
    expect(r.status).toBe(302);
    expect(await visitor(t.s).text("/")).toContain(sub);
  });
});
