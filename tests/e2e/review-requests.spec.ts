import { axeViolations } from "./axe-scan";
import { expect, test, type Browser, type Page } from "./fixtures";
import { addProject, ownSite, publishOpenProject, signInOn } from "./helpers";

/**
 * The owner asks a finished client for a review, the client writes it on a phone or a computer,
 * the owner approves it (decision 0032). Its own site: an approved review changes the home page.
 */
const own = ownSite("reviews");
const TITLE = "Boathouse deck on Lake Chelan";

const signIn = (page: Page) => signInOn(page, own.url);

async function checkAxe(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Asks for a review from the project's row and returns the link shown to copy. */
async function askForReview(page: Page, client: string) {
  await page.goto(`${own.url}/admin/projects`);
  const row = page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ hasText: TITLE });
  await row.getByText(`Ask for a review of ${TITLE}`).click();
  await row.getByLabel("Client's name, as you greet them").fill(client);
  await row.getByRole("button", { name: `Send the review request about ${TITLE}` }).click();
  const link = page.getByLabel("Review link to copy into a text");
  await expect(link).toBeVisible();
  await expect(page.getByTestId("review-link")).toContainText("Copy the link into a text or an e-mail to them.");
  expect(await fitsWidth(page)).toBe(true);
  return link.inputValue();
}

/** The client, in their own browser (no session), writes the review; with JavaScript off, axe (which needs it) is skipped. */
async function writeReview(browser: Browser, link: string, width: number, words: string, rating: string, javaScriptEnabled: boolean) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const axe = (p: Page) => (javaScriptEnabled ? checkAxe(p) : Promise.resolve());
  const p = await ctx.newPage();
  await p.goto(link);
  await expect(p.getByRole("heading", { level: 1, name: /Your review of/ })).toBeVisible();
  await axe(p);
  expect(await fitsWidth(p)).toBe(true);
  await p.getByLabel("Your review").fill(words);
  await p.getByLabel(rating === "" ? "No rating" : `${rating} of 5`).check();
  // Without consent nothing is sent, and nothing typed is lost.
  await p.getByRole("button", { name: "Send my review" }).click();
  await expect(p.getByRole("alert")).toContainText("Tick the box to let us publish your review");
  await expect(p.getByLabel("Your review")).toHaveValue(words);
  await p.getByRole("checkbox").check();
  await p.getByRole("button", { name: "Send my review" }).click();
  await expect(p.getByRole("heading", { level: 1, name: "Thank you for your review" })).toBeVisible();
  await axe(p);
  // The link worked once.
  const again = await p.goto(link);
  expect(again?.status()).toBe(410);
  await expect(p.getByRole("heading", { level: 1, name: "This link was already used" })).toBeVisible();
  await ctx.close();
}

test("at 1280 px: the owner asks for a review from a project, the client writes it, a decline needs a reason, and approval publishes it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await addProject(page, own.url, { title: TITLE, town: "Chelan", summary: "A new deck and stair down to the boathouse, built around two old pines." });
  await publishOpenProject(page, TITLE);

  const link = await askForReview(page, "Casey");
  const words = "They rebuilt our deck around the pines and cleaned up every evening. The stairs are solid.";
  await writeReview(browser, link, 1280, words, "2", true);

  await page.goto(`${own.url}/admin/projects`);
  const waiting = page.getByRole("region", { name: /Reviews waiting for approval/ });
  await expect(waiting.getByText(words)).toBeVisible();
  await expect(waiting.getByText("rated 2 of 5")).toBeVisible();
  await waiting.getByRole("button", { name: "Decline the review by Casey" }).click();
  await expect(waiting.getByRole("alert")).toContainText("Choose why");
  await waiting.getByRole("button", { name: "Approve the review by Casey" }).click();
  await expect(page.getByRole("region", { name: /Reviews waiting for approval/ })).toHaveCount(0);

  const v = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const vp = await v.newPage();
  await vp.goto(`${own.url}/`);
  await vp.getByRole("link", { name: "Read all reviews" }).click();
  await expect(vp).toHaveURL(`${own.url}/reviews`);
  const card = vp.getByTestId("review").filter({ hasText: words });
  await expect(card.getByText("Verified client")).toBeVisible();
  await expect(card.getByText("Rated 2 of 5")).toBeVisible();
  await checkAxe(vp);
  await v.close();
});

test("at 390 px: the owner asks, the client writes from a phone, the owner approves; Text us sits beside Call", async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const link = await askForReview(page, "Robin");
  const words = "Good crew, on time, and the price held. We would hire them again for the garage.";
  await writeReview(browser, link, 390, words, "", false);

  await page.goto(`${own.url}/admin/projects`);
  const waiting = page.getByRole("region", { name: /Reviews waiting for approval/ });
  await expect(waiting.getByText("no rating")).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await waiting.getByRole("button", { name: "Approve the review by Robin" }).click();
  await expect(page.getByRole("region", { name: /Reviews waiting for approval/ })).toHaveCount(0);

  await page.goto(`${own.url}/admin/settings/business`);
  await page.getByLabel("Mobile number for texts").fill("(509) 555-0123");
  await page.getByRole("button", { name: "Save the mobile number" }).click();
  await expect(page.getByText("Mobile number saved").first()).toBeVisible();

  const v = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const vp = await v.newPage();
  await vp.goto(`${own.url}/reviews`);
  await expect(vp.getByTestId("review").first()).toContainText(words);
  const text = vp.getByRole("link", { name: "Text us at (509) 555-0123" }).first();
  await expect(text).toBeVisible();
  await expect(text).toHaveAttribute("href", "/text?from=/reviews");
  await expect(vp.getByRole("link", { name: /^Call us at/ }).first()).toBeVisible();
  expect(await fitsWidth(vp)).toBe(true);
  await v.close();
});
