import Database from "better-sqlite3";
import { E2E_DATA_DIR } from "../../playwright.config";
import { axeViolations } from "./axe-scan";
import { expect, test } from "./fixtures";
import { followFooterLink, watchConsole } from "./helpers";

/**
 * The Spanish privacy notice and accessibility statement on a phone (issue 49, decision 0065): the
 * Spanish footer opens them, each is in Spanish and axe-clean at 390 px without sideways scroll, and
 * a barrier report sent from /es/accessibility is answered in Spanish, with JavaScript and without:
 * a mistake keeps what was typed, then the thank-you, and the lead is marked Spanish.
 */
const DB_FILE = `${E2E_DATA_DIR}/site.db`;
const phone = { width: 390, height: 844 };

test("at 390 px the Spanish footer opens the Spanish privacy notice and accessibility statement, each axe-clean without sideways scroll (390 and 320 px)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: phone, extraHTTPHeaders: { "X-Forwarded-For": "10.97.0.1" } });
  try {
    const page = await context.newPage();
    const con = watchConsole(page);
    await page.goto("/es");
    await followFooterLink(page, "Aviso de privacidad", /\/es\/privacy$/, "Aviso de privacidad");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 2, name: "Cuánto tiempo lo guardamos" })).toBeVisible();
    await expect(page.getByText("Este aviso describe lo que hace este sitio.")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await followFooterLink(page, "Accesibilidad", /\/es\/accessibility$/, "Declaración de accesibilidad");
    await expect(page.getByRole("heading", { level: 2, name: "Cómo se prueba el sitio" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar el aviso" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    // The narrowest phone: no sideways scroll on either page.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/es/privacy", "/es/accessibility"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} at 320 px`).toBeLessThanOrEqual(0);
    }
    // The language link goes back to the English statement.
    await page.locator("body > footer").getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
    con.expectClean();
  } finally {
    await context.close();
  }
});

for (const js of [true, false]) {
  test(`at 390 px a barrier report from /es/accessibility with JavaScript ${js ? "on" : "off"}: a mistake answered in Spanish with nothing lost, then the thank-you`, async ({
    browser,
    baseURL,
  }) => {
    const run = `${js ? "js" : "nojs"}-${test.info().repeatEachIndex}`;
    const context = await browser.newContext({
      baseURL,
      viewport: phone,
      javaScriptEnabled: js,
      extraHTTPHeaders: { "X-Forwarded-For": `10.97.${js ? 1 : 2}.${test.info().repeatEachIndex + 1}` },
    });
    try {
      const page = await context.newPage();
      await page.goto("/es/accessibility");
      const problem = "El botón del menú es muy pequeño para tocarlo en el teléfono.";
      await page.getByRole("textbox", { name: /^Su nombre/ }).fill(`Rosa Méndez ${run}`);
      await page.getByRole("textbox", { name: /^Su correo electrónico/ }).fill("rosa@ejemplo");
      await page.getByRole("textbox", { name: /^¿Qué fue difícil de usar/ }).fill(problem);
      await page.getByRole("textbox", { name: /^Su aparato, navegador/ }).fill("Android con TalkBack");
      await page.getByRole("button", { name: "Enviar el aviso" }).click();

      await expect(page.getByRole("alert")).toContainText("Su aviso todavía no se envió");
      await expect(page.getByText("Escriba un correo electrónico válido, como nombre@ejemplo.com.")).toBeVisible();
      await expect(page.getByRole("textbox", { name: /^Su correo electrónico/ })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("textbox", { name: /^¿Qué fue difícil de usar/ })).toHaveValue(problem);
      await expect(page.getByRole("textbox", { name: /^Su aparato, navegador/ })).toHaveValue("Android con TalkBack");
      expect(page.url()).toContain("/es/accessibility");
      // The error state is axe-clean too (axe runs in the page, so only with JavaScript).
      if (js) expect(await axeViolations(page)).toEqual([]);

      const email = `rosa-${run}@example.org`;
      await page.getByRole("textbox", { name: /^Su correo electrónico/ }).fill(email);
      await page.getByRole("button", { name: "Enviar el aviso" }).click();
      await expect(page.getByRole("status")).toContainText("Gracias. Su aviso nos llegó");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");

      const db = new Database(DB_FILE, { readonly: true });
      const row = db.prepare("select kind, language, message from contact_messages where email = ?").get(email);
      db.close();
      expect(row).toEqual({ kind: "accessibility", language: "es", message: `${problem}\n\nDevice, browser or assistive technology: Android con TalkBack` });
    } finally {
      await context.close();
    }
  });
}
