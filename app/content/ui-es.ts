/**
 * The words the templates themselves show (menus' headings, buttons, the trust strip, the footer),
 * in US Spanish for the /es/ pages (issue 49), keyed by the English words. The glossary in
 * content/es/glossary.md sets the trade terms. A string missing here shows in English; the test
 * tests/integration/spanish-pages.test.ts lists any English left on a Spanish page.
 */
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
  Text: "Texto",
  "Chelan, WA · General contractor": "Chelan, WA · Contratista general",
  "Text us": "Texto",
  Menu: "Menú",
  "Close menu": "Cerrar menú",
  "Skip to main content": "Ir al contenido principal",
  "Ask the assistant": "Pregunte al asistente",
  Ask: "Preguntar",
  "About this page, a service, a next step…": "Sobre esta página, un servicio, el siguiente paso…",
  "On this page": "En esta página",
  "Skip to content": "Ir al contenido",
  "See our projects": "Vea nuestros proyectos",
  "What we build": "Lo que construimos",
  "Learn More": "Más información",
  about: "sobre",
  Where: "Dónde está",
  "is: a schematic map, not to scale.": "en un mapa esquemático, no a escala.",
  "client review": "reseña de cliente",
  "client reviews": "reseñas de clientes",
  "Owner:": "Dueño:",
  "a client in": "un cliente de",
  "Insured and bonded": "Con seguro y fianza",
  Insured: "Con seguro",
  Bonded: "Con fianza",
  "years in business": "años en el negocio",
  "year in business": "año en el negocio",
  "In business since": "En el negocio desde",
  since: "desde",
  Home: "Inicio",
  English: "English",
  Español: "Español",
  "Read this page in English": "Read this page in English",
  "Lea esta página en español": "Lea esta página en español",
};

/** The Spanish for the template's English words, or the English when there is none yet. */
export const spanishFor = (english: string) => UI_ES[english] ?? english;
