import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { smallControls } from "./small-controls";

/**
 * Every admin control on a phone (390 px) is at least 44 × 44 CSS px (small-controls.ts). Every
 * admin screen is measured in axe.spec.ts's visit at 390 px; here, an item opened in Images and in
 * SEO, and the signed-in gallery with its folded parts opened. A failure names each small control.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test("Images and SEO are lists that open one item, whose controls are at least 44 × 44 px on a 390 px phone", async ({ page }) => {
  await signIn(page, undefined, undefined, "10.38.44.1");
  await page.goto("/admin/images");
  // Held by its id: other specs upload pictures meanwhile, and the newest is listed first.
  const first = page.locator(`#${await page.getByTestId("image-card").first().getAttribute("id")}`);
  await expect(first.getByLabel("Alt text")).toBeHidden();
  await first.getByRole("link", { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/admin\/images\?open=/);
  await expect(first.getByLabel("Alt text")).toBeVisible();
  expect(await smallControls(page)).toEqual([]);
  await first.getByRole("link", { name: "Back to all images" }).click();
  await expect(first.getByLabel("Alt text")).toBeHidden();

  await page.goto("/admin/seo");
  await page.getByRole("link", { name: "Edit Home", exact: true }).click();
  await expect(page.getByLabel("H1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview" })).toBeVisible();
  expect(await smallControls(page)).toEqual([]);
});

test("the signed-in gallery on a 390 px phone: a page of its grid is at most 8 screens tall, and every control, folded ones too, is at least 44 × 44 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, undefined, "10.38.44.2");
  const found: string[] = [];
  // Page 1, a later page and the drawings still shown: each a page of the grid with every card's controls.
  for (const path of ["/gallery", "/gallery?page=2", "/gallery?drawings=1"]) {
    await page.goto(path);
    await expect(page.getByTestId("gallery-card")).toHaveCount(9);
    await expect(page.getByRole("navigation", { name: "Gallery pages" })).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${path} is ${height} px tall`).toBeLessThanOrEqual(8 * PHONE.height);
    for (const c of await smallControls(page)) found.push(`${path}: ${c}`);
    // The folded parts (replace a drawing, the library's pictures to put back), opened.
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
    for (const c of await smallControls(page)) found.push(`${path}, opened: ${c}`);
  }
  const unique = [...new Set(found)];
  expect(unique, `controls under 44 × 44 px:\n${unique.join("\n")}`).toEqual([]);
});
