import { expect, test, type Browser } from "./fixtures";
import { moveSiteClock, ownSite, ownerOffersVisits } from "./helpers";
import { startSmtp } from "../helpers/smtp";
import { busyFeed, icsOf, readInvite, startCalendar, visitLinks } from "../helpers/visits";

/**
 * Booking the site visit from a phone (decision 0050), on a site of this spec's own with a test
 * clock, a real SMTP server and the owner's calendar served on loopback. The clock is moved to
 * Friday 12 March 2027, two days before the spring change, so the visit offered on Tuesday the
 * 16th is in daylight time while "now" is in standard time.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let calendar: Awaited<ReturnType<typeof startCalendar>>;
const PHONE = { viewport: { width: 390, height: 844 } };
const BEFORE_CHANGE = Date.parse("2027-03-12T18:00:00Z");
// The owner is busy on Tuesday 16 March from 8:00 to 8:30 Pacific daylight time.
const BUSY = { start: Date.parse("2027-03-16T15:00:00Z"), end: Date.parse("2027-03-16T15:30:00Z") };

test.beforeAll(async () => {
  smtp = await startSmtp();
  calendar = await startCalendar();
  calendar.state.body = busyFeed([BUSY]);
});
const own = ownSite("visits", { env: () => ({ SMTP_URL: smtp.url, TEST_CLOCK: "1", OUTBOUND_ALLOW_LOOPBACK: "1" }) });
test.afterAll(async () => {
  await smtp?.close();
  await calendar?.close();
});

/** Moves the site's clock forward by `ms`; answers the site's new time. */
const moveClock = (ms: number) => moveSiteClock(own.url, ms);

async function ownerSaves(browser: Browser, feedUrl: string) {
  const page = await (await browser.newContext(PHONE)).newPage();
  await ownerOffersVisits(page, own.url, feedUrl);
  return page;
}

test("a visitor on a phone sends a quote, books a window on the thank-you page, and gets an invite in Pacific time across the change", async ({ browser }) => {
  const owner = await ownerSaves(browser, calendar.url);
  const now = await moveClock(BEFORE_CHANGE - Date.now());
  expect(new Date(now).toISOString().slice(0, 10)).toBe("2027-03-12");
  // Without JavaScript: the quote and the booking are plain form posts.
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.88.0.7" } });
  const page = await context.newPage();
  await page.goto(`${own.url}/contact`);
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Jordan Avery");
  await page.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("(509) 555-0177");
  await page.getByRole("textbox", { name: /^Message/ }).fill("A 600 sq ft ADU above a new garage on our Manson lot.");
  await page.getByLabel(/^Street address/).fill("48 Orchard Lane");
  await page.getByRole("button", { name: "Send Message" }).click();
  const offer = page.locator("[data-visit-offer]");
  await expect(offer.getByRole("heading", { name: "Book your site visit now" })).toBeVisible();
  const tuesday = offer.getByRole("group", { name: "Tuesday, March 16" });
  // 8:00 is hidden by the owner's busy time (and its travel buffer); 9:30 is offered.
  await expect(tuesday.getByText("8:00 AM – 9:00 AM")).toHaveCount(0);
  await tuesday.getByLabel("9:30 AM – 10:30 AM").check();
  const box = await offer.getByRole("button", { name: "Book this time" }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await offer.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your site visit is booked" })).toBeVisible();
  await expect(page.getByTestId("visit-done")).toContainText("Tuesday, March 16, 9:30 AM – 10:30 AM (Pacific time)");

  // The invite, read by ical.js with its VTIMEZONE: 9:30 Pacific daylight time is 16:30 UTC.
  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes("jordan@example.com") && /Your site visit is booked for/.test(m.body.replace(/=\r?\n/g, ""))).length)
    .toBe(1);
  const mail = smtp.mails.find((m) => m.to.includes("jordan@example.com") && /Your site visit is booked for/.test(m.body.replace(/=\r?\n/g, "")))!;
  const invite = readInvite(icsOf(mail.body));
  expect(invite).toMatchObject({ method: "REQUEST", tzid: "America/Los_Angeles", start: "2027-03-16T16:30:00.000Z", end: "2027-03-16T17:30:00.000Z" });
  expect(invite.wallStart).toBe("2027-03-16T09:30:00");
  await expect
    .poll(() => smtp.mails.some((m) => m.to.includes("dave@lakesideridge.example") && /Site visit booked: Jordan Avery/.test(m.body.replace(/=\r?\n/g, ""))))
    .toBe(true);

  // The cancel link works once; the second time it says so.
  const cancel = visitLinks(mail.body)[1]!;
  await page.goto(`${own.url}/visit/${cancel}`);
  await page.getByRole("button", { name: "Cancel my site visit" }).click();
  await expect(page.getByRole("heading", { name: "Your site visit is cancelled" })).toBeVisible();
  await page.goto(`${own.url}/visit/${cancel}`);
  await expect(page.getByRole("heading", { name: "This link was already used" })).toBeVisible();
  await context.close();

  // Back to today. The owner's calendar fails: nothing is offered, and the dashboard says why.
  await moveClock(-(BEFORE_CHANGE - Date.now()) - 1000);
  calendar.state.status = 500;
  await owner.goto(`${own.url}/admin/settings/visits`);
  await owner.getByLabel(/Your calendar's secret iCal address/).fill(`${calendar.url}?renewed=1`);
  await owner.getByRole("button", { name: "Save the visit settings" }).click();
  await expect(owner.getByTestId("saved-note")).toContainText("could not be read");
  await owner.goto(`${own.url}/admin/dashboard`);
  await expect(owner.getByTestId("attention-summary")).toContainText("your calendar could not be read");
  await expect(owner.getByText("The calendar's server answered 500.")).toBeVisible();
  const next = await (await browser.newContext({ ...PHONE, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.88.0.8" } })).newPage();
  await next.goto(`${own.url}/contact`);
  await next.getByRole("textbox", { name: /^Full name/ }).fill("Sam Lee");
  await next.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await next.getByRole("textbox", { name: /^Message/ }).fill("A covered deck facing the lake.");
  await next.getByRole("button", { name: "Send Message" }).click();
  await expect(next.getByText("Thank you for your message!")).toBeVisible();
  await expect(next.locator("[data-visit-offer]")).toHaveCount(0);
});
