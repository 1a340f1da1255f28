import type { Locale } from "~/content/locale";

/**
 * A client's visit link (decision 0050) in the lead's language (decision 0069): a Spanish lead's
 * links open the Spanish booking page, "/es/visit/<token>"; an English lead's "/visit/<token>".
 */
export const visitPath = (token: string, language: Locale | string | null | undefined) =>
  `${language === "es" ? "/es" : ""}/visit/${encodeURIComponent(token)}`;
