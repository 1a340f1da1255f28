import { data } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { htmlToText } from "~/content/text";
import { isPrivatePath } from "~/platform/policy";
import type { Route } from "./+types/api.admin.sync-headings";

const noStore = { "Cache-Control": "no-store" };
/** How long a page may take to render, and how much of it is read. */
export const SYNC_LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024 };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context);
  return data({ error: "Use POST with {path}." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
}

/**
 * Reads the H1, H2 and H3 headings of a public page as the server renders it for visitors.
 * POST {path}. The page is rendered in-process (never fetched from a host the request names),
 * with a timeout and a size cap.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireApiUser(request, context);
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: noStore });
  const body = (await request.json().catch(() => null)) as { path?: unknown } | null;
  const path = typeof body?.path === "string" ? body.path : "";
  if (!/^\/[a-z0-9\-/]*$/.test(path) || path.startsWith("//") || isPrivatePath(path)) {
    return data({ error: "Choose a public page path." }, { status: 400, headers: noStore });
  }
  const html = await readPage(context.renderPage, path);
  if (html === null) return data({ error: "Failed to sync with page" }, { status: 502, headers: noStore });
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const all = (level: number) =>
    [...main.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => htmlToText(m[1]!)).filter(Boolean);
  return data({ h1: all(1)[0] ?? "", h2s: all(2), h3s: all(3) }, { headers: noStore });
}

async function readPage(render: (path: string, signal?: AbortSignal) => Promise<Response>, path: string): Promise<string | null> {
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
