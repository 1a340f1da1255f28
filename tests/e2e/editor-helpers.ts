import { expect, type Browser, type Page } from "./fixtures";

/** A block of the page editor by the name on its fold (decision 0039). */
export const editorBlock = (page: Page, label: string) =>
  page
    .locator("details[data-editor-block]")
    .filter({ has: page.locator("summary > span:first-of-type", { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }) });

/** Opens a folded block as the owner would, by a tap on its line, and returns its fields. */
export async function openEditorBlock(page: Page, label: string) {
  const fold = editorBlock(page, label);
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.locator("summary").click();
  return fold.getByRole("group", { name: label, exact: true });
}

/** Publish now: every change on the page goes live together. */
export async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(/is published: visitors see the changes now/).first()).toBeVisible();
}

/**
 * A page as a visitor without JavaScript gets it once the page cache has caught up: a publish marks
 * the pages it meets stale and renders them again in the background (server/page-cache.ts), so a
 * visitor right after it may get the copy from before (`X-Page-Cache: stale`). This waits for that.
 */
export async function visitorHtml(browser: Browser, path: string) {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  try {
    const p = await ctx.newPage();
    await expect
      .poll(async () => (await p.goto(path))?.headers()["x-page-cache"], { message: `${path} rendered again after the change`, timeout: 15_000 })
      .not.toBe("stale");
    return { html: await p.content(), main: await p.locator("main").innerText() };
  } finally {
    await ctx.close();
  }
}
