import { expect, test } from "./fixtures";

/**
 * The service-area pages and /permits on a 390 px phone (issue #24): the footer's area and service
 * links can be reached and followed. That they pass axe and fit without sideways scrolling is
 * checked with every public page, at 390 and 1280 px (public-pages.spec.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

test("the footer leads to an area, from there to /permits, and on to a service", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByRole("list", { name: "Areas we serve" }).getByRole("link", { name: "Orondo" }).click();
  await expect(page).toHaveURL(/\/areas\/orondo$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Orondo");
  await page.getByRole("main").getByRole("link", { name: "Permits in the Chelan Valley", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Permits in the Chelan Valley");
  await page.locator("footer").getByRole("list", { name: "Services" }).getByRole("link", { name: "ADUs" }).click();
  await expect(page).toHaveURL(/\/service-adu$/);
});
