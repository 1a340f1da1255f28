import { expect, test, type Page } from "./fixtures";
import { E2E_DATA_DIR } from "../../playwright.config";
import sharp from "sharp";
import { existsSync } from "node:fs";
import path from "node:path";
import { signInFrom, watchConsole } from "./helpers";
import { queryDb } from "./site-db";

const STORAGE = `${E2E_DATA_DIR}/storage/cms-images`;
const signInAs = signInFrom("10.30");

const admin = (page: Page, tab = "content?view=items") => signInAs(page, `/admin/${tab}`);

async function jpeg(color: { r: number; g: number; b: number }, w = 400, h = 300) {
  return sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .withExif({ IFD0: { Make: "TestCam" } })
    .jpeg()
    .toBuffer();
}

test("create, edit, publish and delete a content item; only the published text reaches the page", async ({ page }) => {
  const con = watchConsole(page);
  await admin(page);
  await page.getByRole("link", { name: "Add Content" }).click();
  await page.getByLabel("Page path").fill("/about-chelan");
  await expect(page.getByTestId("section-suggestions")).toContainText("hero-subtitle");
  await page.getByLabel("Section id").fill("hero-subtitle");
  await page.getByLabel("Title").fill("Life on the lake, all year round");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill("Draft words for the guide.");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Content created successfully")).toBeVisible();
  const card = page.getByTestId("content-item").filter({ hasText: "Life on the lake, all year round" });
  await expect(card).toContainText("/about-chelan → hero-subtitle");
  await expect(card).toContainText("Draft");

  await page.goto("/about-chelan");
  await expect(page.locator("main")).not.toContainText("Life on the lake, all year round");

  await page.goto("/admin/content?view=items");
  await page.getByRole("link", { name: "Edit Life on the lake, all year round" }).click();
  await page.getByRole("checkbox", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content updated successfully")).toBeVisible();
  await expect(page.getByTestId("content-item").filter({ hasText: "Life on the lake, all year round" })).toContainText("Published");

  await page.goto("/about-chelan");
  await expect(page.locator("main")).toContainText("Life on the lake, all year round");

  await page.goto("/admin/content?view=items");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete Life on the lake, all year round" }).click();
  await expect(page.getByText("Content deleted")).toBeVisible();
  await expect(page.getByTestId("content-item").filter({ hasText: "Life on the lake, all year round" })).toHaveCount(0);
  await page.goto("/about-chelan");
  await expect(page.locator("main")).not.toContainText("Life on the lake, all year round");
  con.expectClean();
});

test("a published blog item shows in the listing and at its URL", async ({ page }) => {
  await admin(page);
  await page.goto("/admin/content?new=1");
  await page.getByLabel("Page path").fill("/blog/winterizing-your-dock");
  await page.getByLabel("Section id").fill("body");
  await page.getByLabel("Content type").selectOption("blog");
  await page.getByLabel("Title").fill("Winterizing your dock before the drawdown");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill("## Why it matters\n\nThe lake drops every winter.");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Content created successfully")).toBeVisible();
  await page.getByRole("link", { name: "Edit Winterizing your dock before the drawdown" }).click();
  await page.getByRole("checkbox", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content updated successfully")).toBeVisible();
  await page.goto("/blog");
  await page.getByRole("link", { name: "Winterizing your dock before the drawdown" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winterizing your dock before the drawdown");
  await expect(page.getByRole("heading", { name: "Why it matters" })).toBeVisible();
});

test("upload an image, find it in the Images tab and the picker, edit its alt text, delete it", async ({ page }) => {
  await admin(page, "images");
  await page.getByTestId("image-upload").setInputFiles({ name: "boathouse-roof.jpg", mimeType: "image/jpeg", buffer: await jpeg({ r: 150, g: 90, b: 40 }) });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  const card = page.getByTestId("image-card").filter({ hasText: "boathouse-roof.jpg" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("KB");
  const [row] = queryDb<{ id: string; file_path: string; mime_type: string }>("select * from images where original_filename = ?", "boathouse-roof.jpg");
  expect(row!.file_path).toMatch(/^uploads\/\d+\.jpg$/);
  expect(existsSync(path.join(STORAGE, row!.file_path))).toBe(true);

  await card.getByLabel("Alt text").fill("New standing-seam roof on a boathouse");
  await expect(page.getByText("Alt text updated")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("image-card").filter({ hasText: "boathouse-roof.jpg" }).getByLabel("Alt text")).toHaveValue(
    "New standing-seam roof on a boathouse",
  );

  // The picker in the content form finds it by alt text and inserts image markup.
  await page.goto("/admin/content?new=1");
  await page.getByRole("button", { name: "Add Image" }).click();
  const picker = page.getByRole("dialog", { name: "Select an Image" });
  await picker.getByPlaceholder("Search images...").fill("STANDING-SEAM");
  await expect(picker.getByRole("button")).toContainText(["boathouse-roof.jpg"]);
  // Its real size: a small file reads in KB, never "0.0 MB".
  await expect(picker.getByRole("button", { name: /boathouse-roof\.jpg/ })).toContainText(/[1-9]\d* KB$/);
  await expect(picker.getByText("0.0 MB")).toHaveCount(0);
  await picker.getByPlaceholder("Search images...").fill("no such picture");
  await expect(picker.getByText("No images found")).toBeVisible();
  await picker.getByRole("button", { name: "Clear search" }).click();
  await picker.getByPlaceholder("Search images...").fill("boathouse");
  await picker.getByRole("button", { name: /boathouse-roof\.jpg/ }).click();
  await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(
    /<img src="\/files\/cms-images\/uploads\/\d+\.jpg" alt="New standing-seam roof on a boathouse" style="max-width: 100%; margin: 1rem" \/>/,
  );

  await page.goto("/admin/images");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete boathouse-roof.jpg" }).click();
  await expect(page.getByText("Image deleted successfully")).toBeVisible();
  // The button that had focus is gone with its card: focus goes to the tab's heading, not the top of the page.
  await expect(page.locator("#tab-heading")).toBeFocused();
  expect(queryDb("select * from images where id = ?", row!.id)).toEqual([]);
  expect(existsSync(path.join(STORAGE, row!.file_path))).toBe(false);
});

test("an SEO edit changes the live page's title; a 71-character title shows red and still saves", async ({ page }) => {
  await admin(page, "seo");
  await expect(page.getByText(/^\d+ pages$/)).toBeVisible();
  const row = page.getByTestId("seo-row").filter({ has: page.getByRole("heading", { name: "About Chelan", exact: true }) });
  await row.getByRole("link", { name: "Edit About Chelan" }).click();
  const long = "Lake Chelan living guide: history, wineries, trails and year-round life";
  expect(long.length).toBe(71);
  await page.getByLabel("Title").fill(long);
  await expect(page.getByTestId("title-count")).toHaveText("71/70 characters — too long");
  await expect(page.getByTestId("title-count")).toHaveClass(/text-red-700/);
  await page.getByLabel("H2 headings (comma separated)").fill(" Lake history , , Recreation,");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("SEO settings updated successfully")).toBeVisible();
  await expect(row.getByText("Title too long")).toBeVisible();
  const [saved] = queryDb<{ title: string; h2_tags: string; h3_tags: string; description: string | null }>(
    "select * from seo_settings where page_path = '/about-chelan'",
  );
  expect(saved).toMatchObject({ title: long, h2_tags: '["Lake history","Recreation"]', h3_tags: "[]" });
  await page.goto("/about-chelan");
  await expect(page).toHaveTitle(long);
  await expect(page.getByRole("heading", { level: 2, name: "Lake history" })).toBeVisible();

  await page.goto("/admin/seo");
  await row.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog");
  await expect(preview.getByTestId("serp")).toContainText(`${long.slice(0, 70)}...`);
  await preview.getByRole("button", { name: "Close Preview" }).click();
  await expect(preview).toBeHidden();
});

test("sync headings reads the page as the server renders it", async ({ page }) => {
  await admin(page, "seo");
  const row = page.getByTestId("seo-row").filter({ has: page.getByRole("heading", { name: "Contact", exact: true }) });
  await row.getByRole("link", { name: "Edit Contact" }).click();
  await page.getByRole("button", { name: "Sync headings" }).click();
  await expect(page.getByText("Headings synced")).toBeVisible();
  await expect(page.getByLabel("H1")).not.toHaveValue("");
  await expect(page.getByLabel("H3 headings (comma separated)")).toHaveValue(/,/);
});

test("a Settings change shows in the footer", async ({ page }) => {
  await admin(page, "settings/business");
  await page.getByLabel("Tagline").fill("General contractor · Chelan and Manson, WA");
  await page.getByLabel("ZIP code").fill("not a zip");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter a 5-digit ZIP code.").first()).toBeVisible();
  await expect(page.getByLabel("Tagline")).toHaveValue("General contractor · Chelan and Manson, WA");
  await page.getByLabel("ZIP code").fill("98816");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.goto("/");
  await expect(page.locator("footer")).toContainText("General contractor · Chelan and Manson, WA");
});

test("gallery: drag-and-drop upload, a reorder that survives a reload, and remove", async ({ page }) => {
  await admin(page);
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { name: "Manage Project Gallery" })).toBeVisible();

  // Drop two images and a text file: the text file is skipped.
  const zone = page.getByTestId("drop-zone");
  const files = [
    { name: "lake-cabin-a.jpg", type: "image/jpeg", data: [...(await jpeg({ r: 20, g: 120, b: 60 }))] },
    { name: "lake-cabin-b.jpg", type: "image/jpeg", data: [...(await jpeg({ r: 200, g: 60, b: 60 }))] },
    { name: "notes.txt", type: "text/plain", data: [...Buffer.from("not an image")] },
  ];
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.data)], f.name, { type: f.type }));
    return dt;
  }, files);
  // The drop zone is server-rendered; it listens once the page has hydrated, so a busy machine may need a second dragover.
  await expect(async () => {
    await zone.dispatchEvent("dragover", { dataTransfer });
    await expect(page.getByText("Drop images here to upload")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await zone.dispatchEvent("drop", { dataTransfer });
  await expect(page.getByText("Uploaded 2 image(s) successfully")).toBeVisible();
  const cards = page.getByTestId("gallery-card");
  // No caption was typed: the spec's "New project image - {file name}".
  await expect(cards.filter({ hasText: "New project image - lake-cabin-a.jpg" })).toHaveCount(1);
  const rows = queryDb<{ file_path: string; caption: string }>("select * from images where original_filename like 'lake-cabin-%' order by original_filename");
  expect(rows.map((r) => r.file_path)).toEqual([expect.stringMatching(/^uploads\/\d+-0\.jpg$/), expect.stringMatching(/^uploads\/\d+-1\.jpg$/)]);

  // Reorder with the keyboard: move the first card one place right.
  const firstId = await cards.first().getAttribute("data-id");
  const secondId = await cards.nth(1).getAttribute("data-id");
  await cards
    .first()
    .getByRole("button", { name: /^Reorder/ })
    .focus();
  // Each step waits for what dnd-kit tells a screen reader (its live region), not for a time.
  const told = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  // Picked up: dnd-kit says so, then that the card is over its own place.
  await expect(told).toContainText(new RegExp(`item ${firstId}`, "i"));
  // dnd-kit listens for the arrow keys from a task it queues on pick-up: let that task run first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // A key that comes before the cards are measured moves nothing (the card stays over its own
  // place); it is pressed again until dnd-kit says the card is over the second one.
  await expect(async () => {
    if (!(await told.textContent())?.includes(`over droppable area ${secondId}`)) await page.keyboard.press("ArrowRight");
    await expect(told).toContainText(`was moved over droppable area ${secondId}`, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press("Space");
  await expect(page.getByText("Order saved")).toBeVisible();
  await page.reload();
  // The second card now comes just before the first (other specs may add pictures meanwhile).
  const order = await cards.evaluateAll((list) => list.map((c) => c.getAttribute("data-id")));
  expect(order.indexOf(firstId)).toBe(order.indexOf(secondId) + 1);
  expect(order.indexOf(secondId)).toBeGreaterThanOrEqual(0);

  // Remove: off the gallery, still in the Images tab.
  page.once("dialog", (d) => void d.accept());
  await page.getByLabel("Edit New project image - lake-cabin-b.jpg", { exact: true }).click();
  await page.getByRole("button", { name: "Remove New project image - lake-cabin-b.jpg" }).click();
  await expect(page.getByText("Image removed from gallery")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("gallery-card").filter({ hasText: "lake-cabin-b.jpg" })).toHaveCount(0);
  expect(queryDb<{ page_path: string | null }>("select page_path from images where original_filename = 'lake-cabin-b.jpg'")).toEqual([{ page_path: null }]);

  // Visitors see the change and no controls.
  const visitor = await page.context().browser()!.newPage();
  // Every picture, the new ones included, on one page of "Show more".
  await visitor.goto(page.url().replace(/\/gallery.*/, "/gallery?show=270"));
  await expect(visitor.getByRole("heading", { name: "Explore More Projects" })).toBeVisible();
  const [cabinA] = queryDb<{ id: string }>("select id from images where original_filename = 'lake-cabin-a.jpg'");
  // The new picture is on the page once: featured in the carousel, so not again in the grid.
  await expect(visitor.locator(`[data-id="${cabinA!.id}"]`)).toHaveCount(1);
  await expect(visitor.getByText("lake-cabin-b.jpg")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await visitor.close();
});
