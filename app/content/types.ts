/** Shapes of the site's content, shared by the server and the browser (no server imports here). */

import type { ServiceKey } from "./paths";
import type { ContentStatus } from "./schedule";
import type { ContentItem } from "./item-fields";
import type { AreaCopy, CtaCopy, GalleryCopyEntry, HeroCopy, MenuCopy, SiteCopy, TitledCopy, VideoCopy } from "./copy-schemas";

// The copy's shapes come from its schemas (copy-schemas.ts): one source per field.
export type MenuItem = MenuCopy;
/** The quote request's choices and the default auto-reply (content/site.yaml). */
export type QuoteFormCopy = SiteCopy["quoteForm"];
export type TitledText = TitledCopy;
export type VideoSlot = VideoCopy;
/** One row of the table on /permits: what, where, the value, and its source with the source's own date. */
export type AreaFigure = NonNullable<AreaCopy["figures"]>[number];
export type CallToAction = CtaCopy;
/** What every page file in content/pages has. */
export interface PageCopyBase {
  title: string;
  seoTitle: string;
  seoDescription: string;
}
export type Hero = HeroCopy;
export type GalleryEntry = GalleryCopyEntry;

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
  /** The Washington L&I contractor registration number (required in advertising). */
  registration: string;
  videos: Record<string, string>;
  /**
   * For search engines and /about, all empty until the owner fills them (never invented): opening
   * hours in schema.org's form ("Mo-Fr 08:00-17:00", one a line), the business's latitude and
   * longitude, profile links (https, one a line) and licenses or certifications (one a line).
   */
  openingHours?: string;
  latitude?: string;
  longitude?: string;
  sameAs?: string;
  credentials?: string;
  /** "yes" once the owner says in Settings the business is insured and bonded; the trust strip shows it only then. */
  insuredBonded?: "yes" | "no";
  /** For the trust strip, each shown only when filled (issue 48): the year the business began, its insurance and its bond in the owner's words. */
  yearFounded?: string;
  insuranceDetail?: string;
  bondDetail?: string;
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
  quoteForm: QuoteFormCopy;
}

export interface Doc<T> {
  data: T;
  html: string;
  words: number;
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

/** A service-area page or the permits page (content/areas/{slug}.md). */

export interface AreaData {
  slug: string;
  path: string;
  /** "Manson": links, the footer, the breadcrumb. */
  name: string;
  /** The page's H1 ("Building and Remodeling in Manson"). */
  title: string;
  summary: string;
  /** The places the business serves there, for the JSON-LD's areaServed (none on the permits page). */
  places?: string[];
  seoTitle: string;
  seoDescription: string;
  /** Service pages that fit the place, each with a sentence on why. */
  services?: Array<{ key: ServiceKey; text: string }>;
  /**
   * The permits page only: design figures and time limits a public source gives, one row each, with
   * the source and the date the source gives; other pages link to a row as /permits#{id}.
   */
  figures?: AreaFigure[];
  /** Pages to read next: /blog/{slug}, /areas/{slug}, /permits. */
  related?: string[];
}

export interface ArticleData {
  slug: string;
  title: string;
  category?: string;
  categories: string[];
  excerpt: string;
  /** The publish date (YYYY-MM-DD; SPEC.md's article table). Shown as "June 5, 2025". */
  date?: string | Date;
  /** When the text was last revised (YYYY-MM-DD, the file's last change in git), if after `date`. */
  updated?: string | Date;
  listed: boolean;
  seoTitle: string;
  seoDescription: string;
  related?: string[];
  video?: VideoSlot;
}

export { CONTENT_TYPES, type ContentType, type ContentItem } from "./item-fields";

/** A content item as the admin shows it: its status and times already in the business's zone. */
export interface ContentItemView extends ContentItem {
  status: ContentStatus;
  publishAtText: string;
  unpublishAtText: string;
  publishAtInput: string;
  unpublishAtInput: string;
  deletedText: string;
  /** When it leaves Deleted items for good. */
  purgeText: string;
}

export interface SeoSetting {
  id: string;
  page_path: string;
  title: string | null;
  description: string | null;
  h1_tag: string | null;
  h2_tags: string[];
  h3_tags: string[];
  updated_at: string;
}

export interface SeoFields {
  title: string | null;
  description: string | null;
  h1_tag: string | null;
  h2_tags: string[];
  h3_tags: string[];
}

export interface SeoDefaults {
  title: string;
  description: string;
  image?: string;
  type?: "website" | "article";
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  /** The H1 set in the SEO tab; when null the page shows its own (editable) heading. */
  h1: string | null;
  h2s: string[];
  h3s: string[];
  canonical: string;
  image: string;
  type: "website" | "article";
  siteName: string;
  /** The page's language, and its twin in the other language when it has one (hreflang, issue 49). */
  locale?: "en" | "es";
  alternates?: { en: string; es: string } | null;
}

/** A page of the site as the admin names it (content/site-pages.server.ts). */
export interface SitePage {
  path: string;
  /** "ADUs", "Is an ADU Right for Your Chelan Property?" */
  name: string;
  /** The group it is listed under: "Pages", "Services", "Blog". */
  group: "Pages" | "Services" | "Areas" | "Blog";
  /** "Services › ADUs": the name with its group, as a breadcrumb. */
  label: string;
  /** Added by staff (a post or a service page), not one of the site's own pages. */
  staffAdded: boolean;
}
