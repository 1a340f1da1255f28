import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAt } from "./helpers";

// The header's menus by keyboard (issue 21): Escape closes them and gives focus back to their
// button, the mobile menu closes when focus leaves it, and "Services" says whether it is open.

/** Escape closes the open menu (its `list` is hidden) and gives focus back to its `button`. */
async function escapeCloses(page: Page, list: Locator, button: Locator) {
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("the Services list says when it is open, and Escape closes it back to its button", async ({ page }) => {
    await page.goto("/about");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true });
    const list = page.getByTestId("services-dropdown");
    await services.focus();
    await expect(list).toBeVisible();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await escapeCloses(page, list, services);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    // Down opens it again, on its first link; Escape from inside closes it too.
    await page.keyboard.press("ArrowDown");
    await expect(list).toBeVisible();
    await expect(list.getByRole("link").first()).toBeFocused();
    await escapeCloses(page, list, services);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the mobile menu closes on Escape and when focus leaves it", async ({ page }) => {
    await page.goto("/about");
    const menu = page.getByTestId("mobile-menu");
    const button = menu.locator("summary");
    const links = page.getByRole("navigation", { name: "Mobile" });
    await button.click();
    await expect(links).toBeVisible();
    await expect(menu).toHaveAttribute("open", "");
    await escapeCloses(page, links, button);
    // Open, then tab past its last link: it closes.
    await page.keyboard.press("Enter");
    await expect(links).toBeVisible();
    const count = await links.getByRole("link").count();
    for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
    await expect(links).toBeHidden();
  });
});

test("after the contact form is sent, focus is on the answer", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Kim Keyboard");
  await page.getByRole("textbox", { name: "Email" }).fill("kim-keyboard@example.com");
  await page.getByLabel("Project type").selectOption("Kitchen Remodel");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Could you look at a kitchen wall we want to open up?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
  await expect(page.locator("#form-status")).toBeFocused();
});

test("in the admin, Add Content and Edit put focus in their form, and a save puts it on the saved item", async ({ page }) => {
  await signInAt(page, "10.93.0.1", "/admin/content?view=items");
  await page.getByRole("link", { name: "Add Content" }).click();
  await expect(page.getByLabel("Page path")).toBeFocused();
  await page.getByLabel("Page path").fill("/about");
  await page.getByLabel("Section id").fill("mission");
  await page.getByLabel("Title").fill("Focus check draft");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill("A draft that never goes live.");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Content created successfully").first()).toBeVisible();
  const card = page.getByTestId("content-item").filter({ hasText: "Focus check draft" });
  await expect(card).toBeFocused();

  await card.getByRole("link", { name: "Edit Focus check draft" }).click();
  const form = page.getByRole("form", { name: "Editing Focus check draft" });
  await expect(form.getByLabel("Page path")).toBeFocused();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("content-item").filter({ hasText: "Focus check draft" })).toBeFocused();
});
