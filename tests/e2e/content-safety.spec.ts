import { expect, test, type Browser, type Page } from "./fixtures";
import { signInFrom, watchConsole } from "./helpers";
import { tidySharedSite } from "./site-db";

// What this spec published (a post and its redirect) goes afterwards, so specs that count the
// blog's posts see the seeded site; the change counter tells the server's page cache.
test.afterAll(() =>
  tidySharedSite((db) => {
    db.prepare("update content_items set deleted_at = ? where page_path like '/blog/dock-season-%'").run(new Date().toISOString());
    db.prepare("delete from redirects where from_path like '/blog/dock-season-%'").run();
  }),
);

/**
 * Content safety through the browser, with JavaScript and without: preview, history and restore,
 * Deleted items, scheduling, 301s after a post moves, and unknown sections refused.
 */
/**
 * The one-time notice after a save: a toast with JavaScript; without it the server's banner sits in
 * <noscript>, which a browser with scripts turned off shows but Playwright's script switch does not
 * (its parser still treats scripts as on), so without JavaScript the outcome itself is checked.
 */
let jsOn = true;
const notice = async (page: Page, text: string) => {
  if (jsOn) await expect(page.getByText(text).first()).toBeVisible();
};
const signInAs = signInFrom("10.44");
const signedIn = (page: Page) => signInAs(page, "/admin/content?view=items");
const visitorSees = async (browser: Browser, path: string) => {
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await p.goto(path);
  const text = await p.locator("main").innerText();
  await ctx.close();
  return text;
};

async function createItem(page: Page, fields: { path: string; section: string; title: string; content: string; type?: string }) {
  await page.goto("/admin/content?new=1");
  await page.getByLabel("Page path").fill(fields.path);
  await page.getByLabel("Section id").fill(fields.section);
  if (fields.type) await page.getByLabel("Content type").selectOption(fields.type);
  await page.getByLabel("Title").fill(fields.title);
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(fields.content);
  await page.getByRole("button", { name: "Create" }).click();
  await notice(page, "Content created successfully");
  await expect(page.getByTestId("content-item").filter({ hasText: fields.title })).toBeVisible();
}

async function edit(page: Page, title: string, change: (form: Page) => Promise<void>) {
  await page.goto("/admin/content?view=items");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await change(page);
  await page.getByRole("button", { name: "Save" }).click();
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });
    // Whole flows of several saves each: more time than a single-page check needs.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(() => {
      jsOn = js;
    });
    const tag = js ? "js" : "nojs";

    test("preview a draft, restore an earlier version, delete and restore from Deleted items", async ({ page, browser }) => {
      const con = watchConsole(page);
      const title = `Our mission (${tag})`;
      await signedIn(page);
      await createItem(page, { path: "/about", section: "mission", title, content: `First words (${tag}).` });

      const card = page.getByTestId("content-item").filter({ hasText: title });
      await expect(card).toContainText("Draft");
      const href = await page.getByRole("link", { name: `Preview ${title}` }).getAttribute("href");
      await page.goto(href!);
      await expect(page.getByTestId("preview-banner")).toBeVisible();
      await expect(page.locator("main")).toContainText(`First words (${tag}).`);
      expect(await visitorSees(browser, href!)).not.toContain(`First words (${tag}).`);

      await edit(page, title, async (p) => {
        await p.getByRole("textbox", { name: "Content", exact: true }).fill(`Second words (${tag}).`);
      });
      await notice(page, "Content updated successfully");
      await page.getByRole("link", { name: `Edit ${title}` }).click();
      const history = page.getByRole("region", { name: "History" });
      await expect(history.getByTestId("version")).toHaveCount(2);
      await expect(history.locator("del").first()).toHaveText("First");
      await expect(history.locator("ins").first()).toHaveText("Second");
      await history.getByRole("button", { name: /^Restore the version of/ }).click();
      await notice(page, "Version restored");
      await page.getByRole("link", { name: `Edit ${title}` }).click();
      await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(`First words (${tag}).`);
      await expect(page.getByRole("region", { name: "History" }).getByTestId("version")).toHaveCount(3);

      await page.goto("/admin/content?view=items");
      if (js) {
        page.once("dialog", (d) => {
          expect(d.message()).toContain("It moves to Deleted items, where you can restore it for 30 days");
          void d.accept();
        });
      }
      await page.getByRole("button", { name: `Delete ${title}` }).click();
      await notice(page, "Content deleted");
      await expect(page.getByTestId("content-item").filter({ hasText: title })).toHaveCount(0);
      await page.getByRole("link", { name: /^Deleted items/ }).click();
      await expect(page.getByTestId("deleted-item").filter({ hasText: title })).toContainText("Removed for good on");
      await page.getByRole("button", { name: `Restore ${title}` }).click();
      await notice(page, "Content restored");
      await expect(page.getByTestId("content-item").filter({ hasText: title })).toBeVisible();
      con.expectClean();
    });

    test("schedule a post, move it with a redirect, and see an unknown section refused", async ({ page, browser }) => {
      const title = `Dock season notes (${tag})`;
      await signedIn(page);
      await createItem(page, { path: `/blog/dock-season-${tag}`, section: "body", title, content: "Put the dock in after the lake refills.", type: "blog" });

      await edit(page, title, async (p) => {
        await expect(p.getByText("Times are Pacific Time (Chelan, WA).")).toBeVisible();
        await p.getByLabel("Publish at", { exact: true }).fill("2031-06-01T09:00");
      });
      await notice(page, "Content updated successfully");
      const card = page.getByTestId("content-item").filter({ hasText: title });
      await expect(card).toContainText("Scheduled");
      await expect(card).toContainText(/Publishes Jun 1, 2031, 9:00\sAM PDT/);
      expect(await visitorSees(browser, "/blog")).not.toContain(title);

      // Publish now instead, then move it: the old address sends visitors on.
      await edit(page, title, async (p) => {
        await p.getByLabel("Publish at", { exact: true }).fill("");
        await p.getByRole("checkbox", { name: "Published" }).check();
      });
      await expect(page.getByTestId("content-item").filter({ hasText: title })).toContainText("Published");
      await edit(page, title, async (p) => {
        await p.getByLabel("Page path").fill(`/blog/dock-season-notes-${tag}`);
      });
      await notice(page, "Content updated successfully");
      const ctx = await browser.newContext();
      const visitor = await ctx.newPage();
      await visitor.goto(`/blog/dock-season-${tag}`);
      await expect(visitor).toHaveURL(new RegExp(`/blog/dock-season-notes-${tag}$`));
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await ctx.close();
      await page.goto("/admin/seo");
      await expect(page.getByTestId("redirect").filter({ hasText: `/blog/dock-season-${tag} → /blog/dock-season-notes-${tag}` })).toBeVisible();

      await createItem(page, { path: "/about", section: "sidebar", title: `Sidebar note (${tag})`, content: "Nowhere to show." });
      await edit(page, `Sidebar note (${tag})`, async (p) => {
        await p.getByRole("checkbox", { name: "Published" }).check();
      });
      await expect(page.getByText("The page /about has no section “sidebar”. Its sections are:").first()).toBeVisible();
    });
  });
}
