import { expect, hydrated, test, type Browser, type Page } from "./fixtures";
import { ownSite } from "./helpers";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * Settings in screens (docs/decisions/0038-settings-in-screens.md), on a laptop and a phone, with
 * and without JavaScript: a short index and Settings' own navigation, a save that keeps the owner
 * where he was and names what changed, a refused colour's message that clears once the colour
 * passes. It changes the brand, so it runs its own site.
 */

const own = ownSite("settings", { timeout: 120_000 });
let ip = 0;

const SCREENS = ["Business details", "Brand", "Services offered", "Home page sections", "New leads", "Data and backups", "Site visits"];
/** The single Settings page's height before it was split, measured the same way (decision 0038). */
const ONE_PAGE_BEFORE = { 1280: 6650, 390: 8517 } as const;

async function ownerPage(browser: Browser, width: 1280 | 390, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: own.url,
    viewport: { width, height: width === 390 ? 844 : 900 },
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.38.${width === 390 ? 1 : 2}.${++ip}` },
  });
  const page = await context.newPage();
  // Pages of this context wait for the runtime after each goto, as the shared fixture's page does.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const res = await goto(...args);
    if (javaScriptEnabled) await hydrated(page);
    return res;
  };
  await page.goto("/auth");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin/);
  if (javaScriptEnabled) await hydrated(page);
  return page;
}

const settingsNav = (page: Page) => page.getByRole("navigation", { name: "Settings screens" });
const inView = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

for (const width of [1280, 390] as const) {
  test(`at ${width} px the owner finds each Settings screen from the index and its navigation, each far shorter than the one page was`, async ({ browser }) => {
    const page = await ownerPage(browser, width);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    const heights: Record<string, number> = {};
    for (const label of SCREENS) {
      await settingsNav(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/[a-z-]+$/);
      await expect(settingsNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(settingsNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      heights[label] = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), label).toBe(true);
    }
    const tallest = Math.max(...Object.values(heights));
    test.info().annotations.push({ type: `Settings screen heights at ${width} px`, description: JSON.stringify(heights) });
    console.log(`settings heights at ${width}px: ${JSON.stringify(heights)} tallest ${tallest} (one page before: ${ONE_PAGE_BEFORE[width]})`);
    expect(tallest).toBeLessThan(ONE_PAGE_BEFORE[width] * 0.6);
    await page.context().close();
  });

  test(`at ${width} px a save lands beside its button, focused, and names what changed`, async ({ browser }) => {
    const page = await ownerPage(browser, width);
    await page.goto("/admin/settings/leads");
    const hours = page.getByLabel("A lead still New is overdue after (business hours)");
    const next = (await hours.inputValue()) === "3" ? "4" : "3";
    await hours.fill(next);
    await page.getByRole("button", { name: "Save lead settings" }).click();
    const note = page.getByTestId("saved-note");
    await expect(note).toContainText("Lead settings saved. Saved: hours before a lead is overdue.");
    await expect(note).toBeFocused();
    expect(await inView(page, "saved-note")).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Saving again without a change says so.
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expect(note).toContainText("Nothing changed.");
    await page.context().close();
  });

  // Without JavaScript on the phone: each button is a plain form post.
  test(`at ${width} px home sections move and hide with one button each, and the home page follows (JavaScript ${width === 390 ? "off" : "on"})`, async ({
    browser,
  }) => {
    const js = width !== 390;
    const page = await ownerPage(browser, width, js);
    await page.goto("/admin/settings/home-sections");
    const list = page.getByRole("list", { name: "Home page sections" });
    const labels = async () => (await list.getByRole("listitem").locator("span > span:first-child").allTextContents()).map((t) => t.trim());
    // No position numbers to type.
    await expect(page.getByRole("spinbutton")).toHaveCount(0);
    const before = await labels();
    expect(before.slice(0, 2)).toEqual(["Welcome", "Service cards"]);
    await expect(page.getByRole("button", { name: "Move Welcome up" })).toBeDisabled();

    await page.getByRole("button", { name: "Move Service cards up" }).click();
    const note = page.getByTestId("saved-note");
    await expect(note).toContainText("Service cards moved up.");
    await expect(note).toContainText("Service cards is now 1st of 6 after the banner.");
    if (js) await expect(note).toBeFocused();
    expect(await labels()).toEqual(["Service cards", "Welcome", ...before.slice(2)]);

    await page.getByRole("button", { name: "Hide Videos" }).click();
    await expect(note).toContainText("Videos hidden.");
    await expect(list.getByRole("listitem").filter({ hasText: "Videos" })).toContainText("Hidden");
    await expect(page.getByRole("button", { name: "Show Videos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide Videos" })).toHaveCount(0);

    // A visitor's home page: the services before the welcome, no videos.
    const visitor = await browser.newContext({ baseURL: own.url, viewport: { width, height: 900 }, javaScriptEnabled: false });
    const v = await visitor.newPage();
    const sections = async () => {
      await v.goto("/");
      return v.locator("main section[aria-labelledby]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-labelledby")));
    };
    let seen = await sections();
    expect(seen.indexOf("services")).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf("services")).toBeLessThan(seen.indexOf("welcome"));
    expect(seen).not.toContain("videos");

    // And back as it was.
    await page.getByRole("button", { name: "Show Videos" }).click();
    await expect(note).toContainText("Videos shown.");
    await page.getByRole("button", { name: "Move Service cards down" }).click();
    await expect(note).toContainText("Service cards moved down.");
    expect(await labels()).toEqual(before);
    seen = await sections();
    expect(seen.indexOf("welcome")).toBeLessThan(seen.indexOf("services"));
    expect(seen).toContain("videos");
    await visitor.close();
    await page.context().close();
  });

  test(`at ${width} px a service turned off leaves the Services page's introduction and the contact form's Project type`, async ({ browser }) => {
    const page = await ownerPage(browser, width);
    await page.goto("/admin/settings/services");
    const adus = page.getByRole("group", { name: "Services we offer" }).getByRole("checkbox", { name: "ADUs" });
    await adus.uncheck();
    await page.getByRole("button", { name: "Save services" }).click();
    await expect(page.getByTestId("saved-note")).toContainText("Saved: ADUs offered.");

    const visitor = await browser.newContext({ baseURL: own.url, viewport: { width, height: 900 }, javaScriptEnabled: false });
    const v = await visitor.newPage();
    await v.goto("/services");
    await expect(v.locator("main")).not.toContainText("ADU");
    await expect(v.locator("main")).toContainText("Most projects draw on several of the services below.");
    await v.goto("/contact");
    const types = await v.locator("#projectType option").allTextContents();
    expect(types).not.toContain("ADU (Accessory Dwelling Unit)");
    expect(types[0]).toBe("Not sure yet");

    await adus.check();
    const saved = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Save services" }).click();
    await saved;
    await expect(page.getByTestId("saved-note")).toContainText("Saved: ADUs offered.");
    await v.goto("/contact");
    expect(await v.locator("#projectType option").allTextContents()).toContain("ADU (Accessory Dwelling Unit)");
    await visitor.close();
    await page.context().close();
  });

  test(`at ${width} px a refused colour's message clears as soon as the colour passes`, async ({ browser }) => {
    const page = await ownerPage(browser, width);
    await page.goto("/admin/settings/brand");
    const accent = page.getByLabel("Accent colour", { exact: true });
    await accent.fill("#f0c040");
    await page.getByRole("button", { name: "Save colours" }).click();
    const refusal = page.locator("#b-accent-error");
    await expect(refusal).toHaveText("White text on #f0c040 has a contrast of 1.7:1; it needs at least 4.5:1.");
    await accent.fill("#1d4ed8");
    await expect(refusal).toHaveCount(0);
    await expect(page.getByTestId("brand-contrast")).toContainText("both pass");
    await page.getByRole("button", { name: "Use the original colours" }).click();
    await expect(page.getByTestId("saved-note")).toBeVisible();
    await page.context().close();
  });
}

test("without JavaScript, Settings' navigation, a save that lands on its confirmation, and a refused colour that clears on the next submit", async ({
  browser,
}) => {
  for (const width of [1280, 390] as const) {
    const page = await ownerPage(browser, width, false);
    await page.goto("/admin/settings");
    await page
      .getByRole("link", { name: /^Data and backups/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/settings\/data$/);
    const months = page.getByLabel("Keep the activity log for (months)");
    await months.fill((await months.inputValue()) === "13" ? "14" : "13");
    await page.getByRole("button", { name: "Save the data settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/data\?saved=data-settings-save#saved-data-settings-save$/);
    await expect(page.getByTestId("saved-note")).toContainText("Saved: months the activity log is kept.");
    expect(await inView(page, "saved-note")).toBe(true);

    await settingsNav(page).getByRole("link", { name: "Brand", exact: true }).click();
    await page.getByLabel("Accent colour", { exact: true }).fill("#f0c040");
    await page.getByRole("button", { name: "Save colours" }).click();
    await expect(page.locator("#b-accent-error")).toContainText("1.7:1");
    await page.getByLabel("Accent colour", { exact: true }).fill("#8a5430");
    await page.getByRole("button", { name: "Save colours" }).click();
    await expect(page.locator("#b-accent-error")).toHaveCount(0);
    await expect(page.getByTestId("saved-note")).toContainText("Colours saved.");
    await page.context().close();
  }
});
