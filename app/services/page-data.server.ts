import type { AppLoadContext } from "react-router";
import { partOf } from "~/content/copy-schemas";
import { listItemsForPage, listPublishedForPage, listPublishedSection, PAGE_DRAFTS, withDraft } from "~/models/content-items.server";
import { nowIso } from "~/db/client.server";
import { blockDefaults } from "~/content/block-defaults.server";
import { fromStored, type BlockValue } from "~/content/block-values";
import type { ContentItem } from "~/content/types";
import { getSeoForPath } from "~/models/seo-settings.server";
import { getProfile } from "~/models/settings.server";
import { getBrand } from "~/models/brand.server";
import { getImagesByIds } from "~/models/images.server";
import { focalOf, imageUrl, widthsFor, type ImageRef } from "~/content/images";
import { allAreas, allServices, getArea, pageCopy } from "~/content/files.server";
import { contentToHtml, toPlainText } from "~/content/sanitize.server";
import { renderAhead } from "~/content/render-ahead.server";
import { breadcrumbJsonLd, businessJsonLd, type ServedPlace } from "~/content/seo-meta";
import { ACCESSIBILITY_PARTS, PRIVACY_PARTS, sectionsFor, type BlockItem, type BlockLink, type SectionDef, type SectionValue } from "~/content/sections";
import type { PageSeo, SeoDefaults } from "~/content/types";
import { spanishPath } from "~/content/locale";
import { uiText } from "~/content/ui-es";
import { requestLocale, rowsPathFor } from "~/content/request-locale.server";

/**
 * A page's SEO: its seo_settings row where one exists and a field is set, else the page's own
 * defaults. A missing row is normal, not an error; a failing query is logged and the defaults stand.
 */
export async function pageSeo(context: AppLoadContext, englishPagePath: string, d: SeoDefaults, siteName: string): Promise<PageSeo> {
  const { db, config, logger } = context.services;
  // A Spanish page has its own SEO row, items and address: its twin's path (issue 49).
  const locale = requestLocale();
  const twin = spanishPath(englishPagePath);
  const path = rowsPathFor(englishPagePath);
  const row = await getSeoForPath(db, path).catch((error: unknown) => {
    logger.error({ err: error, path }, "could not load SEO settings; using the page defaults");
    return null;
  });
  return {
    path,
    title: row?.title || d.title,
    description: row?.description || d.description,
    h1: row?.h1_tag || null,
    h2s: row?.h2_tags ?? [],
    h3s: row?.h3_tags ?? [],
    canonical: `${config.siteUrl}${path === "/" ? "/" : path}`,
    locale,
    alternates: twin ? { en: `${config.siteUrl}${englishPagePath}`, es: `${config.siteUrl}${twin}` } : null,
    image: `${config.siteUrl}${d.image ?? "/img/b/og/1280.jpg"}`,
    type: d.type ?? "website",
    siteName,
  };
}

/**
 * One page's content items as visitors (or a previewing staff member) see them now, drafts applied:
 * the Spanish page's own while a Spanish page renders (none until staff edit them: its words are
 * content/es/'s), or the English page's when asked for `"en"` (pictures, which both share).
 */
export async function pageItems(context: AppLoadContext, englishPagePath: string, rows: "page" | "en" = "page"): Promise<ContentItem[]> {
  const { db } = context.services;
  const path = rows === "en" ? englishPagePath : rowsPathFor(englishPagePath);
  const now = nowIso();
  const drafts = context.previewId === PAGE_DRAFTS;
  const items = drafts ? await listItemsForPage(db, path) : await listPublishedForPage(db, path, { previewId: context.previewId, now });
  const applied = items.map((i) => withDraft(i, drafts, now));
  const unsaved = context.previewBlocks?.path === path ? context.previewBlocks.values : null;
  // Long blocks are rendered off the main thread before resolveBlocks() reads them (decision 0040).
  await renderAhead([...applied.map((i) => i.content), ...Object.values(unsaved ?? {}).map((v) => v.content)]);
  if (!unsaved) return applied;
  // Unsaved typing in the page editor (staff only): put first, so it wins its block.
  const typed = Object.entries(unsaved).map(([section_id, stored]) => ({
    ...(applied.find((i) => i.section_id === section_id) ?? ({} as ContentItem)),
    section_id,
    page_path: path,
    ...stored,
    type: "page" as const,
  }));
  return [...typed, ...applied];
}

/** A block's value from the newest item for its slot, or its seed value from content/. */
function resolve(def: SectionDef, items: ContentItem[], defaults: Record<string, BlockValue>): BlockValue | null {
  const item = items.find((i) => i.section_id === def.id);
  if (item) {
    if (def.kind === "text" && !item.title?.trim() && item.content?.trim()) return { text: toPlainText(contentToHtml(item.content)) };
    const v = fromStored(def, item);
    if (v) return v;
  }
  return defaults[def.id] ?? null;
}

export interface PageBlocks {
  sections: Record<string, SectionValue>;
  lists: Record<string, string[]>;
  items: Record<string, BlockItem[]>;
  links: Record<string, BlockLink>;
}

/**
 * Every text, rich, list, card and button block of the page (decision 0019): the database's row
 * for each, with the seed value from content/ where a block has none. `fallback` covers what a
 * loader computes itself (a staff page's own title).
 */
export function resolveBlocks(path: string, items: ContentItem[], fallback: Record<string, string> = {}): PageBlocks {
  const defaults = blockDefaults(path);
  const out: PageBlocks = { sections: {}, lists: {}, items: {}, links: {} };
  for (const def of sectionsFor(path)) {
    const v = resolve(def, items, defaults);
    if (def.kind === "text" || def.kind === "rich") {
      if (v && "html" in v) out.sections[def.id] = { html: contentToHtml(v.html) };
      else if (v && "text" in v) out.sections[def.id] = { text: v.text };
      else if (fallback[def.id] !== undefined) out.sections[def.id] = { text: fallback[def.id]! };
    } else if (def.kind === "list") out.lists[def.id] = v && "list" in v ? v.list : [];
    else if (def.kind === "items") out.items[def.id] = v && "items" in v ? v.items : [];
    else if (def.kind === "link" && v && "link" in v) out.links[def.id] = v.link;
  }
  for (const [id, text] of Object.entries(fallback)) if (!out.sections[id]) out.sections[id] = { text };
  return out;
}

/**
 * The page's editable sections, with published content items applied over the defaults.
 * Drafts never show. Text sections take the item's title (or its content as plain text);
 * rich sections take its content, rendered and sanitized.
 */
export async function pageSections<K extends string>(context: AppLoadContext, path: string, defaults: Record<K, string>): Promise<Record<K, SectionValue>> {
  checkDeclared(path, Object.keys(defaults));
  return resolveBlocks(path, await pageItems(context, path), defaults).sections as Record<K, SectionValue>;
}

function checkDeclared(path: string, ids: string[]) {
  const defs = sectionsFor(path);
  // sections.ts is the one list of a page's blocks: a loader that names another is a bug.
  const unknown = ids.filter((id) => !defs.some((d) => d.id === id));
  if (unknown.length) throw new Error(`${path}: sections ${unknown.join(", ")} are not declared in app/content/sections.ts`);
}

/**
 * The page's image slots (decisions 0019 and 0034): the slot's item names a library picture by image
 * id, shown with the library's alt text and focal point. Drafts never show; an item naming no
 * library image leaves the drawing.
 */
export async function pageImages<I extends string>(
  context: AppLoadContext,
  path: string,
  defaults: Record<I, ImageRef>,
  known?: ContentItem[],
  /** The library rows already read for these items (a list of cards reads them once for all). */
  knownLibrary?: Awaited<ReturnType<typeof getImagesByIds>>,
): Promise<Record<I, ImageRef>> {
  const ids = Object.keys(defaults) as I[];
  const out = { ...defaults };
  if (!ids.length) return out;
  const defs = sectionsFor(path);
  const unknown = ids.filter((id) => !defs.some((d) => d.id === id && d.kind === "image"));
  if (unknown.length) throw new Error(`${path}: image slots ${unknown.join(", ")} are not declared in app/content/sections.ts`);
  const { db } = context.services;
  // A picture has no language: a Spanish page shows the pictures staff chose on its English page.
  const items = (known ?? (await pageItems(context, path, "en"))).filter((i) => i.image_id && ids.includes(i.section_id as I));
  if (!items.length) return out;
  const library = knownLibrary ?? (await getImagesByIds(db, [...new Set(items.map((i) => i.image_id!))]));
  for (const id of ids) {
    // The newest item for the slot that names an existing library image wins.
    for (const item of items.filter((i) => i.section_id === id)) {
      const found = library.find((r) => r.id === item.image_id);
      if (!found) continue;
      const d = defaults[id];
      out[id] = {
        id: `u:${found.file_path}`,
        width: found.width ?? d.width,
        height: found.height ?? d.height,
        // The library's alt text; else the item's own title, unless that is only the slot's name.
        alt: found.alt_text?.trim() || (item.title?.trim() && item.title !== defs.find((d) => d.id === id)?.label ? item.title.trim() : ""),
        ...focalOf(found),
      };
      break;
    }
  }
  return out;
}

/** Cards that show another page's picture (service cards, article tiles) take that page's `hero-image` slot. */
export async function withHeroSlots<T extends { image: ImageRef }>(context: AppLoadContext, cards: T[], pathOf: (card: T) => string): Promise<T[]> {
  // A visitor's page reads every card's hero picture in one query; previews read each page whole
  // (their drafts and unsaved blocks apply).
  const now = nowIso();
  const shared =
    context.previewId || context.previewBlocks
      ? null
      : (await listPublishedSection(context.services.db, [...new Set(cards.map(pathOf))], "hero-image", now)).map((i) => withDraft(i, false, now));
  const withPicture = shared?.filter((i) => i.image_id) ?? [];
  const library = shared && withPicture.length > 0 ? await getImagesByIds(context.services.db, [...new Set(withPicture.map((i) => i.image_id!))]) : undefined;
  return Promise.all(
    cards.map(async (card) => {
      const known = shared?.filter((i) => i.page_path === pathOf(card));
      const slot = (await pageImages(context, pathOf(card), { "hero-image": card.image }, known, library))["hero-image"];
      return slot.id === card.image.id ? card : { ...card, image: { ...slot, alt: slot.alt || card.image.alt } };
    }),
  );
}

export interface PublicPageInput<K extends string, I extends string = never> {
  path: string;
  seo: SeoDefaults;
  sections: Record<K, string>;
  /** The page's image slots and their bundled defaults. */
  images?: Record<I, ImageRef>;
  /** Breadcrumb trail after Home; omitted on the home page. */
  trail?: Array<{ name: string; path: string }>;
  jsonLd?: object[];
}

/** A hub page's editable opening and closing (services, about-chelan): its copy's hero, intro and call to action. */
export function heroIntroCta(copy: { hero: { title: string; subtitle: string }; intro: string; cta: { heading: string; text: string } }) {
  return {
    "hero-title": copy.hero.title,
    "hero-subtitle": copy.hero.subtitle,
    intro: copy.intro,
    "cta-heading": copy.cta.heading,
    "cta-text": copy.cta.text,
  };
}

/** The area pages' places, then the counties the hub names (content/areas/areas.md; decision 0036). */
export function servedPlaces(): ServedPlace[] {
  return [...allAreas(), getArea("areas")].flatMap(({ data: a }) => (a.places ?? []).map((name) => ({ name, path: a.path })));
}

/** What every public page loader needs: SEO, JSON-LD, editable sections and the profile. */
export async function publicPage<K extends string, I extends string = never>(context: AppLoadContext, input: PublicPageInput<K, I>) {
  const { siteUrl } = context.services.config;
  const [profile, brand] = await Promise.all([getProfile(context.services.db), getBrand(context.services.db)]);
  checkDeclared(input.path, Object.keys(input.sections));
  const items = await pageItems(context, input.path);
  const blocks = resolveBlocks(input.path, items, input.sections);
  const [seo, images] = await Promise.all([
    pageSeo(context, input.path, input.seo, profile.companyName),
    pageImages(context, input.path, input.images ?? ({} as Record<I, ImageRef>), requestLocale() === "es" ? undefined : items),
  ]);
  const sections = blocks.sections as Record<K, SectionValue> & Partial<Record<string, SectionValue>>;
  // The offers leave out services turned off in Settings; the owner's logo is the business's logo.
  const offered = allServices().filter((s) => !brand.hiddenServices.includes(s.data.path));
  const logo = brand.logo ? `${siteUrl}${imageUrl(`u:${brand.logo.path}`, widthsFor(brand.logo.width, 640).at(-1)!, "jpg")}` : null;
  const places = servedPlaces();
  const jsonLd: object[] = [
    businessJsonLd(
      profile,
      siteUrl,
      offered.map((s) => s.data.title),
      logo,
      places,
    ),
  ];
  if (input.trail) {
    // A Spanish page's trail leads through the Spanish pages (a crumb with no twin stays English).
    const locale = requestLocale();
    const trail = [{ name: uiText("Home", locale), path: "/" }, ...input.trail].map((c) => ({
      ...c,
      path: (locale === "es" && spanishPath(c.path)) || c.path,
    }));
    jsonLd.push(breadcrumbJsonLd(siteUrl, trail));
  }
  jsonLd.push(...(input.jsonLd ?? []));
  return { seo, jsonLd, sections, lists: blocks.lists, items: blocks.items, links: blocks.links, images, profile };
}

/**
 * The privacy notice's and the accessibility statement's page (decision 0033): their title,
 * introduction and a heading and text per part, from content/pages/{name}.yaml.
 */
export function partsPage(context: AppLoadContext, name: "privacy" | "accessibility", path: string) {
  const copy = pageCopy(name);
  const sections: Record<string, string> = { "hero-title": copy.title, intro: copy.intro };
  for (const p of name === "privacy" ? PRIVACY_PARTS : ACCESSIBILITY_PARTS) {
    sections[`${p.id}-heading`] = partOf(copy, p.id)!.heading;
    sections[`${p.id}-text`] = partOf(copy, p.id)!.text;
  }
  return publicPage(context, { path, seo: { title: copy.seoTitle, description: copy.seoDescription }, sections, trail: [{ name: copy.title, path }] });
}
