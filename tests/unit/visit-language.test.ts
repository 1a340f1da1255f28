import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCacheableRequest, isSecretLinkPath } from "../../app/platform/policy";
import { visitPath } from "../../app/visits/paths";
import { uiText } from "../../app/content/ui-es";
import { visitMailWords } from "../../app/content/visit-mail-words";

/**
 * The site visit in Spanish (decision 0069): the Spanish booking page is a secret, uncached link like
 * /visit/; a lead's links follow its language; every answer the booking's server code can give has
 * its Spanish, so a new refusal cannot show in English on /es/visit/ unnoticed.
 */
describe("the Spanish booking link", () => {
  it("is never cached nor counted, like /visit/", () => {
    for (const p of ["/es/visit/abc", "/visit/abc", "/ES/Visit/abc.data"]) {
      expect(isCacheableRequest("GET", p, null)).toBe(false);
      expect(isSecretLinkPath(p)).toBe(true);
    }
    expect(isCacheableRequest("GET", "/es/contact", null)).toBe(true);
  });

  it("follows the lead's language", () => {
    expect(visitPath("tok_1", "es")).toBe("/es/visit/tok_1");
    expect(visitPath("tok_1", "en")).toBe("/visit/tok_1");
    expect(visitPath("tok_1", null)).toBe("/visit/tok_1");
  });
});

describe("the booking's answers in Spanish", () => {
  const sentences = (file: string) =>
    [...readFileSync(file, "utf8").matchAll(/(?:message: |_MESSAGE = |NOT_FREE = |LINK_USED = |return |again\()"([A-Z][^"]+\.)"/g)].map((m) => m[1]!);

  it("every message of the visit service and the visit route has its Spanish", () => {
    const english = [...sentences("app/services/visits.server.ts"), ...sentences("app/routes/visit.tsx")];
    expect(english.length).toBeGreaterThan(8);
    for (const e of english) expect(uiText(e, "es"), e).not.toBe(e);
    expect(uiText("Many visits are being booked right now. Please try again in 12 minutes, or call us.", "es")).toBe(
      "Se están reservando muchas visitas en este momento. Intente otra vez en 12 minutos, o llámenos.",
    );
  });

  it("the e-mails' words exist in both languages and differ", () => {
    const en = visitMailWords("en");
    const es = visitMailWords("es");
    expect(es.subject.booked).not.toBe(en.subject.booked);
    expect(es.hi("")).toBe("Hola:");
    expect(en.hi("")).toBe("Hi there,");
    expect(es.description("Garage", "Manson", "Ana", "ana@example.com")).toBe("Garaje en Manson. Cliente: Ana, ana@example.com.");
  });
});
