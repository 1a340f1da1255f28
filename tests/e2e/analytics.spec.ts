import Database from "better-sqlite3";
import { expect, test, type Browser } from "./fixtures";
import { ownSite, signIn } from "./helpers";
import { queryDbOf } from "./site-db";

/**
 * What the site brings (issue 20): anonymous visitors counted on the server without cookies, one
 * lead attributed to where its visit began, staff, a robot and Do Not Track not counted. This spec
 * runs its own site so that no other spec's visits are in the counts.
 */

const own = ownSite("analytics");
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function visitor(browser: Browser, ip: string, userAgent: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ baseURL: own.url, userAgent, extraHTTPHeaders: { "X-Forwarded-For": ip, ...headers } });
  return { context, page: await context.newPage() };
}

test("the owner sees visitors, page views, where they came from and the lead's landing page; staff, robots and Do Not Track are not counted", async ({
  browser,
}) => {
  // A salt left from yesterday: the day's salt must not outlive its day.
  // Business days are Pacific time (decision 0026): yesterday there, whatever the hour in UTC.
  const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(Date.now() - 86_400_000);
  const db = new Database(`${own.dataDir}/site.db`);
  db.prepare("insert into analytics_salts (day, salt) values (?, ?)").run(yesterday, "left-over");
  db.close();

  // Visitor 1 follows the link in the Google Business Profile, reads about ADUs, then asks for a quote.
  const one = await visitor(browser, "10.60.0.1", FIREFOX);
  await one.page.goto("/service-adu?utm_source=gbp");
  await one.page.goto("/contact");
  await one.page.getByRole("textbox", { name: /^Full name/ }).fill("Robin Analytics");
  await one.page.getByRole("textbox", { name: "Email" }).fill("robin@example.com");
  await one.page.getByLabel("Project type").selectOption("ADU (Accessory Dwelling Unit)");
  await one.page.getByRole("textbox", { name: /^Message/ }).fill("We would like an ADU over the garage for my mother.");
  await one.page.getByRole("button", { name: "Send Message" }).click();
  await expect(one.page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
  await one.context.close();

  // Visitor 2, on a phone, from a Google search: the home page and About.
  const two = await visitor(browser, "10.60.0.2", IPHONE);
  await two.page.goto("/", { referer: "https://www.google.com/" });
  await two.page.goto("/about");
  await two.context.close();

  // Not counted: a browser sending Do Not Track, a robot, and staff signed in.
  const dnt = await visitor(browser, "10.60.0.3", FIREFOX, { DNT: "1" });
  await dnt.page.goto("/gallery");
  await dnt.context.close();
  await fetch(`${own.url}/gallery`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "X-Forwarded-For": "10.60.0.4" },
  });

  const owner = await visitor(browser, "10.60.0.5", FIREFOX);
  await owner.page.setViewportSize({ width: 390, height: 844 });
  await signIn(owner.page);
  await owner.page.goto("/gallery");
  await owner.page.goto("/about");

  // The dashboard's summary, then the report, on a phone.
  await owner.page.goto("/admin/dashboard");
  await expect(owner.page.getByTestId("week-summary")).toHaveText("2 visitors (none the week before), 4 page views, 1 lead");
  await owner.page.getByRole("link", { name: "See visits and leads" }).click();
  await expect(owner.page.getByRole("heading", { name: "Visits and leads" })).toBeVisible();
  const totals = owner.page.getByTestId("visit-totals");
  await expect(totals.getByText("Visitors", { exact: true }).locator("..")).toContainText("2");
  await expect(totals.getByText("Page views", { exact: true }).locator("..")).toContainText("4");
  await expect(totals.getByText("Leads", { exact: true }).locator("..")).toContainText("1");
  const sources = owner.page.getByTestId("sources");
  await expect(sources.getByRole("row", { name: /Google Business Profile/ })).toHaveText(/Google Business Profile\s*1\s*1/);
  await expect(sources.getByRole("row", { name: /Search engines/ })).toHaveText(/Search engines\s*1\s*0/);
  await expect(owner.page.getByTestId("landings").getByRole("row", { name: /Services › ADUs/ })).toHaveText(/Services › ADUs\s*1\s*1/);
  await expect(owner.page.getByTestId("top-pages").getByRole("row")).toHaveCount(5);
  // The chart is an image with a summary; its numbers are in a table.
  await expect(owner.page.getByRole("img", { name: "Visitors and page views per day" })).toBeVisible();
  await owner.page.getByText("Show the numbers per day").click();
  await expect(owner.page.getByRole("table", { name: "Visitors and page views per day" }).getByRole("row").last()).toHaveText(/2\s*4$/);
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The lead carries its origin in Messages.
  await owner.page.goto("/admin/messages?q=robin");
  await expect(owner.page.getByTestId("message").filter({ hasText: "Robin Analytics" })).toContainText("/service-adu · gbp");
  await owner.context.close();

  const salts = queryDbOf<{ day: string }>(own.dataDir, "select day from analytics_salts");
  expect(salts.map((s) => s.day)).not.toContain(yesterday);
  expect(salts).toHaveLength(1);
});

test("a page that is asked for but missing is listed, and one click sends its visitors to the page it meant", async ({ browser }) => {
  const lost = await visitor(browser, "10.60.1.1", FIREFOX);
  const res = await lost.page.goto("/adu-garage-ideas");
  expect(res?.status()).toBe(404);
  await lost.context.close();

  const owner = await visitor(browser, "10.60.1.2", FIREFOX);
  await signIn(owner.page);
  await owner.page.goto("/admin/analytics");
  const missing = owner.page.getByTestId("not-found");
  await expect(missing).toContainText("/adu-garage-ideas (1 times)");
  await expect(missing.getByLabel("Send visitors of /adu-garage-ideas to")).toHaveValue("/service-adu");
  await missing.getByRole("button", { name: "Redirect /adu-garage-ideas" }).click();
  await expect(owner.page.getByText("/adu-garage-ideas now sends visitors to /service-adu.").first()).toBeVisible();
  await expect(owner.page.getByTestId("not-found")).toHaveCount(0);
  await owner.context.close();

  const back = await fetch(`${own.url}/adu-garage-ideas`, { redirect: "manual" });
  expect(back.status).toBe(301);
  expect(back.headers.get("location")).toBe("/service-adu");
});

test("two people behind one network with the same phone each send a quote, and each lead shows the page and source their own visit began with", async ({
  browser,
}) => {
  async function quote(name: string, email: string, firstPage: string, width: number) {
    const v = await visitor(browser, "10.60.2.1", IPHONE);
    await v.page.setViewportSize({ width, height: 844 });
    await v.page.goto(firstPage);
    await v.page.goto("/contact");
    await v.page.getByRole("textbox", { name: /^Full name/ }).fill(name);
    await v.page.getByRole("textbox", { name: "Email" }).fill(email);
    await v.page.getByRole("textbox", { name: /^Message/ }).fill("A covered deck facing the lake, about 300 square feet.");
    await v.page.getByRole("button", { name: "Send Message" }).click();
    await expect(v.page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    await v.context.close();
  }
  // The first lands from the Google Business Profile; the second, a minute later, from a Facebook post.
  await quote("Casey Firstvisit", "casey@example.com", "/service-adu?utm_source=gbp", 1280);
  await quote("Jordan Secondvisit", "jordan@example.com", "/about?utm_source=facebook", 390);

  const owner = await visitor(browser, "10.60.2.2", FIREFOX);
  await signIn(owner.page);
  await owner.page.goto("/admin/messages?q=visit");
  const casey = owner.page.getByTestId("message").filter({ hasText: "Casey Firstvisit" });
  const jordan = owner.page.getByTestId("message").filter({ hasText: "Jordan Secondvisit" });
  await expect(casey).toContainText("/service-adu · gbp");
  await expect(jordan).toContainText("/about · facebook");
  await expect(owner.page.getByText("matched by network address")).toHaveCount(0);
  await owner.context.close();
});
