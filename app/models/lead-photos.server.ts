import { randomUUID } from "node:crypto";
import type { Db, LeadPhotosTable } from "~/db/schema";
import { nowIso } from "~/db/client.server";

export type LeadPhoto = LeadPhotosTable;

/** Photos visitors attached to quote requests. The files live under leads/ in storage and are never public. */
export async function createLeadPhoto(db: Db, input: Omit<LeadPhoto, "id" | "created_at">) {
  const row: LeadPhoto = { ...input, id: randomUUID(), created_at: nowIso() };
  await db.insertInto("lead_photos").values(row).execute();
  return row;
}

/** The photos of these messages, in the order they were sent. */
export async function listLeadPhotos(db: Db, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  const out: LeadPhoto[] = [];
  // In chunks, so a long list never makes one huge IN (…).
  for (let i = 0; i < messageIds.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom("lead_photos")
        .selectAll()
        .where("message_id", "in", messageIds.slice(i, i + 500))
        .orderBy("message_id")
        .orderBy("sort_order")
        .execute()),
    );
  }
  return out;
}

export async function getLeadPhoto(db: Db, id: string) {
  return (await db.selectFrom("lead_photos").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}
