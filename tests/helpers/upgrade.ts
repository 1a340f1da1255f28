import type { Kysely } from "kysely";
import { databaseAt } from "./db";
import { suiteServer } from "./http";
import { startServer, type TestServer } from "./server";

/**
 * An upgrade test's server: a database migrated only to `migration` (an earlier main's schema),
 * filled by `fill` as that version would have left it, then opened by this version (which migrates).
 */
export async function upgradedServer(migration: string, fill: (db: Kysely<any>) => Promise<void>): Promise<TestServer> {
  const { databaseUrl, dataDir, old } = await databaseAt(migration);
  await fill(old.db);
  await old.close();
  return startServer({ databaseUrl, dataDir });
}

/**
 * An upgrade suite's server (see upgradedServer), started before its tests and stopped after them:
 * `const t = upgradedSuite(PREVIOUS_MAIN, fill);` then `t.s` inside the tests.
 */
export const upgradedSuite = (migration: string, fill: (db: Kysely<any>) => Promise<void>) => suiteServer(() => upgradedServer(migration, fill));

/**
 * A lead as the schema of migration 011 and later holds it: the columns every lead has; the others
 * (phone, note, the quote fields, and what later migrations add) are left empty (NULL) unless given.
 */
export function oldLead(over: Record<string, unknown> & { id: string }) {
  return {
    full_name: `Lead ${over.id}`,
    email: `${over.id}@example.com`,
    project_type: "Garage",
    preferred_contact: "Email",
    message: "Stored before the upgrade.",
    ip: "198.51.100.3",
    email_status: "skipped",
    email_attempts: 0,
    created_at: "2026-11-20T17:00:00.000Z",
    lead_status: "new",
    ...over,
  };
}

/** A content item as the schema of migration 008 and later holds it (draft columns come with 010). */
export function oldItem(over: Record<string, unknown>) {
  return {
    id: crypto.randomUUID(),
    title: null,
    content: null,
    type: "page",
    is_published: 1,
    created_at: "2026-11-23T18:00:00.000Z",
    updated_at: "2026-11-23T18:00:00.000Z",
    publish_at: null,
    unpublish_at: null,
    deleted_at: null,
    category: null,
    excerpt: null,
    image_id: null,
    cta_label: null,
    ...over,
  };
}
