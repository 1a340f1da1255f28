/**
 * Every page of the site by the name the owner knows it by, grouped as visitors see them
 * (Home; About; Services › ADUs; Blog › {article title}; …), staff-added posts and service pages
 * included. The Content tab's page list, the page editor and the SEO tab read it.
 */
import type { Db } from "~/db/schema";
import { listStaffPageRows } from "~/models/content-items.server";
import { allAreas, allArticleDocs, allServices, getArea } from "~/content/files.server";
import { ACCESSIBILITY_PATH, AREAS_PATH, PERMITS_PATH, PRIVACY_PATH, pageTemplate, staffPostSlug, staffServiceSlug } from "~/content/paths";

import type { SitePage } from "~/content/types";
import { englishPath, localeOf, spanishPath, SPANISH_PUBLIC_PATHS, SPANISH_TWINS } from "~/content/locale";
import { inTransaction, nowIso } from "~/db/client.server";
import { putSetting, readSetting } from "~/models/settings.server";
import { lastWordChanges } from "~/models/versions.server";

export type { SitePage };

const page = (path: string, name: string): SitePage => ({ path, name, group: "Pages", label: name, staffAdded: false });
/** A page listed under its group ("Services › ADUs"). */
const inGroup = (group: "Services" | "Areas" | "Blog", path: string, name: string, staffAdded = false): SitePage => ({
  path,
  name,
  group,
  label: `${group} › ${name}`,
  staffAdded,
});

export async function listSitePages(db: Db): Promise<SitePage[]> {
  // Staff pages: the newest item at each post or service path that is not in Deleted items.
  const staffRows = await listStaffPageRows(db);
  const staff = new Map<string, string>();
  for (const r of staffRows)
    if ((staffPostSlug(r.page_path) || staffServiceSlug(r.page_path)) && !staff.has(r.page_path)) staff.set(r.page_path, r.title?.trim() || r.page_path);
  const staffAdded = (template: string, group: "Services" | "Blog") =>
    [...staff].filter(([p]) => pageTemplate(p) === template).map(([path, name]) => inGroup(group, path, name, true));
  const services = [...allServices().map(({ data: s }) => inGroup("Services", s.path, s.navLabel)), ...staffAdded("staff-service", "Services")];
  const posts = [...allArticleDocs().map(({ data: a }) => inGroup("Blog", `/blog/${a.slug}`, a.title)), ...staffAdded("staff-post", "Blog")];
  return [
    page("/", "Home"),
    page("/about", "About"),
    { ...page("/services", "Services"), group: "Services" },
    ...services,
    page("/gallery", "Projects"),
    page("/about-chelan", "About Chelan"),
    inGroup("Areas", AREAS_PATH, getArea("areas").data.name),
    ...allAreas().map(({ data: a }) => inGroup("Areas", a.path, a.name)),
    inGroup("Areas", PERMITS_PATH, getArea("permits").data.title),
    { ...page("/blog", "Blog"), group: "Blog" },
    ...posts,
    page("/contact", "Contact"),
    page(PRIVACY_PATH, "Privacy notice"),
    page(ACCESSIBILITY_PATH, "Accessibility statement"),
  ];
}

/** A page by its path; a Spanish twin ("/es/service-adu") is its English page's, named "… (Spanish)". */
export async function findSitePage(db: Db, path: string): Promise<SitePage | null> {
  if (localeOf(path) === "es") {
    const english = englishPath(path);
    const page = spanishPath(english) === path ? await findSitePage(db, english) : null;
    return page && { ...page, path, name: `${page.name} (Spanish)`, label: `${page.label} (Spanish)` };
  }
  return (await listSitePages(db)).find((p) => p.path === path) ?? null;
}

/**
 * The English pages whose Spanish twin is older: staff changed the English words (a text block or
 * the search fields) after the Spanish words were last changed, or since they were written in
 * content/es/ when staff never changed them. Content and the page editor flag them (issue 49).
 */
export async function spanishOlder(db: Db): Promise<Map<string, string>> {
  const twins = SPANISH_TWINS.map((p) => [p, spanishPath(p)!] as const);
  const [changed, checked] = await Promise.all([lastWordChanges(db, twins.flat()), spanishCheckedAt(db)]);
  const out = new Map<string, string>();
  for (const [en, es] of twins) {
    const english = changed.get(en);
    const spanish = [changed.get(es), checked[es]]
      .filter((t): t is string => typeof t === "string")
      .sort()
      .pop();
    if (english && (!spanish || spanish < english)) out.set(en, english);
  }
  return out;
}

/** When staff last said each Spanish page's words still match the English ("The Spanish is up to date"). */
const CHECKED_KEY = "spanish_checked";
async function spanishCheckedAt(db: Db): Promise<Record<string, unknown>> {
  try {
    const value = JSON.parse((await readSetting(db, CHECKED_KEY))?.value ?? "{}") as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Staff read the Spanish page against the English and found nothing to change: its flag clears. */
export async function markSpanishChecked(db: Db, spanishPagePath: string): Promise<boolean> {
  if (!SPANISH_PUBLIC_PATHS.includes(spanishPagePath)) return false;
  await inTransaction(db, async (tx) => {
    const all = await spanishCheckedAt(tx);
    await putSetting(tx, CHECKED_KEY, JSON.stringify({ ...all, [spanishPagePath]: nowIso() }));
  });
  return true;
}
