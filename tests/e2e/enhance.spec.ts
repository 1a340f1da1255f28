import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * The interactive parts of visitors' pages, which run without the React Router runtime:
 * each works with JavaScript off, and its small script adds the niceties when it is on.
 */

test("a video set in Settings plays in place on click, and is a link to YouTube without JavaScript", async ({ browser }) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, undefined, undefined, "10.40.0.1");
  await staff.goto("/admin/settings/business");
  await staff.getByLabel("Home page: Foundation").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await staff.getByRole("button", { name: "Save settings" }).click();
  await expect(staff.getByText("Settings saved").first()).toBeVisible();
  await staffContext.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  await page.goto("/");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("link", { name: "Play video: Foundation" }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeVisible();
  await visitor.close();

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto("/");
  await expect(plain.getByRole("link", { name: "Play video: Foundation" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await noJs.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and closes with JavaScript off (it is HTML)", async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noJs.newPage();
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
    await menu.getByText("Menu").click();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await noJs.close();
  });
});

test("without JavaScript a gallery picture opens as the full image", async ({ browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto("/gallery");
  const href = await page.getByTestId("gallery-grid").locator("li:visible a").first().getAttribute("href");
  expect(href).toMatch(/^\/img\/.+\.jpg$/);
  const res = await page.goto(href!);
  expect(res?.headers()["content-type"]).toContain("image/jpeg");
  await noJs.close();
});

test("a picture that fails to load shows the placeholder, on a page with no script at all", async ({ page }) => {
  await page.route("**/img/b/heroes/about/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/about");
  const hero = page.locator("main picture img").first();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  const after = await hero.evaluate((img) => getComputedStyle(img, "::after").backgroundImage);
  expect(after).toContain("/placeholder.svg");
  // The placeholder is actually drawn: the broken picture's box is not empty.
  const shot = await hero.screenshot();
  expect(shot.length).toBeGreaterThan(1000);
});

test("the contact button says 'Sending...' while the message is on its way", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Pat Lee");
  await page.getByRole("textbox", { name: "Email" }).fill("pat@example.com");
  await page.getByRole("textbox", { name: /^Message/ }).fill("A question about a garage with a shop.");
  // Hold the submission in the page (as a slow link would) to look at the button meanwhile.
  await page.evaluate(() => document.querySelector("form[data-contact-form]")!.addEventListener("submit", (e) => e.preventDefault()));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
});
