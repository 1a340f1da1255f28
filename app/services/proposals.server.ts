import { randomUUID } from "node:crypto";
import { newLinkToken } from "~/auth/link-token.server";
import { SIGNED_KEEP_YEARS } from "~/content/proposal-text";
import type { Db } from "~/db/schema";
import { getProposal, latestProposal, type Proposal } from "~/models/proposals.server";
import { clockNow } from "~/platform/clock";
import type { Figures, ProposalDraft } from "~/proposals/body";
import { frozenHtmlFile, proposalDoc, type ProposalDoc, type Signature } from "~/proposals/document";
import { proposalPdf, sha256Hex } from "~/proposals/pdf.server";

/**
 * The one writer of proposals (decisions 0047, 0052). A draft is changed in place; a change to a
 * sent or signed version makes the next version (a sent one is replaced and its link stops); a
 * signed version and its frozen record are never changed.
 */
const iso = (ms: number) => new Date(ms).toISOString();

export class ProposalRefused extends Error {}

export async function saveProposal(db: Db, leadId: string, d: ProposalDraft, f: Figures, actor: string, now = clockNow()) {
  return db.transaction().execute(async (tx) => {
    const latest = await latestProposal(tx, leadId);
    const at = iso(now);
    const values = {
      client_name: d.clientName,
      client_email: d.clientEmail,
      job_address: d.jobAddress,
      residential: d.residential ? 1 : 0,
      body: JSON.stringify(d.body),
      subtotal_cents: f.totals.subtotalCents,
      tax_cents: f.totals.taxCents,
      total_cents: f.totals.totalCents,
      deposit_cents: f.depositCents,
      tax_rate_ppm: d.tax.ratePpm,
      tax_location_code: d.tax.code,
      tax_location_name: d.tax.name,
      tax_rate_date: d.tax.date,
      valid_until: d.validUntil,
      updated_at: at,
    };
    if (latest?.status === "draft") {
      await tx.updateTable("proposals").set(values).where("id", "=", latest.id).where("status", "=", "draft").execute();
      return { id: latest.id, version: latest.version, newVersion: false };
    }
    if (latest?.status === "sent") {
      await tx
        .updateTable("proposals")
        .set({ status: "replaced", revoked_at: at, updated_at: at })
        .where("id", "=", latest.id)
        .where("status", "=", "sent")
        .execute();
    }
    const id = randomUUID();
    const version = (latest?.version ?? 0) + 1;
    await tx
      .insertInto("proposals")
      .values({
        ...values,
        id,
        lead_id: leadId,
        version,
        status: "draft",
        created_by: actor,
        created_at: at,
        sent_at: null,
        opened_at: null,
        token_hash: null,
        token_expires_at: null,
        revoked_at: null,
        signed_at: null,
        deposit_paid_at: null,
        deposit_via: null,
        stripe_session_id: null,
        payment_failed_at: null,
        payment_note: null,
      })
      .execute();
    return { id, version, newVersion: true };
  });
}

/** How long a link works: until the end of the day the price holds, and at least 7 days. */
export function linkExpiry(validUntil: string, now: number) {
  const end = Date.parse(`${validUntil}T23:59:59-08:00`);
  return iso(Math.max(Number.isNaN(end) ? 0 : end, now + 7 * 86_400_000));
}

/** Sends a draft (or a sent version again, with a new link; the old one stops). Returns the link's token, shown once. */
export async function sendProposal(db: Db, id: string, now = clockNow()) {
  const p = await getProposal(db, id);
  if (!p || (p.status !== "draft" && p.status !== "sent")) throw new ProposalRefused("Only the newest version, not yet signed, can be sent.");
  const { raw, hash } = newLinkToken();
  const r = await db
    .updateTable("proposals")
    .set({
      status: "sent",
      sent_at: p.sent_at ?? iso(now),
      token_hash: hash,
      token_expires_at: linkExpiry(p.valid_until, now),
      revoked_at: null,
      updated_at: iso(now),
    })
    .where("id", "=", id)
    .where("status", "in", ["draft", "sent"])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new ProposalRefused("The proposal changed meanwhile: open it again.");
  return raw;
}

/** Stops the client's link (the proposal stays as it is). */
export async function revokeProposalLink(db: Db, id: string, now = clockNow()) {
  const r = await db
    .updateTable("proposals")
    .set({ revoked_at: iso(now), updated_at: iso(now) })
    .where("id", "=", id)
    .where("status", "=", "sent")
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The first time the client opens the link. */
export async function markOpened(db: Db, p: Proposal, now = clockNow()) {
  if (p.opened_at) return;
  await db
    .updateTable("proposals")
    .set({ opened_at: iso(now) })
    .where("id", "=", p.id)
    .where("opened_at", "is", null)
    .execute();
}

export interface SignInput {
  name: string;
  ip: string;
  userAgent: string;
  company: ProposalDoc["company"];
  facts: Parameters<typeof proposalDoc>[2];
}

/**
 * Signs a sent version: the document is drawn with the signature, frozen as HTML and PDF with
 * their SHA-256, and the version becomes signed, in one transaction whose conditional UPDATE lets
 * exactly one signature through. Null when it was signed (or stopped) meanwhile.
 */
export async function signProposal(db: Db, p: Proposal, s: SignInput, now = clockNow()) {
  const at = iso(now);
  const signature: Signature = { name: s.name, at: at.replace("T", " ").slice(0, 19), ip: s.ip, userAgent: s.userAgent };
  const doc = proposalDoc(p, s.company, s.facts, signature);
  const html = frozenHtmlFile(doc);
  const pdf = await proposalPdf(doc, new Date(now));
  const keep = new Date(now);
  keep.setUTCFullYear(keep.getUTCFullYear() + SIGNED_KEEP_YEARS);
  return db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable("proposals")
      .set({ status: "signed", signed_at: at, updated_at: at })
      .where("id", "=", p.id)
      .where("status", "=", "sent")
      .where("revoked_at", "is", null)
      .where("token_expires_at", ">", at)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
    const row = {
      id: randomUUID(),
      proposal_id: p.id,
      lead_id: p.lead_id,
      client_email: p.client_email,
      signer_name: s.name,
      signed_at: at,
      signer_ip: s.ip,
      user_agent: s.userAgent,
      disclosure_shown: doc.disclosure ? 1 : 0,
      html,
      html_sha256: sha256Hex(html),
      pdf_base64: pdf.toString("base64"),
      pdf_sha256: sha256Hex(pdf),
      keep_until: keep.toISOString(),
    };
    await tx.insertInto("proposal_signatures").values(row).execute();
    return row;
  });
}

/** Staff record a deposit paid by check or transfer (Stripe's webhook: services/proposal-payments.server.ts). */
export function markDepositPaid(db: Db, id: string, via: "marked" | "stripe", now = clockNow()) {
  return db.transaction().execute((tx) => depositPaidIn(tx, id, via, now));
}

/** Inside a transaction: the deposit paid, once; a paid deposit wins the lead. False when it was paid already or is not signed. */
export async function depositPaidIn(tx: Db, id: string, via: "marked" | "stripe", now: number) {
  const at = iso(now);
  const p = await tx.selectFrom("proposals").select(["lead_id"]).where("id", "=", id).executeTakeFirst();
  const r = await tx
    .updateTable("proposals")
    .set({ deposit_paid_at: at, deposit_via: via, payment_failed_at: null, payment_note: null, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "signed")
    .where("deposit_paid_at", "is", null)
    .executeTakeFirst();
  if (!p || Number(r.numUpdatedRows) !== 1) return false;
  await tx.updateTable("contact_messages").set({ lead_status: "won", updated_at: at }).where("id", "=", p.lead_id).where("lead_status", "!=", "spam").execute();
  return true;
}

export async function markPaymentFailed(db: Db, id: string, note: string, now = clockNow()) {
  // A failure after the payment went through changes nothing.
  await db
    .updateTable("proposals")
    .set({ payment_failed_at: iso(now), payment_note: note.slice(0, 300) })
    .where("id", "=", id)
    .where("deposit_paid_at", "is", null)
    .execute();
}

export async function setCheckoutSession(db: Db, id: string, sessionId: string) {
  await db.updateTable("proposals").set({ stripe_session_id: sessionId }).where("id", "=", id).where("deposit_paid_at", "is", null).execute();
}
