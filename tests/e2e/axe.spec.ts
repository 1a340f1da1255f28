import { axeViolations } from "./axe-scan";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { ADMIN_PATHS, ADMIN_SCREENS } from "../helpers/admin-screens";
import { smallControls } from "./small-controls";

/**
 * Every admin screen passes the current axe-core (WCAG 2.1 A and AA, plus best practices) with no
 * rule turned off and nothing left out (decision 0039), at 390 and 1280 px, and fits a 320 px phone
 * without sideways scrolling. The page editor's live preview frame is checked with it, and the
 * editor again with every block unfolded. On the same visit at 390 px, every control of each owner
 * screen is at least 44 × 44 px (small-controls.ts), and Images and SEO are lists, not every item
 * at once.
 */
// Every owner screen, plus the About page in the editor, the blank new-page form and the spam folder.
const ADMIN = [
  ...ADMIN_PATHS,
  "/admin/content/page?path=%2Fabout",
  "/admin/content/page?path=%2Fes%2Fservice-adu",
  "/admin/content/new",
  "/admin/messages?view=spam",
];

let ip = 0;
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    test(`every admin screen passes axe${width === 390 ? ", and every control on it is at least 44 × 44 px" : ""}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, undefined, undefined, `10.91.${width % 250}.${++ip}`);
      const found: string[] = [];
      const small: string[] = [];
      const heights: Record<string, number> = {};
      for (const path of ADMIN) {
        await page.goto(path);
        const screen = ADMIN_SCREENS.find(([, p]) => p === path)?.[0];
        if (width === 390 && screen) {
          await expect(page.locator("#tab-heading")).toBeVisible();
          for (const c of await smallControls(page)) small.push(`${screen}: ${c}`);
          // Height per item listed: other specs add pictures and pages to this shared site meanwhile.
          const items = screen === "Images" ? page.getByTestId("image-card") : screen === "SEO" ? page.getByRole("link", { name: /^Edit / }) : null;
          if (items) {
            heights[screen] = (await page.evaluate(() => document.documentElement.scrollHeight)) / (await items.count());
            console.log(`${screen}: ${Math.round(heights[screen])} px an item`);
          }
        }
        found.push(...(await axeViolations(page)).map((v) => `${path} ${v}`));
        const expand = page.getByRole("button", { name: "Expand all" });
        if (await expand.isVisible()) {
          await expand.click();
          found.push(...(await axeViolations(page)).map((v) => `${path} (every block unfolded) ${v}`));
        }
      }
      expect(found).toEqual([]);
      if (width !== 390) return;
      expect(small, `controls under 44 × 44 px:\n${small.join("\n")}`).toEqual([]);
      // Images (25,379 px tall on this phone before, 55 pictures: 461 px each) and SEO (16,772 px,
      // 41 pages: 409 px each) are lists that open one item at a time (99 and 164 px each, measured 2026-11-29).
      expect(heights.Images).toBeLessThan(250);
      expect(heights.SEO).toBeLessThan(280);
    });
  });
}

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test("every admin screen fits without sideways scrolling", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, undefined, undefined, "10.91.32.1");
    for (const path of ADMIN) {
      await page.goto(path);
      const { overflow, wide } = await page.evaluate(() => {
        // What sticks out, named, so a failure says where to look.
        const wide: string[] = [];
        for (const el of document.querySelectorAll("body *")) {
          const r = el.getBoundingClientRect();
          const inside = [...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5);
          if (r.width > 0 && r.right > window.innerWidth + 0.5 && !inside) wide.push(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
        }
        return { overflow: document.documentElement.scrollWidth - window.innerWidth, wide };
      });
      expect(overflow, `${path}: ${wide.join(", ")}`).toBeLessThanOrEqual(0);
    }
  });
});
