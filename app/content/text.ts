const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/**
 * HTML as plain text: block ends become line breaks (list items start with "- "), tags go,
 * the usual entities are decoded, spaces collapse. The one HTML-to-text of the code base,
 * for excerpts, headings read back from a page, and the assistant's passages.
 */
export function htmlToText(html: string, { lines = false }: { lines?: boolean } = {}) {
  let t = html;
  if (lines) t = t.replace(/<li\b[^>]*>/gi, "\n- ").replace(/<\/(p|h[1-6]|li|ul|ol|div|blockquote)>|<br\s*\/?>/gi, "\n");
  t = t.replace(/<[^>]*>/g, lines ? "" : " ").replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? "");
  return lines
    ? t
        .replace(/[ \t]+/g, " ")
        .replace(/ ?\n ?/g, "\n")
        .replace(/\n{2,}/g, "\n")
        .trim()
    : t.replace(/\s+/g, " ").replace(/ ([.,;:!?])/g, "$1").trim();
}
