import { expect, test } from "./fixtures";
import Database from "better-sqlite3";
import { E2E_DATA_DIR } from "../../playwright.config";

/**
 * A Spanish-speaking homeowner asks for an estimate from a phone (issue 49, decision 0068): the form
 * in Spanish, a mistake answered in Spanish with nothing typed lost, and the thank-you in Spanish,
 * with JavaScript and without. The lead is kept marked Spanish with the English choices.
 */
const DB_FILE = `${E2E_DATA_DIR}/site.db`;

for (const js of [true, false]) {
  test.describe(`with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

    test("at 390 px a quote request from /es/contact: a mistake answered in Spanish, then the Spanish thank-you, and the lead marked Spanish", async ({
      page,
    }) => {
      const run = `${js ? "js" : "nojs"}-${test.info().repeatEachIndex}`;
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.68.${js ? 1 : 2}.${test.info().repeatEachIndex + 1}` });
      const email = `lucia-${run}@example.com`;
      await page.goto("/es/contact");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await page.getByRole("textbox", { name: /^Nombre completo/ }).fill(`Lucía Ramírez ${run}`);
      await page.getByRole("textbox", { name: /^Correo electrónico/ }).fill("lucia@example");
      await page.getByLabel("Tipo de proyecto").selectOption({ label: "Remodelación de cocina" });
      await page.getByRole("radio", { name: "Teléfono" }).check();
      await page.getByRole("textbox", { name: /^Mensaje/ }).fill("Queremos abrir la cocina hacia la sala y la vista del lago.");
      await page.getByLabel(/^Presupuesto aproximado/).selectOption({ label: "De $50,000 a $150,000" });
      await page.getByRole("button", { name: "Enviar mensaje" }).click();

      await expect(page.getByText("Escriba un correo electrónico válido, como nombre@ejemplo.com.")).toBeVisible();
      await expect(page.getByRole("textbox", { name: /^Mensaje/ })).toHaveValue("Queremos abrir la cocina hacia la sala y la vista del lago.");
      await page.getByRole("textbox", { name: /^Correo electrónico/ }).fill(email);
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page.getByText("¡Gracias por su mensaje! Le contestaremos pronto.")).toBeVisible();
      expect(page.url()).toContain("/es/contact");

      const db = new Database(DB_FILE, { readonly: true });
      const row = db.prepare("select language, project_type, preferred_contact, budget from contact_messages where email = ?").get(email);
      db.close();
      expect(row).toEqual({ language: "es", project_type: "Kitchen Remodel", preferred_contact: "Phone", budget: "$50,000 to $150,000" });
    });
  });
}
