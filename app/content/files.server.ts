import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { parse } from "yaml";
import { htmlToText, slugify } from "./text";
import { bundled } from "~/content/images";
import { AREA_SLUGS, ARTICLE_SLUGS, SERVICE_KEYS, type AreaSlug, type ServiceKey } from "./paths";
import type { AreaData, ArticleData, Doc, GalleryEntry, PageCopyBase, ServiceData, SiteFile } from "./types";
import { copyProblems, schemaFor, type PageCopy, type PageName } from "./copy-schemas";
import { requestLocale } from "./request-locale.server";
import { linkFromSpanish } from "./locale";

/** Reads the copy in content/ once per process. Pages are templates; this is their data. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content");

const cache = new Map<string, unknown>();

/** A content file that does not have the shape the site reads: the message names the file and the key. */
export class ContentError extends Error {}

/** `relative`'s schema is its English file's: a Spanish twin has the same shape. */
function checked(relative: string, value: unknown, shown = relative) {
  const schema = schemaFor(relative);
  const problems = schema ? copyProblems(`content/${shown}`, schema, value) : [];
  if (problems.length) throw new ContentError(problems.join("\n"));
}

function parseYaml(relative: string, source: string): unknown {
  try {
    return parse(source);
  } catch (error) {
    throw new ContentError(`content/${relative}: ${(error as Error).message.split("\n")[0]}`);
  }
}

/**
 * The file a Spanish page reads (issue 49): its twin in content/es/ when there is one (checked with
 * the English file's schema), else the English file.
 */
const spanishTwins = new Map<string, boolean>();
function localized(relative: string): string {
  if (requestLocale() !== "es") return relative;
  if (!spanishTwins.has(relative)) spanishTwins.set(relative, existsSync(path.join(CONTENT_DIR, "es", relative)));
  return spanishTwins.get(relative) ? `es/${relative}` : relative;
}

export function readYaml<T>(english: string, { always }: { always?: "en" } = {}): T {
  const relative = always ? english : localized(english);
  if (!cache.has(relative)) {
    const value = parseYaml(relative, readFileSync(path.join(CONTENT_DIR, relative), "utf8"));
    checked(english, value, relative);
    cache.set(relative, value);
  }
  return cache.get(relative) as T;
}

/**
 * Reads and checks every file of the copy once (the server's start and the tests): throws a
 * ContentError listing the files and keys that are wrong.
 */
export function checkContent() {
  const problems: string[] = [];
  const files = [
    "site.yaml",
    "gallery-images.yaml",
    ...["pages", "services", "areas", "articles"].flatMap((d) => readdirSync(path.join(CONTENT_DIR, d)).map((f) => `${d}/${f}`)),
  ];
  for (const f of files) {
    try {
      if (f.endsWith(".md")) readDoc(f);
      else readYaml(f);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length) throw new ContentError(`The copy in content/ has mistakes:\n${problems.join("\n")}`);
  return files.length;
}

export const siteFile = () => readYaml<SiteFile>("site.yaml");
/** content/site.yaml itself, whatever the page's language. */
export const englishSiteFile = () => readYaml<SiteFile>("site.yaml", { always: "en" });

// ---------------------------------------------------------------------------------------------
// Markdown documents: services and articles.

const docCache = new Map<string, Doc<unknown>>();

/** Front matter between --- lines, then Markdown. Our own copy: trusted, rendered once. */
export function readDoc<T>(english: string): Doc<T> {
  const relative = localized(english);
  const hit = docCache.get(relative);
  if (hit) return hit as Doc<T>;
  const text = readFileSync(path.join(CONTENT_DIR, relative), "utf8");
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new ContentError(`content/${relative}: missing front matter (the --- lines at the top)`);
  const data = parseYaml(relative, m[1]!) as T;
  checked(english, data, relative);
  const body = m[2]!;
  const html = (marked.parse(body, { async: false, gfm: true }) as string).replace(
    /<h([23])>([\s\S]*?)<\/h\1>/g,
    (_all, level: string, inner: string) => `<h${level} id="${slugify(htmlToText(inner))}">${inner}</h${level}>`,
  );
  // A Spanish twin's links to a Spanish page that does not exist yet open the English one.
  const linked = relative.startsWith("es/") ? html.replace(/href="(\/[^"]*)"/g, (_all, href: string) => `href="${linkFromSpanish(href)}"`) : html;
  const doc = { data, html: linked, words: body.split(/\s+/).filter(Boolean).length };
  docCache.set(relative, doc);
  return doc;
}

export function getService(key: ServiceKey) {
  return readDoc<ServiceData>(`services/${key}.md`);
}

/** What a service card shows (home page and services overview). */
export function serviceCard(key: ServiceKey) {
  const s = getService(key).data;
  return { key, path: s.path, title: s.title, summary: s.summary, image: bundled(`services/${key}`, s.title) };
}

export function allServices() {
  return SERVICE_KEYS.map((k) => getService(k));
}

/** A service-area page, the permits page with "permits", or the hub with "areas" (content/areas/). */
export function getArea(slug: AreaSlug | "permits" | "areas") {
  return readDoc<AreaData>(`areas/${slug}.md`);
}

export function allAreas() {
  return AREA_SLUGS.map((s) => getArea(s));
}

/** The area pages, then the permits page they share: the footer's "Areas we serve" and the pages' next steps. */
export function areaPages(): AreaData[] {
  return [...allAreas(), getArea("permits")].map((d) => d.data);
}

export function getArticleDoc(slug: string) {
  if (!(ARTICLE_SLUGS as readonly string[]).includes(slug)) return null;
  const doc = readDoc<ArticleData>(`articles/${slug}.md`);
  if (doc.data.date instanceof Date) doc.data.date = doc.data.date.toISOString().slice(0, 10);
  if (doc.data.updated instanceof Date) doc.data.updated = doc.data.updated.toISOString().slice(0, 10);
  return doc;
}

export function allArticleDocs() {
  return ARTICLE_SLUGS.map((s) => getArticleDoc(s)!);
}

/** A page's copy (content/pages/{name}.yaml), typed by its schema (copy-schemas.ts). */
export function pageCopy<N extends PageName>(name: N): PageCopy<N> {
  return readYaml<PageCopy<N>>(`pages/${name}.yaml`);
}

/** A page's copy by a name known only at run time: the fields every page has, the rest unchecked. */
export function anyPageCopy(name: string): PageCopyBase & Record<string, unknown> {
  return readYaml<PageCopyBase & Record<string, unknown>>(`pages/${name}.yaml`);
}

export function bundledGallery() {
  return readYaml<GalleryEntry[]>("gallery-images.yaml");
}
