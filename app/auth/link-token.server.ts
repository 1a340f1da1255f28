import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/db/schema";

/**
 * Single-use links sent to people (staff invitations and resets, decision 0009; review requests,
 * decision 0032): 256 random bits in the link, only their SHA-256 kept in the database.
 */
export function newLinkToken() {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashLinkToken(raw) };
}

export const hashLinkToken = (raw: string) => createHash("sha256").update(raw).digest("hex");

/**
 * Spends a client's one-time link (a review request, a visit link) inside the caller's
 * transaction: a conditional UPDATE, so it is true for exactly one caller, and only while the link
 * is unused and unexpired at `at`.
 */
export async function spendLink(tx: Db, table: "review_requests" | "visit_links", id: string, at: string) {
  const r = await tx.updateTable(table).set({ used_at: at }).where("id", "=", id).where("used_at", "is", null).where("expires_at", ">", at).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
