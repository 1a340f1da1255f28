import { data } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { pageHeadings, readPage } from "~/admin/page-headings.server";
import { isPrivatePath } from "~/platform/policy";
import type { Route } from "./+types/api.admin.sync-headings";

const noStore = { "Cache-Control": "no-store" };

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
  return data(pageHeadings(html), { headers: noStore });
}
