import { expect, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { hydrated, test } from "./fixtures";
import { startOwnSite } from "../helpers/own-site";
import sharp from "sharp";

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
  if (ip) await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  const owner = email === E2E_ADMIN.email && password === E2E_ADMIN.password;
  const kept = owner ? ownerSessions.get(site) : undefined;
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(`${site}/admin`);
    if (new URL(page.url()).pathname.startsWith("/admin")) return hydrated(page);
    ownerSessions.delete(site);
  }
  await signInThroughForm(page, { email, password, site });
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

/** Signs the owner in from address `ip` (X-Forwarded-For) and opens `path` after, when given. */
export async function signInAt(page: Page, ip: string, path?: string) {
  await signIn(page, undefined, undefined, ip);
  if (path) await page.goto(path);
}

/**
 * A spec's sign-ins, each from the next address of `prefix` ("10.78" gives 10.78.0.1, 10.78.0.2 …),
 * so that no test meets the sign-in limit another one used up; opens `path` after, when given.
 */
export function signInFrom(prefix: string) {
  let n = 0;
  return (page: Page, path?: string) => {
    n++;
    return signInAt(page, `${prefix}.${Math.floor(n / 200)}.${n % 200}`, path);
  };
}

/** The tests `body` declares, at a laptop's size (1280 × 900) and a phone's (390 × 844), each in "at N px". */
export function atLaptopAndPhone(body: (width: 1280 | 390) => void) {
  for (const width of [1280, 390] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
      body(width);
    });
  }
}

/**
 * A spec's own site (helpers/own-site.ts, its files in .tmp/e2e-`name`-PID), started before its
 * tests (after the hooks declared before this call, so `env` can name servers they started) and
 * stopped after them; the tests run one after another, each allowed `timeout` ms.
 * `const own = ownSite("projects");` then `own.url` inside the tests.
 */
export function ownSite(name: string, opts: { timeout?: number; env?: () => Record<string, string> } = {}) {
  const own = { url: "", dataDir: `.tmp/e2e-${name}-${process.pid}` };
  let stop: (() => void) | undefined;
  test.describe.configure({ mode: "serial", timeout: opts.timeout ?? 90_000 });
  test.beforeAll(async () => {
    const started = await startOwnSite(own.dataDir, opts.env?.());
    stop = started.stop;
    own.url = started.url;
  });
  test.afterAll(() => stop?.());
  return own;
}

/** Adds an ADU finished in 2025 through Projects → Add a project on `site`, then Create project. */
export async function addProject(page: Page, site: string, project: { title: string; town: string; summary: string }) {
  await page.goto(`${site}/admin/projects`);
  await page.getByRole("link", { name: "Add a project" }).click();
  const form = page.getByRole("form", { name: "Add a project" });
  await form.getByLabel("Title").fill(project.title);
  await form.getByLabel("Town").selectOption(project.town);
  await form.getByLabel("Kind of work").selectOption("adu");
  await form.getByLabel("Year finished").fill("2025");
  await form.getByLabel("Summary").fill(project.summary);
  await page.getByRole("button", { name: "Create project" }).click();
}

/** Ticks Published on the open project and saves it; the list then shows it Published. */
export async function publishOpenProject(page: Page, title: string) {
  await page
    .getByRole("form", { name: `Edit ${title}` })
    .getByLabel("Published")
    .check();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("Published", { exact: true })).toBeVisible();
}

/** Follows the footer's link `name` and checks where it lands: the address, and the page's one heading. */
export async function followFooterLink(page: Page, name: string, url: RegExp, heading: string) {
  await page.locator("body > footer").getByRole("link", { name }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/**
 * Uploads a flat-coloured JPEG to the library from the Images screen, as the owner does, and
 * returns its card. A spec that changes a library picture's alt text or uses it on a page uploads its
 * own, under a name no other spec uses: the specs share one site and run at the same time.
 */
export async function uploadToLibrary(page: Page, name: string, { width = 400, height = 300, colour = { r: 150, g: 90, b: 40 } } = {}) {
  if (new URL(page.url()).pathname !== "/admin/images") await page.goto("/admin/images");
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  await page.getByTestId("image-upload").setInputFiles({ name, mimeType: "image/jpeg", buffer });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  const card = page.getByTestId("image-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  return card;
}

/**
 * Moves the clock of a spec's own site started with TEST_CLOCK=1 forward by `ms` (back when
 * negative), through its loopback-only address (decision 0046); answers the site's new time.
 */
export async function moveSiteClock(site: string, ms: number) {
  const r = await fetch(`${site}/__test/clock?advance=${Math.round(ms)}`, { method: "POST" });
  expect(r.status).toBe(200);
  return Date.parse(((await r.json()) as { now: string }).now);
}
