/**
 * The shape of the copy in content/ (decision 0034): each file is checked when it is first read and
 * once for all at start (`checkContent`), so a misspelt key or a missing field stops the server with
 * the file and the key named, instead of a page that silently lacks a sentence. Objects are strict:
 * a key the site does not read is an error (it is almost always a typo).
 */
import { z } from "zod";
import { SERVICE_KEYS } from "./paths";
import { ACCESSIBILITY_PARTS, PRIVACY_PARTS } from "./sections";

const text = z.string().trim().min(1);
const paras = z.array(text).min(1);
const titled = z.strictObject({ title: text, text: text, image: text.optional() });
const hero = z.strictObject({ title: text, subtitle: text });
const cta = z.strictObject({ heading: text, text: text, button: text });
const card = z.strictObject({ title: text, text: text });
const video = z.strictObject({ key: text, title: text, caption: text.optional() });
const menu = z.array(z.strictObject({ label: text, to: z.string().regex(/^\/[a-z0-9\-/]*$/, "a path of this site, like /about") }));
const base = { title: text, seoTitle: text, seoDescription: text };
const part = z.strictObject({ heading: text, text: text });
const partsOf = <P extends ReadonlyArray<{ id: string }>>(parts: P) =>
  Object.fromEntries(parts.map((p) => [p.id, part])) as Record<P[number]["id"], typeof part>;

/** content/pages/{name}.yaml, by name; a page without its own entry must have at least the base fields. */
export const PAGE_SCHEMAS = {
  home: z.strictObject({
    ...base,
    hero,
    welcome: z.strictObject({ heading: text, paragraphs: paras, button: text }),
    services: z.strictObject({ heading: text, intro: text, cards: z.array(z.enum(SERVICE_KEYS)).min(1) }),
    difference: z.strictObject({ heading: text, intro: text, items: z.array(titled).min(1) }),
    videos: z.strictObject({ heading: text, intro: text, items: z.array(video) }),
    cta,
  }),
  about: z.strictObject({
    ...base,
    hero,
    story: z.strictObject({ heading: text, paragraphs: paras }),
    mission: z.strictObject({ heading: text, text: text }),
    values: z.strictObject({ heading: text, items: z.array(titled).min(1) }),
    whyChooseUs: z.strictObject({ heading: text, items: z.array(titled).min(1) }),
    cta,
  }),
  "about-chelan": z.strictObject({
    ...base,
    hero,
    intro: text,
    sections: z.array(z.strictObject({ id: text, heading: text, paragraphs: paras, highlights: z.array(text).optional() })).min(1),
    cta,
  }),
  blog: z.strictObject({ ...base, intro: text, cta }),
  services: z.strictObject({ ...base, hero, intro: text, cta }),
  gallery: z.strictObject({
    ...base,
    intro: text,
    featuredHeading: text,
    featuredIntro: text,
    introWithProjects: text,
    featuredHeadingWithProjects: text,
    cta,
  }),
  contact: z.strictObject({
    ...base,
    hero,
    phoneCard: card,
    emailCard: card,
    office: card,
    form: z.strictObject({ heading: text, intro: text }),
    map: z.strictObject({ title: text, caption: text }),
    tagline: text,
  }),
  // Decision 0033: the owner's wording of each part; the facts under it come from Settings.
  privacy: z.strictObject({ ...base, intro: text, ...partsOf(PRIVACY_PARTS) }),
  accessibility: z.strictObject({ ...base, intro: text, ...partsOf(ACCESSIBILITY_PARTS) }),
} satisfies Record<string, z.ZodType>;
export const BASE_PAGE_SCHEMA = z.looseObject(base);

export const SITE_SCHEMA = z.strictObject({
  profile: z.looseObject({
    companyName: text,
    tagline: text,
    phone: text,
    email: z.email(),
    officeLine: text,
    city: text,
    region: text,
    postalCode: text,
    areaServed: text,
    ownerFirstName: text,
    registration: text,
    videos: z.record(z.string(), z.string()),
  }),
  adminName: text,
  servicesMenu: menu,
  mobileMenu: menu,
  desktopMenu: menu,
  footerMenu: menu,
  serviceCta: z.strictObject({ heading: text, text: text }),
  articleCta: cta,
  quoteForm: z.strictObject({
    towns: z.array(text).min(1),
    budgets: z.array(text).min(1),
    timelines: z.array(text).min(1),
    heardFrom: z.array(text).min(1),
    autoReply: text,
  }),
});

export const GALLERY_SCHEMA = z.array(z.strictObject({ file: text, caption: text, category: text }));

const date = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-11-25"), z.date()]);

/** Front matter of content/services, content/areas and content/articles. */
export const DOC_SCHEMAS = {
  services: z.strictObject({
    key: text,
    path: z.string().regex(/^\/service-[a-z0-9-]+$/, "a path like /service-adu"),
    title: text,
    navLabel: text,
    summary: text,
    buttonLabel: text,
    seoTitle: text,
    seoDescription: text,
    intro: text,
    heroTitle: text.optional(),
    heroSubtitle: text.optional(),
    advantages: z.array(titled).optional(),
    highlight: titled.optional(),
    capabilities: z.array(text).optional(),
    whyChoose: z.array(text).optional(),
    foundationTypes: z.array(titled).optional(),
    services: z.array(text).optional(),
    videos: z.array(video).optional(),
    sections: z.record(z.string(), titled).optional(),
  }),
  areas: z.strictObject({
    slug: text,
    path: z.string().regex(/^\/(areas(\/[a-z0-9-]+)?|permits)$/, "a path like /areas/manson"),
    name: text,
    title: text,
    summary: text,
    places: z.array(text).optional(),
    seoTitle: text,
    seoDescription: text,
    services: z.array(z.strictObject({ key: text, text: text })).optional(),
    related: z.array(text).optional(),
    // The permits page's table of figures (decision 0036): each row with its source and the source's date.
    figures: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9-]+$/, "an anchor like snow-load-douglas"),
          where: text,
          what: text,
          value: text,
          source: text,
          url: z.url().optional(),
          sourceDate: text,
        }),
      )
      .optional(),
  }),
  articles: z.strictObject({
    slug: text,
    title: text,
    category: text.optional(),
    categories: z.array(text),
    excerpt: text,
    date: date.optional(),
    updated: date.optional(),
    listed: z.boolean(),
    seoTitle: text,
    seoDescription: text,
    related: z.array(text).optional(),
    video: video.optional(),
  }),
} as const;

/** The first problems of a check, each as "file: key.path: message". */
export function copyProblems(file: string, schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.slice(0, 5).map((i) => `${file}: ${i.path.length ? i.path.join(".") : "(the whole file)"}: ${i.message}`);
}

/** The schema for a file under content/ (relative path), or null for files that are not copy. */
export function schemaFor(relative: string): z.ZodType | null {
  if (relative === "site.yaml") return SITE_SCHEMA;
  if (relative === "gallery-images.yaml") return GALLERY_SCHEMA;
  const page = /^pages\/([a-z0-9-]+)\.yaml$/.exec(relative);
  if (page) return (PAGE_SCHEMAS as Record<string, z.ZodType>)[page[1]!] ?? BASE_PAGE_SCHEMA;
  const doc = /^(services|areas|articles)\/[a-z0-9-]+\.md$/.exec(relative);
  if (doc) return DOC_SCHEMAS[doc[1] as keyof typeof DOC_SCHEMAS];
  return null;
}

/** The copy's types, inferred from the schemas above: a field added to a schema is typed everywhere at once. */
export type PageName = keyof typeof PAGE_SCHEMAS;
export type PageCopy<N extends PageName> = z.infer<(typeof PAGE_SCHEMAS)[N]>;
export type SiteCopy = z.infer<typeof SITE_SCHEMA>;
export type GalleryCopyEntry = z.infer<typeof GALLERY_SCHEMA>[number];
export type ServiceCopy = z.infer<typeof DOC_SCHEMAS.services>;
export type AreaCopy = z.infer<typeof DOC_SCHEMAS.areas>;
export type ArticleCopy = z.infer<typeof DOC_SCHEMAS.articles>;
export type TitledCopy = z.infer<typeof titled>;
export type HeroCopy = z.infer<typeof hero>;
export type CtaCopy = z.infer<typeof cta>;
export type VideoCopy = z.infer<typeof video>;
export type PartCopy = z.infer<typeof part>;
export type MenuCopy = z.infer<typeof menu>[number];

/** One part of the privacy notice or the accessibility statement, by its id (PRIVACY_PARTS, ACCESSIBILITY_PARTS). */
export function partOf(copy: PageCopy<"privacy"> | PageCopy<"accessibility">, id: string): PartCopy | undefined {
  const v: unknown = (copy as Record<string, unknown>)[id];
  return typeof v === "object" && v !== null ? (v as PartCopy) : undefined;
}
