/**
 * "Delete {name}'s data" (decision 0054): everything found for the person of one lead
 * (app/trust/person-find.server.ts) goes, in the order that leaves nothing behind: their leads
 * (with photos, alerts, site visits and their links, job pages and unsigned proposals), job pages,
 * review requests and unsigned proposals made out to their address, rate-limit rows keyed by their
 * address, number or internet address. Their address and number are cut out of other people's
 * messages (which stay those people's), and the staff's activity lines that named them say "a
 * deleted person". Signed proposals stay their years (RCW 18.27.114, decision 0052).
 */
import type { AppServices } from "~/platform/services.server";
import type { ContactMessage } from "~/models/contact-messages.server";
import { inTransaction } from "~/db/client.server";
import { deleteEventsHolding } from "~/models/rate-limit.server";
import { findPerson, MENTION_COLUMNS, mentionPattern, namingPattern, personKeys, type PersonFound } from "~/trust/person-find.server";
import { eraseLeads } from "./leads.server";
import { deleteJobPages } from "./job-pages-erase.server";

export const DELETED_PERSON = "a deleted person";
export const REMOVED = "[removed]";

type Services = Pick<AppServices, "db" | "storage" | "logger">;

/** Erases the person of this lead; answers what went (counts) and what was kept. */
export async function erasePerson(services: Services, lead: ContactMessage, found?: PersonFound) {
  const f = found ?? (await findPerson(services.db, lead));
  const leadIds = f.leads.map((l) => l.id);
  const done = await eraseLeads(services, leadIds);
  const files =
    done.files +
    (await deleteJobPages(
      services,
      f.jobPages.filter((j) => !leadIds.includes(j.lead_id)).map((j) => j.id),
    ));
  const keys = personKeys(lead);
  const mention = mentionPattern(keys);
  const naming = namingPattern(keys, f.names);
  await inTransaction(services.db, async (tx) => {
    const reviewIds = f.reviewRequests.map((r) => r.id);
    if (reviewIds.length) await tx.deleteFrom("review_requests").where("id", "in", reviewIds).execute();
    const proposalIds = f.proposals.map((p) => p.id);
    if (proposalIds.length) await tx.deleteFrom("proposals").where("id", "in", proposalIds).where("status", "!=", "signed").execute();
    // Someone else's message that mentions her: only her address and number go from it.
    for (const m of f.mentioned) {
      if (!mention) break;
      const set: Record<string, string | null> = {};
      for (const col of MENTION_COLUMNS) {
        const before = m[col];
        if (typeof before !== "string") continue;
        const after = before.replace(new RegExp(mention.source, "gi"), REMOVED);
        if (after !== before) set[col] = col === "phone" ? null : after;
      }
      if (Object.keys(set).length) await tx.updateTable("contact_messages").set(set).where("id", "=", m.id).execute();
    }
    for (const line of f.activity) {
      if (!naming) break;
      await tx
        .updateTable("activity_log")
        .set({ detail: line.detail.replace(new RegExp(naming.source, "giu"), DELETED_PERSON) })
        .where("id", "=", line.id)
        .execute();
    }
    await deleteEventsHolding(tx, [keys.email, keys.phone, ...f.ips]);
  });
  return {
    leads: leadIds.length,
    files,
    reviewRequests: f.reviewRequests.length,
    jobPages: f.jobPages.length,
    visits: f.visits.length,
    proposals: f.proposals.length,
    mentioned: f.mentioned.length,
    activity: f.activity.length,
    kept: f.kept.length,
  };
}
