import { expect, test } from "./fixtures";
import { atLaptopAndPhone, signInAt } from "./helpers";
import { editorBlock } from "./editor-helpers";

/**
 * The launch checklist names the pages that still show a drawing as the owner knows them in
 * Content ("Home", "Services › New Construction"), never by their paths, and each opens the page
 * editor at its main picture (issue #43). Read-only: it runs on the shared site.
 */
let ip = 0;
atLaptopAndPhone((width) => {
  test("the pages still showing a drawing are named as in Content and each link opens that page's picture", async ({ page }) => {
    await signInAt(page, `10.43.${width % 250}.${++ip}`, "/admin/dashboard");
    const photos = page.locator('li[data-check="photos"]');
    await expect(photos).toContainText("still show a drawing instead of a photo");
    const pages = photos.getByRole("listitem");
    // By name, never by path; no link to the whole page list.
    await expect(pages.first()).toBeVisible();
    for (const name of await pages.allInnerTexts()) expect(name).not.toMatch(/^\//);
    await expect(photos.getByRole("link", { name: "Choose a photo for Services › New Construction" })).toHaveText("Services › New Construction");
    await expect(photos.locator('a[href="/admin/content"]')).toHaveCount(0);

    await photos.getByRole("link", { name: "Choose a photo for Services › New Construction" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/page\?path=%2Fservice-new-construction&block=hero-image$/);
    // The editor is open at the picture: its block unfolded and on screen, the others folded.
    const picture = editorBlock(page, "Main picture");
    await expect(picture).toHaveAttribute("open", "");
    await expect(picture.getByRole("group", { name: "Main picture", exact: true })).toBeInViewport();
    await expect(page.locator("details[data-editor-block][open]")).toHaveCount(1);
  });
});
