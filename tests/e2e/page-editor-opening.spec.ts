import { expect, test, type Page } from "./fixtures";
import { atLaptopAndPhone, signInAt } from "./helpers";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * Which block the page editor opens (issue #43): the picked one, else the one the owner last
 * opened on that page in this browser, else the first; without JavaScript the picked or the first.
 * Read-only: it opens and folds blocks but saves nothing.
 */
let ip = 0;
const openFolds = (page: Page) =>
  page.locator("details[data-editor-block]").evaluateAll((all: HTMLDetailsElement[]) => all.filter((d) => d.open).map((d) => d.id));
const blockIds = (page: Page) => page.locator("details[data-editor-block]").evaluateAll((all) => all.map((d) => d.id));

atLaptopAndPhone((width) => {
  test("the editor opens the first block, then the one last opened on that page, unless a block was picked; Expand all stays", async ({ page }) => {
    await signInAt(page, `10.44.${width % 250}.${++ip}`, "/admin/content/page?path=%2Fabout");
    const ids = await blockIds(page);
    expect(ids.length).toBeGreaterThan(3);
    expect(await openFolds(page)).toEqual([ids[0]]);

    // The owner opens the third block by its line, then comes back later.
    const third = page.locator(`#${ids[2]}`);
    await third.locator("summary").click();
    await expect(third).toHaveAttribute("open", "");
    await page.goto("/admin/content/page?path=%2Fabout");
    await expect(third).toHaveAttribute("open", "");
    await expect.poll(() => openFolds(page)).toEqual([ids[2]]);
    await expect(third.locator("summary")).toBeInViewport();

    // Another page keeps its own: its first block.
    await page.goto("/admin/content/page?path=%2Fcontact");
    const contact = await blockIds(page);
    expect(await openFolds(page)).toEqual([contact[0]]);

    // A block picked on the visitor's page (or the checklist) wins over the memory.
    const pickedId = ids[1]!.replace(/^block-/, "");
    await page.goto(`/admin/content/page?path=%2Fabout&block=${pickedId}`);
    expect(await openFolds(page)).toEqual([ids[1]]);

    // Expand all still opens every block, and does not change what is remembered.
    await page.getByRole("button", { name: "Expand all" }).click();
    expect((await openFolds(page)).length).toBe(ids.length);
    await page.goto("/admin/content/page?path=%2Fabout");
    await expect.poll(() => openFolds(page)).toEqual([ids[2]]);
  });

  test("without JavaScript the first block is open, or the picked one", async ({ browser }) => {
    const ctx = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `10.45.${width % 250}.${++ip}` },
    });
    const page = await ctx.newPage();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/content$/);
    await page.goto("/admin/content/page?path=%2Fabout");
    const ids = await blockIds(page);
    expect(await openFolds(page)).toEqual([ids[0]]);
    await page.goto(`/admin/content/page?path=%2Fabout&block=${ids[2]!.replace(/^block-/, "")}`);
    expect(await openFolds(page)).toEqual([ids[2]]);
    await ctx.close();
  });
});
