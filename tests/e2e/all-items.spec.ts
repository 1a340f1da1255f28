import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

// All items a page at a time, with a search (issue 48): on a phone the list was every block of every
// page on one screen, about 123 phone screens long. Now 25 items a page, newest first.
let ip = 0;
const signInAs = (page: Page) => signIn(page, undefined, undefined, `10.81.${Math.floor(++ip / 200)}.${ip % 200}`);
const screens = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);

for (const js of [true, false]) {
  test.describe(`at 390 px, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

    test("All items is a few screens long, pages older items, and finds an item by its page or words", async ({ page }) => {
      await signInAs(page);
      await page.goto("/admin/content?view=items");
      const rows = page.getByTestId("content-item");
      await expect(rows).toHaveCount(25);
      const count = page.getByRole("navigation", { name: "Pages of content items" });
      const total = Number(/of (\d+)/.exec((await count.textContent()) ?? "")?.[1]);
      expect(total).toBeGreaterThan(100);
      await expect(count).toContainText(`Items 1–25 of ${total}`);
      // Was about 123 screens; 6.5 measured with 25 items.
      expect(await screens(page)).toBeLessThanOrEqual(8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The newest item, by its id: many items share a title ("Main text"), so a title tells nothing.
      const newest = page.locator(`#${await rows.first().getAttribute("id")}`);
      await expect(newest).toHaveCount(1);
      // Other specs add items on this shared site meanwhile: the total may have grown.
      await page.getByRole("link", { name: "Show older items" }).click();
      await expect(count).toContainText(/Items 26–50 of \d+/);
      await expect(rows).toHaveCount(25);
      await expect(newest).toHaveCount(0);
      await page.getByRole("link", { name: "Show newer items" }).click();
      await expect(count).toContainText(/Items 1–25 of \d+/);

      // By page: every row found is on the design-build page.
      await page.getByRole("searchbox", { name: "Search items" }).fill("/service-design-build");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(count).toContainText("matching “/service-design-build”");
      const found = await rows.allTextContents();
      expect(found.length).toBeGreaterThan(3);
      for (const row of found) expect(row).toContain("/service-design-build →");
      // By words, whatever the case, inside the stored text's markup.
      await page.getByRole("searchbox", { name: "Search items" }).fill("ORCHARD");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(count).toContainText("matching “ORCHARD”");
      expect(await rows.count()).toBeGreaterThan(0);
      // Nothing matches: said so, and one link back to everything.
      await page.getByRole("searchbox", { name: "Search items" }).fill("no such words anywhere qq");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(count).toContainText("No item matches “no such words anywhere qq”.");
      await expect(rows).toHaveCount(0);
      await page.getByRole("link", { name: "Show all items" }).click();
      await expect(rows).toHaveCount(25);
    });
  });
}
