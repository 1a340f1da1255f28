import type { Locale } from "./locale";
import { registrationLine, verifyContractorUrl } from "./registration";
import { uiText } from "./ui-es";

/**
 * The client's site-visit e-mails in the lead's language (decisions 0050, 0069): the confirmation
 * (booked, moved, cancelled), the day-before reminder and the invite's title and note. A Spanish
 * lead's are in US Spanish ("visita al terreno", content/es/glossary.md) with es-US times; staff
 * e-mails stay English. `when` is a slot label already in the lead's language (visits/slots.ts).
 */
export type VisitMailKind = "booked" | "moved" | "cancelled";

export interface VisitMailWords {
  subject: Record<VisitMailKind, string>;
  hi: (first: string) => string;
  cancelled: (when: string) => string;
  booked: (kind: "booked" | "moved", when: string) => string;
  coming: (owner: string, place: string) => string;
  move: (url: string) => string;
  cancel: (url: string) => string;
  questions: (phone: string) => string;
  reminderSubject: string;
  reminder: (when: string) => string;
  reminderChange: (phone: string) => string;
  registration: (registration: string) => string;
  summary: (company: string, client: string) => string;
  description: (project: string | null, place: string, client: string, contact: string) => string;
  filename: string;
}

const EN: VisitMailWords = {
  subject: { booked: "Your site visit is booked", moved: "Your site visit was moved", cancelled: "Your site visit is cancelled" },
  hi: (first) => `Hi ${first || "there"},`,
  cancelled: (when) => `Your site visit on ${when} is cancelled.`,
  booked: (kind, when) => `${kind === "moved" ? "Your site visit is now" : "Your site visit is booked for"} ${when}.`,
  coming: (owner, place) =>
    `${owner} will come to ${place || "your site"} to look at the lot and talk through the project. The invite is attached for your calendar.`,
  move: (url) => `To choose another time (this link works once): ${url}`,
  cancel: (url) => `To cancel the visit (this link works once): ${url}`,
  questions: (phone) => `Questions? Call us at ${phone} or answer this e-mail.`,
  reminderSubject: "Reminder: your site visit tomorrow",
  reminder: (when) => `A reminder of your site visit: ${when}.`,
  reminderChange: (phone) => `To change or cancel it, use the links in the e-mail that confirmed it, or call us at ${phone}.`,
  registration: registrationLine,
  summary: (company, client) => `Site visit: ${company} with ${client}`,
  description: (project, place, client, contact) => `${project ?? "Project"}${place ? ` at ${place}` : ""}. Client: ${client}, ${contact}.`,
  filename: "site-visit.ics",
};

const ES: VisitMailWords = {
  subject: { booked: "Su visita al terreno está reservada", moved: "Su visita al terreno cambió de hora", cancelled: "Su visita al terreno está cancelada" },
  hi: (first) => (first ? `Hola, ${first}:` : "Hola:"),
  cancelled: (when) => `Su visita al terreno del ${when} está cancelada.`,
  booked: (kind, when) => (kind === "moved" ? `Su visita al terreno ahora es el ${when}.` : `Su visita al terreno está reservada para el ${when}.`),
  coming: (owner, place) =>
    `${owner} irá a ${place || "su terreno"} para ver el lote y hablar del proyecto con usted. La invitación para su calendario va adjunta.`,
  move: (url) => `Para escoger otra hora (este enlace sirve una sola vez): ${url}`,
  cancel: (url) => `Para cancelar la visita (este enlace sirve una sola vez): ${url}`,
  questions: (phone) => `¿Tiene preguntas? Llámenos al ${phone} o conteste este correo.`,
  reminderSubject: "Recordatorio: su visita al terreno es mañana",
  reminder: (when) => `Le recordamos su visita al terreno: ${when}.`,
  reminderChange: (phone) => `Para cambiarla o cancelarla, use los enlaces del correo que la confirmó, o llámenos al ${phone}.`,
  registration: (registration) =>
    `Registro de contratista en Washington ${registration.trim()}. Verifíquelo en la página "Verify a contractor" del estado: ${verifyContractorUrl(registration)}`,
  summary: (company, client) => `Visita al terreno: ${company} con ${client}`,
  description: (project, place, client, contact) =>
    `${project ? uiText(project, "es") : "Proyecto"}${place ? ` en ${place}` : ""}. Cliente: ${client}, ${contact}.`,
  filename: "visita-al-terreno.ics",
};

export const visitMailWords = (language: Locale): VisitMailWords => (language === "es" ? ES : EN);
