/**
 * The words the templates themselves show (menus' headings, buttons, the trust strip, the footer),
 * in US Spanish for the /es/ pages (issue 49), keyed by the English words. The glossary in
 * content/es/glossary.md sets the trade terms. A string missing here shows in English; the test
 * tests/integration/spanish-pages.test.ts lists any English left on a Spanish page.
 */
import { UI_ES_CONTACT, UI_ES_CONTACT_PATTERNS } from "./ui-es-contact";
import { UI_ES_VISIT, UI_ES_VISIT_PATTERNS } from "./ui-es-visit";
import { UI_ES_PICTURES } from "./ui-es-pictures";

export const UI_ES: Record<string, string> = {
  Pages: "Páginas",
  Services: "Servicios",
  "Areas we serve": "Zonas donde trabajamos",
  "All areas": "Todas las zonas",
  Serving: "Trabajamos en",
  "WA contractor registration": "Registro de contratista en WA",
  "WA contractor registration:": "Registro de contratista en WA:",
  "All rights reserved.": "Todos los derechos reservados.",
  "Privacy notice": "Aviso de privacidad",
  "Verify a contractor (Washington L&I)": "Verificar un contratista (L&I de Washington)",
  Accessibility: "Accesibilidad",
  Call: "Llamar",
  // The visible word starts the accessible name (axe: label-content-name-mismatch).
  "Call us at": "Llamar al",
  "Text us at": "Texto: envíenos un mensaje al",
  "Call, text or ask for an estimate": "Llamar, enviar un texto o pedir una cotización",
  "Get an estimate": "Pida una cotización",
  Text: "Texto",
  "Chelan, WA · General contractor": "Chelan, WA · Contratista general",
  "Text us": "Texto",
  Menu: "Menú",
  "On this page": "En esta página",
  "Skip to content": "Ir al contenido",
  "See our projects": "Vea nuestros proyectos",
  "What we build": "Lo que construimos",
  "Learn More": "Más información",
  about: "sobre",
  Where: "Dónde está",
  "is: a schematic map, not to scale.": "en un mapa esquemático, no a escala.",
  "Owner:": "Dueño:",
  Home: "Inicio",
  "Show the interactive map": "Mostrar el mapa interactivo",
  "Play video:": "Ver el video:",
  "Oops! Page not found": "¡Uy! No encontramos esa página",
  "Return to Home": "Volver al inicio",
  "Page not found": "Página no encontrada",
  // The trust strip (app/components/TrustStrip.tsx).
  year: "año",
  years: "años",
  "in business": "en el negocio",
  since: "desde",
  "In business since": "En el negocio desde",
  "Insured and bonded": "Con seguro y fianza",
  Insured: "Con seguro",
  Bonded: "Con fianza",
  "client review": "reseña de un cliente",
  "client reviews": "reseñas de clientes",
  "a client in": "un cliente en",
  "Why you can trust us": "Por qué puede confiar en nosotros",
  // The figures table on /permits (app/routes/area.tsx FiguresTable).
  "Design figures and time limits": "Cifras de diseño y plazos",
  "The figures table": "La tabla de cifras",
  "Design figures and permit time limits by jurisdiction, with each source and its date":
    "Cifras de diseño y plazos de los permisos por jurisdicción, con cada fuente y su fecha",
  Place: "Lugar",
  What: "Qué",
  Value: "Valor",
  "Source and its date": "Fuente y su fecha",
  // The headings an area page and a service page put above their cards and lists (block-defaults.server.ts).
  "The areas we serve": "Las zonas donde trabajamos",
  "Read next": "Lea también",
  "The design-build advantage": "Ventajas de diseño y obra",
  "What we handle": "Lo que hacemos",
  "New foundation types": "Tipos de cimentación nueva",
  "Foundation services": "Servicios de cimentación",
  "Take the tour": "Haga el recorrido",
  "See how we build": "Vea cómo construimos",
  "All Services": "Todos los servicios",
  "or send us a message and we'll set up a time to walk your site.": "o envíenos un mensaje y acordamos una visita al terreno.",
  "Or keep reading": "O siga leyendo",
  "Keep reading": "Siga leyendo",
  "Illustration:": "Ilustración:",
  // The names a screen reader gives the page's landmarks.
  Main: "Principal",
  Mobile: "Menú del teléfono",
  Footer: "Pie de página",
  Breadcrumb: "Ruta de navegación",
  // The region where a message pops up (sonner's toaster, app/root.tsx).
  Notifications: "Avisos",
  // The button that closes a message in that region (sonner's own default name, in English).
  "Close toast": "Cerrar aviso",
};

/** The template's sentences with a name or a number in them. */
const UI_ES_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Services for (.+)$/, (m) => `Servicios en ${m[1]}`],
  [/^Why choose (.+)$/, (m) => `Por qué escoger a ${m[1]}`],
  [/^(.+) we have built$/, (m) => `Nuestros proyectos: ${m[1]}`],
  [/^Call (\(?\d[\d() .-]*)$/, (m) => `Llame al ${m[1]}`],
  [/^swipe or scroll sideways for all (\d+)$/, (m) => `deslice o desplácese de lado para ver los ${m[1]}`],
];

/** Every fixed string (the template's own first, then contact, visit and pictures: a later spread wins) and every pattern, in the order they are tried. */
const FIXED: Record<string, string> = { ...UI_ES_PICTURES, ...UI_ES_VISIT, ...UI_ES_CONTACT, ...UI_ES };
const PATTERNS: Array<[RegExp, (m: RegExpExecArray, t: (english: string) => string) => string]> = [
  ...UI_ES_PATTERNS,
  ...UI_ES_CONTACT_PATTERNS,
  ...UI_ES_VISIT_PATTERNS,
];

/**
 * The template's words in a page's language: the Spanish where there is some (a fixed string, or a
 * sentence with a name or a number in it), else the English (useT, loaders). Bounded: a message is
 * matched against a few anchored patterns, each at most twice nested.
 */
export function uiText(english: string, locale: "en" | "es", depth = 0): string {
  if (locale !== "es") return english;
  const fixed = FIXED[english];
  if (fixed !== undefined) return fixed;
  if (depth > 2 || english.length > 2000) return english;
  for (const [pattern, spanish] of PATTERNS) {
    const m = pattern.exec(english);
    if (m) return spanish(m, (inner) => uiText(inner, locale, depth + 1));
  }
  return english;
}
