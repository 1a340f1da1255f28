import { expect, test } from "./fixtures";
import { signInFrom } from "./helpers";
import { openEditorBlock } from "./editor-helpers";

// The admin as one calm tool on a phone (issue 48): one compact header (the business, the spec's
// "Admin Dashboard" line, the person's menu with Your account and Sign Out), a preview that switches
// between a phone's width and a desktop's, and a save bar that never covers the field being edited.
const signInAs = signInFrom("10.79");

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("one compact header: the business and the screen's title above the tabs, the person's menu by keyboard", async ({ page }) => {
    await signInAs(page);
    await expect(page).toHaveURL(/\/admin\/content$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Content");
    // The business's name once, in the bar at the top; the spec's "Admin Dashboard" line under it.
    await expect(page.getByRole("banner")).toContainText("Lakeside Ridge Builders");
    // Once on the screen (a folded part of the page may hold it too, unseen).
    await expect(page.getByText("Lakeside Ridge Builders", { exact: false }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText("Admin Dashboard", { exact: true })).toBeVisible();
    // From under the bar to the tabs: under 110 px (the old stack took about 150 before the tabs).
    const top = (await page.getByRole("banner").boundingBox())!;
    const tabs = (await page.getByRole("navigation", { name: "Admin sections" }).boundingBox())!.y;
    expect(tabs - (top.y + top.height)).toBeLessThan(110);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The person's menu: closed, it shows only the greeting; Enter opens it, Escape closes it back onto its button.
    const menu = page.locator("summary", { hasText: "Welcome, " });
    await expect(menu).toHaveAccessibleName(/^Welcome, .+: your account menu$/);
    await expect(page.getByText(/^Role: /)).toBeHidden();
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Role: Owner")).toBeVisible();
    const account = page.getByRole("link", { name: "Your account" });
    await expect(account).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    // The open menu stays on the screen.
    const box = (await account.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.keyboard.press("Escape");
    await expect(account).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press("Enter");
    await account.click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(heading).toHaveText("Your account");
  });
});

// On a phone the site's bottom padding for its action bar already kept fields clear; on a wide
// screen nothing did (issue 48).
for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`the save bar at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test("the save bar never covers the field being edited", async ({ page }) => {
      await signInAs(page);
      await page.goto("/admin/content/page?path=%2Fabout");
      for (const label of ["Subheading", "Story heading", "Mission heading", "Values heading", "What to expect heading"]) await openEditorBlock(page, label);
      const bar = page.locator("[data-save-bar]");
      const form = page.getByRole("form", { name: /^Edit / });
      let checked = 0;
      await form.getByRole("textbox").first().focus();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        const covered = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const barEl = document.querySelector("[data-save-bar]")!;
          if (!el || barEl.contains(el) || !el.closest("form")) return null;
          const r = el.getBoundingClientRect();
          const b = barEl.getBoundingClientRect();
          // Covered when the field's box runs under the bar's top while the bar is over it.
          return { name: el.getAttribute("name") ?? el.textContent?.slice(0, 30) ?? el.tagName, bottom: r.bottom, barTop: b.top };
        });
        if (!covered) continue;
        checked++;
        expect(covered.bottom, `${covered.name} is under the save bar`).toBeLessThanOrEqual(covered.barTop + 1);
      }
      expect(checked).toBeGreaterThan(10);
      await expect(bar).toBeVisible();
    });
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the page editor's preview switches between a phone's width and a desktop's", async ({ page }) => {
    await signInAs(page);
    await page.goto("/admin/content/page?path=%2Fabout");
    const group = page.getByRole("group", { name: "Preview width" });
    const phone = group.getByRole("button", { name: "Preview at phone width (390 px)" });
    const desktop = group.getByRole("button", { name: "Preview at desktop width (1280 px)" });
    await expect(phone).toHaveAttribute("aria-pressed", "true");
    await expect(desktop).toHaveAttribute("aria-pressed", "false");
    const frame = page.frameLocator('iframe[name="page-preview"]');
    const iframe = page.locator('iframe[name="page-preview"]');
    await expect(frame.locator("h1")).toBeVisible();
    const inner = () => iframe.evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth);
    expect(await inner()).toBe(390);
    await desktop.click();
    await expect(desktop).toHaveAttribute("aria-pressed", "true");
    await expect(phone).toHaveAttribute("aria-pressed", "false");
    await expect.poll(inner).toBe(1280);
    // Drawn whole inside its panel: scaled down, nothing cut at the right.
    const panel = (await page.locator("[data-preview-width]").boundingBox())!;
    const drawn = (await iframe.boundingBox())!;
    expect(drawn.width).toBeLessThanOrEqual(panel.width + 1);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    // By keyboard too.
    await phone.focus();
    await page.keyboard.press("Enter");
    await expect.poll(inner).toBe(390);
  });
});
