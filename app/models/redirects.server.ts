import { isSitePath } from "~/content/paths";
import type { Db } from "~/db/schema";
import { nowIso, inTransaction } from "~/db/client.server";

export interface Redirect {
  from_path: string;
  to_path: string;
  actor: string;
  created_at: string;
}

/**
 * `from` now answers 301 to `to`. Chains collapse: every redirect that pointed at `from` points
 * at `to` now, and a redirect away from `to` (the page lives there again) is removed, so no
 * visitor follows two hops and none loops.
 */
export async function addRedirect(db: Db, from: string, to: string, actor: string) {
  // Only ever from one of our paths to another (decision 0020).
  if (!isSitePath(from) || !isSitePath(to)) return;
  if (from === to) return;
  const now = nowIso();
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom("redirects").where("from_path", "=", to).execute();
    await tx.updateTable("redirects").set({ to_path: to }).where("to_path", "=", from).execute();
    await tx.deleteFrom("redirects").where("from_path", "=", from).execute();
    await tx.insertInto("redirects").values({ from_path: from, to_path: to, actor, created_at: now }).execute();
    // A redirect that now points at itself (A→B, then B→A) goes: A is a page again.
    await tx.deleteFrom("redirects").whereRef("from_path", "=", "to_path").execute();
  });
}

/** Where an old path goes now, or null. */
export async function findRedirect(db: Db, from: string) {
  const row = await db.selectFrom("redirects").select("to_path").where("from_path", "=", from).executeTakeFirst();
  // A row that would send a visitor off the site (written before the rule) is never followed.
  return row && isSitePath(row.to_path) ? row.to_path : null;
}

export async function listRedirects(db: Db): Promise<Redirect[]> {
  return db.selectFrom("redirects").selectAll().orderBy("from_path", "asc").execute();
}

/** Removes one redirect; false when there was none. */
export async function removeRedirect(db: Db, from: string) {
  const result = await db.deleteFrom("redirects").where("from_path", "=", from).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A page lives at this path again: a redirect away from it would hide it. */
export async function clearRedirectFrom(db: Db, path: string) {
  await db.deleteFrom("redirects").where("from_path", "=", path).execute();
}

/** Redirects whose source or target is not a path of this site (rows from before decision 0020). */
export async function unsafeRedirects(db: Db) {
  return (await listRedirects(db)).filter((r) => !isSitePath(r.from_path) || !isSitePath(r.to_path));
}
