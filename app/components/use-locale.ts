import { useLocation } from "react-router";
import { localeOf } from "~/content/locale";
import { uiText } from "~/content/ui-es";

/** The template's words in the page's language (from its address): `t("Services")` is "Servicios" on a Spanish page. */
export function useT(): (english: string) => string {
  const locale = localeOf(useLocation().pathname);
  return (english) => uiText(english, locale);
}
