import { devices } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./helpers";

// Issue #43: turning phone alerts on explains Android and iPhone, and a refusal says what to do in
// plain words; the browser's own error ("Registration failed - permission denied") never shows.

const region = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Notifications on your phone or computer" });

test("at 390 px on an Android phone that blocked notifications: the steps for Android and iPhone, then how to allow them again", async ({
  browser,
  baseURL,
}) => {
  const ctx = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL });
  const page = await ctx.newPage();
  // The phone's settings block notifications for this site, as Chrome's site settings do.
  const cdp = await ctx.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "notifications" },
    setting: "denied",
    origin: new URL(baseURL!).origin,
    browserContextId: targetInfo.browserContextId,
  });
  try {
    await signIn(page, undefined, undefined, "10.61.0.1");
    await page.goto("/admin/account");
    await hydrated(page);
    const steps = region(page).getByRole("list", { name: "How to turn them on" });
    await expect(steps.getByRole("listitem").filter({ hasText: "Android phone (Chrome):" })).toContainText("tap Allow when Chrome asks");
    await expect(steps.getByRole("listitem").filter({ hasText: "Android phone (Chrome):" })).toContainText("Installing the app on the Home screen is optional");
    await expect(steps.getByRole("listitem").filter({ hasText: "iPhone or iPad:" })).toContainText(
      "tap Share, then Add to Home Screen. Open the admin from that new icon",
    );
    // The browser answers "denied": the owner is told how to allow them again.
    await region(page).getByRole("button", { name: "Turn on notifications on this device" }).click();
    await expect(region(page).getByRole("status")).toContainText("In Chrome, tap the icon left of the address");
    await expect(region(page).getByRole("status")).toContainText("choose Allow");
    await expect(page.getByText(/Registration failed|permission denied/i)).toHaveCount(0);
    // Nothing was left half on: the button is there to try again once they are allowed.
    await expect(region(page).getByRole("button", { name: "Turn on notifications on this device" })).toBeEnabled();
    // The page fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await ctx.close();
  }
});

test("allowed, but the browser's push service refuses the subscription: plain words instead of its own message", async ({ page }) => {
  // Notifications are granted, but this browser window (like a private one) is refused by its push
  // service: the real PushManager.subscribe throws "Registration failed - permission denied".
  await page.context().grantPermissions(["notifications"]);
  await signIn(page, undefined, undefined, "10.61.0.2");
  await page.goto("/admin/account");
  await region(page).getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(region(page).getByRole("status")).toContainText("Notifications are blocked for this site. Click the icon left of the address bar");
  await expect(region(page).getByRole("status")).toContainText("In a private or incognito window notifications cannot be turned on");
  await expect(page.getByText(/Registration failed|permission denied/i)).toHaveCount(0);
  // Nothing reached the site: no device is listed.
  await expect(region(page).getByText("No device of yours has notifications on.")).toBeVisible();
});
