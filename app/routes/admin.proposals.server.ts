import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { getContactMessage } from "~/models/contact-messages.server";
import { getProposal, proposalsOfLead, signaturesOfLead, latestProposals } from "~/models/proposals.server";
import { clockNow } from "~/platform/clock";
import { readDraft } from "~/proposals/body";
import { formatCents, formatRate } from "~/proposals/money";
import { findRate, getProposalSettings, getTaxTable, stripeReady } from "~/proposals/settings.server";
import { ProposalRefused, markDepositPaid, revokeProposalLink, saveProposal, sendProposal } from "~/services/proposals.server";
import type { Db } from "~/db/schema";

/** Admin → Proposals (decision 0052): the writes of the screen, each through services/proposals.server.ts. */
const idOf = (v: Record<string, string>) => (v.id ?? "").slice(0, 64);

export const proposalIntents: Record<string, IntentHandler> = {
  "proposal-save": {
    errorTitle: "The proposal was not saved",
    async run({ values, context, user }) {
      const { db } = context.services;
      const leadId = (values.lead ?? "").slice(0, 64);
      const lead = await getContactMessage(db, leadId);
      if (!lead) return { notice: fail("proposal-save", "The proposal was not saved", "That lead no longer exists."), status: 404 };
      const table = await getTaxTable(db);
      const parsed = readDraft(values, (code) => {
        const r = findRate(table, code);
        return r ? { ratePpm: r.ratePpm, code: r.code, name: r.name, date: r.effective } : null;
      });
      if (!parsed.ok) return { notice: fail("proposal-save", "The proposal was not saved", parsed.error, { id: leadId, fieldErrors: parsed.fieldErrors }) };
      const saved = await saveProposal(db, leadId, parsed.draft, parsed.figures, user.email);
      const total = formatCents(parsed.figures.totals.totalCents);
      return {
        notice: ok("proposal-save", saved.newVersion && saved.version > 1 ? `Version ${saved.version} made` : `Version ${saved.version} saved`, {
          id: leadId,
          description: `${lead.full_name}: ${total} with tax, a draft until you send it.${saved.newVersion && saved.version > 1 ? ` Version ${saved.version - 1} stays as it was.` : ""}`,
        }),
      };
    },
  },
  "proposal-send": {
    errorTitle: "The proposal was not sent",
    stay: true,
    async run({ values, context }) {
      const { db, config } = context.services;
      const p = await getProposal(db, idOf(values));
      if (!p) return { notice: fail("proposal-send", "The proposal was not sent", "That proposal no longer exists."), status: 404 };
      try {
        const token = await sendProposal(db, p.id);
        return {
          notice: ok("proposal-send", `Link for version ${p.version} made`, {
            id: p.lead_id,
            description: `Send this link to ${p.client_name} (${p.client_email}). It is shown once; it works until ${p.valid_until} or until you change the proposal.`,
            link: `${config.siteUrl}/proposal/${token}`,
          }),
        };
      } catch (e) {
        if (e instanceof ProposalRefused) return { notice: fail("proposal-send", "The proposal was not sent", e.message), status: 409 };
        throw e;
      }
    },
  },
  "proposal-revoke": {
    errorTitle: "The link was not stopped",
    async run({ values, context }) {
      const p = await getProposal(context.services.db, idOf(values));
      if (!p || !(await revokeProposalLink(context.services.db, p.id)))
        return { notice: fail("proposal-revoke", "The link was not stopped", "That proposal has no working link."), status: 409 };
      return {
        notice: ok("proposal-revoke", "Link stopped", { id: p.lead_id, description: `${p.client_name}'s link to version ${p.version} no longer opens.` }),
      };
    },
  },
  "proposal-paid": {
    errorTitle: "The deposit was not marked paid",
    async run({ values, context }) {
      const p = await getProposal(context.services.db, idOf(values));
      if (!p || !(await markDepositPaid(context.services.db, p.id, "marked")))
        return { notice: fail("proposal-paid", "The deposit was not marked paid", "Only a signed proposal's unpaid deposit can be marked paid."), status: 409 };
      return {
        notice: ok("proposal-paid", "Deposit marked paid", {
          id: p.lead_id,
          description: `${p.client_name}: ${formatCents(p.deposit_cents)} received; the lead is Won.`,
        }),
      };
    },
  },
};

/** A version's state in words, for the lead, the list and the dashboard. */
export function stateOf(p: {
  status: string;
  opened_at: string | null;
  deposit_paid_at: string | null;
  deposit_cents: number;
  revoked_at: string | null;
  payment_failed_at: string | null;
}) {
  if (p.status === "draft") return "Draft";
  if (p.status === "replaced") return "Replaced by a newer version";
  if (p.status === "sent") return p.revoked_at ? "Sent, link stopped" : p.opened_at ? "Sent, opened" : "Sent, not opened yet";
  if (p.deposit_paid_at) return "Signed, deposit paid";
  if (p.deposit_cents > 0) return p.payment_failed_at ? "Signed, deposit payment failed" : "Signed, deposit not paid yet";
  return "Signed";
}

const today = () => new Date(clockNow()).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(clockNow() + n * 86_400_000).toISOString().slice(0, 10);

/** What the screen needs for one lead. */
export async function leadProposalData(db: Db, leadId: string) {
  const lead = await getContactMessage(db, leadId);
  if (!lead) return null;
  const [versions, signatures, table, settings] = await Promise.all([
    proposalsOfLead(db, leadId),
    signaturesOfLead(db, leadId),
    getTaxTable(db),
    getProposalSettings(db),
  ]);
  const latest = versions[0];
  const address = [lead.street_address, lead.town].filter(Boolean).join(", ");
  return {
    lead: { id: lead.id, name: lead.full_name, email: lead.email },
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      status: v.status,
      state: stateOf(v),
      total: formatCents(v.total_cents),
      deposit: v.deposit_cents > 0 ? formatCents(v.deposit_cents) : null,
      depositPaid: Boolean(v.deposit_paid_at),
      linkWorks: v.status === "sent" && !v.revoked_at,
      tax: `${formatRate(v.tax_rate_ppm)} · location code ${v.tax_location_code} (${v.tax_location_name || "typed by hand"}) · rate of ${v.tax_rate_date}`,
      updatedAt: v.updated_at,
      signature: signatures.find((s) => s.proposal_id === v.id) ?? null,
    })),
    current: latest ? { ...latest } : null,
    defaults: { client_name: lead.full_name, client_email: lead.email, job_address: address, valid_until: inDays(30), today: today() },
    rates: table.rows.map((r) => ({ code: r.code, label: `${r.name}: ${formatRate(r.ratePpm)} (location code ${r.code}, rate of ${r.effective})` })),
    rateSource: table.source,
    stripe: stripeReady(settings),
  };
}

/** Every lead with a proposal, newest change first, for the list. */
export async function proposalList(db: Db) {
  const rows = await db.selectFrom("proposals").select("lead_id").distinct().execute();
  const latest = await latestProposals(
    db,
    rows.map((r) => r.lead_id),
  );
  return Object.values(latest)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, 200)
    .map((p) => ({ leadId: p.lead_id, name: p.client_name, version: p.version, state: stateOf(p), total: formatCents(p.total_cents) }));
}

/** Each lead's newest version and its state, and its signed versions, for the lead cards in Messages. */
export async function proposalStates(db: Db, leadIds: string[]) {
  const latest = await latestProposals(db, leadIds);
  const signed = leadIds.length
    ? await db
        .selectFrom("proposals")
        .select(["id", "lead_id", "version"])
        .where("status", "=", "signed")
        .where("lead_id", "in", leadIds.slice(0, 500))
        .orderBy("version", "asc")
        .execute()
    : [];
  return Object.fromEntries(
    Object.entries(latest).map(([id, p]) => [
      id,
      { version: p.version, state: stateOf(p), signed: signed.filter((x) => x.lead_id === id).map((x) => ({ id: x.id, version: x.version })) },
    ]),
  );
}
