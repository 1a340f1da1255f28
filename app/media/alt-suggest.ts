/**
 * A first description (alt text) for a picture, from what the site knows about it: the project it
 * belongs to (title, town, before or after, the owner's caption), the gallery's category and
 * caption, the page that shows it. Never from its file name ("IMG_2041.jpg", "Before: Project"):
 * a file name says nothing a reader needs. The owner checks it, then accepts or edits it.
 */

/** SPEC-style short alt text: one line a screen reader reads in one go. */
export const ALT_MAX = 125;

export interface AltContext {
  /** The picture's file name, only so that words taken from it can be left out. */
  fileName: string;
  company: string;
  project?: { title: string; town: string; role: "photo" | "before" | "after"; caption?: string | null };
  gallery?: { category?: string | null; caption?: string | null };
  /** The name of a page that shows the picture ("ADUs", "About"). */
  page?: string | null;
  /** Which of several photos added together (numbered when more than one). */
  index?: number;
  count?: number;
}

const CAMERA = /\b(img|dsc|dscn|dscf|pxl|mvimg|screenshot|whatsapp|signal)[\s_-]*\d+/i;
/** The words SPEC.md gives a gallery upload without a caption: they carry the file name. */
const DEFAULT_CAPTION = /^(new project image|construction project image)\s*-/i;

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
const stem = (fileName: string) =>
  clean(
    fileName
      .replace(/\.[a-z0-9]{2,5}$/i, "")
      .replace(/[-_.]+/g, " ")
      .toLowerCase(),
  );

/** The owner's own words, unless they are (or carry) the file name or a camera's name for it. */
export function ownWords(text: string | null | undefined, fileName: string) {
  const t = clean(text);
  if (!t || DEFAULT_CAPTION.test(t) || CAMERA.test(t)) return "";
  const name = stem(fileName);
  const said = t.toLowerCase().replace(/[-_.]+/g, " ");
  if (said === name || said.includes(fileName.toLowerCase())) return "";
  if (/\.(jpe?g|png|webp|avif|gif|heic|heif|tiff?)\b/i.test(t)) return "";
  return t;
}

const CATEGORY_WORDS: Record<string, string> = { "new-construction": "New construction", adu: "ADU", remodel: "Remodel" };

/** "Kitchen remodel in Manson" (the town once, whether or not the title names it). */
export function projectName(title: string, town: string) {
  const t = clean(title);
  const place = clean(town);
  if (!place || t.toLowerCase().includes(place.toLowerCase())) return t;
  return `${t} in ${place}`;
}

/** Cut on a word boundary to `max` characters, without a dangling comma or colon. */
export function fit(text: string, max = ALT_MAX) {
  const t = clean(text);
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : t.slice(0, max)).replace(/[\s,:;–—-]+$/, "");
}

export function siteAlt(c: AltContext): string {
  const numbered = (c.count ?? 1) > 1 ? ` (${(c.index ?? 0) + 1} of ${c.count})` : "";
  if (c.project) {
    const p = c.project;
    const name = projectName(p.title, p.town);
    const words = ownWords(p.caption, c.fileName);
    const when = p.role === "before" ? "before the work" : p.role === "after" ? "after the work" : "";
    if (words) return fit(`${name}${when ? `, ${when}` : ""}: ${words}`);
    return fit(`${name}${when ? `, ${when}` : ""}${numbered}`);
  }
  if (c.gallery) {
    const words = ownWords(c.gallery.caption, c.fileName);
    const kind = (c.gallery.category ?? "")
      .split(/\s+/)
      .map((k) => CATEGORY_WORDS[k])
      .find(Boolean);
    const what = kind ? `${kind} project by ${c.company}` : `Project by ${c.company}`;
    return fit(words ? `${what}: ${words}` : `${what}${numbered}`);
  }
  const page = clean(c.page);
  if (page) return fit(`${page}, ${c.company}`);
  return fit(`Photo from ${c.company}${numbered}`);
}
