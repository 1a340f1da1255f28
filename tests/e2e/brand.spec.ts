import { expect, hydrated, test, type Browser, type Page } from "./fixtures";
import { ownSite } from "./helpers";
import sharp from "sharp";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * The owner's brand on a phone (docs/decisions/0027-brand-settings.md): a service turned off
 * leaves the visitor's menu, colours are previewed before saving and a failing pair is refused,
 * and an uploaded logo shows in the visitor's header. It changes what every page shows, so it
 * runs its own site.
 */

const own = ownSite("brand");
const PHONE = { width: 390, height: 844 };

async function open(browser: Browser, path: string, opts: { owner?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: own.url, viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": "10.78.0.1" } });
  const page = await context.newPage();
  if (opts.owner) {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin/);
  }
  const res = await page.goto(path);
  await hydrated(page);
  return { page, res };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("the owner turns a service off and the visitor no longer finds it", async ({ browser }) => {
  const { page: owner } = await open(browser, "/admin/settings/services", { owner: true });
  expect(await noSidewaysScroll(owner)).toBe(true);
  await owner.setViewportSize({ width: 320, height: 700 });
  expect(await noSidewaysScroll(owner)).toBe(true);
  await owner.setViewportSize(PHONE);
  const services = owner.getByRole("group", { name: "Services we offer" });
  await services.getByRole("checkbox", { name: "ADUs" }).uncheck();
  await owner.getByRole("button", { name: "Save services" }).click();
  await expect(owner.getByText("Services saved").first()).toBeVisible();
  await expect(services.getByRole("checkbox", { name: "ADUs" })).not.toBeChecked();

  const { page: visitor } = await open(browser, "/");
  const dropdown = visitor.getByTestId("services-dropdown");
  await expect(dropdown.locator('a[href="/service-garages"]')).toHaveCount(1);
  await expect(dropdown.locator('a[href="/service-adu"]')).toHaveCount(0);
  await visitor.getByText("Menu").click();
  await visitor.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" }).click();
  await expect(visitor).toHaveURL(/\/services$/);
  await expect(visitor.locator('main a[href="/service-garages"]').first()).toBeVisible();
  await expect(visitor.locator('main a[href="/service-adu"]')).toHaveCount(0);
  const gone = await visitor.goto("/service-adu");
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("ADUs: no longer offered");
  await visitor.getByRole("link", { name: "See our services" }).click();
  await expect(visitor).toHaveURL(/\/services$/);
  await visitor.context().close();

  // Back on, for the rest.
  await services.getByRole("checkbox", { name: "ADUs" }).check();
  await owner.getByRole("button", { name: "Save services" }).click();
  await expect(owner.getByText("Services saved").first()).toBeVisible();
  await owner.context().close();
});

test("the owner previews colours before saving, a failing pair is refused, a passing one reaches the visitor", async ({ browser }) => {
  const { page: owner } = await open(browser, "/admin/settings/brand", { owner: true });
  const button = owner.getByTestId("preview-button");
  const strip = owner.getByTestId("preview-strip");
  await expect(button).toHaveCSS("background-color", "rgb(138, 84, 48)");

  await owner.getByLabel("Accent colour", { exact: true }).fill("#1d4ed8");
  await owner.getByLabel("Dark colour", { exact: true }).fill("#1e1b4b");
  // The preview follows the typing; nothing is saved yet.
  await expect(button).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await expect(strip).toHaveCSS("background-color", "rgb(30, 27, 75)");
  await expect(owner.getByTestId("brand-contrast")).toContainText("both pass");

  // A light accent: the preview warns at once, and the save is refused with the pair and its ratio.
  const message = "White text on #f0c040 has a contrast of 1.7:1; it needs at least 4.5:1.";
  await owner.getByLabel("Accent colour", { exact: true }).fill("#f0c040");
  await expect(owner.getByTestId("brand-contrast")).toContainText(message);
  await owner.getByRole("button", { name: "Save colours" }).click();
  await expect(owner.locator("#b-accent-error")).toHaveText(message);
  await expect(owner.getByLabel("Accent colour", { exact: true })).toHaveValue("#f0c040");
  const { page: before } = await open(browser, "/about");
  await expect(before.locator("style[data-brand]")).toHaveCount(0);
  await before.context().close();

  await owner.getByLabel("Accent colour", { exact: true }).fill("#1d4ed8");
  await owner.getByRole("button", { name: "Save colours" }).click();
  await expect(owner.getByText("Colours saved").first()).toBeVisible();
  expect(await noSidewaysScroll(owner)).toBe(true);

  const { page: visitor } = await open(browser, "/about");
  await expect(visitor.locator(".btn-primary").first()).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await expect(visitor.locator("footer").first()).toHaveCSS("background-color", "rgb(30, 27, 75)");
  await visitor.context().close();
  await owner.context().close();
});

test("an uploaded logo shows in the visitor's header without making it taller", async ({ browser }) => {
  const { page: visitor } = await open(browser, "/");
  const headerHeight = async () => (await visitor.locator("header").first().boundingBox())!.height;
  const plain = await headerHeight();

  const { page: owner } = await open(browser, "/admin/settings/brand", { owner: true });
  const logo = await sharp({ create: { width: 600, height: 150, channels: 4, background: { r: 13, g: 44, b: 61, alpha: 1 } } })
    .png()
    .toBuffer();
  await owner.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await owner.getByRole("button", { name: "Upload logo" }).click();
  await expect(owner.getByText("Logo saved").first()).toBeVisible();
  await expect(owner.getByRole("button", { name: "Remove logo" })).toBeVisible();

  await visitor.reload();
  // The logo beside the company name, unless the owner chooses the logo alone (decision 0035).
  const img = visitor.getByTestId("site-logo").locator("img");
  await expect(img).toBeVisible();
  await expect(visitor.getByTestId("site-logo")).toHaveText("Lakeside Ridge Builders");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await headerHeight()).toBeLessThanOrEqual(plain);
  expect(await noSidewaysScroll(visitor)).toBe(true);

  await owner.getByRole("button", { name: "Remove logo" }).click();
  await expect(owner.getByText("Logo removed").first()).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId("site-logo")).toHaveCount(0);
  await visitor.context().close();
  await owner.context().close();
});
