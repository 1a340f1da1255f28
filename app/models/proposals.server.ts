import type { Db, ProposalSignaturesTable, ProposalsTable } from "~/db/schema";
import { inChunks } from "~/db/client.server";
import { hashLinkToken } from "~/auth/link-token.server";
import { clockNow } from "~/platform/clock";

/** Proposal rows (decision 0052): reads only; app/services/proposals.server.ts writes them. */
export type Proposal = ProposalsTable;
export type ProposalSignature = ProposalSignaturesTable;

export const getProposal = (db: Db, id: string) => db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirst();

/** Every version of a lead's proposal, newest first. */
export const proposalsOfLead = (db: Db, leadId: string) =>
  db.selectFrom("proposals").selectAll().where("lead_id", "=", leadId).orderBy("version", "desc").execute();

export const latestProposal = (db: Db, leadId: string) =>
  db.selectFrom("proposals").selectAll().where("lead_id", "=", leadId).orderBy("version", "desc").limit(1).executeTakeFirst();

export const signatureOf = (db: Db, proposalId: string) =>
  db.selectFrom("proposal_signatures").selectAll().where("proposal_id", "=", proposalId).executeTakeFirst();

/** Signed records of a lead, newest first (without the stored files). */
export const signaturesOfLead = (db: Db, leadId: string) =>
  db
    .selectFrom("proposal_signatures")
    .select(["id", "proposal_id", "signer_name", "signed_at", "pdf_sha256", "keep_until"])
    .where("lead_id", "=", leadId)
    .orderBy("signed_at", "desc")
    .execute();

export type LinkState =
  { state: "open"; proposal: Proposal } | { state: "signed"; proposal: Proposal } | { state: "expired" | "revoked"; proposal: Proposal } | { state: "unknown" };

/** What a client's link is now: open to sign, already signed (read-only), expired, revoked, or not ours. */
export async function proposalByToken(db: Db, raw: string, now = clockNow()): Promise<LinkState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return { state: "unknown" };
  const proposal = await db.selectFrom("proposals").selectAll().where("token_hash", "=", hashLinkToken(raw)).executeTakeFirst();
  if (!proposal) return { state: "unknown" };
  if (proposal.status === "signed") return { state: "signed", proposal };
  if (proposal.revoked_at || proposal.status !== "sent") return { state: "revoked", proposal };
  if (!proposal.token_expires_at || Date.parse(proposal.token_expires_at) <= now) return { state: "expired", proposal };
  return { state: "open", proposal };
}

/** The newest version of each lead's proposal, for the lead list and the dashboard. */
export async function latestProposals(db: Db, leadIds: string[]) {
  const out: Record<string, Proposal> = {};
  const rows = await inChunks(leadIds, (ids) => db.selectFrom("proposals").selectAll().where("lead_id", "in", ids).orderBy("version", "asc").execute());
  for (const r of rows) out[r.lead_id] = r;
  return out;
}

/** Counts for the dashboard: proposals out (sent, not signed), signed waiting for the deposit, deposits paid. */
export async function proposalCounts(db: Db) {
  const rows = await db
    .selectFrom("proposals")
    .select(["status", "opened_at", "deposit_paid_at", "deposit_cents"])
    .where("status", "in", ["sent", "signed"])
    .execute();
  return {
    sent: rows.filter((r) => r.status === "sent" && !r.opened_at).length,
    opened: rows.filter((r) => r.status === "sent" && r.opened_at).length,
    signed: rows.filter((r) => r.status === "signed" && !r.deposit_paid_at && r.deposit_cents > 0).length,
    paid: rows.filter((r) => r.deposit_paid_at).length,
  };
}

export const proposalBySession = (db: Db, sessionId: string) =>
  db.selectFrom("proposals").selectAll().where("stripe_session_id", "=", sessionId).executeTakeFirst();

/** A lead's signed proposals, newest first, with when each was signed. */
export const signedProposalsOfLead = (db: Db, leadId: string) =>
  db
    .selectFrom("proposals")
    .innerJoin("proposal_signatures", "proposal_signatures.proposal_id", "proposals.id")
    .select(["proposals.id", "proposals.version", "proposal_signatures.signed_at"])
    .where("proposals.lead_id", "=", leadId)
    .orderBy("proposal_signatures.signed_at", "desc")
    .execute();
