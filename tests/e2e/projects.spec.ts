import { expect, test, type Browser, type Page } from "./fixtures";
import sharp from "sharp";
import { addProject, ownSite, publishOpenProject, signInOn } from "./helpers";

/**
 * Staff publish a real project with before/after photos and a review (decision 0023). This spec
 * runs its own site: a published project changes /gallery, which other specs count.
 */
const own = ownSite("projects");

const photo = (r: number, g: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b: 80 } } })
    .jpeg()
    .toBuffer();

const signIn = (page: Page) => signInOn(page, own.url);

const describe = (n: number) => `Describe photo ${n} for people who can't see it`;
const AFTER_ALT = "The finished ADU from the lake side, with its daylight basement";

/**
 * Adds a project, two before/after pairs (the before photos with a caption, the after photos with a
 * camera's file names) and a review through the admin's forms, describes one photo where it was
 * added, then publishes.
 */
async function publishProject(page: Page, title: string, town: string) {
  await addProject(page, own.url, { title, town, summary: "A one-bedroom ADU set into a steep lot, with a daylight basement facing the lake." });
  await expect(page.getByRole("heading", { name: `Photos of ${title}` })).toBeVisible();
  for (const [role, shade] of [
    ["before", 30],
    ["after", 190],
  ] as const) {
    const names = role === "before" ? ["before-1.jpg", "before-2.jpg"] : ["IMG_2041.JPG", "IMG_2042.JPG"];
    await page.getByLabel("Photos from this phone or computer").setInputFiles([
      { name: names[0]!, mimeType: "image/jpeg", buffer: await photo(shade, 60) },
      { name: names[1]!, mimeType: "image/jpeg", buffer: await photo(shade, 140) },
    ]);
    await page.getByLabel("They are").selectOption(role);
    await page.getByLabel("Pair number (before/after)").fill("1");
    await page.getByLabel("Caption (optional)").fill(role === "before" ? "The slope before we dug" : "");
    await page.getByRole("button", { name: "Add photos" }).click();
    // (Without JavaScript the notice is in <noscript>, which Playwright's emulation reads as text: check the photos.)
    await expect(page.getByRole("list", { name: `Photos of ${title}` }).getByRole("listitem")).toHaveCount(role === "before" ? 2 : 4);
  }
  // Each photo has a description to check right where it was added: the project, its town and the
  // caption, never the file name (issue #43).
  const photos = page.getByRole("list", { name: `Photos of ${title}` });
  await expect(photos.getByLabel(describe(1))).toHaveValue(`${title} in ${town}, before the work: The slope before we dug`);
  await expect(photos.getByLabel(describe(2))).toHaveValue(`${title} in ${town}, before the work: The slope before we dug`);
  await expect(photos.getByLabel(describe(4))).toHaveValue(`${title} in ${town}, after the work (2 of 2)`);
  await photos.getByLabel(describe(3)).fill(AFTER_ALT);
  // Wait for the save's answer, then open the form afresh: a reload raced the form's own navigation without JavaScript.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/projects"));
  await photos.getByRole("button", { name: "Save photo 3" }).click();
  expect((await saved).status()).toBeLessThan(400);
  await page.goto(page.url());
  await expect(page.getByRole("list", { name: `Photos of ${title}` }).getByLabel(describe(3))).toHaveValue(AFTER_ALT);
  await publishOpenProject(page, title);

  const review = page.getByRole("form", { name: "Add a review" });
  await review.getByLabel("Client's name, as they agreed to show it").fill(`The Lindqvists of ${town}`);
  await review.getByLabel("Project (optional)").selectOption({ label: title });
  await review.getByLabel("Date written").fill("2025-10-02");
  await review.getByLabel("What they said").fill("Straight answers, and a tidy site every evening.");
  await review.getByLabel("Published").check();
  await page.getByRole("button", { name: "Add review" }).click();
  await expect(page.getByRole("list", { name: "Reviews" }).getByText(`The Lindqvists of ${town}`)).toBeVisible();
  // No photo of the project turned the dashboard's alt-text check red.
  await page.goto(`${own.url}/admin`);
  await expect(page.getByText(/has no alt text|have no alt text/)).toHaveCount(0);
}

async function visitor(browser: Browser, path: string, javaScriptEnabled: boolean, width: number) {
  const ctx = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  await p.goto(`${own.url}${path}`);
  return { p, close: () => ctx.close() };
}

test("at 1280 px with JavaScript: a published project leads the gallery, joins its service page and the sitemap, and its comparison works by keyboard", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Before any project, the gallery says its pictures are illustrations.
  const before = await visitor(browser, "/gallery", true, 1280);
  await expect(before.p.getByRole("heading", { name: "Featured illustrations" })).toBeVisible();
  await expect(before.p.getByText(/these pictures are illustrations, not photographs/)).toBeVisible();
  await before.close();
  await signIn(page);
  await publishProject(page, "Hillside ADU above Wapato Point", "Manson");
  const slug = "hillside-adu-above-wapato-point-manson";

  const v = await visitor(browser, `/projects/${slug}`, true, 1280);
  await expect(v.p.getByRole("heading", { level: 1, name: "Hillside ADU above Wapato Point" })).toBeVisible();
  const slider = v.p.getByRole("slider", { name: /Compare before and after/ }).first();
  await expect(slider).toBeVisible();
  await slider.focus();
  await v.p.keyboard.press("ArrowRight");
  await v.p.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("52");
  const pos = await v.p
    .locator("[data-compare]")
    .first()
    .evaluate((el) => (el as HTMLElement).style.getPropertyValue("--pos"));
  expect(pos).toBe("52%");
  await expect(v.p.getByText("Straight answers, and a tidy site every evening.")).toBeVisible();

  // The photo's description is its alt text, and its caption is not read twice.
  await expect(v.p.locator("[data-compare] [data-after] img").first()).toHaveAttribute("alt", AFTER_ALT);
  await expect(v.p.locator("[data-compare] [data-before] img").first()).toHaveAttribute(
    "alt",
    "Hillside ADU above Wapato Point in Manson, before the work: The slope before we dug",
  );

  // The gallery's wording follows the facts once a project is published.
  await v.p.goto(`${own.url}/gallery`);
  await expect(v.p.getByRole("heading", { name: "Featured work" })).toBeVisible();
  await expect(v.p.getByText(/Our finished projects come first/)).toBeVisible();
  await expect(v.p.getByText(/illustrations, not photographs/)).toHaveCount(0);
  await expect(v.p.getByTestId("project-cards").getByRole("link", { name: "Hillside ADU above Wapato Point" })).toBeVisible();
  // Its cover is on its card; its other photos lead the carousel (each picture once, issue 48).
  await expect(v.p.getByTestId("carousel-cell").first().getByRole("button")).toHaveAttribute("aria-label", /Hillside ADU above Wapato Point/);
  await v.p.goto(`${own.url}/service-adu`);
  await expect(v.p.getByRole("link", { name: "Hillside ADU above Wapato Point" })).toBeVisible();
  await expect(v.p.getByText("Straight answers, and a tidy site every evening.")).toBeVisible();
  await v.p.goto(`${own.url}/`);
  await expect(v.p.locator("section[aria-labelledby=reviews]").getByText("Straight answers, and a tidy site every evening.")).toBeVisible();
  // The newest review's first line is quoted once on the home page (its reviews section), and in the
  // trust strip of the contact page (issue 48).
  await expect(v.p.getByRole("region", { name: "Why you can trust us" })).not.toContainText("Straight answers, and a tidy site every evening.");
  await v.p.goto(`${own.url}/contact`);
  await expect(v.p.getByRole("region", { name: "Why you can trust us" })).toContainText("“Straight answers, and a tidy site every evening.”");
  await v.close();
  expect(await (await fetch(`${own.url}/sitemap.xml`)).text()).toContain(`/projects/${slug}</loc>`);
});

test.describe("at 390 px without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test("staff publish a project from a phone; visitors see the pairs side by side", async ({ page, browser }) => {
    await signIn(page);
    await publishProject(page, "Garage and shop off Highway 150", "Chelan");
    const v = await visitor(browser, "/projects/garage-and-shop-off-highway-150-chelan", false, 390);
    await expect(v.p.getByRole("heading", { level: 1, name: "Garage and shop off Highway 150" })).toBeVisible();
    await expect(v.p.getByRole("slider")).toHaveCount(0);
    // Both halves show their own caption (the before photos were captioned; the after photos were not).
    const pair = v.p.locator("[data-compare]").first();
    await expect(pair.locator("[data-before] figcaption")).toHaveText("Before: The slope before we dug");
    await expect(pair.locator("[data-after] figcaption")).toHaveText("After");
    await expect(v.p.locator("[data-compare]")).toHaveCount(2);
    await v.close();
  });
});
