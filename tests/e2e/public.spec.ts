import { expect, test } from "./fixtures";
import { E2E_DATA_DIR } from "../../playwright.config";
import Database from "better-sqlite3";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { ARTICLE_SLUGS, PUBLIC_PATHS } from "../../app/content/paths";
import { signIn, watchConsole } from "./helpers";

const DB_FILE = `${E2E_DATA_DIR}/site.db`;

test("a crawl of every public page finds no internal link or image that 404s", async ({ request }) => {
  test.setTimeout(180_000);
  const seen = new Map<string, number>();
  const check = async (url: string) => {
    if (!seen.has(url)) seen.set(url, (await request.get(url, { maxRedirects: 0 })).status());
    return seen.get(url)!;
  };
  // The served HTML is what a visitor without JavaScript follows, and what the browser starts from:
  // read it over HTTP rather than drawing each page (the sweep in public-pages.spec.ts draws them).
  const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  for (const path of PUBLIC_PATHS) {
    const html = await (await request.get(path)).text();
    const links = attr(html, /<a\b[^>]*?\shref="(\/[^"#]*)/g).filter(Boolean);
    const images = [
      ...attr(html, /<img\b[^>]*?\ssrc="(\/[^"]+)"/g),
      // One size per format: the sizes of one picture are made by one code path.
      ...attr(html, /<(?:source|img)\b[^>]*?\ssrc[sS]et="(\/[^" ,]+)/g),
    ];
    for (const url of new Set([...links, ...images])) {
      const status = await check(url);
      expect(status, `${url} on ${path}`).toBeLessThan(400);
    }
  }
  expect(seen.size).toBeGreaterThan(60);
});

test("the blog filters live: search and category together, and the empty state", async ({ page }) => {
  await page.goto("/blog");
  const grid = page.getByTestId("article-grid");
  // The 13 bundled articles (staff may have published more in other tests).
  const listed = ARTICLE_SLUGS.filter((s) => s !== "excavation-site-prep" && s !== "solid-foundation-essential");
  for (const slug of listed) await expect(grid.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1);
  await expect(grid.locator('a[href="/blog/excavation-site-prep"], a[href="/blog/solid-foundation-essential"]')).toHaveCount(0);
  await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "ADUs", exact: true }).click();
  await expect(grid.locator("article:visible")).toHaveCount(2);
  await expect(page).toHaveURL(/category=adu/);
  await page.getByLabel("Search articles").fill("creative");
  await expect(grid.locator("article:visible")).toHaveCount(1);
  await expect(grid.getByRole("link", { name: /ADU/ })).toHaveAttribute("href", "/blog/creative-adu-design");
  await page.getByLabel("Search articles").fill("kitchen");
  await expect(page.getByText("No articles found. Try adjusting your search or filter.")).toBeVisible();
  await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "All", exact: true }).click();
  await expect(grid.locator("article:visible")).toHaveCount(1);
  await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "Remodels", exact: true }).click();
  await expect(grid.locator("article:visible").first()).toContainText(/kitchen/i);
  await page.getByLabel("Search articles").fill("");
  await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "Tips & Advice", exact: true }).click();
  const tips = await grid.locator("article:visible").count();
  expect(tips).toBeGreaterThanOrEqual(7);
});

test("the blog's count of articles shown is announced and follows the category filter", async ({ page }) => {
  await page.goto("/blog");
  const grid = page.getByTestId("article-grid");
  const count = page.getByRole("status").filter({ hasText: /shown$/ });
  await expect(count).toHaveAttribute("aria-live", "polite");
  const all = await grid.locator("article:visible").count();
  await expect(count).toHaveText(`${all} articles shown`);
  await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "ADUs", exact: true }).click();
  await expect(page).toHaveURL(/category=adu/);
  const adus = await grid.locator("article:visible").count();
  expect(adus).toBeLessThan(all);
  await expect(count).toHaveText(`${adus} article${adus === 1 ? "" : "s"} shown`);
  await page.getByLabel("Search articles").fill("zzz-no-such-article");
  await expect(count).toHaveText("0 articles shown");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blog search is a GET form and the categories are links", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "Garages", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?category=garage$/);
    await expect(page.getByTestId("article-grid").locator("article:visible")).toHaveCount(1);
    await page.goto("/blog?q=ADU");
    await expect(page.getByTestId("article-grid").locator("article:visible")).toHaveCount(2);
    await page.getByLabel("Search articles").fill("nothing-matches-this");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No articles found. Try adjusting your search or filter.")).toBeVisible();
  });

  test("the gallery filter works as links", async ({ page }) => {
    const total = async () =>
      Number(
        /of (\d+)/.exec(
          (await page
            .getByRole("status")
            .filter({ hasText: /^Showing/ })
            .textContent())!,
        )![1],
      );
    await page.goto("/gallery?filter=adu");
    const n = await total();
    expect(n).toBeGreaterThan(0);
    for (const c of await page
      .getByTestId("gallery-grid")
      .locator("li")
      .evaluateAll((lis) => lis.map((li) => li.dataset.category ?? ""))) {
      expect(c.split(" ")).toContain("adu");
    }
    await page.goto("/gallery");
    expect(await total()).toBeGreaterThan(n);
  });

  test("the contact form posts and shows the thank-you", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.20.0.9" });
    await page.goto("/contact");
    await page.getByRole("textbox", { name: /^Full name/ }).fill("No Script Visitor");
    await page.getByRole("textbox", { name: "Email" }).fill("noscript@example.com");
    await page.getByRole("textbox", { name: /^Message/ }).fill("Sent with JavaScript turned off.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    const db = new Database(DB_FILE, { readonly: true });
    const row = db.prepare("select * from contact_messages where email = ?").get("noscript@example.com");
    db.close();
    expect(row).toBeTruthy();
  });
});

test("the 13 listed articles and the 2 unlisted ones open, with their dates and categories", async ({ page }) => {
  await page.goto("/blog/adu-right-for-property");
  // The title the copy gives (content/articles/adu-right-for-property.md), the date SPEC.md's
  // table gives, and the day its text was last revised (its front matter's `updated`).
  const front = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync("content/articles/adu-right-for-property.md", "utf8"))![1]!) as {
    title: string;
    updated: string;
  };
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(front.title);
  await expect(page.locator("time").first()).toHaveText("May 15, 2024");
  await expect(page.locator("time").first()).toHaveAttribute("datetime", "2024-05-15");
  const updated = new Date(`${front.updated}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  await expect(page.getByText(`Updated ${updated}`)).toBeVisible();
  await expect(page.getByText("By Dave, owner of Lakeside Ridge Builders")).toBeVisible();
  await page.getByRole("link", { name: "← Back to Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  // The listing's cards give the same dates: June 5, 2024 for the custom home, June 5, 2025 for the garages.
  const card = (slug: string) =>
    page
      .getByTestId("article-grid")
      .locator("article")
      .filter({ has: page.locator(`a[href="/blog/${slug}"]`) });
  await expect(card("building-dream-custom-home")).toContainText("New Construction");
  await expect(card("building-dream-custom-home")).toContainText("June 5, 2024");
  await expect(card("functional-garage-design")).toContainText("June 5, 2025");
  await expect(card("smart-home-technology")).not.toContainText(/\d{4}/);
  for (const slug of ["excavation-site-prep", "solid-foundation-essential"]) {
    const res = await page.goto(`/blog/${slug}`);
    expect(res?.status()).toBe(200);
  }
  await page.goto("/blog/smart-home-technology");
  await expect(page.locator("time")).toHaveCount(0);
  await expect(page.getByText(/Updated/)).toHaveCount(0);
  await page.goto("/blog/maximizing-views-windows-doors");
  // Its diagram at the top, in a captioned figure (decision 0037), and the one in the text.
  await expect(page.locator("figure").filter({ has: page.locator("figcaption") })).toHaveCount(2);
});

test("the gallery: carousel, filter, and a lightbox that closes three ways", async ({ page }) => {
  const con = watchConsole(page);
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { name: "Explore More Projects" })).toBeVisible();
  await expect(page.getByTestId("carousel-cell")).toHaveCount(7);
  const caption = page.locator("[aria-roledescription=carousel] p[aria-live]");
  const first = await caption.textContent();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(caption).not.toHaveText(first!);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(caption).toHaveText(first!);

  const grid = page.getByTestId("gallery-grid");
  const status = page.getByRole("status").filter({ hasText: /^Showing/ });
  const total = async () => Number(/of (\d+)/.exec((await status.textContent())!)![1]);
  const all = await total();
  await page.getByRole("navigation", { name: "Filter projects" }).getByRole("link", { name: "Remodels", exact: true }).click();
  await expect(status).not.toHaveText(`Showing 9 of ${all} more pictures`);
  const remodels = await total();
  expect(remodels).toBeGreaterThan(0);
  expect(remodels).toBeLessThan(all);
  for (const c of await grid.locator("li").evaluateAll((lis) => lis.map((li) => li.dataset.category ?? ""))) expect(c.split(" ")).toContain("remodel");

  const dialog = page.getByRole("dialog");
  await grid.locator("li:visible a").first().click();
  await expect(dialog).toBeVisible();
  // The large picture's sizes are made in the browser from its library id: they must exist.
  const big = dialog.locator("img");
  await expect(big).toHaveAttribute("srcset", /\/1024\.webp 1024w/);
  await expect(big).toHaveAttribute("alt", (await grid.locator("li:visible a span").first().textContent())!);
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await grid.locator("li:visible a").first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await grid.locator("li:visible a").first().click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  con.expectClean();
});

test("the gallery by keyboard: the carousel's picture and a grid picture open in the lightbox and close back to where they were", async ({ page }) => {
  await page.goto("/gallery");
  const dialog = page.getByRole("dialog");
  // The carousel: Next, then back to its front picture with Shift+Tab, and Enter opens it.
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  const front = page.locator(":focus");
  await expect(front).toHaveAttribute("aria-label", /^Open: /);
  const label = (await front.getAttribute("aria-label"))!.slice("Open: ".length);
  await expect(page.locator("[data-carousel-caption]")).toHaveText(label);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("figcaption")).toHaveText(label);
  await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(front).toBeFocused();
  // That picture is not in the grid below (each picture once).
  await expect(page.getByTestId("gallery-grid").getByText(label, { exact: true })).toHaveCount(0);

  // A grid picture: Tab reaches its link, Enter opens it, Close by Enter returns to it.
  const first = page.getByTestId("gallery-grid").locator("li a").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("figcaption")).toHaveText((await first.textContent())!);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test("the contact form: validation keeps the fields, success stores a row, the honeypot's post goes to Spam only", async ({ page, browser, baseURL }) => {
  // Its own name, address and internet address each run, so the test can run again on the same site (--repeat-each).
  const run = test.info().repeatEachIndex;
  const sam = `Sam Rivera ${run}`;
  const samEmail = `sam-${run}@example.com`;
  const botEmail = `bot-${run}@spam.example`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.20.${run}.1` });
  await page.clock.install();
  await page.goto("/contact");
  await expect(page.getByLabel("Project type")).toHaveValue("Not sure yet");
  await expect(page.getByLabel("Project type").locator("option")).toHaveCount(12);
  await expect(page.getByRole("radio", { name: "Email" })).toBeChecked();

  // The server checks too: a bad address comes back with a message and the fields kept.
  await page.getByRole("textbox", { name: /^Full name/ }).fill(sam);
  await page.getByRole("textbox", { name: "Email" }).fill("sam@example");
  await page.getByRole("textbox", { name: /^Message/ }).fill("A deck off the kitchen, about 300 square feet.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("A deck off the kitchen, about 300 square feet.");

  await page.getByRole("textbox", { name: "Email" }).fill(samEmail);
  await page.getByLabel("Project type").selectOption("Deck/Patio");
  await page.getByRole("radio", { name: "Phone" }).check();
  // The page's time stops before the send (a second ahead, so the jump is never into the past under load)
  // and moves only when the test moves it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole("button", { name: "Send Message" }).click();
  const banner = page.getByText("Thank you for your message! We will get back to you soon.");
  await expect(banner).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Full name/ })).toHaveValue("");
  await expect(page.getByLabel("Project type")).toHaveValue("Not sure yet");
  await page.clock.runFor(5000);
  await expect(banner).toBeHidden();

  const db = new Database(DB_FILE, { readonly: true });
  const row = db.prepare("select * from contact_messages where email = ?").get(samEmail) as Record<string, string>;
  expect(row).toMatchObject({ full_name: sam, project_type: "Deck/Patio", preferred_contact: "Phone" });

  // Staff find it in the admin's message list.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, undefined, undefined, `10.20.${run}.2`);
  await staff.getByRole("link", { name: "Messages", exact: true }).click();
  await expect(staff.getByTestId("message").filter({ hasText: sam })).toContainText("A deck off the kitchen");
  await staffContext.close();

  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Spam Bot");
  await page.getByRole("textbox", { name: "Email" }).fill(botEmail);
  await page.getByRole("textbox", { name: /^Message/ }).fill("Cheap pills");
  await page.locator("#website").evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message!")).toBeVisible();
  expect(db.prepare("select count(*) as n from contact_messages where email = ? and lead_status != 'spam'").get(botEmail)).toEqual({ n: 0 });
  expect(db.prepare("select count(*) as n from contact_messages where email = ? and lead_status = 'spam'").get(botEmail)).toEqual({ n: 1 });
  db.close();
});

test("videos and the map load nothing from third parties until clicked", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
  });
  for (const p of ["/", "/service-new-construction", "/contact", "/blog/lakeside-construction-tips"]) await page.goto(p);
  expect(external).toEqual([]);
});

test("service pages carry their exact button labels", async ({ page }) => {
  const labels: Record<string, string> = {
    "/service-additions": "Plan Your Home Addition",
    "/service-adu": "Discuss Your ADU Ideas",
    "/service-decks-patios": "Design Your Dream Deck or Patio",
    "/service-design-build": "Explore Our Design-Build Process",
    "/service-excavation": "Get a Site Work Estimate",
    "/service-foundations": "Discuss Your Foundation Needs",
    "/service-garages": "Plan Your New Garage",
    "/service-new-construction": "Start Your New Home Journey",
    "/service-remodels": "Discuss Your Remodel Project",
    "/service-waterproof-decks": "Get a Waterproof Decking Quote",
  };
  for (const [path, label] of Object.entries(labels)) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: label }).first()).toHaveAttribute("href", "/contact");
  }
  await page.goto("/services");
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(9);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get an Estimate" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(6);
});

test("the regional guide states the lake and wine facts", async ({ page }) => {
  await page.goto("/about-chelan");
  const text = await page.locator("main").innerText();
  expect(text).toContain("50.5 miles");
  expect(text).toMatch(/1,500 feet/);
  expect(text).toContain("2009");
  // About 30 wineries in the Lake Chelan AVA (content/SOURCES.md).
  expect(text).toMatch(/about 30 wineries/i);
});

test("the map loads only when asked for, with JavaScript and without", async ({ page, browser }) => {
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));
  await page.goto("/contact");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("link", { name: /Show the interactive map/ }).click();
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeVisible();

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto("/contact");
  await expect(plain.getByRole("link", { name: /Show the interactive map/ })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
  await noJs.close();
});

test("a visitor's page loads no framework script; the blog loads only its own", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/about");
  // Only the header's small script (its menus by keyboard), no framework.
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/Header\.enhance-[\w-]+\.js$/);
  await page.goto("/blog");
  expect(scripts.every((s) => s.includes(".enhance-"))).toBe(true);
});
