import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { openEditorBlock, publishNow } from "./editor-helpers";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * The owner on a phone keeps a page's Spanish in step with its English (issue 49, decision 0066):
 * an English change flags the page in Content, the Spanish words open from there by name, and
 * publishing them clears the flag. No path, id or markup typed.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px: an English change flags the Spanish as older; the owner opens the Spanish from Content, publishes it, and the flag clears", async ({
  page,
  browser,
}) => {
  const run = test.info().repeatEachIndex;
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `10.66.${run}.1`);
  const row = page.getByRole("listitem").filter({ hasText: "Services › Additions" });

  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Edit Additions", exact: true }).click();
  const english = (await openEditorBlock(page, "Main heading (H1)")).getByRole("textbox");
  await english.fill(`Home additions for lake and orchard lots ${run}`);
  await publishNow(page);

  await page.goto("/admin/content");
  await expect(row.getByText("Spanish is older than the English")).toBeVisible();
  await row.getByRole("link", { name: "Edit Additions in Spanish" }).click();
  await expect(page.getByRole("heading", { name: "Edit Additions (Spanish)" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "The Spanish is older than the English." })).toBeVisible();
  const spanish = (await openEditorBlock(page, "Main heading (H1)")).getByRole("textbox");
  await expect(spanish).toHaveValue(/^Ampliaciones/);
  await spanish.fill(`Ampliaciones para terrenos del lago y de huerto ${run}`);
  await publishNow(page);
  await expect(page.getByRole("status").filter({ hasText: "The Spanish is older than the English." })).toHaveCount(0);

  await page.goto("/admin/content");
  await expect(row.getByText("Spanish is older than the English")).toHaveCount(0);
  // No sideways scrolling on the phone, with the language links beside the page's name.
  await page.goto("/admin/content/page?path=%2Fes%2Fservice-additions");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const visitor = await browser.newPage();
  await visitor.goto("/es/service-additions");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Ampliaciones para terrenos del lago y de huerto ${run}`);
  await visitor.goto("/service-additions");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Home additions for lake and orchard lots ${run}`);
  await visitor.close();
});
