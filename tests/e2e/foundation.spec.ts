import { expect, test } from "./fixtures";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn, signInThroughForm, watchConsole } from "./helpers";

test("home shows the header (phone, name, services menu) and the footer", async ({ page }) => {
  const con = watchConsole(page);
  await page.goto("/");
  const header = page.locator("header");
  await expect(header.getByRole("link", { name: /555-0142/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "Lakeside Ridge Builders" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);

  await header.getByRole("link", { name: "Services" }).hover();
  const dropdown = page.getByTestId("services-dropdown");
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole("link")).toHaveText([
    "All Services",
    "New Construction",
    "ADUs",
    "Garages",
    "Remodels",
    "Additions",
    "Decks & Patios",
    "Excavation",
    "Foundations",
  ]);
  await expect(dropdown.getByRole("link", { name: /Design-Build/i })).toHaveCount(0);

  const footer = page.locator("footer");
  await expect(footer.getByRole("list", { name: "Pages" }).getByRole("link")).toHaveText(["Home", "About", "Projects", "About Chelan", "Blog", "Contact"]);
  await expect(footer.getByRole("list", { name: "Areas we serve" }).getByRole("link")).toHaveText([
    "All areas",
    "Manson",
    "Chelan and the South Shore",
    "Chelan Falls and Entiat",
    "Orondo",
    "Wenatchee and East Wenatchee",
    "Permits",
  ]);
  await expect(footer.getByRole("list", { name: "Services" }).getByRole("link", { name: "ADUs" })).toHaveAttribute("href", "/service-adu");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Lakeside Ridge Builders`);
  con.expectClean();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens and holds the seven entries", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link")).toHaveText(["Home", "About Us", "Services", "Projects", "About Chelan", "Blog", "Contact Us"]);
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the mobile menu still opens", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact Us" })).toBeVisible();
  });

  test("sign-in works as a plain form post", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.9.0.1" });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();
  });
});

test("an anonymous visit to /admin lands on /auth, and Back does not return to /admin", async ({ page }) => {
  await page.goto("/");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { name: "Welcome to Lakeside Ridge CMS" })).toBeVisible();
  await expect(page.getByText("Sign in to access the admin dashboard")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("sign in, land on Content with the four tabs, then sign out", async ({ page }) => {
  const con = watchConsole(page);
  await signInThroughForm(page, { ip: "10.9.0.2" });
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
  // /admin opens on the Content tab, under the spec's "Admin Dashboard" title line.
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByText("Admin Dashboard", { exact: true })).toBeVisible();
  // The account was made without a name: it is welcomed by its e-mail address.
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();
  // One navigation (decision 0037): the spec's four tabs come first, Content current.
  const sections = page.getByRole("navigation", { name: "Admin sections" });
  expect((await sections.getByRole("link").allInnerTexts()).slice(0, 4)).toEqual(["Content", "Images", "SEO", "Settings"]);
  await expect(sections.getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "SEO" }).click();
  await expect(page).toHaveURL(/\/admin\/seo$/);
  await expect(page.getByRole("link", { name: "SEO" })).toHaveAttribute("aria-current", "page");
  // The admin has its own frame: no marketing menus, a way back to the site.
  await expect(page.locator("header").getByRole("link", { name: "View site" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);

  // A signed-in visitor who opens /auth is sent to the admin (its Content tab).
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/admin\/content$/);

  // Sign Out is in the person's menu in the header (issue 48).
  await page.locator("summary", { hasText: "Welcome, " }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  con.expectClean();
});

test("a wrong password shows the error notice and keeps the e-mail", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, "not the right password", "10.9.0.3");
  await expect(page.getByText("Error signing in").first()).toBeVisible();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
  await expect(page).toHaveURL(/\/auth$/);
});

test("the button reads 'Signing in...' while busy", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.9.0.4" });
  await page.goto("/auth");
  // The busy label is the hydrated form's: on a loaded machine, let the page's scripts finish first.
  await page.waitForLoadState("networkidle");
  // The sign-in is held until the busy label has been seen, then let through: no fixed wait.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/auth.data*", async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin\/content$/);
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
