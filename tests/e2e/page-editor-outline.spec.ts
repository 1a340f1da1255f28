import { expect, test, type Browser, type Page } from "./fixtures";
import { ownSite, signIn, watchConsole } from "./helpers";
import sharp from "sharp";
import { editorBlock as fold, openEditorBlock } from "./editor-helpers";

// The page editor's outline and folding (decision 0039), at a desktop and a phone width. On a site
// of its own: it publishes the About page, which page-editor.spec.ts publishes too, and each
// checks what visitors see after its own publish. Each test still puts back what it changed.
const own = ownSite("page-editor-outline");

let ip = 0;
const signInAs = (page: Page) => signIn(page, undefined, undefined, `10.78.${Math.floor(++ip / 200)}.${ip % 200}`, own.url);

const isOpen = (page: Page, label: string) => fold(page, label).evaluate((d: HTMLDetailsElement) => d.open);
const openFolds = (page: Page) =>
  page.locator("details[data-editor-block]").evaluateAll((all: HTMLDetailsElement[]) => all.filter((d) => d.open).map((d) => d.id));

async function visitorMain(browser: Browser, path: string) {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto(path);
  const main = await p.locator("main").innerText();
  await ctx.close();
  return main;
}

/** Where the first field of the form sits, and the save bar's height and rows. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form[aria-label^="Edit"]')!;
    const field = form.querySelector<HTMLElement>("details input:not([type=hidden]), details textarea, details [contenteditable=true]")!;
    const bar = document.querySelector<HTMLElement>("[data-save-bar]")!;
    // The bar's controls on one row: their vertical middles within a few pixels of each other.
    const middles = [...bar.querySelectorAll<HTMLElement>("button[name=mode], summary")]
      .filter((b) => b.checkVisibility())
      .map((b) => b.getBoundingClientRect().top + b.getBoundingClientRect().height / 2);
    const rows = Math.max(...middles) - Math.min(...middles) < 4 ? 1 : 2;
    return {
      fieldTop: field.getBoundingClientRect().top,
      fieldBottom: field.getBoundingClientRect().bottom,
      barTop: bar.getBoundingClientRect().top,
      barHeight: bar.getBoundingClientRect().height,
      barRows: rows,
    };
  });

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test("the first field is on the first screen above a one-row save bar; the outline opens a block and folds the rest", async ({ page }) => {
      const con = watchConsole(page);
      await signInAs(page);
      await page.goto(`${own.url}/admin/content/page?path=%2Fcontact`);
      const at = await layout(page);
      console.log(`${width}×${height}: first field top ${Math.round(at.fieldTop)} px, save bar ${Math.round(at.barHeight)} px in ${at.barRows} row(s)`);
      expect(at.fieldTop).toBeGreaterThan(0);
      // Wholly visible: above the sticky save bar, on the first screen.
      expect(at.fieldBottom).toBeLessThanOrEqual(at.barTop);
      expect(at.barRows).toBe(1);
      expect(at.barHeight).toBeLessThan(72);

      // Folded except the block being edited (the first).
      expect(await openFolds(page)).toEqual(["block-hero-title"]);
      // The outline names every block in plain words and jumps to one.
      const outline = page.getByRole("navigation", { name: "Blocks on this page" });
      await outline.getByText(/^Blocks on this page \(\d+\)$/).click();
      await expect(outline.getByRole("link", { name: "Map caption", exact: true })).toBeVisible();
      await outline.getByRole("link", { name: "Closing tagline", exact: true }).click();
      expect(await openFolds(page)).toEqual(["block-tagline"]);
      await expect(page.getByRole("textbox", { name: "Closing tagline" })).toBeFocused();
      await expect(page.getByRole("textbox", { name: "Closing tagline" })).toBeInViewport();

      // Expand all, Collapse all.
      await page.getByRole("button", { name: "Expand all" }).click();
      const total = await page.locator("details[data-editor-block]").count();
      expect((await openFolds(page)).length).toBe(total);
      await page.getByRole("button", { name: "Collapse all" }).click();
      expect(await openFolds(page)).toEqual([]);
      // A folded block says what it holds.
      await expect(fold(page, "Phone card heading").locator("summary")).toContainText(/\w{3,}/);
      con.expectClean();
    });

    test("folded blocks are saved too; a refused save opens the block that holds the error and focuses it", async ({ page, browser }) => {
      test.setTimeout(60_000);
      await signInAs(page);
      await page.goto(`${own.url}/admin/content/page?path=%2Fabout`);
      const heading = page.getByRole("textbox", { name: "Main heading (H1)" });
      const headingBefore = await heading.inputValue();
      await heading.fill(`About the crew (${width})`);
      await fold(page, "Closing heading").locator("summary").click();
      const closing = page.getByRole("textbox", { name: "Closing heading" });
      const closingBefore = await closing.inputValue();
      await closing.fill(`Ready when you are (${width})`);
      // Both blocks folded away, then published.
      await page.getByRole("button", { name: "Collapse all" }).click();
      await expect(closing).toBeHidden();
      await page.getByRole("button", { name: "Publish now" }).click();
      await expect(page.getByText(/is published/).first()).toBeVisible();
      const main = await visitorMain(browser, `${own.url}/about`);
      expect(main).toContain(`About the crew (${width})`);
      expect(main).toContain(`Ready when you are (${width})`);

      // A button without its text is refused; its block opens with focus on the field at fault.
      await page.getByRole("button", { name: "Expand all" }).click();
      const buttonText = page.getByRole("group", { name: "Closing button" }).getByLabel("Button text");
      const buttonBefore = await buttonText.inputValue();
      await buttonText.fill("");
      await page.getByRole("button", { name: "Collapse all" }).click();
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText("The page could not be saved").first()).toBeVisible();
      expect(await isOpen(page, "Closing button")).toBe(true);
      await expect(buttonText).toBeFocused();
      await expect(buttonText).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("group", { name: "Closing button" }).getByRole("alert")).toBeVisible();
      // Nothing of the refused save was written.
      expect(await visitorMain(browser, `${own.url}/about`)).toContain(buttonBefore);

      // Put it all back.
      await page.goto(`${own.url}/admin/content/page?path=%2Fabout`);
      await page.getByRole("button", { name: "Expand all" }).click();
      await page.getByRole("textbox", { name: "Main heading (H1)" }).fill(headingBefore);
      await page.getByRole("textbox", { name: "Closing heading" }).fill(closingBefore);
      await page.getByRole("button", { name: "Publish now" }).click();
      await expect(page.getByText(/is published/).first()).toBeVisible();
      expect(await visitorMain(browser, `${own.url}/about`)).not.toContain(`About the crew (${width})`);
    });
  });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px, a picture without its description`, () => {
    test.use({ viewport: { width, height: 844 } });
    test("in a folded block: the browser's refusal opens the block and focuses the description", async ({ page }) => {
      await signInAs(page);
      await page.goto(`${own.url}/admin/content/page?path=%2Fabout`);
      const picture = await openEditorBlock(page, "Main picture");
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } })
        .jpeg()
        .toBuffer();
      await picture.locator('input[type="file"]').setInputFiles({ name: `no-description-${width}.jpg`, mimeType: "image/jpeg", buffer: photo });
      const alt = picture.getByLabel(/alt text/);
      await expect(alt).toHaveValue("");
      await page.getByRole("button", { name: "Collapse all" }).click();
      await expect(alt).toBeHidden();
      await page.getByRole("button", { name: "Save draft" }).click();
      // Nothing was sent; the block is open and the empty description has focus.
      expect(await isOpen(page, "Main picture")).toBe(true);
      await expect(alt).toBeFocused();
      expect(await alt.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      await expect(page.getByText(/is saved|draft saved/)).toHaveCount(0);
      page.on("dialog", (d) => void d.accept());
    });
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test("blocks fold and unfold, the outline opens a folded block, and a refused save opens the block at fault", async ({ page, browser }) => {
    await signInAs(page);
    await page.goto(`${own.url}/admin/content/page?path=%2Fabout`);
    expect(await openFolds(page)).toEqual(["block-hero-title"]);
    await page.getByText(/^Blocks on this page/).click();
    // The link scrolls to the folded block and marks it; a tap on its line opens it.
    await page.getByRole("link", { name: "Closing heading", exact: true }).click();
    await expect(page).toHaveURL(/#block-cta-heading$/);
    await expect(fold(page, "Closing heading").locator("summary")).toBeInViewport();
    await fold(page, "Closing heading").locator("summary").click();
    await expect(page.getByRole("textbox", { name: "Closing heading" })).toBeVisible();

    const buttonText = page.getByRole("group", { name: "Closing button" }).getByLabel("Button text");
    await fold(page, "Closing button").locator("summary").click();
    const before = await buttonText.inputValue();
    await buttonText.fill("");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("group", { name: "Closing button" }).getByRole("alert")).toHaveText("Closing button needs a label.");
    expect(await openFolds(page)).toEqual(["block-cta-button"]);
    await expect(buttonText).toHaveAttribute("aria-invalid", "true");
    expect(await visitorMain(browser, `${own.url}/about`)).toContain(before);
  });
});
