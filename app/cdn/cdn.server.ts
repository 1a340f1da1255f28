import { randomUUID } from "node:crypto";
import type { Db } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import type { Config } from "~/platform/config.server";
import { clockNow } from "~/platform/clock";
import { noteFailure, noteSuccess } from "~/services/background-failures.server";

/**
 * A CDN in front of the site (decision 0034), off unless CDN_PROVIDER is set. Every cacheable page
 * names what it was built from in the header the provider reads (Cloudflare `Cache-Tag`, Fastly
 * `Surrogate-Key`, Bunny `CDN-Tag`), derived from the rows its render read; every change the server
 * records queues one purge of the tags it meets, kept in the database, sent once across instances
 * and retried with growing waits when the provider fails.
 */
export type CdnProvider = "cloudflare" | "fastly" | "bunny";

/** CDN_PROVIDER, CDN_ZONE, CDN_TOKEN and CDN_API_URL, read with the rest of the configuration. */
export type CdnConfig = NonNullable<Config["cdn"]>;

/** The header each provider reads its tags from, and how they are joined. */
export const TAG_HEADER: Record<CdnProvider, { name: string; join: string }> = {
  cloudflare: { name: "Cache-Tag", join: "," },
  fastly: { name: "Surrogate-Key", join: " " },
  bunny: { name: "CDN-Tag", join: "," },
};

/** A tag as every provider accepts it: letters, digits, `-`, `_`, `.`, at most 64 characters. */
function clean(tag: string) {
  return tag.replace(/[^A-Za-z0-9_.-]+/g, "-").slice(0, 64);
}

/**
 * A list read (`table@/blog/*`) is tagged by its prefix when the prefix ends at a word's edge (`/`
 * or `-`), so a write purges only the lists its path falls in (decision 0055: the menu's list of
 * services rides on every page, and a heading on /about must not purge the articles). A list of
 * any other prefix keeps the coarse `{table}.lists` tag, which every write of the table meets.
 */
const EDGE = /[/-]$/;
const listTag = (table: string, prefix: string) => clean(`${table}.list${prefix}`);

/**
 * A page's tags from what its render read (decision 0021's read tags): each row's own tag, a list's
 * prefix tag for a read of several paths, `{table}.any` for any read of the table, and `all`.
 */
export function pageTags(reads: Iterable<string>): string[] {
  const out = new Set(["all"]);
  const list = [...reads];
  // A page that read very many rows is tagged by its tables only (a header stays small).
  if (list.length > 60) {
    for (const read of list) out.add(read === "*" ? "raw" : clean(`${read.split("@")[0]}.any`));
    return [...out].sort();
  }
  for (const read of list) {
    if (read === "*") {
      out.add("raw");
      continue;
    }
    const [table, path] = read.split("@") as [string, string?];
    out.add(clean(`${table}.any`));
    if (path === undefined) out.add(clean(table));
    else if (path.endsWith("*")) out.add(EDGE.test(path.slice(0, -1)) ? listTag(table, path.slice(0, -1)) : clean(`${table}.lists`));
    else out.add(clean(`${table}@${path}`));
  }
  return [...out].sort();
}

/** The tags a write meets: the same rules as the page cache's, in the CDN's terms. */
export function purgeTags(writes: string[]): string[] {
  const out = new Set<string>();
  for (const write of writes) {
    if (write === "*") return ["all"];
    const [table, path] = write.split("@") as [string, string?];
    if (path === undefined || path.endsWith("*")) out.add(clean(`${table}.any`));
    else {
      out.add(clean(`${table}@${path}`));
      out.add(clean(`${table}.lists`));
      out.add(clean(table));
      // Every list whose prefix this path starts with: one tag per word's edge in the path.
      for (let i = 0; i < path.length; i++) if (path[i] === "/" || path[i] === "-") out.add(listTag(table, path.slice(0, i + 1)));
    }
  }
  if (out.size) out.add("raw");
  return [...out].sort();
}

/** Queues one purge of these tags (nothing when the CDN is off or nothing is met). */
export async function queuePurge(db: Db, cdn: CdnConfig | null, writes: string[]) {
  if (!cdn) return;
  const tags = purgeTags(writes);
  if (!tags.length) return;
  await db
    .insertInto("cdn_purges")
    .values({
      id: randomUUID(),
      tags: JSON.stringify(tags),
      attempts: 0,
      next_at: nowIso(),
      claimed_until: null,
      done_at: null,
      last_error: null,
      created_at: nowIso(),
    })
    .execute();
}

/** Waits between tries: 5 s, 30 s, 2 min, 10 min, then every 30 min; given up after 8 tries. */
const WAITS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];
const MAX_ATTEMPTS = 8;

/**
 * Sends the purges that are due, each claimed first by a conditional update (so two instances never
 * send the same one). Returns how many were sent.
 */
export async function sendDuePurges(db: Db, cdn: CdnConfig, now = clockNow()): Promise<number> {
  const due = await db
    .selectFrom("cdn_purges")
    .selectAll()
    .where("done_at", "is", null)
    .where("next_at", "<=", new Date(now).toISOString())
    .where("attempts", "<", MAX_ATTEMPTS)
    .orderBy("created_at")
    .limit(20)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claim = await db
      .updateTable("cdn_purges")
      .set({ claimed_until: new Date(now + 60_000).toISOString() })
      .where("id", "=", row.id)
      .where("done_at", "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", new Date(now).toISOString())]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const tags = JSON.parse(row.tags) as string[];
    const error = await purge(cdn, tags).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    const attempts = row.attempts + 1;
    await db
      .updateTable("cdn_purges")
      .set(
        error
          ? {
              attempts,
              last_error: error.slice(0, 500),
              claimed_until: null,
              next_at: new Date(now + WAITS_MS[Math.min(attempts - 1, WAITS_MS.length - 1)]!).toISOString(),
            }
          : { attempts, done_at: new Date(now).toISOString(), claimed_until: null, last_error: null },
      )
      .where("id", "=", row.id)
      .execute();
    // A purge that keeps failing is shown on the dashboard; the next one sent clears it (decision 0055).
    await (error ? noteFailure(db, "cdn-purge", error) : noteSuccess(db, "cdn-purge"));
    if (!error) sent++;
  }
  // Done purges are forgotten after a week.
  await db
    .deleteFrom("cdn_purges")
    .where("done_at", "<", new Date(now - 7 * 86_400_000).toISOString())
    .execute();
  return sent;
}

/** One purge through the provider's API; throws with the provider's answer when it refuses. */
async function purge(cdn: CdnConfig, tags: string[]) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  if (cdn.provider === "cloudflare") {
    // Cloudflare takes at most 30 tags a call.
    for (let i = 0; i < tags.length; i += 30)
      requests.push({
        url: `${cdn.apiUrl}/client/v4/zones/${encodeURIComponent(cdn.zone)}/purge_cache`,
        init: {
          method: "POST",
          headers: { Authorization: `Bearer ${cdn.token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ tags: tags.slice(i, i + 30) }),
        },
      });
  } else if (cdn.provider === "fastly") {
    requests.push({
      url: `${cdn.apiUrl}/service/${encodeURIComponent(cdn.zone)}/purge`,
      init: { method: "POST", headers: { "Fastly-Key": cdn.token, "Content-Type": "application/json" }, body: JSON.stringify({ surrogate_keys: tags }) },
    });
  } else {
    // Bunny purges one tag a call.
    for (const tag of tags)
      requests.push({
        url: `${cdn.apiUrl}/pullzone/${encodeURIComponent(cdn.zone)}/purgeCache`,
        init: { method: "POST", headers: { AccessKey: cdn.token, "Content-Type": "application/json" }, body: JSON.stringify({ CacheTag: tag }) },
      });
  }
  for (const r of requests) {
    const res = await fetch(r.url, { ...r.init, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${cdn.provider} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    await res.arrayBuffer();
  }
}

/** How long the edge may keep a page (browsers revalidate every time): a day, or to the next scheduled change. */
export function edgeCacheControl(secondsToNextChange: number | null) {
  const s = secondsToNextChange === null ? 86_400 : Math.max(0, Math.min(86_400, Math.floor(secondsToNextChange)));
  return `max-age=${s}`;
}
