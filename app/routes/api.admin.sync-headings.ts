import { data } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { htmlToText } from "~/content/text";
import { isPrivatePath } from "~/platform/policy";
import type { Route } from "./+types/api.admin.sync-headings";

/** Reads the H1, H2 and H3 headings of a public page as the server renders it for visitors. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context);
  const url = new URL(request.url);
  const path = url.searchParams.get("path") ?? "";
  if (!/^\/[a-z0-9\-/]*$/.test(path) || isPrivatePath(path)) {
    return data({ error: "Choose a public page path." }, { status: 400 });
  }
  // Ask our own server as an anonymous visitor would (no cookies), on the address it answered on.
  const res = await fetch(new URL(path, url.origin), { headers: { Accept: "text/html" }, redirect: "manual" }).catch(() => null);
  if (!res || res.status !== 200) return data({ error: "Failed to sync with page" }, { status: 502 });
  const html = await res.text();
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const all = (level: number) =>
    [...main.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => htmlToText(m[1]!)).filter(Boolean);
  return data({ h1: all(1)[0] ?? "", h2s: all(2), h3s: all(3) }, { headers: { "Cache-Control": "no-store" } });
}
