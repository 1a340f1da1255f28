import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

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
}

export const siteFile = () => readYaml<SiteFile>("site.yaml");
