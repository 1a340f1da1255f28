import { expect, test, type Page } from "./fixtures";
import { signIn, uploadToLibrary, watchConsole } from "./helpers";
import { editorBlock as block, openEditorBlock as opened, publishNow, visitorHtml } from "./editor-helpers";

// The page editor by keyboard (decision 0039): the focal point moved with the arrow keys, and where
// focus goes after Remove and after choosing a library picture. At a desktop and a phone width;
// each test puts back what it changed, since the specs share one site.

let ip = 0;
const signInAs = (page: Page) => signIn(page, undefined, undefined, `10.79.${Math.floor(++ip / 200)}.${ip % 200}`);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("choose a library picture: focus lands on it; arrow keys move its focal point in 5% steps within 0–100%, Enter changes nothing", async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const con = watchConsole(page);
      await signInAs(page);
      // Its own picture: the media spec gives the newest library picture its alt text at the same time.
      const name = `focal-keys-${width}-${Date.now()}.jpg`;
      await uploadToLibrary(page, name);
      await page.goto("/admin/content/page?path=%2Fservices");
      const picture = await opened(page, "Main picture");
      await picture.getByRole("button", { name: "Choose from library" }).click();
      const choice = picture.getByRole("button", { name: `Use ${name}` });
      await expect(choice).toBeVisible();
      await choice.focus();
      await expect(choice).toBeFocused();
      await page.keyboard.press("Enter");
      // Focus is on the chosen picture, not the top of the page.
      const focal = picture.getByRole("button", { name: /^Focal point of / });
      await expect(focal).toBeFocused();
      // A new picture's point is the middle.
      await expect(focal).toHaveAccessibleName(/ 50% across, 50% down/);
      const alt = picture.getByLabel(/alt text/);
      await expect(alt).toHaveValue("");
      await alt.fill("A house above the lake at dusk");

      await focal.focus();
      // Enter does nothing harmful: the point stays where it was.
      await page.keyboard.press("Enter");
      await expect(focal).toHaveAccessibleName(/ 50% across, 50% down/);
      // Held past the left edge, it stops there; then three steps right and two down, 5% each.
      for (let i = 0; i < 22; i++) await page.keyboard.press("ArrowLeft");
      await expect(focal).toHaveAccessibleName(/ 0% across, 50% down/);
      for (const key of ["ArrowRight", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key);
      for (let i = 0; i < 22; i++) await page.keyboard.press("ArrowUp");
      for (const key of ["ArrowDown", "ArrowDown"]) await page.keyboard.press(key);
      await expect(focal).toHaveAccessibleName(/ 15% across, 10% down/);
      const mark = await page.getByTestId("focal-mark").evaluate((m: HTMLElement) => [m.style.left, m.style.top]);
      expect(mark).toEqual(["15%", "10%"]);

      await publishNow(page);
      // After the save, the editor and the visitors' page both have the point where the keys put it.
      await page.goto("/admin/content/page?path=%2Fservices");
      const saved = (await opened(page, "Main picture")).getByRole("button", { name: /^Focal point of / });
      await expect(saved).toHaveAccessibleName(/ 15% across, 10% down/);
      await expect.poll(async () => (await visitorHtml(browser, "/services")).html, { timeout: 15_000 }).toMatch(/object-position:\s*15% 10%/);

      // Put the drawing back.
      await (await opened(page, "Main picture")).getByRole("button", { name: "Use the illustration" }).click();
      await expect((await opened(page, "Main picture")).getByRole("button", { name: "Choose from library" })).toBeFocused();
      await publishNow(page);
      con.expectClean();
    });

    test("the rich-text toolbar: names start with the visible labels, one tab stop, arrow keys, Home and End inside", async ({ page }) => {
      const con = watchConsole(page);
      await signInAs(page);
      await page.goto("/admin/content/page?path=%2Fabout");
      await opened(page, "Our story");
      const toolbar = page.getByRole("toolbar", { name: "Our story formatting" });
      const buttons = toolbar.getByRole("button");
      await expect(buttons).toHaveCount(8);
      // Each button's accessible name starts with the words on it (WCAG 2.5.3).
      for (const b of await buttons.all()) {
        const shown = (await b.innerText()).trim();
        const name = (await b.getAttribute("aria-label")) ?? shown;
        expect(name.startsWith(shown), `"${shown}" is named "${name}"`).toBe(true);
      }
      await expect(toolbar.getByRole("button", { name: "H2 heading" })).toBeVisible();
      // One tab stop: from the block's line, Tab lands on the first tool; the next Tab leaves the toolbar for the text.
      await block(page, "Our story").locator("summary").focus();
      await page.keyboard.press("Tab");
      await expect(toolbar.getByRole("button", { name: "H2 heading" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.locator('[contenteditable="true"][aria-label="Our story"]')).toBeFocused();
      // Arrow keys, End, Home, and wrapping at the ends.
      await page.keyboard.press("Control+a");
      await page.keyboard.press("Shift+Tab");
      await expect(toolbar.getByRole("button", { name: "H2 heading" })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      const bold = toolbar.getByRole("button", { name: "Bold", exact: true });
      await expect(bold).toBeFocused();
      await page.keyboard.press("End");
      await expect(toolbar.getByRole("button", { name: "Picture from the library" })).toBeFocused();
      await page.keyboard.press("Home");
      await expect(toolbar.getByRole("button", { name: "H2 heading" })).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(toolbar.getByRole("button", { name: "Picture from the library" })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      // Enter on Bold makes the selected text bold; the toolbar's tab stop stays on Bold.
      await page.keyboard.press("Enter");
      await expect(bold).toHaveAttribute("aria-pressed", "true");
      await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
      await expect(toolbar.locator('button[tabindex="0"]')).toHaveText("Bold");
      // Nothing saved: leaving drops the change.
      page.on("dialog", (d) => void d.accept());
      con.expectClean();
    });

    test("Remove moves focus to the neighbouring entry, and to the Add button when none is left", async ({ page }) => {
      await signInAs(page);
      await page.goto("/admin/content/page?path=%2Fabout");
      const values = await opened(page, "Values");
      const rows = values.getByRole("listitem");
      const count = await rows.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const third = await rows.nth(2).getByLabel("Heading").inputValue();
      // The second entry removed: focus is on the entry now in its place (the old third).
      await rows
        .nth(1)
        .getByRole("button", { name: /^Remove/ })
        .click();
      await expect(rows).toHaveCount(count - 1);
      await expect(rows.nth(1).getByLabel("Heading")).toBeFocused();
      await expect(rows.nth(1).getByLabel("Heading")).toHaveValue(third);
      // The last one removed: focus goes to the one before it.
      await rows
        .last()
        .getByRole("button", { name: /^Remove/ })
        .click();
      await expect(rows).toHaveCount(count - 2);
      await expect(rows.last().getByLabel("Heading")).toBeFocused();
      // Every one removed: focus goes to the Add button.
      while ((await rows.count()) > 0)
        await rows
          .first()
          .getByRole("button", { name: /^Remove/ })
          .click();
      await expect(values.getByRole("button", { name: "Add to Values" })).toBeFocused();
      // Nothing was saved: leaving does not keep the removals.
      page.on("dialog", (d) => void d.accept());
    });
  });
}
