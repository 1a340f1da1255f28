import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "./fixtures";
import { E2E_PORT } from "../../playwright.config";

/**
 * A fresh install with no staff account and no shell (docs/decisions/0025-first-start-setup.md):
 * this file starts its own site without ADMIN_EMAIL, reads the setup code from its console as a
 * builder would, and creates the owner in the browser.
 */
const PORT = E2E_PORT + 80;
const SITE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = E2E_PORT === 3210 ? ".tmp/e2e-first-start" : `.tmp/e2e-first-start-${E2E_PORT}`;
const CODE = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/;
const OWNER = { name: "Pat Builder", email: "pat@pineridge.example", password: "pine ridge owner password" };

let site: ChildProcess | null = null;
let code = "";

test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ baseURL: SITE, viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: SITE,
    DATA_DIR,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "loopback",
    // Playwright's own site server built the site already.
    SITE_BUILD: "skip",
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  site = spawn(process.execPath, ["scripts/e2e-server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const printed = new Promise<string>((resolve, reject) => {
    site!.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = CODE.exec(out);
      if (m) resolve(m[1]!);
    });
    site!.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    site!.on("exit", (status) => reject(new Error(`the site stopped (${status}):\n${out}`)));
  });
  code = await printed;
  expect(out).toContain(`${SITE}/admin`);
  for (let i = 0; ; i++) {
    const ok = await fetch(`${SITE}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 100) throw new Error(`the site did not answer /healthz:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (!site || site.exitCode !== null) return;
  const exited = new Promise((resolve) => site!.once("exit", resolve));
  site.kill("SIGTERM");
  await exited;
});

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function fillOwner(page: Page, setupCode: string, email = OWNER.email) {
  await page.getByLabel("Setup code").fill(setupCode);
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(OWNER.password);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/admin asks for the setup code, and a wrong one is refused with the message and what was typed", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.90.0.1" });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\/setup$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create the owner account" })).toBeVisible();
    await expect(page.getByText("It was printed in the server's console when the site started")).toBeVisible();
    await fillOwner(page, "AAAA-BBBB-CCCC");
    const answer = page.waitForResponse((r) => r.url().endsWith("/auth/setup") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Create the owner account" }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole("alert")).toContainText("That setup code is not right.");
    await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);
    await expect(page.getByLabel("Your name")).toHaveValue(OWNER.name);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Setup code")).toBeFocused();
    await expect(page.getByLabel("Setup code")).toHaveAttribute("aria-invalid", "true");
  });
});

test("after 5 wrong codes from one address the page says when to try again (320 px)", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.90.0.2" });
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/auth\/setup$/);
  await fitsTheScreen(page);
  await fillOwner(page, "AAAA-BBBB-CCCC");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Setup code").fill("AAAA-BBBB-CCCC");
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Create the owner account" }).click();
    await expect(page.getByRole("alert")).toContainText("That setup code is not right.");
    await expect(page.getByLabel("Setup code")).toBeFocused();
    // What was typed is kept, all but the wrong code (decision 0035).
    await expect(page.getByLabel("Setup code")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveValue(OWNER.password);
  }
  await page.getByLabel("Setup code").fill("AAAA-BBBB-CCCC");
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner account" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many wrong setup codes from your address. Please wait 15 minutes and try again.");
  await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);
  await fitsTheScreen(page);
});

test("the right code creates the owner; the business details can wait, then show on the site once saved (390 px)", async ({ page, browser }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.90.0.3" });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\/setup$/);
  await fitsTheScreen(page);
  // Typed as a person might: lower case, spaces for dashes.
  await fillOwner(page, code.toLowerCase().replaceAll("-", " "));
  await page.getByRole("button", { name: "Create the owner account" }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your business details" })).toBeVisible();
  await expect(page.getByText("Your owner account is ready")).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Lakeside Ridge Builders");
  await fitsTheScreen(page);

  // Skipped, then found again on the dashboard.
  await page.getByRole("link", { name: "Skip for now" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  // Welcomed by the name given at setup, not the e-mail address, on a phone and a wide screen.
  await expect(page.getByText(`Welcome, ${OWNER.name}`)).toBeVisible();
  await expect(page.getByText(`Welcome, ${OWNER.email}`)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText(`Welcome, ${OWNER.name}`)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("summary", { hasText: "Welcome, " }).click();
  await expect(page.getByText("Role: Owner")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Check your business details" }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);

  // A wrong phone is refused by the Settings rules, with the focus on it.
  await page.getByLabel("Company name").fill("Pine Ridge Homes");
  await page.getByLabel("Phone").fill("call the office");
  await page.getByRole("button", { name: "Save the business details" }).click();
  await expect(page.getByRole("alert")).toContainText("Failed to save the business details: Please check Phone below.");
  await expect(page.getByText("The phone number may use digits, spaces, dashes and brackets.")).toBeVisible();
  await expect(page.getByLabel("Phone")).toBeFocused();
  await expect(page.getByLabel("Company name")).toHaveValue("Pine Ridge Homes");

  await page.getByLabel("Phone").fill("(509) 555-0199");
  await page.getByLabel("E-mail").fill("office@pineridge.example");
  await page.getByLabel("Town").fill("Leavenworth");
  await page.getByLabel("Contractor registration").fill("PINERHL123AB");
  await page.getByRole("button", { name: "Save the business details" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByText("Business details saved")).toBeVisible();
  await expect(page.getByRole("link", { name: "Check your business details" })).toHaveCount(0);

  // A visitor sees them on the home page.
  const visitor = await browser.newContext({ baseURL: SITE, viewport: { width: 390, height: 844 } });
  const home = await visitor.newPage();
  await home.goto("/");
  await expect(home.getByRole("contentinfo")).toContainText("Pine Ridge Homes");
  await expect(home.getByRole("contentinfo")).toContainText("(509) 555-0199");
  await expect(home.getByRole("contentinfo")).toContainText("WA contractor registration: PINERHL123AB");
  await visitor.close();
});

test("once the owner exists, the setup page is gone and the code is refused", async ({ page, request }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.90.0.4" });
  await page.goto("/auth/setup");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { name: "Welcome to Lakeside Ridge CMS" })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);

  const again = await request.post(`${SITE}/auth/setup`, {
    form: { code, name: "Someone Else", email: "someone@else.example", password: "another long password" },
    headers: { "X-Forwarded-For": "10.90.0.5" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toBe("/auth");
  expect(again.headers()["set-cookie"] ?? "").not.toContain("better-auth.session_token");
});
