import { randomUUID } from "node:crypto";
import { hashLinkToken, newLinkToken, spendLink } from "~/auth/link-token.server";
import type { Db, ReviewRequestsTable } from "~/db/schema";
import { inChunks, nowIso } from "~/db/client.server";
import { getReview } from "~/models/reviews.server";
import { REVIEW_LINK_MS, REVIEW_REQUEST_KEEP_MS } from "./policy";
import { clockNow } from "~/platform/clock";

/**
 * Review requests (docs/decisions/0032-review-requests-and-sms.md). A link carries 256 random
 * bits; only their SHA-256 is stored (as with staff invitations, app/models/staff-tokens.server.ts),
 * so a copy of the database cannot be turned into working links.
 */
export type ReviewRequest = ReviewRequestsTable;

/** The source shown for a review written through a request. */
export const REQUESTED_SOURCE = "our review form";

export interface NewRequest {
  clientName: string;
  email: string | null;
  leadId?: string | null;
  projectId?: string | null;
  serviceKey?: string | null;
  town?: string | null;
  createdBy: string;
}

/** Who a request is for: one open request each (re-asking replaces it). */
export const recipientOf = (r: Pick<NewRequest, "email" | "projectId" | "leadId">) =>
  r.email ? r.email.toLowerCase() : r.projectId ? `project:${r.projectId}` : `lead:${r.leadId ?? ""}`;

/** Makes a request and returns the raw token (shown once, e-mailed once, never stored). */
export async function createReviewRequest(db: Db, input: NewRequest, now = clockNow()) {
  const { raw, hash: tokenHash } = newLinkToken();
  const recipient = recipientOf(input);
  await db.transaction().execute(async (tx) => {
    // One open request per recipient: a new one replaces any unused one.
    await tx.deleteFrom("review_requests").where("recipient", "=", recipient).where("used_at", "is", null).execute();
    // Forget links that stopped working a while ago (decision 0032: kept 30 days, then deleted).
    const stale = new Date(now - REVIEW_REQUEST_KEEP_MS).toISOString();
    await tx
      .deleteFrom("review_requests")
      .where((eb) => eb.or([eb("expires_at", "<", stale), eb("used_at", "<", stale)]))
      .execute();
    await tx
      .insertInto("review_requests")
      .values({
        id: randomUUID(),
        token_hash: tokenHash,
        recipient,
        email: input.email,
        client_name: input.clientName,
        lead_id: input.leadId ?? null,
        project_id: input.projectId ?? null,
        service_key: input.serviceKey ?? null,
        town: input.town ?? null,
        created_by: input.createdBy,
        expires_at: new Date(now + REVIEW_LINK_MS).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  });
  return raw;
}

export type RequestState = { state: "open"; request: ReviewRequest } | { state: "used" | "expired"; request: ReviewRequest } | { state: "unknown" };

/** What a link is now: open, used, expired, or not one of ours. */
export async function findReviewRequest(db: Db, raw: string, now = clockNow()): Promise<RequestState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return { state: "unknown" };
  const request = await db.selectFrom("review_requests").selectAll().where("token_hash", "=", hashLinkToken(raw)).executeTakeFirst();
  if (!request) return { state: "unknown" };
  if (request.used_at) return { state: "used", request };
  if (Date.parse(request.expires_at) <= now) return { state: "expired", request };
  return { state: "open", request };
}

export interface SubmittedReview {
  name: string;
  town: string | null;
  words: string;
  rating: number | null;
}

/**
 * Uses the link and stores the review, waiting for approval, in one transaction: the link works
 * for exactly one caller (a conditional UPDATE), and a review is never stored without its link used.
 */
export async function submitReview(db: Db, request: ReviewRequest, review: SubmittedReview) {
  return db.transaction().execute(async (tx) => {
    const at = nowIso();
    if (!(await spendLink(tx, "review_requests", request.id, at))) return null;
    const id = randomUUID();
    await tx
      .insertInto("reviews")
      .values({
        id,
        client_name: review.name,
        town: review.town,
        project_id: request.project_id,
        service_key: request.service_key,
        review_date: at.slice(0, 10),
        words: review.words,
        source: REQUESTED_SOURCE,
        source_url: null,
        is_published: 0,
        created_at: at,
        updated_at: at,
        request_id: request.id,
        rating: review.rating,
        consent_at: at,
        approved_at: null,
      })
      .execute();
    return id;
  });
}

/** Reviews clients sent through a request that wait for the owner, oldest first. */
export async function listWaitingReviews(db: Db) {
  return db
    .selectFrom("reviews")
    .selectAll()
    .where("request_id", "is not", null)
    .where("approved_at", "is", null)
    .where("is_published", "=", 0)
    .orderBy("created_at", "asc")
    .execute();
}

/** Approves a waiting review: it shows on the site at once. Null when it is not waiting. */
export async function approveReview(db: Db, id: string) {
  const at = nowIso();
  const r = await db
    .updateTable("reviews")
    .set({ approved_at: at, is_published: 1, updated_at: at })
    .where("id", "=", id)
    .where("request_id", "is not", null)
    .where("approved_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? getReview(db, id) : null;
}

/**
 * Declines a waiting review: its words are deleted at once (they may hold someone's private
 * details); the Activity log keeps who declined it, the client's name and the reason.
 */
export async function declineReview(db: Db, id: string) {
  const review = await db
    .selectFrom("reviews")
    .select(["id", "client_name"])
    .where("id", "=", id)
    .where("request_id", "is not", null)
    .where("approved_at", "is", null)
    .executeTakeFirst();
  if (!review) return null;
  const r = await db.deleteFrom("reviews").where("id", "=", id).where("approved_at", "is", null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1 ? review : null;
}

/** The newest request of each lead or project: when it was asked, until when it works, whether it was used. */
export async function latestRequests(db: Db, key: { leadIds: string[] } | { projectIds: string[] }) {
  const ids = "leadIds" in key ? key.leadIds : key.projectIds;
  const column = "leadIds" in key ? "lead_id" : "project_id";
  const out: Record<string, RequestSummary> = {};
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom("review_requests")
      .select(["lead_id", "project_id", "created_at", "expires_at", "used_at"])
      .where(column, "in", chunk)
      .orderBy("created_at", "asc")
      .execute(),
  );
  for (const r of rows) {
    const id = (column === "lead_id" ? r.lead_id : r.project_id)!;
    out[id] = { askedAt: r.created_at, expiresAt: r.expires_at, usedAt: r.used_at };
  }
  return out;
}

export interface RequestSummary {
  askedAt: string;
  expiresAt: string;
  usedAt: string | null;
}
