import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * The admin's one navigation (docs/decisions/0037-heroes-trust-and-one-navigation.md): the spec's
 * four tabs first, then the other screens; the current one marked; each screen's H1 names it; the
 * assistant a panel behind a button, so the screen's own content comes first.
 */
let ip = 0;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("one navigation in the owner's order, the current screen marked and named by the H1, and the assistant behind its button", async ({ page }) => {
      await signIn(page, undefined, undefined, `10.79.${width === 390 ? 1 : 2}.${++ip}`);
      const nav = page.getByRole("navigation", { name: "Admin sections" });
      await expect(nav.getByRole("link")).toHaveText([
        "Content",
        "Images",
        "SEO",
        "Settings",
        "Dashboard",
        "Messages",
        "Projects",
        "Visits",
        "Staff",
        "Activity",
      ]);
      // Only one set of links to the admin's screens.
      await expect(page.getByRole("link", { name: "Messages", exact: true })).toHaveCount(1);

      // Signing in opens the Content tab (the spec's default): the page list and its two "New" buttons.
      await expect(page).toHaveURL(/\/admin\/content$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content");
      await expect(nav.locator("[aria-current='page']")).toHaveText("Content");
      await expect(page.getByRole("link", { name: "New blog post" })).toBeVisible();
      await expect(page.getByRole("link", { name: "New service page" })).toBeVisible();

      // The dashboard is one tab away, under the spec's title; an old link to /admin?tab=… still lands.
      await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
      // The address changes once the dashboard's data has arrived; its first load on a fresh
      // server checks every page's health, which took over 7 s on a loaded two-core machine.
      await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
      await expect(nav.locator("[aria-current='page']")).toHaveText("Dashboard");
      await expect(page.getByRole("heading", { name: "What needs attention" })).toBeVisible();
      await page.goto("/admin?tab=dashboard");
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/content$/);

      for (const [name, path] of [
        ["Images", "/admin/images"],
        ["Messages", "/admin/messages"],
      ] as const) {
        await nav.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(nav.locator("[aria-current='page']")).toHaveText(name);
        // The current item looks different from the others, not only to a screen reader.
        const [cur, other] = await Promise.all([
          nav.getByRole("link", { name, exact: true }).evaluate((a) => getComputedStyle(a).borderBottomColor),
          nav.getByRole("link", { name: "SEO", exact: true }).evaluate((a) => getComputedStyle(a).borderBottomColor),
        ]);
        expect(cur).not.toBe(other);
      }

      // The assistant: folded behind its button; the navigation ends in the first screen's upper half.
      const input = page.getByLabel("Message the assistant");
      await expect(input).toBeHidden();
      expect((await nav.boundingBox())!.y + (await nav.boundingBox())!.height).toBeLessThan((width === 390 ? 844 : 800) / 2);
      await page.getByText("Assistant", { exact: true }).click();
      await expect(input).toBeVisible();
      await expect(page.getByTestId("assistant-greeting")).toContainText("Dave");
      await input.press("Escape");
      await expect(input).toBeHidden();
      await expect(page.locator("summary").filter({ hasText: "Assistant" })).toBeFocused();
    });
  });
}
