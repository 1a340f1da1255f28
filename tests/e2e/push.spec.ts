import Database from "better-sqlite3";
import { E2E_DATA_DIR } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { startPushService } from "../helpers/push";

// Decision 0031: a new lead reaches the owner's device through Web Push within 10 s. The push
// service is a loopback server that checks the VAPID token and decrypts the RFC 8291 payload.

const DB_FILE = `${E2E_DATA_DIR}/site.db`;

test("the owner turns notifications on, a visitor's quote request arrives as a push within 10 s, and a gone device is removed", async ({
  page,
  browser,
  baseURL,
}) => {
  const push = await startPushService();
  try {
    // Chromium here has no push service to hand out subscriptions (an incognito context is refused,
    // a real profile waits forever for Google's), so the browser's push service is the loopback
    // one: the page's PushManager.subscribe answers with its subscription. Everything after it
    // (the toggle's post, the route, the database, the sending) is the site's own code.
    const sub = push.subscription("owner-phone");
    await page.addInitScript((json) => {
      const w = window as unknown as { __serverKey?: string };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        w.__serverKey = btoa(String.fromCharCode(...key))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
        return { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true } as unknown as PushSubscription;
      };
    }, sub);
    await page.context().grantPermissions(["notifications"]);
    await signIn(page, undefined, undefined, "10.60.0.1");
    await page.goto("/admin/account");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/admin/push") && r.method() === "POST");
    await page.getByRole("button", { name: "Turn on notifications on this device" }).click();
    expect((await posted).postDataJSON()).toEqual(sub);
    await expect(page.getByRole("region", { name: "Notifications on your phone or computer" }).getByRole("status")).toHaveText(
      "Notifications are on for this device.",
    );
    await expect(page.getByTestId("push-devices").getByRole("listitem")).toHaveCount(1);
    // The real service worker is registered, scoped to /admin only.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin"))?.scope)).toBe(`${baseURL}/admin`);
    // The same route refuses what is not a subscription, and anonymous callers.
    const bad = await page.request.post("/api/admin/push", { data: { endpoint: "ftp://x", keys: {} }, headers: { Origin: baseURL! } });
    expect(bad.status()).toBe(400);
    expect((await page.request.post(`${baseURL}/api/admin/push`, { data: sub, headers: { Origin: baseURL!, Cookie: "" } })).status()).toBe(401);
    const siteKey = await page.locator("[data-push-key]").getAttribute("data-push-key");

    // A visitor sends a quote request.
    const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.60.0.2" } });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/contact");
    await visitor.getByRole("textbox", { name: /^Full name/ }).fill("Morgan Pike");
    await visitor.getByRole("textbox", { name: "Email" }).fill("morgan@example.com");
    await visitor.getByLabel("Project type").selectOption({ label: "Kitchen Remodel" });
    await visitor.getByLabel("Town of the site").selectOption({ label: "Manson" });
    await visitor.getByRole("textbox", { name: /^Message/ }).fill("We want to open the kitchen to the lake view and add an island.");
    const sentAt = Date.now();
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.getByText("Thank you for your message!")).toBeVisible();
    await visitorContext.close();

    await expect.poll(() => push.received.length, { timeout: 10_000, intervals: [100] }).toBe(1);
    const note = push.received[0]!;
    expect(note.at - sentAt).toBeLessThan(10_000);
    test.info().annotations.push({ type: "push latency", description: `${note.at - sentAt} ms from Send to the decrypted notification` });
    expect(note.vapidKey).toBe(siteKey);
    // The key the browser was asked to subscribe with is the one the site signs with.
    expect(await page.evaluate(() => (window as unknown as { __serverKey?: string }).__serverKey)).toBe(siteKey);
    expect(note.payload.title).toBe("New lead: Kitchen Remodel in Manson");
    expect(String(note.payload.body)).toContain("We want to open the kitchen");
    expect(push.refused).toEqual([]);

    // Tapping it opens that lead.
    await page.goto(String(note.payload.url));
    await expect(page.locator(`${new URL(String(note.payload.url), baseURL).hash}`)).toContainText("Morgan Pike");

    // The device is gone (410): "Send a test" finds out, and the device is removed.
    push.state.answer = 410;
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Send a test notification to my devices" }).click();
    await expect(page.getByText(/1 no longer accepts notifications and was removed/)).toBeVisible();
    await expect(page.getByText("No device of yours has notifications on.")).toBeVisible();
    const db = new Database(DB_FILE, { readonly: true });
    expect(db.prepare("select count(*) as n from push_subscriptions").get()).toEqual({ n: 0 });
    db.close();
  } finally {
    await push.close();
  }
});
