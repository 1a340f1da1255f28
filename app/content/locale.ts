import { ACCESSIBILITY_PATH, AREAS_PATH, AREA_PATHS, PERMITS_PATH, PRIVACY_PATH, SERVICE_PATHS } from "./paths";

/**
 * The site's two languages (issue 49). English pages live where they always have; a page with a
 * Spanish twin has it at the same path behind `/es` ("/" → "/es", "/service-adu" →
 * "/es/service-adu"). The Spanish words are the twins in content/es/ (decision 0063).
 */
export type Locale = "en" | "es";

/** The English pages that have a Spanish twin: the pages whose words content/es/ holds. */
export const SPANISH_TWINS: readonly string[] = [
  "/",
  "/services",
  ...SERVICE_PATHS,
  AREAS_PATH,
  ...AREA_PATHS,
  PERMITS_PATH,
  "/contact",
  PRIVACY_PATH,
  ACCESSIBILITY_PATH,
];

export const localeOf = (pathname: string): Locale => (pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en");

/** The English page a path shows ("/es/service-adu" → "/service-adu", "/es" → "/"). */
export function englishPath(pathname: string): string {
  if (localeOf(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" || rest === "/" ? "/" : rest;
}

/** The Spanish twin's path of an English page ("/" → "/es"), or null when it has none. */
export function spanishPath(englishPathname: string): string | null {
  if (!SPANISH_TWINS.includes(englishPathname)) return null;
  return englishPathname === "/" ? "/es" : `/es${englishPathname}`;
}

/**
 * A link in Spanish copy: the Spanish twin where there is one, else the English page (a link to
 * "/es/contact" before the Spanish contact page exists goes to "/contact", never to a 404).
 */
export function linkFromSpanish(href: string): string {
  if (!href.startsWith("/")) return href;
  const [p, rest = ""] = href.split(/(?=[?#])/, 2);
  const english = englishPath(p!);
  return `${spanishPath(english) ?? english}${rest}`;
}

/** The `lang` of a page in this locale (US English and US Spanish). */
export const htmlLang = (l: Locale) => (l === "es" ? "es-US" : "en-US");

/** The same page in the other language, when there is one: what the header's language link opens. */
export function otherLanguage(pathname: string): { href: string; lang: Locale } | null {
  if (localeOf(pathname) === "es") return { href: englishPath(pathname), lang: "en" };
  const twin = spanishPath(pathname);
  return twin ? { href: twin, lang: "es" } : null;
}

/** Every Spanish page, as visitors reach it. */
export const SPANISH_PUBLIC_PATHS: readonly string[] = SPANISH_TWINS.map((p) => spanishPath(p)!);
