import { expect, test } from "./fixtures";
import { signInFrom, watchConsole } from "./helpers";

// The admin's own frame (issue 18): no marketing header or footer, the tab bar fits a 320 px
// phone, the assistant folded on a phone, and every page named as the owner knows it.
const signInAs = signInFrom("10.78");

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test("the tab bar fits, targets are 44 px, and the assistant is folded until tapped", async ({ page }) => {
    await signInAs(page);
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    // One navigation (decision 0037): the spec's four tabs first, then the other screens, all on the screen.
    // (Read once drawn: the first page a cold server draws can take a moment.)
    await expect(tabs.getByRole("link").nth(3)).toBeVisible();
    expect((await tabs.getByRole("link").allInnerTexts()).slice(0, 4)).toEqual(["Content", "Images", "SEO", "Settings"]);
    const fits = await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    for (const box of await Promise.all((await tabs.getByRole("link").all()).map((l) => l.boundingBox()))) expect(box!.height).toBeGreaterThanOrEqual(44);
    const input = page.getByLabel("Message the assistant");
    await expect(input).toBeHidden();
    await page.getByText("Assistant", { exact: true }).click();
    await expect(input).toBeVisible();
    await expect(page.getByTestId("assistant-greeting")).toContainText("Dave");
  });
});

test("the admin has no marketing header or footer, and SEO names pages as the owner knows them", async ({ page }) => {
  await signInAs(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View site" })).toBeVisible();
  await page.goto("/admin/seo");
  await expect(page.getByRole("heading", { name: "Services › ADUs", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Blog › Is an ADU Right for Your Chelan Property?", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Service Adu" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the admin's scripts wait until its stylesheet has arrived and the page has painted, then take over without errors", async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await signInAs(page);
    for (const path of ["/admin/dashboard", "/admin/content"]) {
      await page.goto(path);
      // The paint is an event of its own, which a loaded machine can record after the load event.
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          painted: performance.getEntriesByName("first-contentful-paint").length,
          css: resources.find((e) => e.name.endsWith(".css"))?.responseEnd ?? Infinity,
          scripts: resources.filter((e) => e.name.endsWith(".js")).map((e) => e.startTime),
        };
      });
      expect(timing.painted, path).toBe(1);
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      // On a slow line the scripts no longer share it with the stylesheet the first paint waits for.
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.css);
    }
    // The scripts run: the Images tab opens without a page load, and the assistant unfolds.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Images" }).click();
    await expect(page).toHaveURL(/\/admin\/images/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    consoleErrors.expectClean();
  });
});
