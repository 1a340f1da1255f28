import { describe, expect, it } from "vitest";
import { FIND_MAX, ITEMS_PER_PAGE, pageOfItems, readItemQuery } from "../../app/admin/item-pages";

const items = Array.from({ length: 60 }, (_, n) => ({
  id: `i${n}`,
  title: n === 42 ? "Dock ladder" : `Block ${n}`,
  page_path: n % 2 ? "/about" : "/service-adu",
  section_id: `s${n}`,
  content: n === 7 ? "<p>Pull the <strong>ladder</strong> before the drawdown.</p>" : "<p>Words.</p>",
}));
const q = (s: string) => readItemQuery(new URLSearchParams(s));

describe("All items, a page at a time", () => {
  it("shows the newest first, 25 to a page, and clamps a page past the end", () => {
    const first = pageOfItems(items, q(""));
    expect(first.shown.map((i) => i.id)).toEqual(items.slice(0, ITEMS_PER_PAGE).map((i) => i.id));
    expect(first).toMatchObject({ page: 1, pages: 3, total: 60, first: 1 });
    expect(pageOfItems(items, q("page=3")).shown.map((i) => i.id)).toEqual(items.slice(50).map((i) => i.id));
    expect(pageOfItems(items, q("page=99")).page).toBe(3);
    expect(pageOfItems(items, q("page=-2")).page).toBe(1);
    expect(pageOfItems(items, q("page=abc")).page).toBe(1);
  });

  it("opens the page holding the item being edited or just saved", () => {
    expect(pageOfItems(items, q("edit=i42")).page).toBe(2);
    expect(pageOfItems(items, q("around=i55&page=1")).page).toBe(3);
    expect(pageOfItems(items, q("around=gone")).page).toBe(1);
  });

  it("finds by title, page, section or the words without their markup, in any case", () => {
    expect(pageOfItems(items, q("find=LADDER")).shown.map((i) => i.id)).toEqual(["i7", "i42"]);
    expect(pageOfItems(items, q("find=strong")).total).toBe(0);
    expect(pageOfItems(items, q("find=/about")).total).toBe(30);
    expect(pageOfItems(items, q("find=s59")).shown.map((i) => i.id)).toEqual(["i59"]);
  });

  it("reads at most 100 characters of a search", () => {
    expect(q(`find=${"a".repeat(5000)}`).find).toHaveLength(FIND_MAX);
  });
});
