import { expect, test } from "./fixtures";
import { signIn, watchConsole } from "./helpers";

// Decision 0031 on a phone (390 px): the owner finds a caught message one click from Messages,
// moves it out of Spam, presses Called, and sees the answer time; nothing is wider than the screen.

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px: Spam is one click from Messages, Not spam makes a New lead, Called records the answer", async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const name = `Riley Caught ${stamp}`;
  const bot = await page.request.post(`${baseURL}/contact`, {
    form: {
      fullName: name,
      email: `riley-${stamp}@example.com`,
      phone: "",
      projectType: "Garage",
      preferredContact: "Email",
      message: "A two-car garage.",
      website: "x",
    },
    headers: { "X-Forwarded-For": "10.61.0.1" },
  });
  expect(bot.status()).toBe(200);

  const con = watchConsole(page);
  await signIn(page, undefined, undefined, "10.61.0.2");
  await page.goto("/admin/messages");
  await expect(page.getByTestId("message").filter({ hasText: name })).toHaveCount(0);
  await page.getByRole("link", { name: /^Spam \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/view=spam/);
  const caught = page.getByTestId("spam-message").filter({ hasText: name });
  await expect(caught.getByTestId("spam-reason")).toHaveText("Why it is here: A hidden field that people never see (only robots fill it) was filled in.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await caught.getByRole("button", { name: `Not spam: make ${name}'s message a New lead` }).click();
  await expect(page.getByText("Moved to New").first()).toBeVisible();
  await page.getByRole("link", { name: "Back to the leads" }).click();
  const lead = page.getByTestId("message").filter({ hasText: name });
  await expect(lead.getByText("New", { exact: true }).first()).toBeVisible();

  await lead.getByRole("button", { name: `Called ${name}: record the call` }).click();
  await expect(page.getByText("Call recorded").first()).toBeVisible();
  await expect(lead.getByTestId("lead-answered")).toHaveText(/^answered in .+ \(by phone\)$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  con.expectClean();
});
