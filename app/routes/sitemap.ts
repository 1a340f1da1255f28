import { STATIC_PUBLIC_PATHS } from "~/content/paths";
import { spanishPath } from "~/content/locale";
import { listSeoSettings } from "~/models/seo-settings.server";
import { articleUrls } from "~/models/articles.server";
import { nextScheduleChange } from "~/models/content-items.server";
import { listStaffServices } from "~/models/staff-pages.server";
import { listProjects } from "~/models/projects.server";
import { listReviews } from "~/models/reviews.server";
import { pageCacheControl } from "~/platform/policy";
import { getBrand } from "~/models/brand.server";
import type { Route } from "./+types/sitemap";
import { clockNow } from "~/platform/clock";

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page, with the date it last changed (its SEO row, its article date). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const seoRows = new Map((await listSeoSettings(db)).map((r) => [r.page_path, r.updated_at.slice(0, 10)]));
  const { hiddenServices } = await getBrand(db);
  const all = [
    ...STATIC_PUBLIC_PATHS.map((p) => ({ path: p, lastmod: seoRows.get(p) ?? null })),
    ...(await listStaffServices(db)).map((r) => ({ path: r.page_path, lastmod: r.updated_at.slice(0, 10) })),
    // The reviews page, once there is a review to show (decision 0032).
    ...(await listReviews(db, { published: true })).slice(0, 1).map((r) => ({ path: "/reviews", lastmod: r.updated_at.slice(0, 10) })),
    ...(await listProjects(db, { published: true })).map((p) => ({ path: `/projects/${p.slug}`, lastmod: p.updated_at.slice(0, 10) })),
    ...(await articleUrls(db)).map((a) => ({ path: a.path, lastmod: [a.lastmod, seoRows.get(a.path)].filter(Boolean).sort().pop() ?? null })),
  ];
  // A service turned off in Settings answers 410: not listed, nor its Spanish twin.
  const shown = all.filter((u) => !hiddenServices.includes(u.path));
  // Each Spanish twin beside its English page; both name each other (hreflang, issue 49).
  type Url = { path: string; lastmod: string | null; twin?: { en: string; es: string } };
  const urls: Url[] = shown.flatMap((u): Url[] => {
    const es = spanishPath(u.path);
    return es
      ? [
          { ...u, twin: { en: u.path, es } },
          { path: es, lastmod: seoRows.get(es) ?? u.lastmod, twin: { en: u.path, es } },
        ]
      : [u];
  });
  const alternates = (u: Url) =>
    u.twin
      ? [
          `<xhtml:link rel="alternate" hreflang="en-US" href="${xmlEscape(config.siteUrl + u.twin.en)}"/>`,
          `<xhtml:link rel="alternate" hreflang="es-US" href="${xmlEscape(config.siteUrl + u.twin.es)}"/>`,
          `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(config.siteUrl + u.twin.en)}"/>`,
        ].join("")
      : "";
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map((u) => `  <url><loc>${xmlEscape(config.siteUrl + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}${alternates(u)}</url>`),
    "</urlset>",
    "",
  ].join("\n");
  // A scheduled post enters (or leaves) the sitemap at its time: no cache may keep it past that.
  const next = await nextScheduleChange(db);
  const cacheControl = pageCacheControl(next ? (Date.parse(next) - clockNow()) / 1000 : null);
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl } });
}
