import type { MetaDescriptor } from "react-router";
import type { BusinessProfile } from "./types";
import type { PageSeo } from "./types";
import { localeOf } from "./locale";
import { uiText } from "./ui-es";

/** Where search results cut a page's title and description: the SEO screen counts towards these. */
export const TITLE_LIMIT = 70;
export const DESCRIPTION_LIMIT = 160;

const lines = (v: string | undefined) =>
  (v ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A place the business serves; `path` is its area page on this site. */
export interface ServedPlace {
  name: string;
  path?: string;
}

/**
 * The places served: the area pages' places (with their page), then any other place named in
 * Settings' "Area served", each once.
 */
export function areaServedJsonLd(profile: BusinessProfile, siteUrl: string, areas: ServedPlace[]) {
  const fromSettings = profile.areaServed
    .split(/,\s*|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name): ServedPlace => ({ name }));
  const seen = new Set<string>();
  return [...areas, ...fromSettings]
    .filter((p) => {
      const key = p.name.toLowerCase().replace(/^the\s+/, "");
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .map((p) => ({ "@type": placeType(p.name), name: p.name, ...(p.path ? { url: `${siteUrl}${p.path}` } : {}) }));
}

/** The incorporated cities the area pages name (decision 0036); the other places are unincorporated. */
const CITIES = new Set(["chelan", "entiat", "wenatchee", "east wenatchee"]);
/** A city as `City`, a county as `AdministrativeArea`, anything else (a shore, a valley) as `Place`. */
function placeType(name: string) {
  const key = name.trim().toLowerCase();
  if (CITIES.has(key)) return "City";
  return /\bcounty$/.test(key) ? "AdministrativeArea" : "Place";
}

/**
 * Structured data for the business, on every public page. Opening hours, location, profile links
 * and the logo are there only when the owner filled them in (Settings, Brand); never invented.
 */
export function businessJsonLd(profile: BusinessProfile, siteUrl: string, services: string[] = [], logo: string | null = null, areas: ServedPlace[] = []) {
  const hours = lines(profile.openingHours);
  const sameAs = lines(profile.sameAs);
  const lat = profile.latitude?.trim();
  const lng = profile.longitude?.trim();
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": `${siteUrl}/#business`,
    name: profile.companyName,
    url: `${siteUrl}/`,
    telephone: profile.phone,
    email: profile.email,
    // The Washington L&I registration number the law asks for in advertising (decision 0033).
    ...(profile.registration.trim()
      ? { identifier: { "@type": "PropertyValue", propertyID: "Washington L&I contractor registration", value: profile.registration.trim() } }
      : {}),
    image: `${siteUrl}/img/b/og/1280.jpg`,
    ...(logo ? { logo } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: profile.city,
      addressRegion: profile.region,
      postalCode: profile.postalCode,
      addressCountry: "US",
    },
    areaServed: areaServedJsonLd(profile, siteUrl, areas),
    ...(hours.length ? { openingHours: hours } : {}),
    ...(lat && lng ? { geo: { "@type": "GeoCoordinates", latitude: Number(lat), longitude: Number(lng) } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(services.length
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: "Construction services",
            itemListElement: services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(siteUrl: string, trail: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: `${siteUrl}${t.path}` })),
  };
}

export interface SeoMetaInput {
  seo: PageSeo;
  jsonLd: object[];
}

/** A page's title as search results show it: the page, then the business's name (Settings). */
export const titleWithCompany = (title: string, companyName: string) => `${title} | ${companyName}`;

/**
 * The title and robots rule of "Page not found", named for the business when the root loader ran
 * (without it the name is unknown, and the demo's name could be wrong).
 */
export function notFoundMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, pathname = "/"): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as { profile?: { companyName?: string } } | undefined;
  const name = root?.profile?.companyName;
  const title = uiText("Page not found", localeOf(pathname));
  return [{ title: name ? titleWithCompany(title, name) : title }, { name: "robots", content: "noindex" }];
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD, from what the loader decided. */
export function seoMeta(input: SeoMetaInput | undefined): MetaDescriptor[] {
  // No data: the page's loader failed and the error page shows instead.
  if (!input) return [{ title: "Something went wrong" }];
  const { seo, jsonLd } = input;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.image },
    { property: "og:locale", content: seo.locale === "es" ? "es_US" : "en_US" },
    // Both languages name each other, and English is the default for everyone else (issue 49).
    ...(seo.alternates
      ? [
          { tagName: "link", rel: "alternate", hrefLang: "en-US", href: seo.alternates.en },
          { tagName: "link", rel: "alternate", hrefLang: "es-US", href: seo.alternates.es },
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.en },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
    ...jsonLd.map((ld) => ({ "script:ld+json": seo.locale === "es" ? { ...ld, inLanguage: "es-US" } : ld })),
  ];
}
