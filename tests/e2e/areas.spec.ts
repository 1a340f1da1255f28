import { axeViolations } from "./axe-scan";
import { expect, test } from "./fixtures";
import { AREA_PATHS, PERMITS_PATH } from "../../app/content/paths";

/**
 * The service-area pages and /permits on a 390 px phone (issue #24): they pass axe (WCAG 2.1 A and
 * AA, plus best practices), fit without sideways scrolling, and the footer's area and service
 * links can be reached and followed.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("every area page and /permits passes axe and fits a 390 px phone", async ({ page }) => {
  for (const path of [...AREA_PATHS, PERMITS_PATH]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
});

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
