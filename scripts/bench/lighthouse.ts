// npm run bench:lighthouse — Lighthouse (mobile profile, system Chromium) over every public URL:
// the four category scores, FCP (and FCP of the same page with every web font blocked), LCP, CLS, and
// bytes of JavaScript and images per page. Prints a table.
// The last row is the physical limit here: the home page's HTML with every script removed,
// served as a static file by the same server (same CSS, same images).
import { rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PATHS } from "../../app/content/paths";
import { bootSite, ownerCookie } from "./boot";
import { CHROMIUM_FLAGS } from "../../playwright.config";
import { ADMIN_PATHS } from "../../tests/helpers/admin-screens";

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// `npm run bench:lighthouse -- --admin [path…]`: every owner screen (tests/helpers/admin-screens.ts), or the ones named, signed in.
const admin = process.argv.includes("--admin");
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const paths = only.length ? only : admin ? ADMIN_PATHS : PUBLIC_PATHS;

const site = await bootSite({ pageCache: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

// The static row: the home page without any script, as a file.
const STATIC = "/static-home-bench.html";
const staticFile = path.resolve("build/client", STATIC.slice(1));
const homeHtml = await fetch(`${site.url}/`).then((r) => r.text());
writeFileSync(staticFile, homeHtml.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, ""));
const targets = only.length || admin ? paths : [...paths, STATIC];
let extraHeaders: Record<string, string> | undefined;
if (admin) extraHeaders = { Cookie: await ownerCookie(site.url, site.services.auth) };

const rows: string[][] = [];
const totals = { perf: 0, a11y: 0, bp: 0, seo: 0 };
try {
  for (const p of targets) {
    // Warm the page cache and the image variants, as a visitor after the first would find them.
    await fetch(site.url + p, { headers: extraHeaders }).then((r) => r.text());
    // The first run makes the image variants; the second is the one reported.
    await lighthouse(site.url + p, { port: chrome.port, output: "json", logLevel: "error", extraHeaders });
    const result = await lighthouse(site.url + p, { port: chrome.port, output: "json", logLevel: "error", extraHeaders });
    if (!result) throw new Error(`no result for ${p}`);
    // The same page with no web fonts: every font request blocked, so text paints in the fallback face.
    const noFonts = await lighthouse(site.url + p, { port: chrome.port, output: "json", logLevel: "error", extraHeaders, blockedUrlPatterns: ["*.woff2"] });
    const fcpNoFonts = noFonts?.lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
    const lhr = result.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
    const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
    const s = { perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo") };
    totals.perf += s.perf;
    totals.a11y += s.a11y;
    totals.bp += s.bp;
    totals.seo += s.seo;
    rows.push([
      p === STATIC ? "/ as a static file, no scripts" : p,
      String(s.perf),
      String(s.a11y),
      String(s.bp),
      String(s.seo),
      `${((lhr.audits["first-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2)} s`,
      `${(fcpNoFonts / 1000).toFixed(2)} s`,
      `${(((lhr.audits["first-contentful-paint"]?.numericValue ?? 0) - fcpNoFonts) / 1000).toFixed(2)} s`,
      `${((lhr.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2)} s`,
      (lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      `${(bytes("script") / 1024).toFixed(0)} KB`,
      `${(bytes("image") / 1024).toFixed(0)} KB`,
    ]);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failing.length && process.env.BENCH_VERBOSE)
      for (const id of failing) {
        const items = (lhr.audits[id]?.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
        console.error(`${p}: ${id} ${items.map((i) => i.node?.snippet ?? "").join(" ")}`);
      }
  }
} finally {
  rmSync(staticFile, { force: true });
  await chrome.kill();
  await site.stop();
}

const head = ["page", "Perf", "A11y", "Best pr.", "SEO", "FCP", "FCP, no web fonts", "FCP − no fonts", "LCP", "CLS", "JS", "images"];
const version = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
console.log(`\nLighthouse ${version}, mobile profile (simulated slow 4G, 4× CPU slowdown), ${chromePath}\n`);
console.log(`| ${head.join(" | ")} |\n|${head.map(() => " --- ").join("|")}|`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
const n = rows.length;
console.log(
  `| **average** | ${(totals.perf / n).toFixed(0)} | ${(totals.a11y / n).toFixed(0)} | ${(totals.bp / n).toFixed(0)} | ${(totals.seo / n).toFixed(0)} | | | | | | | |`,
);
// Lighthouse and the site leave handles open (timers, sockets); the table is printed, so end here.
process.exit(0);
