import type { AppLoadContext } from "react-router";
import { TITLE_LIMIT } from "~/content/seo-meta";
import { readCounter } from "~/models/change-counter.server";
import { clockNow } from "~/platform/clock";

/**
 * The launch checklist's page check: every page the site lists, rendered once and read for its
 * title, description and links, within a page count and a time budget (decision 0047).
 */
const CRAWL_MAX_PAGES = 80;
const CRAWL_BUDGET_MS = 8_000;

interface Crawl {
  at: number;
  counter: number;
  pages: number;
  seo: string[];
  brokenLinks: string[];
  complete: boolean;
}
// Per server (its services): kept while the page-change counter, shared by every instance, has not moved.
const crawls = new WeakMap<object, { last: Crawl | null; running: Promise<Crawl> | null }>();

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Renders every page in the sitemap: titles, descriptions, and links to this site that answer 404. */
async function crawl(context: AppLoadContext, counter: number): Promise<Crawl> {
  const deadline = clockNow() + CRAWL_BUDGET_MS;
  const sitemap = await (await context.renderPage("/sitemap.xml")).text();
  const origin = context.services.config.siteUrl;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!).slice(origin.length) || "/").slice(0, CRAWL_MAX_PAGES);
  const known = new Set(paths);
  const status = new Map<string, number>(paths.map((p) => [p, 200]));
  const seo: string[] = [];
  const linksFrom = new Map<string, string>();
  let complete = true;
  for (const path of paths) {
    if (clockNow() > deadline) {
      complete = false;
      break;
    }
    const html = (await (await context.renderPage(path, AbortSignal.timeout(3_000))).text()).slice(0, 2_000_000);
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "").trim();
    if (!description) seo.push(`${path}: no description`);
    else if (title.length > TITLE_LIMIT) seo.push(`${path}: title of ${title.length} characters`);
    for (const m of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)) {
      const target = decode(m[1]!).split("?")[0]!;
      if (!target || target.startsWith("//") || /^\/(admin|auth|api|img|files|assets)(\/|$)/.test(target) || /\.[a-z0-9]+$/i.test(target)) continue;
      if (!known.has(target) && !linksFrom.has(target)) linksFrom.set(target, path);
    }
  }
  const brokenLinks: string[] = [];
  for (const [target, from] of [...linksFrom].slice(0, 200)) {
    if (clockNow() > deadline) {
      complete = false;
      break;
    }
    let code = status.get(target);
    if (code === undefined) {
      code = (await context.renderPage(target, AbortSignal.timeout(3_000))).status;
      status.set(target, code);
    }
    if (code === 404 || code === 410) brokenLinks.push(`${target} (linked from ${from})`);
  }
  return { at: clockNow(), counter, pages: paths.length, seo, brokenLinks, complete };
}

/**
 * The last crawl while no page changed (the change counter every instance moves) and it is under
 * 10 minutes old. An older one is shown while a new one runs in the background, so a dashboard
 * load never waits for it again after the first.
 */
export async function pagesChecked(context: AppLoadContext): Promise<Crawl> {
  const counter = await readCounter(context.services.db).catch(() => -1);
  let state = crawls.get(context.services);
  if (!state) crawls.set(context.services, (state = { last: null, running: null }));
  const { last } = state;
  if (last && last.counter === counter && counter !== -1 && clockNow() - last.at < 10 * 60_000) return last;
  const s = state;
  s.running ??= crawl(context, counter)
    .then((done) => (s.last = done))
    .finally(() => {
      s.running = null;
    });
  if (last) {
    s.running.catch((error) => context.services.logger.warn({ err: error }, "could not check the site's pages"));
    return last;
  }
  return s.running;
}

/**
 * The checks the trust kit adds (decision 0033): the privacy notice read and saved once by a
 * person, a way to report a barrier, the retention times confirmed. (The registration number and
 * the backup are checked above.)
 */
