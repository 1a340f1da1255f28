import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";
import { ADMIN_SCREENS } from "../helpers/admin-screens";

/**
 * Every admin control on a phone (390 px) is at least 44 × 44 CSS px (docs/decisions/0038-settings-in-screens.md):
 * each visible button, link, input, select, textarea and summary on every admin screen and on the
 * signed-in gallery, links inside running text excepted (WCAG 2.5.8's inline exception: a link in
 * a sentence keeps the sentence's line height). A checkbox or radio button counts with the label
 * it sits in, which toggles it too. A failure names each small control.
 */

const MIN = 44;

/** Every visible control smaller than 44 × 44, named by what it says. */
function smallControls(page: Page) {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest("iframe, [aria-hidden='true'], [inert]")) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      let r = el.getBoundingClientRect();
      // Visually hidden (the sr-only pattern) until focused: not a target on screen.
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (el.tagName === "A" && style.display === "inline") {
        // A link inside a sentence: its block holds more words than the link.
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
        const own = (el.textContent ?? "").trim().length;
        if (block && (block.textContent ?? "").trim().length > own + 3) continue;
      }
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        const label = el.closest("label") ?? (el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null);
        if (label) r = label.getBoundingClientRect();
      }
      if (r.width + 0.5 >= min && r.height + 0.5 >= min) continue;
      const name = (
        el.getAttribute("aria-label") ||
        (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent) ||
        el.textContent ||
        el.getAttribute("title") ||
        el.getAttribute("name") ||
        el.tagName
      )
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60);
      out.push(`${el.tagName.toLowerCase()} “${name}” ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  }, MIN);
}

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test("every admin control on a 390 px phone is at least 44 × 44 px, and Images and SEO are lists that open an item", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, undefined, undefined, "10.38.44.1");
  const found: string[] = [];
  const heights: Record<string, number> = {};
  for (const [screen, path] of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(page.locator("#tab-heading")).toBeVisible();
    for (const c of await smallControls(page)) found.push(`${screen}: ${c}`);
    heights[screen] = await page.evaluate(() => document.documentElement.scrollHeight);
  }
  console.log(`small controls at 390px: ${found.length}\n${found.join("\n")}\nheights: ${JSON.stringify(heights)}`);
  expect(found, `controls under 44 × 44 px:\n${found.join("\n")}`).toEqual([]);
  // Images (25,379 px tall on this phone before, 55 pictures) and SEO (16,772 px, 41 pages) are lists that open one item at a time.
  expect(heights.Images).toBeLessThan(6000);
  expect(heights.SEO).toBeLessThan(7500);

  await page.goto("/admin/images");
  const first = page.getByTestId("image-card").first();
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
