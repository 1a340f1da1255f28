const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/**
 * HTML as plain text: block ends become line breaks (list items start with "- "), tags go,
 * the usual entities are decoded, spaces collapse. The one HTML-to-text of the code base,
 * for excerpts, headings read back from a page, and the assistant's passages.
 */
export function htmlToText(html: string, { lines = false }: { lines?: boolean } = {}) {
  let t = html;
  // [^<>]: a tag ends at the next "<" at the latest, so a run of unclosed "<" stays linear (decision 0020).
  if (lines) t = t.replace(/<li\b[^<>]*>/gi, "\n- ").replace(/<\/(p|h[1-6]|li|ul|ol|div|blockquote)>|<br\s*\/?>/gi, "\n");
  t = t.replace(/<[^<>]*>/g, lines ? "" : " ").replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? "");
  return lines
    ? t
        .replace(/[ \t]+/g, " ")
        .replace(/ ?\n ?/g, "\n")
        .replace(/\n{2,}/g, "\n")
        .trim()
    : t
        .replace(/\s+/g, " ")
        .replace(/ ([.,;:!?])/g, "$1")
        .trim();
}

/** A heading's anchor: `Who sets the numbers?` → `who-sets-the-numbers`. */
export function slugify(text: string) {
  return (
    text
      .toLowerCase()
      .replace(/&[a-z]+;/g, "")
      // Accented letters keep their letter ("Cómo" → "como", "año" → "ano"), so Spanish headings get readable ids.
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  );
}

/**
 * Gives each plain `<h2>` and `<h3>` an id from its words, as the articles' own headings have (the
 * rich-text editor drops them). One pass: each heading's end is looked for once, from where it starts.
 */
export function withHeadingIds(html: string) {
  let out = "";
  let at = 0;
  const opening = /<h([23])>/g;
  for (;;) {
    opening.lastIndex = at;
    const m = opening.exec(html);
    if (!m) break;
    const start = m.index;
    const level = m[1]!;
    const close = html.indexOf(`</h${level}>`, start + 4);
    if (close < 0) break;
    const inner = html.slice(start + 4, close);
    out += `${html.slice(at, start)}<h${level} id="${slugify(htmlToText(inner))}">${inner}</h${level}>`;
    at = close + 5;
  }
  return out + html.slice(at);
}

/**
 * What the admin calls a staff member: the first word of their name, or of their e-mail's local
 * part when the account has no name of its own (`dave.k@…` → "Dave").
 */
export function firstNameOf(user: { name?: string | null; email: string }) {
  const local = user.email.split("@")[0] ?? "";
  const source = user.name && user.name.trim() && user.name !== local && !user.name.includes("@") ? user.name.trim() : local;
  const word = source.split(/[\s._+-]+/).find(Boolean) ?? source;
  return word ? word[0]!.toUpperCase() + word.slice(1, 40) : "there";
}

/**
 * The name the admin's assistant greets (decision 0037): the account's own first name when it has
 * one, else the owner's first name from Settings — never a word made from an e-mail address.
 */
export function greetingName(user: { name?: string | null; email: string }, ownerFirstName: string) {
  const local = user.email.split("@")[0] ?? "";
  const own = user.name?.trim() && user.name.trim() !== local && !user.name.includes("@") ? user.name.trim() : "";
  const word = (own || ownerFirstName.trim()).split(/\s+/).find(Boolean) ?? "";
  return word ? word.slice(0, 40) : "there";
}

/**
 * Who the admin's header welcomes: the name the person gave (at setup, or on their account), in
 * full; their e-mail address only when the account has no name of its own (an account made
 * without one is named after the e-mail's local part, which is not a name they gave).
 */
export function welcomeName(user: { name?: string | null; email: string }) {
  const name = user.name?.trim() ?? "";
  const local = user.email.split("@")[0] ?? "";
  return name && name !== local && !name.includes("@") ? name.slice(0, 80) : user.email;
}

/** A phone number as a `tel:` link: digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The site's "Call" and "Text us" links (decision 0051): /call or /text on this site with the page
 * they are on, which count the tap for that page and send the phone on to tel: or sms:.
 */
export const tapHref = (kind: "call" | "text", page: string) => `/${kind}?from=${page.replace(/[^A-Za-z0-9/_.-]/g, encodeURIComponent)}`;
