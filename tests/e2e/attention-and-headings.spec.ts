import { expect, test } from "./fixtures";
import { atLaptopAndPhone, signInAt } from "./helpers";

/**
 * The dashboard's one attention summary and the SEO tab's heading counts (decision 0038), as the
 * owner sees them on a laptop and a phone. Read-only: it runs on the shared site.
 */
let ip = 0;
atLaptopAndPhone((width) => {
  test("the dashboard's summary counts the launch items still to fix and leads to the checklist", async ({ page }) => {
    await signInAt(page, `10.38.${width % 250}.${++ip}`, "/admin/dashboard");
    const summary = page.getByTestId("attention-summary");
    const todo = await page
      .getByTestId("site-health")
      .locator("[data-check]")
      .evaluateAll((els) => els.filter((e) => !e.closest("details")).length);
    expect(todo).toBeGreaterThan(0);
    await expect(summary).not.toContainText("Nothing needs your attention");
    await expect(summary).toContainText(`${todo} launch item${todo === 1 ? "" : "s"} still to fix`);
    await page.getByRole("link", { name: "See the launch checklist" }).click();
    await expect(page).toHaveURL(/#health-heading$/);
    await expect(page.getByRole("heading", { name: "Ready to launch?" })).toBeInViewport();
  });

  test("the SEO tab counts each page's real headings", async ({ page }) => {
    await signInAt(page, `10.39.${width % 250}.${++ip}`, "/admin/seo");
    const counts = await page.getByTestId("heading-counts").allTextContents();
    expect(counts.length).toBeGreaterThan(10);
    // Not "0 H2 · 0 H3" everywhere: the pages' sections have headings.
    expect(counts.filter((c) => c !== "0 H2 · 0 H3").length).toBeGreaterThan(counts.length / 2);
    const home = page.getByTestId("seo-row").filter({ has: page.getByRole("heading", { name: "Home", exact: true }) });
    const [, h2] = /(\d+) H2/.exec((await home.getByTestId("heading-counts").first().textContent()) ?? "") ?? [];
    // The home page as a visitor gets it, counted here the same way.
    await page.goto("/");
    expect(await page.locator("main h2").count()).toBe(Number(h2));
  });
});
