import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

/**
 * Every admin screen passes axe (WCAG 2.1 A and AA, plus best practices) at 390 and 1280 px, and
 * fits a 320 px phone without sideways scrolling (issue 21). The page editor's live preview is a
 * visitor's page in a frame: those pages are checked on their own, by Lighthouse and this spec.
 */
const ADMIN = [
  "/admin",
  "/admin/content",
  "/admin/content/page?path=%2F",
  "/admin/images",
  "/admin/seo",
  "/admin/settings",
  "/admin/settings/business",
  "/admin/settings/brand",
  "/admin/settings/services",
  "/admin/settings/home-sections",
  "/admin/settings/leads",
  "/admin/settings/data",
  "/admin/messages",
  "/admin/messages?view=spam",
  "/admin/projects",
  "/admin/staff",
  "/admin/activity",
  "/admin/account",
  "/admin/analytics",
];

async function violations(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).exclude("iframe").analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

let ip = 0;
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test("every admin screen passes axe", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, undefined, undefined, `10.91.${width % 250}.${++ip}`);
      for (const path of ADMIN) {
        await page.goto(path);
        expect(await violations(page), path).toEqual([]);
      }
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
