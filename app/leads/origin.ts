/** How a lead's landing page was found (decision 0041). */
export const ORIGIN_BASIS_LABELS: Record<string, string> = {
  visit: "The visitor's own visit",
  address: "Network address (may be another visitor's)",
};

/**
 * "Came from" on a lead: its landing page and source, and, when the page was matched by address
 * and browser rather than kept by the visitor's own browser, a word that it may be someone else's
 * (two people behind one office or phone network share an address).
 */
export function cameFrom(lead: { landing_page: string | null; source: string | null; origin_basis?: string | null }): string | null {
  const text = [lead.landing_page, lead.source].filter(Boolean).join(" · ");
  if (!text) return null;
  return lead.origin_basis === "address" ? `${text} (matched by network address; may be another visitor's)` : text;
}
