import type { AppLoadContext } from "react-router";
import { htmlToText } from "~/content/text";
import { readCounter } from "~/models/change-counter.server";

/** How long a page may take to render, and how much of it is read. */
export const SYNC_LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024 };

/** A public page as the server renders it for visitors (in-process, never fetched from a host a request names), or null. */
export async function readPage(render: AppLoadContext["renderPage"], path: string): Promise<string | null> {
  const signal = AbortSignal.timeout(SYNC_LIMITS.timeoutMs);
  try {
    const res = await render(path, signal);
    if (res.status !== 200 || !res.body) return null;
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > SYNC_LIMITS.maxBytes || signal.aborted) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString("utf8");
  } catch {
    return null;
  }
}

/** The H1, H2 and H3 headings of a page's main content, in order. */
export function pageHeadings(html: string) {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const all = (level: number) =>
    [...main.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => htmlToText(m[1]!)).filter(Boolean);
  return { h1: all(1)[0] ?? "", h2s: all(2), h3s: all(3) };
}

type Count = { h2: number; h3: number };

/** Renders these pages, a few at a time, and counts their H2 and H3 (null: the page did not render). */
async function countPages(context: AppLoadContext, paths: string[], atOnce = 4) {
  const counts: Record<string, Count | null> = {};
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const html = await readPage(context.renderPage, path);
      const h = html === null ? null : pageHeadings(html);
      counts[path] = h ? { h2: h.h2s.length, h3: h.h3s.length } : null;
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, worker));
  return counts;
}

// Per server (its services): the counts, and the page-change counter (shared by every instance) they were read at.
const memo = new WeakMap<object, { counter: number; counts: Record<string, Count | null>; refreshing: Promise<void> | null }>();

/**
 * How many H2 and H3 headings each page's rendered content has (decision 0038), for the SEO tab's
 * list. Kept while no page changed (as the launch checklist's crawl is): a page not counted yet is
 * rendered now; after a change the last counts show while they are read again in the background,
 * so the tab waits for the renders only on its first visit.
 */
export async function headingCounts(context: AppLoadContext, paths: string[]) {
  const counter = await readCounter(context.services.db).catch(() => -1);
  let m = memo.get(context.services);
  if (!m) memo.set(context.services, (m = { counter, counts: {}, refreshing: null }));
  const state = m;
  const missing = paths.filter((p) => !(p in state.counts));
  Object.assign(state.counts, await countPages(context, missing));
  if (state.counter !== counter && !state.refreshing) {
    const known = paths.filter((p) => !missing.includes(p));
    state.refreshing = countPages(context, known)
      .then((fresh) => {
        Object.assign(state.counts, fresh);
        state.counter = counter;
      })
      .catch((error: unknown) => context.services.logger.warn({ err: error }, "could not count the pages' headings"))
      .finally(() => {
        state.refreshing = null;
      });
  }
  return Object.fromEntries(paths.map((p) => [p, state.counts[p] ?? null]));
}
