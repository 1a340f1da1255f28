import { randomUUID } from "node:crypto";
import type { Db, JobPagesTable } from "~/db/schema";
import { nowIso } from "~/db/client.server";

export type JobPage = JobPagesTable;
export type JobFields = Pick<JobPage, "name" | "town" | "status_line" | "next_step" | "next_step_date">;

export async function insertJobPage(db: Db, input: JobFields & Pick<JobPage, "lead_id" | "token_hash" | "client_name" | "client_email" | "created_by">) {
  const now = nowIso();
  const row: JobPage = {
    ...input,
    id: randomUUID(),
    notify_updates: 0,
    consent_at: null,
    consent_text: null,
    handover_at: null,
    expires_at: null,
    revoked_at: null,
    project_id: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("job_pages").values(row).execute();
  return row;
}

export async function getJobPage(db: Db, id: string) {
  return (await db.selectFrom("job_pages").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function getJobPageByTokenHash(db: Db, hash: string) {
  return (await db.selectFrom("job_pages").selectAll().where("token_hash", "=", hash).executeTakeFirst()) ?? null;
}

/** Every job page, newest first. */
export async function listJobPages(db: Db, limit = 200) {
  return db.selectFrom("job_pages").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}

/** The job pages made from these leads. */
export async function jobPagesOfLeads(db: Db, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db.selectFrom("job_pages").selectAll().where("lead_id", "in", leadIds).execute();
}

export async function setJobPage(db: Db, id: string, change: Partial<Omit<JobPage, "id" | "created_at">>) {
  const r = await db
    .updateTable("job_pages")
    .set({ ...change, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Job pages whose link stopped working before `iso` (expired), kept no longer. */
export async function expiredJobPageIds(db: Db, iso: string) {
  return (await db.selectFrom("job_pages").select("id").where("expires_at", "is not", null).where("expires_at", "<", iso).execute()).map((r) => r.id);
}
