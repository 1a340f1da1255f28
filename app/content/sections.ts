/**
 * The one declaration of every page's blocks (decision 0019): which blocks a page has, in page
 * order, their kind, the label the owner sees and their limits. The renderer
 * (page-data.server.ts), the page editor, the rules every write is checked by (block-values.ts, through
 * services/content-items.server.ts), the history snapshot and the
 * seed (block-defaults.server.ts gives each block's seed value from content/) all derive from it.
 *
 * Each block is stored as one content item at (page path, block id): text and link labels in the
 * item's title, rich text as sanitized HTML in its content, lists and cards as JSON in its content,
 * pictures by image id.
 */
import { pageTemplate, type PageTemplate } from "./paths";
import { englishPath } from "./locale";

export type BlockKind = "text" | "rich" | "image" | "list" | "items" | "link";

export interface SectionDef {
  id: string;
  label: string;
  kind: BlockKind;
  /** Most characters: of the text, of each list entry or card text, of the rich text's HTML. */
  max?: number;
  /** A text block shown as a paragraph (a text area in the editor). */
  multiline?: boolean;
  /** Cards (items) that link to a page. */
  withLink?: boolean;
}

/** The limits of each kind, stated once (they are also what the server refuses past). */
export const BLOCK_LIMITS = {
  text: 200,
  paragraph: 1_000,
  rich: 100_000,
  listEntries: 30,
  entry: 1_000,
} as const;

const text = (id: string, label: string): SectionDef => ({ id, label, kind: "text", max: BLOCK_LIMITS.text });
const para = (id: string, label: string): SectionDef => ({ id, label, kind: "text", multiline: true, max: BLOCK_LIMITS.paragraph });
const rich = (id: string, label: string): SectionDef => ({ id, label, kind: "rich", max: BLOCK_LIMITS.rich });
const img = (id: string, label: string): SectionDef => ({ id, label, kind: "image" });
const list = (id: string, label: string): SectionDef => ({ id, label, kind: "list", max: BLOCK_LIMITS.entry });
const items = (id: string, label: string, withLink = false): SectionDef => ({ id, label, kind: "items", max: BLOCK_LIMITS.entry, withLink });
const link = (id: string, label: string): SectionDef => ({ id, label, kind: "link", max: 60 });

const hero: SectionDef[] = [text("hero-title", "Main heading (H1)"), para("hero-subtitle", "Subheading")];
const heroImage = img("hero-image", "Main picture");
const cta: SectionDef[] = [text("cta-heading", "Closing heading"), rich("cta-text", "Closing text"), link("cta-button", "Closing button")];

/** The About Chelan page's sections, in page order (content/pages/about-chelan.yaml). */
export const CHELAN_SECTIONS = ["history", "recreation", "wine", "community", "building"] as const;

/** The privacy notice's parts, in page order (content/pages/privacy.yaml). */
export const PRIVACY_PARTS = [
  { id: "forms", name: "What the forms ask for" },
  { id: "photos", name: "Photos" },
  { id: "visits", name: "Counting visits" },
  { id: "alerts", name: "Who is told" },
  { id: "keep", name: "How long" },
  { id: "ask", name: "A copy or deletion" },
] as const;

/** The accessibility statement's parts, in page order (content/pages/accessibility.yaml). */
export const ACCESSIBILITY_PARTS = [
  { id: "standard", name: "The standard" },
  { id: "testing", name: "Testing" },
  { id: "limits", name: "Known limits" },
  { id: "report", name: "Report a barrier" },
] as const;

/** A service-area page and the shared permits page (content/areas/*.md). */
export const AREA_SECTIONS: SectionDef[] = [
  ...hero,
  heroImage,
  rich("body", "Main text"),
  text("services-heading", "Services heading"),
  items("services", "Services asked for here", true),
  text("related-heading", "Read next: heading"),
  items("related", "Read next", true),
  ...cta,
];

const PAGE_BLOCKS: Record<Exclude<PageTemplate, "service" | "article" | "staff-service" | "staff-post" | "area" | "permits" | "areas">, SectionDef[]> = {
  home: [
    ...hero,
    heroImage,
    link("hero-button", "Main button"),
    link("hero-second-button", "Second button"),
    text("welcome-heading", "Welcome heading"),
    rich("intro", "Welcome text"),
    text("services-heading", "Services heading"),
    para("services-intro", "Services introduction"),
    items("service-cards", "Service cards", true),
    link("services-button", "Button under the service cards"),
    text("difference-heading", "How we work heading"),
    para("difference-intro", "How we work introduction"),
    items("difference", "How we work"),
    text("videos-heading", "Videos heading"),
    para("videos-intro", "Videos introduction"),
    ...cta,
  ],
  about: [
    ...hero,
    heroImage,
    text("story-heading", "Story heading"),
    rich("story", "Our story"),
    text("mission-heading", "Mission heading"),
    rich("mission", "Mission"),
    text("values-heading", "Values heading"),
    items("values", "Values"),
    text("why-heading", "What to expect heading"),
    items("why", "What to expect"),
    ...cta,
  ],
  services: [...hero, heroImage, rich("intro", "Introduction"), ...cta],
  gallery: [
    text("hero-title", "Main heading (H1)"),
    rich("intro", "Introduction"),
    rich("intro-with-projects", "Introduction once a project is published"),
    text("featured-heading", "Carousel heading"),
    text("featured-heading-with-projects", "Carousel heading once a project is published"),
    para("featured-intro", "Carousel introduction"),
    ...cta,
  ],
  "about-chelan": [
    ...hero,
    heroImage,
    rich("intro", "Introduction"),
    ...CHELAN_SECTIONS.flatMap((s) => {
      const name = `${s[0]!.toUpperCase()}${s.slice(1)}`;
      return [
        text(`${s}-heading`, `${name}: heading`),
        rich(`${s}-text`, `${name}: text`),
        img(`${s}-image`, `${name}: picture`),
        list(`${s}-highlights`, `${name}: highlights`),
      ];
    }),
    ...cta,
  ],
  blog: [text("hero-title", "Main heading (H1)"), rich("intro", "Introduction"), ...cta],
  contact: [
    ...hero,
    heroImage,
    text("phone-title", "Phone card heading"),
    para("phone-text", "Phone card text"),
    text("email-title", "E-mail card heading"),
    para("email-text", "E-mail card text"),
    text("office-title", "Office card heading"),
    para("office-text", "Office card text"),
    text("form-heading", "Form heading"),
    para("form-intro", "Form introduction"),
    text("map-title", "Map heading"),
    img("map-image", "Map picture"),
    para("map-caption", "Map caption"),
    para("tagline", "Closing tagline"),
  ],
  // The owner's wording; the facts under each part come from Settings at render (decision 0033).
  privacy: [
    text("hero-title", "Main heading (H1)"),
    rich("intro", "Introduction"),
    ...PRIVACY_PARTS.flatMap((p) => [text(`${p.id}-heading`, `${p.name}: heading`), rich(`${p.id}-text`, `${p.name}: text`)]),
  ],
  accessibility: [
    text("hero-title", "Main heading (H1)"),
    rich("intro", "Introduction"),
    ...ACCESSIBILITY_PARTS.flatMap((p) => [text(`${p.id}-heading`, `${p.name}: heading`), rich(`${p.id}-text`, `${p.name}: text`)]),
  ],
};

export const SERVICE_SECTIONS: SectionDef[] = [
  ...hero,
  heroImage,
  link("hero-button", "Main button"),
  rich("intro", "Introduction"),
  items("advantages", "Advantages"),
  items("highlight", "Highlight"),
  text("capabilities-heading", "What we do: heading"),
  list("capabilities", "What we do"),
  text("why-choose-heading", "Why choose us: heading"),
  list("why-choose", "Why choose us"),
  text("advantages-heading", "Advantages: heading"),
  text("foundation-types-heading", "Foundation types: heading"),
  items("foundation-types", "Foundation types"),
  text("services-heading", "Services included: heading"),
  list("services", "Services included"),
  rich("body", "Main text"),
  ...cta,
];
/** The remodel page's room pictures (content/services/remodels.md `sections`). */
export const REMODEL_ROOMS = ["kitchen", "bathroom", "wholeHouse", "panoramicDoors"] as const;
/** The block id of a remodel room's picture: `wholeHouse` → `whole-house-image`. */
export const roomImageId = (room: string) => `${room.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-image`;
const REMODEL_IMAGES: SectionDef[] = REMODEL_ROOMS.map((s) => img(roomImageId(s), `Picture beside “${s.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}”`));

export const ARTICLE_SECTIONS: SectionDef[] = [
  text("hero-title", "Article title (H1)"),
  img("hero-image", "Article picture"),
  para("excerpt", "Excerpt"),
  rich("body", "Article body"),
  ...cta,
];

/**
 * The blocks of the page at this path, in page order; [] for a path that is no page. A Spanish
 * twin ("/es/service-adu") has its English page's blocks (decision 0063).
 */
export function sectionsFor(path: string): SectionDef[] {
  const pagePath = englishPath(path);
  const template = pageTemplate(pagePath);
  switch (template) {
    case null:
      return [];
    case "service":
      return pagePath === "/service-remodels" ? [...SERVICE_SECTIONS, ...REMODEL_IMAGES] : SERVICE_SECTIONS;
    // A page staff added is one item at section `body` (title, text and details) under the same blocks.
    case "staff-service":
      return SERVICE_SECTIONS;
    case "article":
    case "staff-post":
      return ARTICLE_SECTIONS;
    case "area":
    case "permits":
    case "areas":
      return AREA_SECTIONS;
    default:
      return PAGE_BLOCKS[template];
  }
}

export function blockDef(pagePath: string, id: string): SectionDef | undefined {
  return sectionsFor(pagePath).find((d) => d.id === id);
}

/** A section's value: plain text, or sanitized HTML. */
export type SectionValue = { text: string } | { html: string };

/** One card of an `items` block. */
export interface BlockItem {
  title: string;
  text: string;
  href?: string;
}

/** A button: its label and the page it opens. */
export interface BlockLink {
  label: string;
  href: string;
}

/**
 * Why an item at this page path and section id would show nowhere, or null when the page has
 * that section. Publishing is refused with this message (it names the page's real sections).
 */
export function unknownSectionMessage(pagePath: string, sectionId: string): string | null {
  const defs = sectionsFor(pagePath);
  if (defs.some((d) => d.id === sectionId)) return null;
  if (defs.length === 0)
    return `There is no page at ${pagePath} with sections to fill. Use one of the site's pages, like /about, or /blog/your-post for a new post.`;
  return `The page ${pagePath} has no section “${sectionId}”. Its sections are: ${defs.map((d) => d.id).join(", ")}.`;
}
