import { expect, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { hydrated } from "./fixtures";

/** Fails the test on any console error or uncaught exception in the page. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  // Chromium rejects a cross-document view transition (app.css) when a test starts the next
  // navigation before the last one painted; that is the test's timing, not the page's error.
  page.on("pageerror", (e) => {
    if (e.message !== "Transition was skipped. Navigation aborted") errors.push(e.message);
  });
  return {
    errors,
    expectClean: () => expect(errors, errors.join("\n")).toEqual([]),
  };
}

/** Signs the test owner in on a spec's own site (helpers/own-site.ts). */
export const signInOn = (page: Page, site: string) => signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, undefined, site);

/**
 * The test owner's session cookies on each site, kept by this Playwright worker after it first signs
 * in through the form. Sessions live in the site's database, so a later test in the worker starts
 * signed in, as a returning owner does: it opens the dashboard and skips the sign-in form.
 */
const ownerSessions = new Map<string, Cookie[]>();

/**
 * Signs in and waits until the dashboard has loaded. The test owner reuses this worker's session on
 * the site when it still opens the dashboard; anyone else, a wrong password, or a session that has
 * ended (signed out, or the site restarted from scratch) goes through the form.
 */
export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password, ip?: string, site = "") {
  const owner = email === E2E_ADMIN.email && password === E2E_ADMIN.password;
  const kept = owner ? ownerSessions.get(site) : undefined;
  if (kept) {
    if (ip) await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await page.context().addCookies(kept);
    await page.goto(`${site}/admin`);
    if (new URL(page.url()).pathname.startsWith("/admin")) return hydrated(page);
    ownerSessions.delete(site);
  }
  await signInThroughForm(page, { email, password, ip, site });
  if (owner) ownerSessions.set(site, await page.context().cookies());
}

/** Signs in through the sign-in form, always. With the right password it waits until the dashboard has loaded. */
export async function signInThroughForm(page: Page, { email = E2E_ADMIN.email, password = E2E_ADMIN.password, ip = "", site = "" } = {}) {
  if (ip) await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  await page.goto(`${site}/auth`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (password === E2E_ADMIN.password) {
    await page.waitForURL(/\/admin/);
    await hydrated(page);
  }
}

/**
 * The owner offers site visits on the spec's own site, through Settings → Site visits at 390 px:
 * two mornings a week, one-hour visits, half an hour between, and the calendar feed when given.
 */
export async function ownerOffersVisits(page: Page, site: string, feedUrl?: string) {
  await signInOn(page, site);
  await page.goto(`${site}/admin/settings/visits`);
  await page.getByLabel("Visit windows").fill("Tue 8:00-11:00\nThu 8:00-11:00");
  await page.getByLabel("Visit length (minutes)").fill("60");
  await page.getByLabel("Travel time between visits (minutes)").fill("30");
  if (feedUrl !== undefined) await page.getByLabel(/Your calendar's secret iCal address/).fill(feedUrl);
  await page.getByRole("button", { name: "Save the visit settings" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("Visit settings saved");
}
