/**
 * The one writer of redirects (decisions 0020, 0047): only from an address that is not a page of
 * the site to one that is, whichever screen asks (Visits' "not found" list, a page's new address).
 */
import { isSitePath } from "~/content/paths";
import type { Db } from "~/db/schema";
import { addRedirect, removeRedirect } from "~/models/redirects.server";
import { listSitePages } from "./site-pages.server";

/** Sends visitors of an address that is not a page (`from`) to one of the site's pages (`to`). */
export async function redirectToPage(db: Db, from: string, to: string, actor: string): Promise<{ error: string } | { ok: true }> {
  const pages = await listSitePages(db);
  if (!isSitePath(from) || pages.some((p) => p.path === from)) return { error: "That address is a page of the site, or not an address of this site." };
  if (!pages.some((p) => p.path === to)) return { error: "Choose one of the site's pages to send visitors to." };
  await addRedirect(db, from, to, actor);
  return { ok: true };
}

/** Stops redirecting `from`; false when there was no such redirect. */
export const stopRedirect = (db: Db, from: string) => removeRedirect(db, from);
