import { axeViolations } from "./axe-scan";
import { expect, hydrated, test, type Page } from "./fixtures";
import { signIn, signInAt } from "./helpers";
import { tidySharedSite } from "./site-db";
import { onDisk, oversizedFile, phonePhoto } from "../helpers/photos";

/**
 * The owner starts a blog post and a service page from their titles (decision 0035): no path,
 * section id or content type is typed. Every character the owner types goes through `type`, which
 * counts them, so the test can say how many there were and that none was an internal name.
 */
const run = Date.now().toString(36).slice(-4);

// Other specs count the blog's posts and the Services page's cards: what this spec added goes to
// Deleted items afterwards, even when a step failed (and every server's cache follows).
test.afterAll(() =>
  tidySharedSite((db) =>
    db
      .prepare("update content_items set deleted_at = ? where page_path like '/service-boat-lifts-%' or page_path like '/blog/winter-dock-care-%'")
      .run(new Date().toISOString()),
  ),
);

function typist(page: Page) {
  const typed: string[] = [];
  return {
    typed,
    count: () => typed.join("").length,
    async into(label: string | RegExp, text: string) {
      typed.push(text);
      await page.getByLabel(label, { exact: typeof label === "string" }).pressSequentially(text);
    },
    async inEditor(name: string, text: string) {
      typed.push(text);
      await page.getByRole("textbox", { name, exact: true }).click();
      await page.keyboard.type(text);
    },
  };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    test("a post with a cover is published from its title, with no path or section id typed", async ({ page, browser }) => {
      await signInAt(page, `10.77.${width % 250}.${Math.floor(Math.random() * 200) + 1}`, "/admin/content");
      await page.getByRole("link", { name: "New blog post" }).click();
      await page.waitForURL(/\/admin\/content\/new\?kind=post/);
      await hydrated(page);
      // The form has no accessibility violations (labels, contrast, names) at this width.
      expect(await axeViolations(page)).toEqual([]);
      const t = typist(page);
      const title = `Winter dock care ${width} ${run}`;
      const slug = `winter-dock-care-${width}-${run}`;
      await t.into("Title", title);
      await expect(page.getByTestId("new-address")).toHaveText(`Its address will be /blog/${slug}`);
      await page.getByLabel("Category").selectOption({ label: "Tips & Advice" });
      await t.into("Short summary for the blog list", "What to check before the lake drops.");
      // A phone's photo: 12 megapixels, about 4 MB.
      const cover = await phonePhoto(width);
      await page.getByLabel("Upload a cover picture").setInputFiles(onDisk("dock.jpg", cover));
      await t.into("Describe the cover picture", "Cedar dock at low water");
      await t.inEditor("The text", "Pull the ladder and check the cables before the drawdown.");
      await expect(page.getByLabel("Search title")).toHaveValue(`${title} | Lakeside Ridge Builders`);
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.waitForURL(/\/admin\/content\/page\?path=/);
      await expect(page.getByText(/is published at/).first()).toBeVisible();

      // Nothing typed was a path, a section id or a content type.
      for (const s of t.typed) expect(s).not.toMatch(/\/|\bbody\b|\bblog\b/);
      test.info().annotations.push({ type: "characters typed (post)", description: String(t.count()) });
      expect(t.count()).toBeLessThan(160);

      const ctx = await browser.newContext({ javaScriptEnabled: false });
      const visitor = await ctx.newPage();
      await visitor.goto(`/blog/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(visitor.getByText("Pull the ladder and check the cables before the drawdown.")).toBeVisible();
      await expect(visitor.getByRole("img", { name: "Cedar dock at low water" }).first()).toBeVisible();
      await visitor.goto("/blog?category=tips");
      await expect(visitor.getByText(title)).toBeVisible();
      await ctx.close();
    });

    test(`a photo one byte over the 20 MB limit is refused with the limit named and everything typed is kept, with JavaScript on${width === 390 ? " and off" : ""}`, async ({
      page,
      browser,
    }) => {
      const huge = onDisk("huge.jpg", oversizedFile(20 * 1024 * 1024 + 1));
      const title = `Refused cover ${width} ${run}`;
      const fill = async (p: Page) => {
        await p.getByLabel("Title", { exact: true }).fill(title);
        await p.getByLabel("Short summary for the blog list").fill("Kept when the photo is refused.");
        await p.getByLabel("Upload a cover picture").setInputFiles(huge);
        await p.getByLabel("Describe the cover picture").fill("Kept alt text");
      };
      const kept = async (p: Page) => {
        await expect(p.getByText("The image huge.jpg is larger than 20 MB. Please upload a smaller file.").first()).toBeVisible();
        await expect(p.getByLabel("Title", { exact: true })).toHaveValue(title);
        await expect(p.getByLabel("Short summary for the blog list")).toHaveValue("Kept when the photo is refused.");
        await expect(p.getByLabel("Describe the cover picture")).toHaveValue("Kept alt text");
      };
      // With JavaScript: refused before minutes of upload, nothing sent.
      await signInAt(page, `10.79.${width % 250}.${Math.floor(Math.random() * 200) + 1}`, "/admin/content/new?kind=post");
      await hydrated(page);
      await fill(page);
      await page.getByRole("button", { name: "Publish now" }).click();
      await kept(page);
      await expect(page).toHaveURL(/\/admin\/content\/new\?kind=post$/);
      // Without JavaScript: the server reads past the photo and draws the form again as typed. Sent once,
      // on the phone: the 20 MB the browser posts is the slowest step of the browser suite.
      if (width === 390) await refusedWithoutJavaScript();
      const html = await (await page.request.get("/blog")).text();
      expect(html).not.toContain(title);

      async function refusedWithoutJavaScript() {
        const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
        const plain = await ctx.newPage();
        await signIn(plain, undefined, undefined, `10.80.${width % 250}.${Math.floor(Math.random() * 200) + 1}`);
        await plain.goto("/admin/content/new?kind=post");
        await fill(plain);
        const answer = plain.waitForResponse((r) => r.request().method() === "POST");
        await plain.getByRole("button", { name: "Publish now" }).click();
        expect((await answer).status()).toBe(413);
        await kept(plain);
        await ctx.close();
      }
    });

    test("a new service page appears in the Services menu, on the Services page and in the sitemap", async ({ page, browser }) => {
      await signInAt(page, `10.78.${width % 250}.${Math.floor(Math.random() * 200) + 1}`, "/admin/content");
      await page.getByRole("link", { name: "New service page" }).click();
      await page.waitForURL(/\/admin\/content\/new\?kind=service/);
      await hydrated(page);
      const t = typist(page);
      const title = `Boat lifts ${width} ${run}`;
      const slug = `boat-lifts-${width}-${run}`;
      await t.into("Title", title);
      await expect(page.getByTestId("new-address")).toHaveText(`Its address will be /service-${slug}`);
      await t.into("Short summary for the Services page", `Lifts sized for the boat and the lake level (${width}).`);
      await t.inEditor("The text", "We set lifts for the drawdown.");
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.waitForURL(/\/admin\/content\/page\?path=/);
      for (const s of t.typed) expect(s).not.toMatch(/\/|\bbody\b|\bpage\b/);
      test.info().annotations.push({ type: "characters typed (service)", description: String(t.count()) });

      // The same title again: refused, with the address named and the title kept.
      await page.goto("/admin/content/new?kind=service");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await t.inEditor("The text", "Again.");
      await page.getByRole("button", { name: "Publish now" }).click();
      await expect(page.getByText(`Another service page already has the address /service-${slug}.`).first()).toBeVisible();
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

      const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const visitor = await ctx.newPage();
      await visitor.goto("/services");
      await expect(visitor.getByText(`Lifts sized for the boat and the lake level (${width}).`)).toBeVisible();
      await expect(visitor.getByRole("link", { name: `Learn More about ${title}` })).toBeVisible();
      // The header's Services menu (a phone's menu opens the Services page, which lists it above).
      await expect(visitor.locator(`nav[aria-label="Main"] a[href="/service-${slug}"]`)).toHaveCount(1);
      const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`/service-${slug}</loc>`);
      await visitor.goto(`/service-${slug}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await ctx.close();
    });
  });
}
