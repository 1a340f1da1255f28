import { useLocation } from "react-router";
import { localeOf, type Locale } from "~/content/locale";
import { spanishFor } from "~/content/ui-es";

/** The page's language, from its address (issue 49). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The template's words in the page's language: `t("Services")` is "Servicios" on a Spanish page. */
export function useT(): (english: string) => string {
  const locale = useLocale();
  return locale === "es" ? spanishFor : (s) => s;
}
