import { expect, test } from "./fixtures";
import { signIn, watchConsole } from "./helpers";

test("an owner invites an editor, who joins once, is kept out of owner pages, and resets a password through an owner, and is signed out on removal", async ({
  page,
  browser,
  baseURL,
}) => {
  const con = watchConsole(page);
  const email = `editor-${Date.now().toString(36)}@example.com`;
  await signIn(page, undefined, undefined, "10.50.0.1");
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Invite" }).click();
  const linkBox = page.getByLabel("Link to copy");
  await expect(linkBox).toHaveValue(/\/auth\/invite\/[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();
  await expect(page.getByText(`Invited ${email} as editor`)).toBeVisible();

  // The new member, in another browser, chooses a password and lands in the admin.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.50.0.2" } });
  const editor = await other.newPage();
  await editor.goto(link);
  await editor.getByLabel("New password").fill("short");
  await editor.getByLabel("New password").evaluate((el: HTMLInputElement) => el.removeAttribute("minlength"));
  await editor.getByRole("button", { name: "Create my account" }).click();
  await expect(editor.getByText("Use at least 12 characters.")).toBeVisible();
  await editor.getByLabel("New password").fill("an editor's long password");
  await editor.getByRole("button", { name: "Create my account" }).click();
  await expect(editor).toHaveURL(/\/admin\/content$/);
  await expect(editor.getByText(`Welcome, ${email}`)).toBeVisible();
  await editor.locator("summary", { hasText: "Welcome, " }).click();
  await expect(editor.getByText("Role: Editor")).toBeVisible();
  await editor.keyboard.press("Escape");
  await expect(editor.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(editor.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  const refused = await editor.goto("/admin/settings");
  expect(refused!.status()).toBe(403);
  await expect(editor.getByText("Only an owner can open this page.")).toBeVisible();

  // The link works once.
  const third = await browser.newContext({ baseURL });
  const stranger = await third.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText("This invitation link has expired or was already used. Ask an owner for a new one.")).toBeVisible();
  await third.close();

  // A forgotten password without e-mail set up: the page says to ask an owner, who makes a link.
  const fourth = await browser.newContext({ baseURL });
  const forgetful = await fourth.newPage();
  await forgetful.goto("/auth");
  await forgetful.getByRole("link", { name: "Forgot password?" }).click();
  await expect(forgetful.getByText("Ask an owner: they can make a reset link for you on the Staff page")).toBeVisible();
  await page.goto("/admin/staff");
  const row = page.getByTestId("staff-row").filter({ hasText: email });
  await expect(row).not.toContainText("Never");
  await row.getByRole("button", { name: `Make a reset link for ${email}` }).click();
  await expect(page.getByLabel("Link to copy")).toHaveValue(/\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
  await forgetful.goto(await page.getByLabel("Link to copy").inputValue());
  await forgetful.getByLabel("New password").fill("a fresh editor password");
  await forgetful.getByRole("button", { name: "Save new password" }).click();
  await expect(forgetful).toHaveURL(/\/admin\/content$/);
  await expect(forgetful.getByText(`Welcome, ${email}`)).toBeVisible();
  // The reset signed the editor's other browser out.
  await editor.goto("/admin/messages");
  await expect(editor).toHaveURL(/\/auth$/);

  // The owner removes the editor; the session the reset made ends at once.
  await page.goto("/admin/staff");
  page.once("dialog", (d) => void d.accept());
  await row.getByRole("button", { name: `Remove ${email}` }).click();
  await expect(page.getByText("Removed").first()).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: email })).toHaveCount(0);
  await forgetful.goto("/admin/messages");
  await expect(forgetful).toHaveURL(/\/auth$/);
  await other.close();
  await fourth.close();

  // The activity log tells the story, filtered to that person.
  await page.getByRole("link", { name: "Activity", exact: true }).click();
  await page.getByLabel("Person").selectOption(email);
  await page.getByRole("button", { name: "Show" }).click();
  const log = page.getByTestId("activity-row");
  await expect(log.filter({ hasText: "Accepted an invitation" })).toHaveCount(1);
  await expect(log.filter({ hasText: "Reset password by link" })).toHaveCount(1);
  await expect(log.filter({ hasNotText: email })).toHaveCount(0);
  con.expectClean();
});
