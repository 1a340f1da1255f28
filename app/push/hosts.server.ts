import type { Db } from "~/db/schema";

/** The push services staff devices use (their hosts, sorted), for the privacy notice (decision 0054). */
export async function pushServiceHosts(db: Db) {
  // The privacy notice reads this table, so a device turned on or off empties that page from the cache (decision 0054).
  const rows = await db.selectFrom("push_subscriptions").select("endpoint").execute();
  const hosts = new Set<string>();
  for (const r of rows) {
    try {
      hosts.add(new URL(r.endpoint).host);
    } catch {
      /* a stored endpoint is always a URL; nothing to name otherwise */
    }
  }
  return [...hosts].sort();
}
