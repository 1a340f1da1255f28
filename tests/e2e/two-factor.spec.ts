import { expect, test } from "./fixtures";
import { totpFromUri } from "../helpers/totp";
import { signIn, watchConsole } from "./helpers";

test("a member turns on two-factor; signing in then asks for the app's code; turning it off goes back to the password", async ({ page, browser, baseURL }) => {
  const con = watchConsole(page);
  // A member of their own, so the shared owner account keeps signing in with a password alone.
  const email = `tf-${Date.now().toString(36)}@example.com`;
  const password = "two factor member password";
  await signIn(page, undefined, undefined, "10.60.0.1");
  await page.goto("/admin/staff");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Invite" }).click();
  const link = await page.getByLabel("Link to copy").inputValue();
  const ctx = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.60.0.2" } });
  const me = await ctx.newPage();
  await me.goto(link);
  await me.getByLabel("New password").fill(password);
  await me.getByRole("button", { name: "Create my account" }).click();
  await expect(me).toHaveURL(/\/admin\/content$/);

  await me.locator("summary", { hasText: "Welcome, " }).click();
  await me.getByRole("link", { name: "Your account" }).click();
  await me.getByLabel("Password to confirm").fill(password);
  await me.getByRole("button", { name: "Set up two-factor" }).click();
  const uri = await me.getByRole("link", { name: "open it in the app" }).getAttribute("href");
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  await expect(me.getByTestId("totp-secret")).toHaveText(new URL(uri!).searchParams.get("secret")!);
  await expect(me.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).not.toHaveCount(0);
  await me.getByLabel("Code from your app").fill(totpFromUri(uri!));
  await me.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(me.getByText("On: signing in asks for your password and a code")).toBeVisible();

  // Sign Out is in the person's menu in the header (issue 48).
  await me.locator("summary", { hasText: "Welcome, " }).click();
  await me.getByRole("button", { name: "Sign Out" }).click();
  await expect(me).toHaveURL(/\/auth$/);
  await me.getByLabel("Email").fill(email);
  await me.getByLabel("Password").fill(password);
  await me.getByRole("button", { name: "Sign In" }).click();
  await expect(me).toHaveURL(/\/auth\/two-factor$/);
  await me.getByLabel("Authentication code").fill("000000");
  await me.getByRole("button", { name: "Verify" }).click();
  await expect(me.getByRole("alert")).toContainText("That code is not right.");
  await me.getByLabel("Authentication code").fill(totpFromUri(uri!));
  await me.getByRole("button", { name: "Verify" }).click();
  await expect(me).toHaveURL(/\/admin\/content$/);
  await expect(me.getByText(`Welcome, ${email}`)).toBeVisible();

  await me.goto("/admin/account");
  await me.getByLabel("Password to confirm").fill(password);
  await me.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(me.getByText("Off. Turn it on")).toBeVisible();
  await ctx.close();
  con.expectClean();
});
