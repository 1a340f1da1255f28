import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DETAIL_FIELDS, fieldMax } from "~/content/item-fields";
import type { ContentItemView } from "~/content/types";
import { ItemDetails, detailValues } from "./ItemDetails";

// One source per field (decision 0047): the All items form's details and their starting values come
// from the field list, so a detail column added there is shown, sent and kept, with no second list to edit.
describe("All items: a post's and a service page's details", () => {
  const item = Object.fromEntries(DETAIL_FIELDS.map((k) => [k, `stored ${k}`])) as unknown as ContentItemView;

  it("start from every detail of the field list, as stored", () => {
    expect(Object.keys(detailValues(item)).sort()).toEqual([...DETAIL_FIELDS].sort());
    for (const k of DETAIL_FIELDS) expect(detailValues(item)[k]).toBe(`stored ${k}`);
    expect(detailValues(null)).toEqual(Object.fromEntries(DETAIL_FIELDS.map((k) => [k, ""])));
  });

  for (const kind of ["post", "service"] as const) {
    it(`send every detail of the field list (${kind}), each held to its column's limit`, () => {
      const html = renderToStaticMarkup(<ItemDetails idPrefix="x" kind={kind} values={detailValues(item)} pictures={[]} errors={null} />);
      for (const k of DETAIL_FIELDS) {
        if (k === "category" && kind === "service") continue; // a service page has no blog category
        if (k === "cta_label" && kind === "post") continue; // nor a post a button
        expect(html, k).toMatch(new RegExp(`name="${k}"`));
        const tag = new RegExp(`<(?:input|textarea)[^>]*name="${k}"[^>]*>`).exec(html)?.[0];
        if (tag) expect(tag, k).toContain(`maxLength="${fieldMax(k)}"`);
      }
    });
  }
});
