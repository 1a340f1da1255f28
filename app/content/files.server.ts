import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { parse } from "yaml";
import { ARTICLE_SLUGS, SERVICE_KEYS, type ServiceKey } from "./paths";

/** Reads the copy in content/ once per process. Pages are templates; this is their data. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content");

const cache = new Map<string, unknown>();

export function readYaml<T>(relative: string): T {
  if (!cache.has(relative)) {
    cache.set(relative, parse(readFileSync(path.join(CONTENT_DIR, relative), "utf8")) as T);
  }
  return cache.get(relative) as T;
}

export interface MenuItem {
  label: string;
  to: string;
}

export interface BusinessProfile {
  companyName: string;
  tagline: string;
  phone: string;
  email: string;
  officeLine: string;
  city: string;
  region: string;
  postalCode: string;
  areaServed: string;
  ownerFirstName: string;
  videos: Record<string, string>;
}

export interface SiteFile {
  profile: BusinessProfile;
  adminName: string;
  servicesMenu: MenuItem[];
  mobileMenu: MenuItem[];
  desktopMenu: MenuItem[];
  footerMenu: MenuItem[];
  serviceCta: { heading: string; text: string };
  articleCta: { heading: string; text: string; button: string };
}

export const siteFile = () => readYaml<SiteFile>("site.yaml");

// ---------------------------------------------------------------------------------------------
// Markdown documents: services and articles.


export interface Doc<T> {
  data: T;
  html: string;
  words: number;
}

const docCache = new Map<string, Doc<unknown>>();

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Front matter between --- lines, then Markdown. Our own copy: trusted, rendered once. */
export function readDoc<T>(relative: string): Doc<T> {
  const hit = docCache.get(relative);
  if (hit) return hit as Doc<T>;
  const text = readFileSync(path.join(CONTENT_DIR, relative), "utf8");
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${relative}: missing front matter`);
  const data = parse(m[1]!) as T;
  const body = m[2]!;
  const html = (marked.parse(body, { async: false, gfm: true }) as string).replace(
    /<h([23])>([\s\S]*?)<\/h\1>/g,
    (_all, level: string, inner: string) => `<h${level} id="${slugify(inner.replace(/<[^>]+>/g, ""))}">${inner}</h${level}>`,
  );
  const doc = { data, html, words: body.split(/\s+/).filter(Boolean).length };
  docCache.set(relative, doc);
  return doc;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface VideoSlot {
  key: string;
  title: string;
  caption?: string;
}

export interface ServiceData {
  key: ServiceKey;
  path: string;
  title: string;
  navLabel: string;
  summary: string;
  buttonLabel: string;
  seoTitle: string;
  seoDescription: string;
  intro: string;
  heroTitle?: string;
  heroSubtitle?: string;
  advantages?: TitledText[];
  highlight?: TitledText;
  capabilities?: string[];
  whyChoose?: string[];
  foundationTypes?: TitledText[];
  services?: string[];
  videos?: VideoSlot[];
  sections?: Record<string, TitledText>;
}

export function getService(key: ServiceKey) {
  return readDoc<ServiceData>(`services/${key}.md`);
}

export function allServices() {
  return SERVICE_KEYS.map((k) => getService(k));
}

export interface ArticleData {
  slug: string;
  title: string;
  category?: string;
  categories: string[];
  excerpt: string;
  publishDate?: string;
  date?: string | Date;
  listed: boolean;
  seoTitle: string;
  seoDescription: string;
  related?: string[];
  video?: VideoSlot;
}

export function getArticleDoc(slug: string) {
  if (!(ARTICLE_SLUGS as readonly string[]).includes(slug)) return null;
  const doc = readDoc<ArticleData>(`articles/${slug}.md`);
  if (doc.data.date instanceof Date) doc.data.date = doc.data.date.toISOString().slice(0, 10);
  return doc;
}

export function allArticleDocs() {
  return ARTICLE_SLUGS.map((s) => getArticleDoc(s)!);
}

/** What every page file in content/pages has. */
export interface CallToAction {
  heading: string;
  text: string;
  button: string;
}
export interface PageCopyBase {
  title: string;
  seoTitle: string;
  seoDescription: string;
}
export interface Hero {
  title: string;
  subtitle: string;
}

export function pageCopy<T = Record<string, any>>(name: string): T {
  return readYaml<T>(`pages/${name}.yaml`);
}

export interface GalleryEntry {
  file: string;
  caption: string;
  category: string;
}

export function bundledGallery() {
  return readYaml<GalleryEntry[]>("gallery-images.yaml");
}

/** Every Markdown file under content/, for tests. */
export function listContentFiles(folder: string) {
  return readdirSync(path.join(CONTENT_DIR, folder)).filter((f) => f.endsWith(".md"));
}
