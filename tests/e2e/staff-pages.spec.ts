import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";
import { tidySharedSite } from "./site-db";

// Other specs count the Services page's cards and the blog's posts: whatever this spec added goes
// to Deleted items afterwards, even when a step failed (and every server's cache follows).
test.afterAll(() =>
  tidySharedSite((db) =>
    db
      .prepare("update content_items set deleted_at = ? where page_path like '/service-boat-lifts-%' or page_path like '/blog/winter-dock-checklist-%'")
      .run(new Date().toISOString()),
  ),
);

/** The owner adds a service page and a categorized post from the admin; visitors find both. */
let ipCounter = 0;

async function createAndPublish(page: Page, fields: { path: string; type: string; title: string; content: string }, details: (p: Page) => Promise<void>) {
  await page.goto("/admin/content?new=1");
  await page.getByLabel("Page path").fill(fields.path);
  await page.getByLabel("Section id").fill("body");
  await page.getByLabel("Content type").selectOption(fields.type);
  await page.getByLabel("Title").fill(fields.title);
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(fields.content);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("content-item").filter({ hasText: fields.title })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${fields.title}` }).click();
  await details(page);
  await page.getByRole("checkbox", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  // The save publishes a page (its cache and the menu's lists are renewed): on a loaded machine it
  // was seen taking over 7 s while another worker rearranged the home page, so it has longer.
  await expect(page.getByTestId("content-item").filter({ hasText: fields.title })).toContainText("Published", { timeout: 25_000 });
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });
    // Whole flows of several saves each: more time than a single-page check needs.
    test.describe.configure({ timeout: 90_000 });
    const tag = js ? "js" : "nojs";

    test("a service page and a post added from the admin reach the site", async ({ page, browser }) => {
      await signIn(page, undefined, undefined, `10.45.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`);
      const service = `Boat lifts ${tag}`;
      await createAndPublish(
        page,
        { path: `/service-boat-lifts-${tag}`, type: "page", title: service, content: "Lifts sized for the boat and the lake level." },
        async (p) => {
          await p.getByLabel("Summary").fill(`Boat lifts planned around the drawdown (${tag}).`);
          await p.getByLabel("Button label").fill("Plan Your Boat Lift");
        },
      );
      const postTitle = `Winter dock checklist ${tag}`;
      await createAndPublish(
        page,
        { path: `/blog/winter-dock-checklist-${tag}`, type: "blog", title: postTitle, content: "## Before the drawdown\n\nPull the ladder." },
        async (p) => {
          await p.getByLabel("Category").selectOption("tips");
          await p.getByLabel("Excerpt").fill(`What to do before the lake drops (${tag}).`);
        },
      );

      const ctx = await browser.newContext({ javaScriptEnabled: js });
      const visitor = await ctx.newPage();
      await visitor.goto("/services");
      await expect(visitor.getByText(`Boat lifts planned around the drawdown (${tag}).`)).toBeVisible();
      await visitor.getByRole("link", { name: `Learn More about ${service}` }).click();
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(service);
      await expect(visitor.getByRole("link", { name: "Plan Your Boat Lift" }).first()).toHaveAttribute("href", "/contact");
      await expect(visitor.getByRole("navigation", { name: "Main" }).locator(`a[href="/service-boat-lifts-${tag}"]`)).toHaveCount(1);

      await visitor.goto("/blog?category=tips");
      await expect(visitor.getByText(`What to do before the lake drops (${tag}).`)).toBeVisible();
      await visitor.goto("/blog?category=adu");
      await expect(visitor.getByText(`What to do before the lake drops (${tag}).`)).toBeHidden();
      await ctx.close();
    });
  });
}
