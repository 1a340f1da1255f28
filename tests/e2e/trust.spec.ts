import { readFileSync } from "node:fs";
import { axeViolations } from "./axe-scan";
import { expect, test, type Browser, type Page } from "./fixtures";
import { followFooterLink, signIn, watchConsole } from "./helpers";
import { startWebhook } from "../helpers/webhook";

/**
 * The trust kit in a real browser (decision 0033): the privacy notice follows the webhook setting
 * through the page cache, the footer links both pages, the accessibility statement's report works
 * without JavaScript and is axe-clean, and the owner backs up from a phone.
 */
const SECRET = "e2e-trust-webhook-secret-0123456789";
let ip = 0;

async function ownerPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, undefined, undefined, `10.93.0.${++ip}`);
  return page;
}

async function saveWebhook(page: Page, url: string | null) {
  await page.goto("/admin/settings/leads");
  if (url) {
    await page.getByLabel("Webhook address").fill(url);
    await page.getByLabel("Shared secret").fill(SECRET);
  } else {
    await page.getByLabel("Remove the webhook and its secret").check();
  }
  await page.getByRole("button", { name: "Save lead settings" }).click();
  await expect(page.getByText("Lead settings saved").first()).toBeVisible();
}

test("the privacy notice names the webhook while it is on and not after it is removed, through the page cache", async ({ browser, baseURL }) => {
  const hook = await startWebhook(SECRET);
  const visitorContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  const owner = await ownerPage(browser, baseURL);
  try {
    const alerts = visitor.locator('[data-facts="alerts"]');
    // Warm the cache with the notice as it is.
    await visitor.goto("/privacy");
    await visitor.goto("/privacy");
    await expect(alerts).toBeVisible();
    await expect(alerts).not.toContainText("Webhook");

    await saveWebhook(owner, hook.url);
    await visitor.goto("/privacy");
    await expect(alerts.locator('[data-channel="webhook"]')).toContainText(`Webhook: your name, e-mail address`);
    await expect(alerts).toContainText(new URL(hook.url).host);

    await saveWebhook(owner, null);
    await visitor.goto("/privacy");
    await expect(alerts).toBeVisible();
    await expect(alerts.locator('[data-channel="webhook"]')).toHaveCount(0);
  } finally {
    await visitorContext.close();
    await owner.context().close();
    await hook.close();
  }
});

/** Sam fills in the barrier report on /accessibility (name, e-mail, what was hard to use) and sends it. */
async function sendBarrierReport(page: Page, email: string, problem: string) {
  await page.getByLabel(/^Your name/).fill("Sam Reyes");
  await page.getByLabel(/^Your e-mail address/).fill(email);
  await page.getByLabel(/^What was hard to use/).fill(problem);
  await page.getByRole("button", { name: "Send the report" }).click();
}

for (const width of [390, 1280]) {
  test(`at ${width} px the footer links both pages, each passes axe, and a barrier report is sent without JavaScript`, async ({ browser, baseURL }) => {
    const headers = { "X-Forwarded-For": `10.94.0.${width % 250}` };
    // axe runs in the page, so this part has JavaScript (the visitor's pages ship none of their own).
    const withJs = await browser.newContext({ baseURL, viewport: { width, height: 844 }, extraHTTPHeaders: headers });
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 844 }, extraHTTPHeaders: headers });
    try {
      const look = await withJs.newPage();
      const con = watchConsole(look);
      await look.goto("/");
      await followFooterLink(look, "Privacy notice", /\/privacy$/, "Privacy notice");
      await expect(look.getByText("This notice describes what this website does.")).toBeVisible();
      expect(await axeViolations(look)).toEqual([]);
      await followFooterLink(look, "Accessibility", /\/accessibility$/, "Accessibility statement");
      expect(await axeViolations(look)).toEqual([]);
      con.expectClean();

      // A report with a mistake keeps what was typed and says what to fix (no JavaScript).
      const page = await context.newPage();
      await page.goto("/accessibility");
      await sendBarrierReport(page, "sam@example", "The gallery filter buttons are not announced by my screen reader.");
      await expect(page.getByRole("alert")).toContainText("Your report was not sent yet");
      await expect(page.getByLabel(/^Your e-mail address/)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(/^What was hard to use/)).toHaveValue("The gallery filter buttons are not announced by my screen reader.");
      await page.getByLabel(/^Your e-mail address/).fill(`sam-${width}@example.org`);
      await page.getByRole("button", { name: "Send the report" }).click();
      await expect(page.getByRole("status")).toContainText("Your report reached us");
      // The error state is axe-clean too.
      await look.goto("/accessibility");
      await sendBarrierReport(look, "sam@example", "The map caption is low contrast.");
      await expect(look.getByRole("alert")).toContainText("Your report was not sent yet");
      expect(await axeViolations(look)).toEqual([]);
    } finally {
      await context.close();
      await withJs.close();
    }
  });
}

test.describe("the owner on a phone", () => {
  test("sees the report marked in Messages, backs up from the browser, downloads the checked archive and deletes the reporter on request", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const page = await ownerPage(browser, baseURL, 390);
    try {
      // A visitor's report arrives (the form posted as a browser without JavaScript posts it).
      const sent = await page.request.post("/accessibility", {
        form: { fullName: "Kim Ortiz", email: "kim-phone@example.org", problem: "The menu button is too small to tap.", setup: "" },
        headers: { "X-Forwarded-For": "10.95.0.1" },
      });
      expect(sent.status()).toBe(200);
      await page.goto("/admin/messages?q=kim-phone%40example.org");
      const card = page.getByTestId("message").filter({ hasText: "kim-phone@example.org" });
      await expect(card.getByText("Accessibility report")).toBeVisible();

      await page.goto("/admin/settings/data");
      await page.getByRole("link", { name: "Backups: take one now, or set a daily one" }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/backups$/);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Back up now" }).click();
      await expect(page.getByTestId("backup-check").first()).toContainText("Read back: it opens");
      const download = page.waitForEvent("download");
      await page
        .getByTestId("backup")
        .first()
        .getByRole("link", { name: /^Download the backup of / })
        .click();
      expect((await download).suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}-[a-z0-9]{6}\.sealed$/);
      // Sealed with a passphrase typed for this download (decision 0053), as a plain form post.
      const row = page.getByTestId("backup").first();
      await row.getByLabel(/^Passphrase for the backup of /).fill("lake chelan at dawn, twice");
      const sealed = page.waitForEvent("download");
      await row.getByRole("button", { name: /^Download the backup of .* sealed with this passphrase$/ }).click();
      const file = await (await sealed).path();
      expect((await sealed).suggestedFilename()).toMatch(/-passphrase\.sealed$/);
      expect(readFileSync(file!).subarray(0, 10).toString()).toBe("LRBKSEAL1\n");
      // Nothing on the page scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The checklist's backup line is in order now.
      await page.goto("/admin/dashboard");
      await expect(page.locator('li[data-check="backup"]')).toContainText("A backup was made in the last 7 days");

      // The reporter asks to be forgotten: the owner deletes them after reading what will go.
      await page.goto("/admin/messages?q=kim-phone%40example.org");
      await page.getByTestId("message").filter({ hasText: "kim-phone@example.org" }).getByRole("link", { name: "Delete Kim Ortiz's data" }).click();
      await expect(page.getByTestId("delete-person-summary")).toContainText(
        "This deletes every message sent from kim-phone@example.org: 1 message and 0 photos",
      );
      // What was found, hers apart from anyone else's message (decision 0054), before anything goes.
      await expect(page.getByTestId("person-found")).toContainText("Mentioned in another person’s message");
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole("button", { name: "Delete 1 message from kim-phone@example.org" }).click();
      await expect(page).toHaveURL(/\/admin\/messages$/);
      await expect(page.getByText("Person deleted").first()).toBeVisible();
      await page.goto("/admin/messages?q=kim-phone%40example.org");
      await expect(page.getByTestId("message")).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });
});
