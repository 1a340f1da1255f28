import { useLocation } from "react-router";
import { localeOf, type Locale } from "~/content/locale";
import { uiText } from "~/content/ui-es";

/** The page's language, from its address ("/es/…" is Spanish). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The template's words in the page's language (from its address): `t("Services")` is "Servicios" on a Spanish page. */
export function useT(): (english: string) => string {
  const locale = useLocale();
  return (english) => uiText(english, locale);
}
