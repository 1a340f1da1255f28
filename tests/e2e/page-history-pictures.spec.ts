import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";
import { openEditorBlock, publishNow } from "./editor-helpers";

// The page editor's History names pictures by their file and shows no picture row where nothing
// changed (decision 0039). At a desktop and a phone width; each run puts the drawing back.

let ip = 0;
const signInAs = (page: Page) => signIn(page, undefined, undefined, `10.80.${Math.floor(++ip / 200)}.${ip % 200}`);

const photo = (r: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g: 110, b: 140 } } })
    .jpeg()
    .toBuffer();

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("History: 'porch-after.jpg → dock-winter.jpg', and no Main picture row that changed nothing", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page);
      await page.goto("/admin/content/page?path=%2Fservices");
      const run = `${width}-${Date.now() % 100_000}`;
      const [first, second] = [`porch-after-${run}.jpg`, `dock-winter-${run}.jpg`];
      for (const [name, shade] of [
        [first, 60],
        [second, 160],
      ] as const) {
        const picture = await openEditorBlock(page, "Main picture");
        await picture.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo(shade) });
        await expect(picture.getByRole("button", { name: new RegExp(`^Focal point of ${name}`) })).toBeVisible();
        await picture.getByLabel(/alt text/).fill(`A porch and a dock on the lake (${name})`);
        await publishNow(page);
      }
      // A save that changes other blocks and leaves the picture alone adds no picture row.
      await openEditorBlock(page, "Subheading");
      const sub = page.getByRole("textbox", { name: "Subheading" });
      const before = await sub.inputValue();
      await sub.fill(`${before} (${width})`);
      await publishNow(page);
      await sub.fill(before);
      await publishNow(page);

      const history = page.getByRole("region", { name: "History" });
      const pictureRows = history.getByTestId("version").filter({ hasText: "Main picture" });
      await expect(pictureRows.filter({ hasText: `Picture: ${first} → ${second}` })).toHaveCount(1);
      await expect(history).not.toContainText("a picture from the library → a picture from the library");
      // Every picture row but the block's first version says what it changed.
      const bare = await pictureRows.evaluateAll((rows) => rows.filter((r) => !r.querySelector("dl")).length);
      expect(bare).toBeLessThanOrEqual(1);

      // Put the drawing back.
      await (await openEditorBlock(page, "Main picture")).getByRole("button", { name: "Use the illustration" }).click();
      await publishNow(page);
      await expect(pictureRows.filter({ hasText: `Picture: ${second} → the drawing` })).toHaveCount(1);
    });
  });
}
