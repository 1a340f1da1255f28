import { expect, test } from "./fixtures";
import Database from "better-sqlite3";
import { E2E_ADMIN, E2E_DATA_DIR } from "../../playwright.config";
import { signIn } from "./helpers";
import { VALID_LEAD } from "../helpers/lead";

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

test.describe("a refused quote request on a phone, seen by the signed-in owner", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Visitors' pages run no React in the browser; a signed-in staff member's do, so the refusal also pops up as a toast.
  test("the sixth request in an hour from /es/contact: the toast says it in Spanish, and its close button is named in Spanish and closes it", async ({
    page,
    baseURL,
  }) => {
    const ip = `10.68.3.${test.info().repeatEachIndex + 1}`;
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    // Five requests from this address fill the hour's limit (five an hour).
    for (let n = 1; n <= 5; n++) {
      const r = await page.request.post("/es/contact", {
        form: { ...VALID_LEAD, email: `lleno-${n}@example.com` },
        headers: { Origin: baseURL!, "X-Forwarded-For": ip },
      });
      expect(r.status()).toBe(200);
    }
    await page.goto("/es/contact");
    await page.getByRole("textbox", { name: /^Nombre completo/ }).fill("Lucía Ramírez");
    await page.getByRole("textbox", { name: /^Correo electrónico/ }).fill("lucia-sexta@example.com");
    await page.getByRole("textbox", { name: /^Mensaje/ }).fill("Queremos una terraza de madera sobre el lago.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();

    const refusal = /Ha mandado varios mensajes en poco tiempo\. Intente otra vez en \d+ minutos, o llámenos al \(509\) 555-0142\./;
    const toast = page
      .getByRole("region", { name: /^Avisos/ })
      .getByRole("listitem")
      .filter({ hasText: refusal });
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Cerrar aviso" }).click();
    await expect(toast).toBeHidden();
    // The form still says why, and keeps what was typed.
    await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Mensaje/ })).toHaveValue("Queremos una terraza de madera sobre el lago.");
  });
});
