import { data } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { toStored } from "~/content/block-values";
import { pageTemplate } from "~/content/paths";
import { englishPath, localeOf, spanishPath } from "~/content/locale";
import { formValues } from "~/forms/validate";
import { readBlocks } from "~/services/page-form.server";
import type { Route } from "./+types/admin.page-preview";

const noStore = { "Cache-Control": "no-store" };

/**
 * POST the page editor's form: the page rendered as visitors would see it with the unsaved typing
 * applied (staff only, never cached, nothing saved). The editor shows it in its preview frame.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireApiUser(request, context);
  const path = new URL(request.url).searchParams.get("path") ?? "";
  // An English page, or a Spanish twin of one ("/es/service-adu", drawn in Spanish).
  if (!pageTemplate(englishPath(path)) || (localeOf(path) === "es" && spanishPath(englishPath(path)) !== path))
    return data({ error: "Choose one of the site's pages." }, { status: 400, headers: noStore });
  const values = formValues(await request.formData());
  const typed = readBlocks(path, values);
  const stored = Object.fromEntries(typed.map(({ def, value }) => [def.id, toStored(def, value)]));
  const res = await context.renderPage(path, AbortSignal.timeout(5000), { previewBlocks: { path, values: stored }, previewId: "drafts" });
  const headers = new Headers(res.headers);
  headers.set("Cache-Control", "private, no-store");
  if (!headers.get("Content-Type")?.startsWith("text/html")) return new Response(res.body, { status: res.status, headers });
  headers.delete("Content-Length");
  return new Response(namePreviewLandmarks(await res.text()), { status: res.status, headers });
}

/**
 * The preview frame sits inside the editor's own page: its header, main part and notifications
 * are named as the preview's, so a screen reader's list of landmarks tells the two apart
 * (axe's landmark-unique, decision 0039). Only the first of each, as the page renders one.
 */
function namePreviewLandmarks(html: string) {
  return html
    .replace(/<header(?![^>]*aria-label)/, '<header aria-label="Preview: the page’s header"')
    .replace(/<main(?![^>]*aria-label)/, '<main aria-label="Preview: the page’s main part"')
    .replace('<nav aria-label="Breadcrumb"', '<nav aria-label="Preview: the page’s breadcrumb"')
    .replace('aria-label="Notifications alt+T"', 'aria-label="Preview: notifications"');
}
