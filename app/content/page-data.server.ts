import type { AppLoadContext } from "react-router";
import { listPublishedForPage } from "~/models/content-items.server";
import { getSeoForPath } from "~/models/seo-settings.server";
import { getProfile } from "~/models/settings.server";
import { listImages } from "~/models/images.server";
import { imageReference, type ImageRef } from "~/media/images";
import { allServices } from "./files.server";
import { contentToHtml, toPlainText } from "./sanitize.server";
import { breadcrumbJsonLd, businessJsonLd } from "./seo-meta";
import { sectionsFor, type SectionValue } from "./sections";
import type { PageSeo, SeoDefaults } from "./types";



/**
 * A page's SEO: its seo_settings row where one exists and a field is set, else the page's own
 * defaults. A missing row is normal, not an error; a failing query is logged and the defaults stand.
 */
export async function pageSeo(context: AppLoadContext, path: string, d: SeoDefaults, siteName: string): Promise<PageSeo> {
  const { db, config, logger } = context.services;
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
    image: `${config.siteUrl}${d.image ?? "/img/b/og/1280.jpg"}`,
    type: d.type ?? "website",
    siteName,
  };
}

/**
 * The page's editable sections, with published content items applied over the defaults.
 * Drafts never show. Text sections take the item's title (or its content as plain text);
 * rich sections take its content, rendered and sanitized.
 */
export async function pageSections<K extends string>(
  context: AppLoadContext,
  path: string,
  defaults: Record<K, string>,
): Promise<Record<K, SectionValue>> {
  const defs = sectionsFor(path);
  // sections.ts is the one list of a page's section ids: a loader that names another is a bug.
  const unknown = Object.keys(defaults).filter((id) => !defs.some((d) => d.id === id));
  if (unknown.length) throw new Error(`${path}: sections ${unknown.join(", ")} are not declared in app/content/sections.ts`);
  const items = await listPublishedForPage(context.services.db, path, { previewId: context.previewId });
  const out = {} as Record<K, SectionValue>;
  for (const id of Object.keys(defaults) as K[]) {
    const def = defs.find((d) => d.id === id);
    const item = items.find((i) => i.section_id === id);
    if (!item || !def) {
      out[id] = { text: defaults[id] };
    } else if (def.kind === "text") {
      out[id] = { text: item.title?.trim() || toPlainText(contentToHtml(item.content ?? "")) || defaults[id] };
    } else {
      out[id] = item.content?.trim() ? { html: contentToHtml(item.content) } : { text: defaults[id] };
    }
  }
  return out;
}

/**
 * The page's image slots (decision 0018): a published `image` item for the page and a declared
 * image section replaces the bundled drawing with the library image its content names (its URL
 * as the Add Image button inserts it, or its id), with the library's alt text. Drafts never show;
 * an item naming no library image leaves the drawing.
 */
export async function pageImages<I extends string>(context: AppLoadContext, path: string, defaults: Record<I, ImageRef>): Promise<Record<I, ImageRef>> {
  const ids = Object.keys(defaults) as I[];
  const out = { ...defaults };
  if (!ids.length) return out;
  const defs = sectionsFor(path);
  const unknown = ids.filter((id) => !defs.some((d) => d.id === id && d.kind === "image"));
  if (unknown.length) throw new Error(`${path}: image slots ${unknown.join(", ")} are not declared in app/content/sections.ts`);
  const { db, storage, config } = context.services;
  const items = (await listPublishedForPage(db, path, { previewId: context.previewId })).filter((i) => i.type === "image" && ids.includes(i.section_id as I));
  if (!items.length) return out;
  const library = await listImages(db);
  for (const id of ids) {
    // The newest published item for the slot that names an existing library image wins.
    for (const item of items.filter((i) => i.section_id === id)) {
      const ref = imageReference(item.content ?? "", config.siteUrl);
      const found = ref && library.find((r) => ref === r.id || ref === r.file_path || ref === storage.publicUrl(r.file_path) || ref.startsWith(`/img/u/${r.file_path}/`));
      if (!found) continue;
      const d = defaults[id];
      out[id] = { id: `u:${found.file_path}`, width: found.width ?? d.width, height: found.height ?? d.height, alt: found.alt_text?.trim() || item.title?.trim() || "" };
      break;
    }
  }
  return out;
}

/** Cards that show another page's picture (service cards, article tiles) take that page's `hero-image` slot. */
export async function withHeroSlots<T extends { image: ImageRef }>(context: AppLoadContext, cards: T[], pathOf: (card: T) => string): Promise<T[]> {
  return Promise.all(
    cards.map(async (card) => {
      const slot = (await pageImages(context, pathOf(card), { "hero-image": card.image }))["hero-image"];
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

/** What every public page loader needs: SEO, JSON-LD, editable sections and the profile. */
export async function publicPage<K extends string, I extends string = never>(context: AppLoadContext, input: PublicPageInput<K, I>) {
  const { siteUrl } = context.services.config;
  const profile = await getProfile(context.services.db);
  const [seo, sections, images] = await Promise.all([
    pageSeo(context, input.path, input.seo, profile.companyName),
    pageSections(context, input.path, input.sections),
    pageImages(context, input.path, input.images ?? ({} as Record<I, ImageRef>)),
  ]);
  const jsonLd: object[] = [businessJsonLd(profile, siteUrl, allServices().map((s) => s.data.title))];
  if (input.trail) jsonLd.push(breadcrumbJsonLd(siteUrl, [{ name: "Home", path: "/" }, ...input.trail]));
  jsonLd.push(...(input.jsonLd ?? []));
  return { seo, jsonLd, sections, images, profile };
}
