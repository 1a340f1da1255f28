/**
 * The site-visit booking's own words in US Spanish (issue 49, decision 0069), keyed by the English:
 * the thank-you's offer, the booking page (/es/visit/…), its answers and the server's refusals. The
 * glossary (content/es/glossary.md) calls the site walk "visita al terreno". Times come from
 * visits/slots.ts in es-US, never from here.
 */
export const UI_ES_VISIT: Record<string, string> = {
  // The offer (components/VisitOffer.tsx).
  "Book your site visit now": "Reserve ahora su visita al terreno",
  "Choose a time for us to come and see your site. The visit takes about an hour and costs nothing; you can move or cancel it from the e-mail we send.":
    "Escoja una hora para que vayamos a ver su terreno. La visita dura más o menos una hora y no le cuesta nada; puede cambiarla o cancelarla desde el correo que le mandamos.",
  "Book this time": "Reservar esta hora",
  "No times are free in the next weeks. We will call you to find one.": "No hay horas libres en las próximas semanas. Le llamamos para buscar una.",
  "Times are Pacific time (Chelan, WA).": "Las horas son en hora del Pacífico (Chelan, WA).",
  // The booking page (routes/visit.tsx).
  "Your site visit": "Su visita al terreno",
  "Book your site visit": "Reserve su visita al terreno",
  "Move your site visit": "Cambie la hora de su visita al terreno",
  "Cancel your site visit": "Cancele su visita al terreno",
  "Choose another time": "Escoja otra hora",
  "Choose a time for us to see your site": "Escoja una hora para que veamos su terreno",
  "We come to the lot, look at the site and talk through your project. It takes about an hour and costs nothing.":
    "Vamos a su terreno, lo vemos con usted y hablamos de su proyecto. Dura más o menos una hora y no le cuesta nada.",
  "Move my visit to this time": "Cambiar mi visita a esta hora",
  "Cancel my site visit": "Cancelar mi visita al terreno",
  "Your site visit is booked": "Su visita al terreno está reservada",
  "Your site visit was moved": "Su visita al terreno cambió de hora",
  "Your site visit is cancelled": "Su visita al terreno está cancelada",
  "This link was already used": "Este enlace ya se usó",
  "Each link works once. Use the links in the newest e-mail we sent you, or call us.":
    "Cada enlace sirve una sola vez. Use los enlaces del correo más reciente que le mandamos, o llámenos.",
  "This link has expired": "Este enlace ya venció",
  "Call or text us and we will find a time with you.": "Llámenos o mándenos un texto y buscamos una hora con usted.",
  "This visit is no longer booked": "Esta visita ya no está reservada",
  "It was cancelled or moved. Call us to book another time.": "Se canceló o cambió de hora. Llámenos para reservar otra hora.",
  "This link does not work": "Este enlace no funciona",
  "Check that the whole link was copied, or call us.": "Revise que copió el enlace completo, o llámenos.",
  // The server's answers (services/visits.server.ts, routes/visit.tsx).
  "This link is not valid.": "Este enlace no es válido.",
  "This link was already used. Use the newest e-mail we sent you, or call us.":
    "Este enlace ya se usó. Use el correo más reciente que le mandamos, o llámenos.",
  "Please choose a time.": "Escoja una hora.",
  "That time was just taken. Please choose another.": "Alguien acaba de reservar esa hora. Escoja otra, por favor.",
  "That time is no longer offered. Please choose another.": "Esa hora ya no está disponible. Escoja otra, por favor.",
  "The visit is already at that time. Please choose another.": "La visita ya está a esa hora. Escoja otra, por favor.",
  "That visit is no longer booked.": "Esa visita ya no está reservada.",
  "A visit is already booked for this request.": "Ya hay una visita reservada para esta solicitud.",
  "That request no longer exists.": "Esa solicitud ya no existe.",
  "This visit was changed several times today. Please call us to change it again.": "Esta visita se cambió varias veces hoy. Llámenos para cambiarla otra vez.",
};

/** The booking's sentences with a time, a name or a number in them. */
export const UI_ES_VISIT_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [
    /^Many visits are being booked right now\. Please try again in (\d+) minutes, or call us\.$/,
    (m) => `Se están reservando muchas visitas en este momento. Intente otra vez en ${m[1]} minutos, o llámenos.`,
  ],
];

/** The booking page's sentences that carry the visit's time (already in es-US) or the company. */
export const visitSentences = {
  en: {
    title: (company: string) => `Your site visit | ${company}`,
    call: (company: string, phone: string) => `Call ${company} at ${phone}`,
    now: (when: string) => `Your visit is now on ${when}.`,
    on: (when: string) => `Your visit is on ${when}.`,
    booked: (when: string) => `Your visit is on ${when}. To move or cancel it, use the links in the e-mail we sent you.`,
    done: (when: string, email: string) => `${when}. We e-mailed the calendar invite to ${email}, with links to move or cancel it.`,
    cancelled: (when: string, email: string) => `Your visit on ${when} is cancelled. We sent a note to ${email}.`,
  },
  es: {
    title: (company: string) => `Su visita al terreno | ${company}`,
    call: (company: string, phone: string) => `Llame a ${company} al ${phone}`,
    now: (when: string) => `Ahora su visita es el ${when}.`,
    on: (when: string) => `Su visita es el ${when}.`,
    booked: (when: string) => `Su visita es el ${when}. Para cambiarla o cancelarla, use los enlaces del correo que le mandamos.`,
    done: (when: string, email: string) =>
      `${when.charAt(0).toUpperCase()}${when.slice(1)}. Le mandamos la invitación para su calendario a ${email}, con enlaces para cambiarla o cancelarla.`,
    cancelled: (when: string, email: string) => `Su visita del ${when} está cancelada. Le mandamos un aviso a ${email}.`,
  },
} as const;
