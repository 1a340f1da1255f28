/**
 * Each block's seed value, read from content/ (decision 0019). The seed copies these into the
 * database once; after that the site renders the database's rows and these are only the fallback
 * for a block that has no row (a block added by a later version of the site).
 */
import { allArticleDocs, getArea, getArticleDoc, getService, pageCopy, siteFile } from "./files.server";
import {
  ACCESSIBILITY_PATH,
  AREAS_PATH,
  AREA_PATHS,
  AREA_SLUGS,
  PERMITS_PATH,
  PRIVACY_PATH,
  SERVICE_KEYS,
  pageTemplate,
  type AreaSlug,
  type ServiceKey,
} from "./paths";
import { ACCESSIBILITY_PARTS, PRIVACY_PARTS, sectionsFor, type BlockItem } from "./sections";
import { partOf, type CtaCopy, type HeroCopy } from "./copy-schemas";
import type { BlockValue } from "./block-values";
import { inLocale, requestLocale } from "./request-locale.server";
import { englishPath, localeOf } from "./locale";
import { uiText } from "./ui-es";
import type { CallToAction, TitledText } from "./types";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraphs = (ps: string[]): BlockValue => ({ html: ps.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n") });
const t = (text: string | undefined): BlockValue | undefined => (text ? { text } : undefined);
/** A heading or label the template itself gives a block, in the render's language (app/content/ui-es.ts). */
const ui = (english: string) => uiText(english, requestLocale());
const items = (list: TitledText[] | undefined): BlockValue | undefined =>
  list?.length ? { items: list.map((i) => ({ title: i.title, text: i.text })) } : undefined;
const hero = (h: { title: string; subtitle?: string }) => ({ "hero-title": t(h.title), "hero-subtitle": t(h.subtitle) });
const cta = (c: CallToAction) => ({ "cta-heading": t(c.heading), "cta-text": t(c.text), "cta-button": { link: { label: c.button, href: "/contact" } } });

type Defaults = Record<string, BlockValue | undefined>;

function homeDefaults(): Defaults {
  const c = pageCopy("home");
  const cards: BlockItem[] = c.services.cards.map((k) => {
    const s = getService(k).data;
    return { title: s.title, text: s.summary, href: s.path };
  });
  return {
    ...hero(c.hero),
    "hero-button": { link: { label: c.welcome.button, href: "/contact" } },
    "hero-second-button": { link: { label: ui("See our projects"), href: "/gallery" } },
    "welcome-heading": t(c.welcome.heading),
    intro: paragraphs(c.welcome.paragraphs),
    "services-heading": t(c.services.heading),
    "services-intro": t(c.services.intro),
    "service-cards": { items: cards },
    "services-button": { link: { label: ui("All Services"), href: "/services" } },
    "difference-heading": t(c.difference.heading),
    "difference-intro": t(c.difference.intro),
    difference: items(c.difference.items),
    "videos-heading": t(c.videos.heading),
    "videos-intro": t(c.videos.intro),
    ...cta(c.cta),
  };
}

function aboutDefaults(): Defaults {
  const c = pageCopy("about");
  return {
    ...hero(c.hero),
    "story-heading": t(c.story.heading),
    story: paragraphs(c.story.paragraphs),
    "mission-heading": t(c.mission.heading),
    mission: t(c.mission.text),
    "values-heading": t(c.values.heading),
    values: items(c.values.items),
    "why-heading": t(c.whyChooseUs.heading),
    why: items(c.whyChooseUs.items),
    ...cta(c.cta),
  };
}

function chelanDefaults(): Defaults {
  const c = pageCopy("about-chelan");
  const out: Defaults = simpleDefaults("about-chelan");
  for (const s of c.sections) {
    out[`${s.id}-heading`] = t(s.heading);
    out[`${s.id}-text`] = paragraphs(s.paragraphs);
    if (s.highlights?.length) out[`${s.id}-highlights`] = { list: s.highlights };
  }
  return out;
}

function simpleDefaults(name: "about-chelan" | "services" | "gallery" | "blog"): Defaults {
  // Each of these pages has some of the fields below; a field a page lacks is read as absent.
  const c: Partial<Record<"intro" | "featuredHeading" | "featuredIntro" | "introWithProjects" | "featuredHeadingWithProjects", string>> & {
    title: string;
    hero?: HeroCopy;
    cta?: CtaCopy;
  } = pageCopy(name);
  return {
    "hero-title": t(c.hero?.title ?? c.title),
    "hero-subtitle": t(c.hero?.subtitle),
    intro: t(c.intro),
    "featured-heading": t(c.featuredHeading),
    "featured-intro": t(c.featuredIntro),
    "intro-with-projects": t(c.introWithProjects),
    "featured-heading-with-projects": t(c.featuredHeadingWithProjects),
    ...(c.cta ? cta(c.cta) : {}),
  };
}

function contactDefaults(): Defaults {
  const c = pageCopy("contact");
  return {
    ...hero(c.hero),
    "phone-title": t(c.phoneCard.title),
    "phone-text": t(c.phoneCard.text),
    "email-title": t(c.emailCard.title),
    "email-text": t(c.emailCard.text),
    "office-title": t(c.office.title),
    "office-text": t(c.office.text),
    "form-heading": t(c.form.heading),
    "form-intro": t(c.form.intro),
    "map-title": t(c.map.title),
    "map-caption": t(c.map.caption),
    tagline: t(c.tagline),
  };
}

function serviceDefaults(key: ServiceKey): Defaults {
  const doc = getService(key);
  const s = doc.data;
  return {
    "hero-title": t(s.heroTitle ?? s.title),
    "hero-subtitle": t(s.heroSubtitle ?? s.summary),
    "hero-button": { link: { label: s.buttonLabel, href: "/contact" } },
    intro: t(s.intro),
    advantages: items(s.advantages),
    highlight: items(s.highlight ? [s.highlight] : undefined),
    "capabilities-heading": s.capabilities?.length ? t(ui("What we handle")) : undefined,
    capabilities: s.capabilities?.length ? { list: s.capabilities } : undefined,
    "why-choose-heading": s.whyChoose?.length ? t(ui(`Why choose ${siteFile().profile.companyName}`)) : undefined,
    "why-choose": s.whyChoose?.length ? { list: s.whyChoose } : undefined,
    "advantages-heading": s.advantages?.length ? t(ui("The design-build advantage")) : undefined,
    "foundation-types-heading": s.foundationTypes?.length ? t(ui("New foundation types")) : undefined,
    "foundation-types": items(s.foundationTypes),
    "services-heading": s.services?.length ? t(ui("Foundation services")) : undefined,
    services: s.services?.length ? { list: s.services } : undefined,
    body: doc.html.trim() ? { html: doc.html } : undefined,
    ...cta({ ...siteFile().serviceCta, button: s.buttonLabel }),
  };
}

function articleDefaults(slug: string): Defaults {
  const doc = getArticleDoc(slug)!;
  const a = doc.data;
  const c = siteFile().articleCta;
  return { "hero-title": t(a.title), excerpt: t(a.excerpt), body: { html: doc.html }, ...cta(c) };
}

/** A "Read next" card for a page of the site named in an area file's `related`; null for any other path. */
export function relatedCard(href: string): BlockItem | null {
  if (href === PERMITS_PATH) {
    const p = getArea("permits").data;
    return { title: p.title, text: p.summary, href };
  }
  const area = /^\/areas\/(.+)$/.exec(href)?.[1];
  if (area !== undefined) {
    if (!(AREA_SLUGS as readonly string[]).includes(area)) return null;
    const a = getArea(area as AreaSlug).data;
    return { title: a.name, text: a.summary, href };
  }
  const post = /^\/blog\/(.+)$/.exec(href)?.[1];
  if (post !== undefined) {
    const doc = getArticleDoc(post);
    return doc ? { title: doc.data.title, text: doc.data.excerpt, href } : null;
  }
  const service = /^\/service-(.+)$/.exec(href)?.[1];
  if (service !== undefined && (SERVICE_KEYS as readonly string[]).includes(service)) {
    const s = getService(service as ServiceKey).data;
    return { title: s.navLabel, text: s.summary, href };
  }
  return null;
}

/** The area slug of an area page's path, "permits" for the permits page, "areas" for the hub. */
export const areaSlugOf = (path: string): AreaSlug | "permits" | "areas" =>
  path === PERMITS_PATH ? "permits" : path === AREAS_PATH ? "areas" : (path.slice("/areas/".length) as AreaSlug);

function areaDefaults(path: string): Defaults {
  const slug = areaSlugOf(path);
  const doc = getArea(slug);
  const a = doc.data;
  const services: BlockItem[] = (a.services ?? []).map((x) => {
    const s = getService(x.key).data;
    return { title: s.navLabel, text: x.text, href: s.path };
  });
  const related = (a.related ?? []).map(relatedCard).filter((c): c is BlockItem => c !== null);
  const site = siteFile();
  return {
    "hero-title": t(a.title),
    "hero-subtitle": t(a.summary),
    body: { html: doc.html },
    "services-heading": services.length ? t(ui(`Services for ${a.name}`)) : undefined,
    services: services.length ? { items: services } : undefined,
    "related-heading": related.length ? t(ui(slug === "permits" || slug === "areas" ? "The areas we serve" : "Read next")) : undefined,
    related: related.length ? { items: related } : undefined,
    ...cta({ ...site.serviceCta, button: site.articleCta.button }),
  };
}

/** The privacy notice and the accessibility statement: a heading and the owner's text per part (decision 0033). */
function partsDefaults(name: "privacy" | "accessibility"): Defaults {
  const c = pageCopy(name);
  const out: Defaults = { "hero-title": t(c.title), intro: paragraphs([c.intro]) };
  for (const p of name === "privacy" ? PRIVACY_PARTS : ACCESSIBILITY_PARTS) {
    const part = partOf(c, p.id);
    if (!part) continue;
    out[`${p.id}-heading`] = t(part.heading);
    out[`${p.id}-text`] = paragraphs([part.text]);
  }
  return out;
}

/**
 * The seed values of the page's blocks (only blocks the page declares, only those with a value), in
 * the render's language; a Spanish twin's path ("/es/service-adu") gives its Spanish words wherever
 * it is asked (the page editor's Spanish side).
 */
export function blockDefaults(pagePath: string): Record<string, BlockValue> {
  if (localeOf(pagePath) === "es") return inLocale("es", () => blockDefaults(englishPath(pagePath)));
  const path = pagePath;
  const template = pageTemplate(path);
  let d: Defaults = {};
  if (template === "home") d = homeDefaults();
  else if (template === "about") d = aboutDefaults();
  else if (template === "about-chelan") d = chelanDefaults();
  else if (template === "services" || template === "gallery" || template === "blog") d = simpleDefaults(template);
  else if (template === "contact") d = contactDefaults();
  else if (template === "service") d = serviceDefaults(path.slice("/service-".length) as ServiceKey);
  else if (template === "article") d = articleDefaults(path.slice("/blog/".length));
  else if (template === "area" || template === "permits" || template === "areas") d = areaDefaults(path);
  else if (template === "privacy" || template === "accessibility") d = partsDefaults(template);
  const defs = sectionsFor(path);
  // A seed value for a block the page does not declare is a typo here, not something to drop silently.
  const unknown = Object.keys(d).filter((id) => d[id] !== undefined && !defs.some((def) => def.id === id));
  if (unknown.length) throw new Error(`${path}: seed values for undeclared blocks ${unknown.join(", ")} (app/content/sections.ts declares the page's blocks)`);
  const out: Record<string, BlockValue> = {};
  for (const def of defs) {
    const v = d[def.id];
    if (v) out[def.id] = v;
  }
  return out;
}

/** Every page whose blocks come from content/: the pages the seed fills. */
export function seededPagePaths(): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...SERVICE_KEYS.map((k) => `/service-${k}`),
    "/gallery",
    "/about-chelan",
    "/blog",
    ...allArticleDocs().map((a) => `/blog/${a.data.slug}`),
    "/contact",
    AREAS_PATH,
    ...AREA_PATHS,
    PERMITS_PATH,
    PRIVACY_PATH,
    ACCESSIBILITY_PATH,
  ];
}
