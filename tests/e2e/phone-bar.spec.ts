import { expect, test } from "./fixtures";

/**
 * The phone action bar (docs/decisions/0037-heroes-trust-and-one-navigation.md): on a 390 px
 * screen Call / Text / estimate stay at the bottom of every screen, without JavaScript too; the
 * page's last words and a focused link are never under it; from `sm` up it is gone.
 */

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("Call and the estimate stay at the bottom of the screen while reading, Text only when the header offers it, and nothing is left under the bar", async ({
    page,
  }) => {
    for (const path of ["/", "/service-adu", "/blog"]) {
      await page.goto(path);
      const bar = page.getByRole("navigation", { name: "Call, text or ask for an estimate" });
      await expect(bar.getByRole("link", { name: /^Call us at / })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Get an estimate" })).toHaveAttribute("href", "/contact");
      // Text shows in the bar exactly when the header has it (a mobile number set in Settings).
      const headerText = await page
        .locator("header")
        .getByRole("link", { name: /^Text us at / })
        .count();
      await expect(bar.getByRole("link", { name: /^Text us at / })).toHaveCount(headerText > 0 ? 1 : 0);

      // At the top and half-way down, the bar sits on the screen's bottom edge.
      for (const at of [0, 0.5]) {
        await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), at);
        // A bounding box is in the screen's coordinates.
        await expect.poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(844);
        const height = (await bar.boundingBox())!.height;
        expect(height, "slim: under 60 px").toBeLessThan(60);
      }

      // At the end, the footer's last line is above the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barTop = (await bar.boundingBox())!.y;
      const footerBottom = await page.locator("footer").evaluate((f) => f.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    }
  });

  test("a link reached with Tab is scrolled to above the bar, not under it", async ({ page }) => {
    await page.goto("/service-adu");
    const bar = page.getByRole("navigation", { name: "Call, text or ask for an estimate" });
    // Tab through the first part of the page; every focused element outside the bar is fully above it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el.closest("[data-phone-bar]")) return null;
        const r = el.getBoundingClientRect();
        return { bottom: r.bottom, top: r.top };
      });
      if (!where || where.top >= 844) continue;
      const barTop = await bar.evaluate((b) => b.getBoundingClientRect().top);
      expect(where.bottom, `focus ${i + 1} is under the bar`).toBeLessThanOrEqual(barTop + 1);
    }
  });
});

test("from 640 px up there is no bar: the header shows the phone number", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Call, text or ask for an estimate" })).toBeHidden();
});
