import { VERIFY_CONTRACTOR_URL } from "../../app/content/registration";
import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

/**
 * The trust strip near the top of the home and contact pages
 * (docs/decisions/0037-heroes-trust-and-one-navigation.md): the registration number linked to the
 * state's lookup, the owner's name, the number of published reviews once there are any, and
 * "Insured and bonded" only after the owner says yes in Settings.
 */

async function setInsured(page: Page, answer: "Yes, insured and bonded" | "No, or not yet") {
  await page.goto("/admin/settings/business");
  await page.getByRole("radio", { name: answer }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

test("the home and contact pages show the registration, the owner and the reviews near the top, and 'insured and bonded' only once the owner says so", async ({
  page,
  browser,
}) => {
  // How many reviews the visitor can read on /reviews.
  await page.goto("/reviews");
  const published = await page.locator("main blockquote").count();

  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/contact"]) {
    await visitor.goto(path);
    const strip = visitor.getByRole("region", { name: "Why you can trust us" });
    await expect(strip).toBeVisible();
    // On the first screen of a phone.
    expect((await strip.boundingBox())!.y).toBeLessThan(844);
    await expect(strip.getByRole("link", { name: /Verify a contractor/ })).toHaveAttribute("href", VERIFY_CONTRACTOR_URL);
    await expect(strip).toContainText("Owner: Dave");
    await expect(strip).not.toContainText("Insured");
    if (published > 0) await expect(strip.getByRole("link", { name: new RegExp(`^${published} client reviews?$`) })).toHaveAttribute("href", "/reviews");
    else await expect(strip).not.toContainText("review");
  }

  await signIn(page);
  await setInsured(page, "Yes, insured and bonded");
  try {
    for (const path of ["/", "/contact"]) {
      await visitor.goto(path);
      await expect(visitor.getByRole("region", { name: "Why you can trust us" })).toContainText("Insured and bonded");
    }
  } finally {
    await setInsured(page, "No, or not yet");
  }
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "Why you can trust us" })).not.toContainText("Insured");
  await visitor.close();
});
