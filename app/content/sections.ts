/**
 * The editable sections of each public page. A published content item whose page path and
 * section id match one of these replaces that section's text on the live page; the admin form
 * suggests these ids for the path typed. `text` sections take the item's title (or its content
 * as plain text); `rich` sections take its content as sanitized HTML; `image` sections (image
 * slots) take an `image` item whose content names a library image (decision 0018).
 */
export interface SectionDef {
  id: string;
  label: string;
  kind: "text" | "rich" | "image";
}

const hero: SectionDef[] = [
  { id: "hero-title", label: "Hero title (the page's H1)", kind: "text" },
  { id: "hero-subtitle", label: "Hero subtitle", kind: "text" },
];
const img = (id: string, label: string): SectionDef => ({ id, label, kind: "image" });
const heroImage = img("hero-image", "Hero picture");
const intro: SectionDef = { id: "intro", label: "Introduction", kind: "rich" };
const cta: SectionDef[] = [
  { id: "cta-heading", label: "Call to action heading", kind: "text" },
  { id: "cta-text", label: "Call to action text", kind: "rich" },
];

export const PAGE_SECTIONS: Record<string, SectionDef[]> = {
  "/": [...hero, heroImage, { id: "welcome-heading", label: "Welcome heading", kind: "text" }, { id: "intro", label: "Welcome text", kind: "rich" }, ...cta],
  "/about": [...hero, heroImage, { id: "story", label: "Our story", kind: "rich" }, { id: "mission", label: "Mission", kind: "rich" }, ...cta],
  "/services": [...hero, heroImage, intro, ...cta],
  "/gallery": [...hero, intro, ...cta],
  "/about-chelan": [
    ...hero,
    heroImage,
    intro,
    ...cta,
    ...["history", "recreation", "wine", "community", "building"].map((s) => img(`${s}-image`, `Picture beside "${s}"`)),
  ],
  "/blog": [...hero, intro, ...cta],
  "/contact": [...hero, heroImage, img("map-image", "Map picture"), { id: "tagline", label: "Closing tagline", kind: "text" }],
};

export const SERVICE_SECTIONS: SectionDef[] = [...hero, heroImage, intro, { id: "body", label: "Main text", kind: "rich" }, ...cta];
export const ARTICLE_SECTIONS: SectionDef[] = [
  { id: "hero-title", label: "Article title (H1)", kind: "text" },
  img("hero-image", "Article picture"),
  { id: "excerpt", label: "Excerpt", kind: "text" },
  { id: "body", label: "Article body", kind: "rich" },
  ...cta,
];

/** The remodel page's room pictures (content/services/remodels.md `sections`). */
const REMODEL_IMAGES: SectionDef[] = ["kitchen", "bathroom", "wholeHouse", "panoramicDoors"].map((s) => img(`${s}-image`, `Picture beside "${s}"`));

export function sectionsFor(pagePath: string): SectionDef[] {
  if (PAGE_SECTIONS[pagePath]) return PAGE_SECTIONS[pagePath]!;
  if (pagePath === "/service-remodels") return [...SERVICE_SECTIONS, ...REMODEL_IMAGES];
  if (/^\/service-[a-z-]+$/.test(pagePath)) return SERVICE_SECTIONS;
  if (/^\/blog\/[a-z0-9-]+$/.test(pagePath)) return ARTICLE_SECTIONS;
  return [];
}

/** A section's value: plain text, or sanitized HTML. */
export type SectionValue = { text: string } | { html: string };

/**
 * Why an item at this page path and section id would show nowhere, or null when the page has
 * that section. Publishing is refused with this message (it names the page's real sections).
 */
export function unknownSectionMessage(pagePath: string, sectionId: string): string | null {
  const defs = sectionsFor(pagePath);
  if (defs.some((d) => d.id === sectionId)) return null;
  if (defs.length === 0) return `There is no page at ${pagePath} with sections to fill. Use one of the site's pages, like /about, or /blog/your-post for a new post.`;
  return `The page ${pagePath} has no section “${sectionId}”. Its sections are: ${defs.map((d) => d.id).join(", ")}.`;
}
