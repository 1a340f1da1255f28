import { createHash } from "node:crypto";
import { axeViolations } from "./axe-scan";
import { expect, test, type Page } from "./fixtures";
import { ownSite, signInOn } from "./helpers";

/**
 * A proposal on a lead at 390 px (decision 0052): the owner writes 3 lines with the sales tax of a
 * Chelan address and a 10% deposit and sends the link; the client reads the disclosure statement and
 * signs on a phone; the frozen PDF's SHA-256 is the one recorded; a second signature is refused; a
 * change afterwards makes version 2 and leaves version 1 signed and intact. Its own site.
 */
const own = ownSite("proposals", { timeout: 120_000 });

test.beforeAll(async () => {
  const lead = new URLSearchParams({
    fullName: "Sam Rivera",
    email: "sam@example.com",
    phone: "(509) 555-0100",
    projectType: "Garage",
    preferredContact: "Phone",
    message: "A two-car garage with a shop on our lot above the lake.",
    town: "Chelan",
    streetAddress: "120 Lakeshore Rd",
  });
  await fetch(`${own.url}/contact`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: lead });
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

test("at 390 px: built, sent, signed with the disclosure, the PDF's hash matches, signed once, version 2 leaves version 1 intact", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOn(page, own.url);

  // The owner fills in the disclosure's facts once.
  await page.goto(`${own.url}/admin/settings/proposals`);
  await page.getByLabel("Bond or deposit amount").fill("$30,000");
  await page.getByLabel("Bonding company").fill("Cascade Surety");
  await page.getByLabel("Liability insurer").fill("Columbia Mutual");
  await page.getByLabel("How to pay without Stripe").fill("Checks payable to Lakeside Ridge Builders, mailed to our Chelan office.");
  await page.getByRole("button", { name: "Save the proposal settings" }).click();
  await expect(page.getByText("Proposal settings saved")).toBeVisible();

  // From the lead to its proposal.
  await page.goto(`${own.url}/admin/messages`);
  await page.getByRole("link", { name: "Proposal for Sam Rivera" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Proposal for Sam Rivera" })).toBeVisible();
  await expect(page.getByLabel("Job address")).toHaveValue("120 Lakeshore Rd, Chelan");
  const lines = [
    ["Demolition and haul-away", "1", "", "2500"],
    ["Cedar decking", "2.5", "squares", "1999.99"],
    ["Railing", "12", "ft", "85"],
  ];
  for (const [i, [d, q, u, p]] of lines.entries()) {
    await page.getByLabel(`Description, line ${i + 1}`).fill(d!);
    await page.getByLabel(`Quantity, line ${i + 1}`).fill(q!);
    await page.getByLabel(`Unit, line ${i + 1}`).fill(u!);
    await page.getByLabel(`Unit price ($), line ${i + 1}`).fill(p!);
  }
  await page.getByLabel("Location of the job's address").selectOption("0402");
  await expect(page.getByLabel("Deposit (percent or dollars)")).toHaveValue("10");
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole("button", { name: "Save the proposal for Sam Rivera" }).click();
  const v1 = page.getByTestId("version-1");
  await expect(v1).toContainText("Version 1 · $9,235.66");
  await expect(v1).toContainText("Sales tax: 8.4% · location code 0402 (Chelan) · rate of 2025-10-01");
  await expect(v1).toContainText("Deposit $923.57");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Send version 1 to Sam Rivera" }).click();
  const link = await page.getByLabel("The client's link").inputValue();
  expect(link).toMatch(/\/proposal\/[A-Za-z0-9_-]{40,}$/);

  // The client, on a phone, in two tabs: signs in one; the other's signature is refused.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: "Mozilla/5.0 (iPhone) test" });
  const tab = await client.newPage();
  const other = await client.newPage();
  for (const p of [tab, other]) await p.goto(link);
  await expect(tab.getByRole("heading", { level: 1, name: "Your proposal" })).toBeVisible();
  const disclosure = tab.getByRole("region", { name: "Disclosure statement (RCW 18.27.114)" });
  await expect(disclosure).toContainText("NOTICE TO CUSTOMER");
  await expect(disclosure).toContainText("a bond or deposit of $30,000");
  await expect(tab.getByTestId("proposal-document")).toContainText("$9,235.66");
  expect(await fitsWidth(tab)).toBe(true);
  expect(await axeViolations(tab)).toEqual([]);
  await tab.getByLabel("Your full name").fill("Sam Rivera");
  await tab.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(tab.getByTestId("sign-error")).toContainText("Tick the box to agree to sign electronically");
  await expect(tab.getByLabel("Your full name")).toHaveValue("Sam Rivera");
  await tab.getByRole("checkbox").check();
  await tab.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(tab.getByRole("heading", { level: 2, name: /^Signed on / })).toBeVisible();
  await expect(tab.getByTestId("deposit")).toContainText("Checks payable to Lakeside Ridge Builders");
  const shown = await tab.getByTestId("signed-sha256").innerText();
  const pdf = await client.request.get(`${link}/signed.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(sha256(await pdf.body())).toBe(shown);

  await other.getByRole("checkbox").check();
  await other.getByLabel("Your full name").fill("Someone Else");
  await other.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(other.getByTestId("sign-error")).toContainText("This proposal is already signed");

  // The owner sees it signed with the same fingerprint, then changes it: version 2.
  await page.reload();
  await expect(v1).toContainText("Signed, deposit not paid yet");
  await expect(page.getByTestId("sha256-1")).toHaveText(shown);
  await page.getByLabel("Quantity, line 3").fill("14");
  await page.getByRole("button", { name: "Make version 2 of Sam Rivera's proposal" }).click();
  await expect(page.getByTestId("version-2")).toContainText("Draft");
  await expect(v1).toContainText("Signed, deposit not paid yet");
  await expect(page.getByTestId("sha256-1")).toHaveText(shown);
  const again = await page.request.get(`${own.url}${await v1.getByRole("link", { name: "Download signed version 1 (PDF)" }).getAttribute("href")}`);
  expect(sha256(await again.body())).toBe(shown);
  // The client's link still shows version 1 as signed.
  await tab.reload();
  await expect(tab.getByTestId("signed-sha256")).toHaveText(shown);
  expect(await fitsWidth(page)).toBe(true);
  await client.close();
});
