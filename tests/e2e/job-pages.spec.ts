import { axeViolations } from "./axe-scan";
import { expect, test, type Page } from "./fixtures";
import { mailText, startSmtp } from "../helpers/smtp";
import { onDisk, phonePhoto } from "../helpers/photos";
import { ownSite, signInOn } from "./helpers";

/**
 * Decision 0051 at 390 px: a lead that came by phone is added in Messages and won; its job page
 * gets three updates with phone photos; the client follows the link (no account, JavaScript off),
 * comments with a photo and agrees to show the photos; "Make it a project" publishes the chosen
 * photos and sends the review request; the link turned off answers 404; the person's erase
 * removes it all. And a tap on Call, with JavaScript off, is counted for its page in Visits.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
const NAME = "Harper Lakeview";
const EMAIL = "harper.lakeview@example.com";
const JOB = "ADU (Accessory Dwelling Unit) in Manson";
const PHONE = { viewport: { width: 390, height: 844 } };

test.beforeAll(async () => {
  smtp = await startSmtp();
});
const own = ownSite("jobs", { timeout: 180_000, env: () => ({ SMTP_URL: smtp!.url, ANALYTICS: "on" }) });
test.afterAll(() => smtp?.close());

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
let link = "";
let photoIds: string[] = [];

test("a phone lead is added and won, its job page gets three updates with phone photos", async ({ browser }) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await signInOn(page, own.url);
  await page.goto(`${own.url}/admin/messages`);
  await page.getByText("Add a lead (phone call, text, walk-in, referral)").click();
  const form = page.getByRole("form", { name: "Add a lead" });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel("Name").fill(NAME);
  await form.getByLabel("E-mail (phone or e-mail, at least one)").fill(EMAIL);
  await form.getByLabel("Town").fill("Manson");
  await form.getByLabel("Kind of work").selectOption("ADU (Accessory Dwelling Unit)");
  await form.getByLabel("How it came").selectOption("Referral");
  await form.getByRole("button", { name: "Add the lead" }).click();
  await expect(page.getByText("Lead added").first()).toBeVisible();
  const card = page.getByTestId("message").filter({ hasText: NAME });
  await expect(card).toContainText("Referral (added by staff)");
  await card.getByLabel(`Status of ${NAME}`).selectOption("won");
  await card.getByRole("button", { name: `Save ${NAME}` }).click();
  await expect(page.getByText("Lead saved").first()).toBeVisible();

  await page
    .getByTestId("message")
    .filter({ hasText: NAME })
    .getByRole("button", { name: `Start a job page for ${NAME}` })
    .click();
  const shown = page.getByLabel("Job page link to copy into a text");
  await expect(shown).toBeVisible();
  link = await shown.inputValue();
  expect(link).toMatch(/\/job\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("job-link")).toContainText(`We e-mailed the link to ${EMAIL}.`);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole("link", { name: "Open the job page to post updates" }).click();

  const updates = ["Footings poured and inspected.", "Framing is up; the roof goes on next week.", "Windows in, siding started."];
  for (const [i, words] of updates.entries()) {
    await page.getByLabel("A few words").fill(words);
    await page.getByLabel(/^Photos from your phone/).setInputFiles(onDisk(`progress-${i + 1}.jpg`, await phonePhoto(i + 1)));
    await page.getByRole("button", { name: `Post the update to ${JOB}` }).click();
    await expect(page.getByText("Update posted").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("job-update").filter({ hasText: words })).toBeVisible();
  }
  await expect(page.getByTestId("job-update")).toHaveCount(3);
  expect(await fitsWidth(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await ctx.close();
});

test("the client follows the link with JavaScript off: sees the updates, comments with a photo, agrees to show the photos", async ({ browser }) => {
  const ctx = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await ctx.newPage();
  const res = await page.goto(link);
  expect(res!.status()).toBe(200);
  expect(res!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: JOB })).toBeVisible();
  await expect(page.getByTestId("job-update")).toHaveCount(3);
  // Each update's photo loads through the link.
  const img = page.getByTestId("job-update").first().getByRole("img");
  await expect(img).toBeVisible();
  expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  expect(await fitsWidth(page)).toBe(true);

  await page.getByLabel("Your comment").fill("Could the stair window be a little wider?");
  await page.getByLabel(/^Photos \(optional/).setInputFiles(onDisk("stairs.jpg", await phonePhoto(9)));
  await page.getByRole("button", { name: "Add my comment" }).click();
  await expect(page.getByTestId("job-comment")).toContainText("Could the stair window be a little wider?");
  await expect(page.getByTestId("job-comment").getByRole("img")).toHaveCount(1);

  await page.getByTestId("job-consent").getByRole("checkbox").check();
  await page.getByRole("button", { name: "Save my answer" }).click();
  await expect(page.getByText(/You agreed: I agree that/)).toBeVisible();
  // The same page with JavaScript on passes axe.
  const withJs = await browser.newContext(PHONE);
  const js = await withJs.newPage();
  await js.goto(link);
  expect(await axeViolations(js)).toEqual([]);
  await withJs.close();
  photoIds = await page
    .locator('[data-testid="job-update"] img')
    .evaluateAll((imgs) => imgs.map((i) => /photo\/([0-9a-f-]{36})/.exec(i.getAttribute("src") ?? "")![1]!));
  expect(photoIds).toHaveLength(3);
  await ctx.close();
});

test("Make it a project publishes the chosen photos and sends the review request; the link turned off is a 404; the erase removes it all", async ({
  browser,
}) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await signInOn(page, own.url);
  await page.goto(`${own.url}/admin/jobs`);
  await page.getByRole("link", { name: `Open ${JOB}` }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Project title").fill("An ADU over the garage in Manson");
  await page.getByLabel("One-sentence summary").fill("A 600 sq ft ADU above a new two-car garage, built in one season.");
  await page.getByLabel("Show photo 1 (progress-1.jpg)").check();
  await page.getByLabel("Show photo 3 (progress-3.jpg)").check();
  await page.getByRole("button", { name: `Make ${JOB} a project and ask for a review` }).click();
  await expect(page.getByTestId("job-link")).toContainText("is on the site");
  await expect(page.getByTestId("job-link")).toContainText(`The review request was e-mailed to ${EMAIL}.`);
  await expect.poll(() => smtp!.mails.filter((m) => m.to.includes(EMAIL) && mailText(m.body).includes("/write-a-review/")).length).toBe(1);

  const visitor = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const v = await visitor.newPage();
  await v.goto(`${own.url}/projects/an-adu-over-the-garage-in-manson`);
  await expect(v.getByRole("heading", { level: 1, name: "An ADU over the garage in Manson" })).toBeVisible();
  await expect(v.locator("main img")).toHaveCount(2);

  await page.getByRole("button", { name: `Turn off ${NAME}'s link` }).click();
  await expect(page.getByText("Link turned off").first()).toBeVisible();
  expect((await v.goto(link))!.status()).toBe(404);
  await expect(v.getByTestId("job-gone")).toBeVisible();

  await page.goto(`${own.url}/admin/messages`);
  await page
    .getByTestId("message")
    .filter({ hasText: NAME })
    .getByRole("link", { name: `Delete ${NAME}` })
    .click();
  await expect(page.getByTestId("delete-person-summary")).toContainText("1 job page with their updates and comments and 4 photos");
  await page.getByRole("button", { name: `Delete 1 message from ${EMAIL}` }).click();
  await expect(page.getByText("Person deleted").first()).toBeVisible();
  await page.goto(`${own.url}/admin/jobs`);
  await expect(page.getByText("No job pages yet.")).toBeVisible();
  for (const id of photoIds) expect((await page.request.get(`${own.url}/admin/jobs/photo/${id}`)).status()).toBe(404);
  // The project the client agreed to stays.
  expect((await v.goto(`${own.url}/projects/an-adu-over-the-garage-in-manson`))!.status()).toBe(200);
  await visitor.close();
  await ctx.close();
});

test("with JavaScript off, a tap on Call is counted for its page in Visits, and nothing about the caller is kept", async ({ browser }) => {
  const ctx = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(`${own.url}/service-adu`);
  const call = page.getByRole("navigation", { name: "Call, text or ask for an estimate" }).getByRole("link", { name: /^Call us at / });
  await expect(call).toHaveAttribute("href", "/call?from=/service-adu");
  for (let i = 0; i < 2; i++) {
    const tap = await page.request.get(`${own.url}/call?from=/service-adu`, { maxRedirects: 0 });
    expect(tap.status()).toBe(302);
    expect(tap.headers().location).toMatch(/^tel:/);
    expect(tap.headers()["set-cookie"]).toBeUndefined();
  }
  await ctx.close();
  const staff = await browser.newContext(PHONE);
  const admin = await staff.newPage();
  await signInOn(admin, own.url);
  await admin.goto(`${own.url}/admin/analytics?days=7`);
  await expect(admin.getByTestId("taps-lines")).toContainText("2 calls tapped from /service-adu");
  expect(await fitsWidth(admin)).toBe(true);
  await staff.close();
});
