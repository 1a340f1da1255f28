import type { Locale } from "./locale";

/**
 * The privacy notice's own sentences (everything under its headings that is not the owner's wording
 * and not a fact sentence of content/legal-facts.ts), in both languages (issue 49, decision 0065).
 * The numbers and names come from the facts the site holds (services/privacy-facts.server.ts); the
 * route keeps only the markup. Spanish in plain US Spanish (glossary: content/es/glossary.md).
 */
export interface PrivacyText {
  /** The request's internet address and first page (the quote form). */
  requestExtras: string;
  /** Requests staff add by hand (phone, text, in person, referral). */
  addedLeads: string;
  /** "The accessibility statement’s form asks for …", from its fields and purposes. */
  reportForm: (fields: { label: string; why: string }[]) => string;
  photos: { cleaned: string; staffOnly: string; keptWith: (keepHeading: string) => string; jobPages: (photosPerComment: number) => string };
  visits: { noCookies: string; salt: string; counts: string; dnt: string; taps: string; notCounted: string };
  siteVisits: (mail: boolean) => string;
  keep: {
    leads: (t: string) => string;
    analytics: (t: string) => string;
    jobPages: (days: number) => string;
    activity: (t: string) => string;
    proposals: (leads: string, years: number) => string;
    backups: (kept: number) => string;
  };
  /** "Write to {email} from the address you used, or reach us through the {contact page}. …" */
  ask: { writeTo: string; fromAddress: string; contactPage: string; after: (companyName: string) => string };
  footnote: string;
}

const EN: PrivacyText = {
  requestExtras:
    "With a request the site also keeps the internet address it came from, the page of this site where your visit began and the site or campaign that sent you. Your browser remembers that first page for the open tab only (no cookie; it is gone when the tab is closed) and sends it with the form; if your browser sends Do Not Track or Global Privacy Control, it is not kept. The address is used to limit how many messages can be sent from one place; neither is shown on the public website.",
  addedLeads:
    "When you reach us by phone, text, in person or through a referral, our staff may note your name, your phone number or e-mail address, the town and the kind of work; that note is kept and deleted like a request sent through the form.",
  reportForm: (fields) => `The accessibility statement’s form asks for ${fields.map((f) => `${f.label.toLowerCase()} (${f.why})`).join("; ")}.`,
  photos: {
    cleaned: "Location data (GPS) and the rest of the camera’s hidden details are removed from every photo before it is stored.",
    staffOnly: "Your photos are never shown on the public website: only our signed-in staff can open them.",
    keptWith: (h) => `They are kept with your request and deleted with it (see “${h}”).`,
    jobPages: (n) =>
      `When we build for you, we may give you a private page for the job: its address is a long random link (we keep only a scrambled copy of it), search engines are told not to list it, and we can turn it off. Our updates, your comments and your photos there (up to ${n} per comment, cleaned the same way) are seen by whoever has the link and by our staff. They are shown publicly only if you tick the box on that page agreeing to it.`,
  },
  visits: {
    noCookies: "No cookies are set for visitors, and no outside analytics or advertising service is used.",
    salt: "Each day the site makes a new random value (a salt) and mixes it with your internet address and your browser’s name to count you once that day. Your address and your browser’s name are never stored, and the day’s salt is deleted when the day is over, so visits cannot be linked from one day to the next.",
    counts: "What is kept is the count per day: pages viewed, how many people, and which kind of site sent them (a search engine, social media).",
    dnt: "If your browser sends Do Not Track or Global Privacy Control, your visit is not counted at all.",
    taps: "When you tap Call or Text us, the site counts one tap for the page you were on, as a number per page and day; nothing about you or your phone is kept.",
    notCounted: "Visits to this site are not counted at the moment. No cookies are set for visitors.",
  },
  siteVisits: (mail) =>
    `After a request you may book a site visit. The time you choose is kept with your request and deleted with it${mail ? "; you and our staff get a calendar invite by e-mail, you get a reminder the day before, and links that work once to move or cancel it" : ""}. Only our own calendar's busy times are read to offer free times; nothing about you is sent to it.`,
  keep: {
    leads: (t) => `Requests, their photos and our notes on them: ${t} after the request last changed.`,
    analytics: (t) => `Daily visit counts: ${t}.`,
    jobPages: (d) => `A job page, its updates, your comments and photos: until ${d} days after the job is handed over, or sooner with your requests.`,
    activity: (t) => `The staff’s activity log (which may name a request): ${t}.`,
    proposals: (t, y) =>
      `Proposals we send you: ${t} after the request last changed, like the request. A proposal you sign, with the record of your signature (time, IP address, browser) and its Washington disclosure statement: at least ${y} years after you sign, as RCW 18.27.114 asks of contractors, even if you ask us to delete your data.`,
    backups: (n) =>
      `Backups of the whole site, kept to recover from a mistake or a lost server: the server keeps the last ${n}, each holding what the site held on the day it was made.`,
  },
  ask: {
    writeTo: "Write to ",
    fromAddress: " from the address you used, or reach us through the ",
    contactPage: "contact page",
    after: (c) =>
      `. ${c} can send you a copy of everything kept about you, found by your e-mail address and phone number (your messages, our notes, your photos, site visits, job pages, review requests and proposals), or delete all of it, photos included; the staff's activity log then names you only as “a deleted person”. `,
  },
  footnote: "This notice describes what this website does. The lists under each heading are filled in from the site’s settings each time the page is shown.",
};

const ES: PrivacyText = {
  requestExtras:
    "Con cada solicitud el sitio también guarda la dirección de internet desde donde llegó, la página de este sitio donde empezó su visita y el sitio o la campaña que lo trajo. Su navegador recuerda esa primera página solo mientras la pestaña está abierta (sin cookies; se borra al cerrar la pestaña) y la manda con el formulario; si su navegador manda la señal Do Not Track o Global Privacy Control, no se guarda. La dirección de internet sirve para limitar cuántos mensajes se pueden mandar desde un mismo lugar; ninguno de estos datos se muestra en el sitio público.",
  addedLeads:
    "Cuando usted se comunica con nosotros por teléfono, por mensaje de texto, en persona o porque alguien le recomendó, nuestro personal puede anotar su nombre, su número de teléfono o su correo electrónico, el pueblo y el tipo de trabajo; esa nota se guarda y se borra igual que una solicitud mandada por el formulario.",
  reportForm: (fields) =>
    `El formulario de la declaración de accesibilidad pide ${fields.map((f) => `${f.label.charAt(0).toLowerCase()}${f.label.slice(1)} (${f.why})`).join("; ")}.`,
  photos: {
    cleaned: "A cada foto se le quitan los datos de ubicación (GPS) y los demás datos ocultos de la cámara antes de guardarla.",
    staffOnly: "Sus fotos nunca se muestran en el sitio público: solo nuestro personal, después de iniciar sesión, puede abrirlas.",
    keptWith: (h) => `Se guardan con su solicitud y se borran con ella (vea “${h}”).`,
    jobPages: (n) =>
      `Cuando construimos para usted, podemos darle una página privada de la obra: su dirección es un enlace largo y al azar (solo guardamos una copia revuelta del enlace, que no sirve para abrirla), se les pide a los buscadores que no la muestren, y podemos desactivarla. Nuestras novedades, sus comentarios y sus fotos ahí (hasta ${n} por comentario, limpiadas de la misma manera) los ve quien tenga el enlace y nuestro personal. Se muestran en público solo si usted marca la casilla de esa página para aceptarlo.`,
  },
  visits: {
    noCookies: "No se guardan cookies de los visitantes, y no se usa ningún servicio externo de estadísticas ni de publicidad.",
    salt: "Cada día el sitio crea un valor nuevo al azar (una «sal») y lo combina con su dirección de internet y el nombre de su navegador para contarlo a usted una sola vez ese día. Su dirección y el nombre de su navegador nunca se guardan, y la sal del día se borra cuando el día termina, así que las visitas de un día no se pueden unir con las del siguiente.",
    counts: "Lo que se guarda es la cuenta de cada día: las páginas vistas, cuántas personas, y qué tipo de sitio las trajo (un buscador, una red social).",
    dnt: "Si su navegador manda la señal Do Not Track o Global Privacy Control, su visita no se cuenta.",
    taps: "Cuando usted toca Llamar o Texto, el sitio cuenta un toque para la página donde estaba, como un número por página y por día; no se guarda nada sobre usted ni sobre su teléfono.",
    notCounted: "Por ahora no se cuentan las visitas a este sitio. No se guardan cookies de los visitantes.",
  },
  siteVisits: (mail) =>
    `Después de una solicitud, usted puede apartar una visita al terreno. La hora que escoja se guarda con su solicitud y se borra con ella${mail ? "; usted y nuestro personal reciben una invitación de calendario por correo electrónico, usted recibe un recordatorio el día anterior, y enlaces que sirven una sola vez para cambiarla o cancelarla" : ""}. Para ofrecerle horas libres solo se leen las horas ocupadas de nuestro propio calendario; no se le manda nada sobre usted.`,
  keep: {
    leads: (t) => `Las solicitudes, sus fotos y nuestras notas sobre ellas: ${t} después del último cambio de la solicitud.`,
    analytics: (t) => `La cuenta diaria de visitas: ${t}.`,
    jobPages: (d) =>
      `Una página de la obra, sus novedades, sus comentarios y sus fotos: hasta ${d} días después de la entrega de la obra, o antes junto con sus solicitudes.`,
    activity: (t) => `El registro de actividad del personal (que puede nombrar una solicitud): ${t}.`,
    proposals: (t, y) =>
      `Las propuestas que le mandamos: ${t} después del último cambio de la solicitud, igual que la solicitud. Una propuesta que usted firma, con el registro de su firma (hora, dirección IP, navegador) y su declaración de información de Washington: por lo menos ${y} años después de la firma, como pide la ley RCW 18.27.114 a los contratistas, aunque usted nos pida borrar sus datos.`,
    backups: (n) =>
      `Las copias de seguridad de todo el sitio, que sirven para recuperarse de un error o de la pérdida del servidor: el servidor guarda las últimas ${n}, y cada una tiene lo que el sitio tenía el día en que se hizo.`,
  },
  ask: {
    writeTo: "Escriba a ",
    fromAddress: " desde la dirección que usó, o comuníquese con nosotros por la ",
    contactPage: "página de contacto",
    after: (c) =>
      `. ${c} puede mandarle una copia de todo lo que se guarda sobre usted, buscado por su correo electrónico y su número de teléfono (sus mensajes, nuestras notas, sus fotos, las visitas al terreno, las páginas de obra, las solicitudes de reseña y las propuestas), o borrarlo todo, fotos incluidas; después, el registro de actividad del personal lo nombra solo como «una persona borrada». `,
  },
  footnote:
    "Este aviso describe lo que hace este sitio. Las listas de cada sección se llenan con la configuración del sitio cada vez que se muestra la página.",
};

export const privacyText = (locale: Locale): PrivacyText => (locale === "es" ? ES : EN);

/** A retention time in Spanish ("24 meses", "un año", "2 años"), like forms/data-settings.ts monthsText. */
export function monthsTextEs(n: number): string {
  if (n % 12 === 0) return n === 12 ? "un año" : `${n / 12} años`;
  return n === 1 ? "un mes" : `${n} meses`;
}
