import { expect, hydrated, test, type Browser, type Page } from "./fixtures";
import { moveSiteClock, ownSite, signInOn } from "./helpers";
import { openEditorBlock as opened } from "./editor-helpers";
import { isoToZonedInput } from "../../app/content/schedule";

/**
 * The owner schedules a change on a desktop and another on a phone, for the same minute; the
 * changes go live at that minute with nobody acting. The site is this spec's own, started with
 * TEST_CLOCK=1, and the test moves its clock past the minute instead of waiting for it (decision
 * 0046): no real minute passes.
 */
const own = ownSite("scheduled", { timeout: 60_000, env: () => ({ TEST_CLOCK: "1" }) });

async function visitorMain(browser: Browser, path: string) {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto(`${own.url}${path}`);
  const main = await p.locator("main").innerText();
  await ctx.close();
  return main;
}

/** Moves the site's clock forward by `ms`; answers the site's new time. */
const moveClock = (ms: number) => moveSiteClock(own.url, ms);

test("a scheduled page change goes live at its minute with nobody acting, scheduled at 1280 and at 390 px", async ({ browser }) => {
  const desktop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  const changes: Array<{ page: Page; block: string; text: string }> = [
    { page: desktop, block: "Closing tagline", text: "We look forward to walking your lot with you this spring (1280)." },
    { page: phone, block: "Map caption", text: "Our office is two blocks up from the marina (390)." },
  ];
  for (const c of changes) {
    await signInOn(c.page, own.url);
    await c.page.goto(`${own.url}/admin/content/page?path=%2Fcontact`);
    await hydrated(c.page);
    await (await opened(c.page, c.block)).getByRole("textbox").fill(c.text);
    await c.page.getByText("More…").click();
  }
  // The next whole minute at least 10 s away, as the owner types it, in Pacific time.
  const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  for (const c of changes) {
    await c.page.getByLabel(/Go live at/).fill(isoToZonedInput(at.toISOString()));
    await c.page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(c.page.getByText(/the changes go live/).first()).toBeVisible();
  }
  // Not before its time: half a minute before it (the page is read in much less than that).
  const before = await moveClock(at.getTime() - Date.now() - 30_000);
  expect(before).toBeLessThan(at.getTime());
  const early = await visitorMain(browser, "/contact");
  for (const c of changes) expect(early).not.toContain(c.text);
  // Then the minute comes, and a visitor sees both changes without anyone saving anything.
  expect(await moveClock(31_000)).toBeGreaterThan(at.getTime());
  const main = await visitorMain(browser, "/contact");
  for (const c of changes) expect(main).toContain(c.text);
  await desktop.context().close();
  await phone.context().close();
});

test("the site's clock cannot be moved by anyone but a loopback caller of a TEST_CLOCK site", async () => {
  // The shared e2e site runs without TEST_CLOCK: it has no such address.
  const r = await fetch(`${test.info().project.use.baseURL}/__test/clock?advance=1000`, { method: "POST" });
  expect(r.status).not.toBe(200);
});
