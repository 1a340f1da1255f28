import type { Locale } from "./locale";

/**
 * The accessibility statement's own sentences and its barrier report form's words (labels, the
 * server's answers, the thank-you), in both languages (issue 49, decision 0065). The owner's wording
 * per part is the page copy (content/pages/, content/es/pages/); the limits are fact sentences
 * (content/legal-facts.ts); the route keeps only the markup and the rules.
 */
export interface AccessibilityText {
  standard: (limitsHeading: string) => string;
  testing: string[];
  /** "We answer within {days} business days. You can also call {phone} or write to {email}, or use the form below or the {contact page}." */
  report: { answerIn: (days: number) => string; orWrite: string; orForm: string; contactPage: string };
  labels: { fullName: string; email: string; problem: string; setup: string; setupHint: string; send: string; required: string; howWeUse: string };
  errors: {
    problemMissing: string;
    problemLong: string;
    setupLong: string;
    check: string;
    busy: (minutes: number, phone: string) => string;
    notSaved: (phone: string | null) => string;
  };
  thanks: (days: number) => string;
}

const days = (n: number) => `${n} business day${n === 1 ? "" : "s"}`;

const EN: AccessibilityText = {
  standard: (h) => `Every page is checked against WCAG 2.1 level A and AA rules. Where we know a part falls short, it is listed under “${h}”.`,
  testing: [
    "Before a new version of the site is put online, every public page is checked in a real browser with the axe accessibility checker, at a phone’s width and a desktop’s.",
    "The menus, the contact form and the staff pages are tested with the keyboard: focus goes where it should, and Escape closes what it opened.",
    "The pages are tested with JavaScript turned off, and the words over each page’s main picture are measured for contrast.",
  ],
  report: {
    answerIn: (n) => `We answer within ${days(n)}. You can also call `,
    orWrite: " or write to ",
    orForm: ", or use the form below or the ",
    contactPage: "contact page",
  },
  labels: {
    fullName: "Your name",
    email: "Your e-mail address",
    problem: "What was hard to use, and on which page?",
    setup: "Your device, browser or assistive technology",
    setupHint: "For example: iPhone with VoiceOver, or Windows with NVDA and Firefox.",
    send: "Send the report",
    required: "* Required.",
    howWeUse: "How we use your details",
  },
  errors: {
    problemMissing: "Please tell us what was hard to use, and where.",
    problemLong: "Please keep it under 3,000 characters.",
    setupLong: "Please keep this under 200 characters.",
    check: "Your report was not sent yet: please check the fields marked below. Everything you typed is still there.",
    busy: (m, phone) => `You have sent several messages in a short time. Please try again in ${m} minutes, or call us at ${phone}.`,
    notSaved: (phone) => `We could not save your report just now. Please try again${phone ? `, or call us at ${phone}` : ""}.`,
  },
  thanks: (n) => `Thank you. Your report reached us, and we will answer within ${days(n)}.`,
};

const dias = (n: number) => `${n} día${n === 1 ? "" : "s"} hábil${n === 1 ? "" : "es"}`;

const ES: AccessibilityText = {
  standard: (h) => `Cada página se revisa con las reglas de nivel A y AA de las WCAG 2.1. Cuando sabemos que una parte no cumple, aparece en “${h}”.`,
  testing: [
    "Antes de publicar una versión nueva del sitio, cada página pública se revisa en un navegador de verdad con el verificador de accesibilidad axe, con el ancho de un teléfono y el de una computadora.",
    "Los menús, el formulario de contacto y las páginas del personal se prueban con el teclado: el foco va a donde debe, y la tecla Escape cierra lo que se abrió.",
    "Las páginas se prueban con JavaScript desactivado, y se mide el contraste de las palabras que van sobre la imagen principal de cada página.",
  ],
  report: {
    answerIn: (n) => `Contestamos en un plazo de ${dias(n)}. También puede llamar al `,
    orWrite: " o escribir a ",
    orForm: ", o usar el formulario de abajo o la ",
    contactPage: "página de contacto",
  },
  labels: {
    fullName: "Su nombre",
    email: "Su correo electrónico",
    problem: "¿Qué fue difícil de usar, y en qué página?",
    setup: "Su aparato, navegador o tecnología de asistencia",
    setupHint: "Por ejemplo: iPhone con VoiceOver, o Windows con NVDA y Firefox.",
    send: "Enviar el aviso",
    required: "* Obligatorio.",
    howWeUse: "Cómo usamos sus datos",
  },
  errors: {
    problemMissing: "Cuéntenos qué fue difícil de usar, y dónde.",
    problemLong: "Escriba menos de 3,000 caracteres.",
    setupLong: "Escriba menos de 200 caracteres aquí.",
    check: "Su aviso todavía no se envió: revise los campos marcados abajo. Todo lo que escribió sigue ahí.",
    busy: (m, phone) => `Ha mandado varios mensajes en poco tiempo. Intente otra vez en ${m} minutos, o llámenos al ${phone}.`,
    notSaved: (phone) => `No pudimos guardar su aviso en este momento. Intente otra vez${phone ? `, o llámenos al ${phone}` : ""}.`,
  },
  thanks: (n) => `Gracias. Su aviso nos llegó, y le contestaremos en un plazo de ${dias(n)}.`,
};

export const accessibilityText = (locale: Locale): AccessibilityText => (locale === "es" ? ES : EN);
