/**
 * The one versioned save (decision 0047): every kind of record with a History (settings, the
 * brand, SEO) is saved through here, in one transaction with its version. The state before the
 * first save is kept as a baseline; a save that changed nothing adds no row (decision 0035). A
 * write that fails leaves no version behind, and the action runner then logs no Activity.
 */
import { inTransaction } from "~/db/client.server";
import type { Db } from "~/db/schema";
import { ensureBaseline, recordVersion, type VersionEntity } from "~/models/versions.server";

export interface VersionedSave<T> {
  entity: VersionEntity;
  id: string;
  /** The record as it is before this save, and when it was last saved (for the baseline). */
  before: T;
  savedAt: string;
  actor: string;
  note: string;
}

/** Inside the caller's transaction: baseline, `write`, then the version of what `write` answers. */
export async function versionedSaveInside<T extends object>(tx: Db, v: VersionedSave<T>, write: (tx: Db) => Promise<T>): Promise<T> {
  await ensureBaseline(tx, v.entity, v.id, v.before, v.savedAt);
  const after = await write(tx);
  if (JSON.stringify(after) !== JSON.stringify(v.before))
    await recordVersion(tx, { entity: v.entity, entity_id: v.id, data: after, actor: v.actor, note: v.note });
  return after;
}

/** The same, in a transaction of its own. */
export function versionedSave<T extends object>(db: Db, v: VersionedSave<T>, write: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, (tx) => versionedSaveInside(tx, v, write));
}
