import { expect, test, type Page } from "./fixtures";
import { ownSite, ownerOffersVisits } from "./helpers";
import { axeViolations } from "./axe-scan";
import { readableMail as readable, startSmtp } from "../helpers/smtp";
import { icsOf, readInvite } from "../helpers/visits";

/**
 * A Spanish-speaking homeowner books the site visit from a phone (issue 49, decision 0069), on a
 * site of this spec's own with a real SMTP server: the quote from /es/contact, the thank-you's offer
 * in Spanish with es-US times, booking from it with JavaScript and without, the confirmation page,
 * and the e-mailed move link opening /es/visit/… in Spanish. Each page: lang es-US, axe clean, no
 * sideways scroll at 390 px.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const PHONE = { viewport: { width: 390, height: 844 } };

test.beforeAll(async () => {
  smtp = await startSmtp();
});
const own = ownSite("spanish-visit", { timeout: 120_000, env: () => ({ SMTP_URL: smtp.url }) });
test.afterAll(() => smtp?.close());
test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  await ownerOffersVisits(page, own.url);
  await page.context().close();
});

/**
 * What a visitor on a phone should get on every page of the booking. axe runs in the page's own
 * JavaScript, so it checks the pages of the JavaScript run (the same HTML the other run gets).
 */
async function checkPage(page: Page, js: boolean) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const width = await page.locator("html").evaluate((html) => html.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  if (js) expect(await axeViolations(page)).toEqual([]);
}

for (const js of [false, true]) {
  test(`at 390 px with JavaScript ${js ? "on" : "off"}: a quote from /es/contact, the visit booked in Spanish from the thank-you`, async ({ browser }) => {
    const run = js ? "js" : "nojs";
    const email = `carmen-${run}@example.com`;
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: js, extraHTTPHeaders: { "X-Forwarded-For": `10.69.${js ? 1 : 2}.7` } });
    const page = await context.newPage();
    await page.goto(`${own.url}/es/contact`);
    await page.getByRole("textbox", { name: /^Nombre completo/ }).fill(`Carmen Soto ${run}`);
    await page.getByRole("textbox", { name: /^Correo electrónico/ }).fill(email);
    await page.getByLabel("Tipo de proyecto").selectOption({ label: "Garaje" });
    await page.getByRole("textbox", { name: /^Mensaje/ }).fill("Un garaje para dos carros con taller en nuestro terreno de Manson.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();

    const offer = page.locator("[data-visit-offer]");
    await expect(offer.getByRole("heading", { name: "Reserve ahora su visita al terreno" })).toBeVisible();
    await expect(offer.getByText("Las horas son en hora del Pacífico (Chelan, WA).")).toBeVisible();
    // Days and times in es-US: "martes, 1 de diciembre", "9:30 a.m. – 10:30 a.m.".
    const day = offer.getByRole("group").first();
    await expect(day.locator("legend")).toHaveText(/^(martes|jueves), \d{1,2} de [a-z]+$/);
    const time = day.getByRole("radio").first();
    await expect(day.locator("label").first()).toHaveText(/^\d{1,2}:\d\d a\.\s?m\. – \d{1,2}:\d\d a\.\s?m\.$/);
    await checkPage(page, js);
    await time.check();
    await offer.getByRole("button", { name: "Reservar esta hora" }).click();

    await expect(page.getByRole("heading", { name: "Su visita al terreno está reservada" })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/es\/visit\//);
    await expect(page.getByTestId("visit-done")).toContainText(/^(Martes|Jueves), \d{1,2} de [a-z]+, .+ \(hora del Pacífico\)\. Le mandamos la invitación/);
    await expect(page.getByTestId("visit-done")).toContainText(email);
    await checkPage(page, js);

    // The confirmation e-mail's move link opens the Spanish booking page.
    await expect
      .poll(() => smtp.mails.some((m) => m.to.includes(email) && readable(m.body).includes("Su visita al terreno está reservada para el")))
      .toBe(true);
    const mail = smtp.mails.find((m) => m.to.includes(email) && readable(m.body).includes("Su visita al terreno está reservada para el"))!;
    expect(readInvite(icsOf(mail.body)).method).toBe("REQUEST");
    const move = /\/es\/visit\/[A-Za-z0-9_-]{20,}/.exec(readable(mail.body))![0];
    await page.goto(`${own.url}${move}`);
    await expect(page.getByRole("heading", { name: "Cambie la hora de su visita al terreno" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cambiar mi visita a esta hora" })).toBeVisible();
    await checkPage(page, js);
    // Another time: the move is answered in Spanish too.
    await page.locator("[data-visit-offer]").getByRole("radio").first().check();
    await page.getByRole("button", { name: "Cambiar mi visita a esta hora" }).click();
    await expect(page.getByRole("heading", { name: "Su visita al terreno cambió de hora" })).toBeVisible();
    await checkPage(page, js);
    await context.close();
  });
}
