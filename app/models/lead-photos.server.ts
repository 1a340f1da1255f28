import { randomUUID } from "node:crypto";
import type { Db, LeadPhotosTable } from "~/db/schema";
import { inChunks, nowIso } from "~/db/client.server";

export type LeadPhoto = LeadPhotosTable;

/** Photos visitors attached to quote requests. The files live under leads/ in storage and are never public. */
export async function createLeadPhoto(db: Db, input: Omit<LeadPhoto, "id" | "created_at">) {
  const row: LeadPhoto = { ...input, id: randomUUID(), created_at: nowIso() };
  await db.insertInto("lead_photos").values(row).execute();
  return row;
}

/** The photos of these messages, in the order they were sent. */
export function listLeadPhotos(db: Db, messageIds: string[]): Promise<LeadPhoto[]> {
  return inChunks(messageIds, (ids) =>
    db.selectFrom("lead_photos").selectAll().where("message_id", "in", ids).orderBy("message_id").orderBy("sort_order").execute(),
  );
}

export async function getLeadPhoto(db: Db, id: string) {
  return (await db.selectFrom("lead_photos").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}
