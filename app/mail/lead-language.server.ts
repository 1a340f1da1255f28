/**
 * A lead's language (decision 0068): "es" when it was sent from a Spanish page. The visitor's
 * auto-reply is then the Spanish one (Settings → New leads; content/es/site.yaml until the owner edits it), and staff are told to answer in Spanish.
 * Only the site's own words are translated here; nothing the visitor typed goes into the reply.
 */
import { uiText } from "~/content/ui-es";
import { verifyContractorUrl } from "~/content/registration";

export type LeadLanguage = "en" | "es";

export const leadLanguage = (m: { language?: string | null }): LeadLanguage => (m.language === "es" ? "es" : "en");

/** The line of the staff e-mail (and its summary) that says so; none for an English lead. */
export const LANGUAGE_NOTE = "Spanish: sent from the Spanish page, so answer in Spanish";

/** The Spanish auto-reply's words: the copy's text, and the lines the English one has around it. */
export const spanishReply = {
  projectType: (english: string | null, known: boolean) => {
    const words = known && english ? uiText(english, "es") : "construcción";
    return words.charAt(0).toLowerCase() + words.slice(1);
  },
  preferredContact: (english: string | null) => (english === "Phone" ? "teléfono" : "correo electrónico"),
  subject: (company: string) => `Recibimos su solicitud — ${company}`,
  book: (url: string) => `Escoja una hora para su visita gratis al terreno: ${url}`,
  registration: (registration: string) =>
    `Registro de contratista en Washington ${registration.trim()}. Verifíquelo en la página "Verify a contractor" del estado: ${verifyContractorUrl(registration)}`,
};
