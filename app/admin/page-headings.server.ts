import type { AppLoadContext } from "react-router";
import { htmlToText } from "~/content/text";

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

/**
 * How many H2 and H3 headings each page's rendered content has (decision 0038), for the SEO tab's
 * list: pages rendered in-process, a few at a time. A page that fails to render has no count.
 */
export async function headingCounts(context: AppLoadContext, paths: string[], atOnce = 4) {
  const counts: Record<string, { h2: number; h3: number }> = {};
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const html = await readPage(context.renderPage, path);
      if (html === null) continue;
      const h = pageHeadings(html);
      counts[path] = { h2: h.h2s.length, h3: h.h3s.length };
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, worker));
  return counts;
}
