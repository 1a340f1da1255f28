import { strToU8, zipSync, type Zippable } from "fflate";
import type { AppServices } from "~/platform/services.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { jobPagesOfLeads } from "~/models/job-pages.server";
import { listJobPhotos, listJobPosts } from "~/models/job-posts.server";
import { leadSummary } from "~/mail/lead-mail.server";
import { eraseLeads } from "~/services/leads.server";
import { visitsOfLeads } from "~/models/visits.server";
import { slotLabel } from "~/visits/slots";

/**
 * One person's data (decision 0033): every lead sent with their e-mail address (compared without
 * case), with its notes and photos. "Download this person's data" zips it; "Delete this person"
 * deletes it, photo files included.
 */
const MAX_LEADS = 500;

/** Who a person is: their e-mail address, or, for a lead staff added with a phone number only, that number. */
export interface Person {
  email: string;
  phone: string | null;
}

/** How a person is named to staff: their address, or their phone number. */
export const personLabel = (p: Person) => p.email.trim() || (p.phone ?? "").trim();

const digits = (s: string) => s.replace(/\D+/g, "").slice(-15);

export async function personLeads(db: AppServices["db"], who: Person) {
  const address = who.email.trim().toLowerCase().slice(0, 254);
  if (address) {
    return db
      .selectFrom("contact_messages")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .orderBy("created_at", "asc")
      .limit(MAX_LEADS)
      .execute();
  }
  // A lead with no e-mail address (added by staff, decision 0051): the leads with no address and the same phone number.
  const phone = digits(who.phone ?? "");
  if (phone.length < 7) return [];
  const rows = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("email", "=", "")
    .where("phone", "is not", null)
    .orderBy("created_at", "asc")
    .execute();
  return rows.filter((r) => digits(r.phone ?? "") === phone).slice(0, MAX_LEADS);
}

/** Proposals sent to this address (decision 0052), oldest first; a signed one with its frozen record. */
export async function personProposals(db: AppServices["db"], email: string) {
  const address = email.trim().toLowerCase().slice(0, 254);
  if (!address) return [];
  const rows = await db
    .selectFrom("proposals")
    .leftJoin("proposal_signatures", "proposal_signatures.proposal_id", "proposals.id")
    .select([
      "proposals.id",
      "proposals.version",
      "proposals.status",
      "proposals.body",
      "proposals.total_cents",
      "proposals.created_at",
      "proposals.job_address",
    ])
    .select([
      "proposal_signatures.signed_at",
      "proposal_signatures.signer_ip",
      "proposal_signatures.user_agent",
      "proposal_signatures.pdf_base64",
      "proposal_signatures.pdf_sha256",
      "proposal_signatures.keep_until",
    ])
    .where((eb) => eb(eb.fn("lower", ["proposals.client_email"]), "=", address))
    .orderBy("proposals.created_at", "asc")
    .limit(MAX_LEADS)
    .execute();
  return rows;
}

/** What "Delete this person" would delete: their leads, photos and job pages; and the signed proposals kept. */
export async function personCounts(db: AppServices["db"], who: Person) {
  const leads = await personLeads(db, who);
  const photos = await listLeadPhotos(
    db,
    leads.map((l) => l.id),
  );
  const jobs = await jobPagesOfLeads(
    db,
    leads.map((l) => l.id),
  );
  const jobPhotos = await listJobPhotos(
    db,
    jobs.map((j) => j.id),
  );
  const signed = (await personProposals(db, who.email)).filter((p) => p.signed_at);
  const keptUntil =
    signed
      .map((p) => p.keep_until ?? "")
      .sort()
      .at(-1)
      ?.slice(0, 10) ?? null;
  return {
    leads: leads.length,
    photos: photos.length + jobPhotos.length,
    jobPages: jobs.length,
    name: leads.at(-1)?.full_name ?? "",
    signedProposals: signed.length,
    keptUntil,
  };
}

const safeName = (s: string) => s.replace(/[^\w.-]+/g, "_").slice(0, 80);

/** A zip of their leads (readable text and JSON), the staff's notes, and every photo they sent. */
export async function personZip(services: Pick<AppServices, "db" | "storage" | "logger">, who: Person) {
  const leads = await personLeads(services.db, who);
  const photos = await listLeadPhotos(
    services.db,
    leads.map((l) => l.id),
  );
  // Their site visits (decision 0050): when, and whether it stands.
  const visits = await visitsOfLeads(
    services.db,
    leads.map((l) => l.id),
  );
  const files: Zippable = {};
  const text: string[] = [`Everything this website keeps about ${personLabel(who)} (${leads.length} message${leads.length === 1 ? "" : "s"}).`, ""];
  for (const [i, l] of leads.entries()) {
    const mine = photos.filter((p) => p.message_id === l.id);
    text.push(`— Message ${i + 1} —`, ...leadSummary(l, mine.length).map(([k, v]) => `${k}: ${v}`), "", l.message, "");
    if (l.note) text.push(`Staff note: ${l.note}`, "");
    for (const v of visits.filter((x) => x.lead_id === l.id))
      text.push(
        `Site visit: ${slotLabel({ start: v.start_at, end: v.end_at })}, ${v.status === "booked" ? "booked" : "cancelled"} (booked ${v.created_at.slice(0, 10)})`,
        "",
      );
    for (const [n, p] of mine.entries()) {
      const file = await services.storage.get(p.file_path);
      if (!file) {
        services.logger.warn({ photo: p.id }, "a lead photo's file is missing");
        continue;
      }
      files[`photos/message-${i + 1}-photo-${n + 1}-${safeName(p.original_filename)}`] = [new Uint8Array(file.body), { level: 0 }];
    }
  }
  const proposals = await personProposals(services.db, who.email);
  for (const p of proposals) {
    text.push(`— Proposal version ${p.version} (${p.status}), ${p.job_address}, total ${(p.total_cents / 100).toFixed(2)} USD —`);
    if (p.signed_at) text.push(`Signed ${p.signed_at} from ${p.signer_ip}; SHA-256 of the signed PDF: ${p.pdf_sha256}; kept until ${p.keep_until}.`, "");
    if (p.pdf_base64) files[`proposals/signed-proposal-version-${p.version}.pdf`] = [new Uint8Array(Buffer.from(p.pdf_base64, "base64")), { level: 0 }];
  }
  files["proposals.json"] = strToU8(
    JSON.stringify(
      proposals.map(({ pdf_base64: _pdf, ...p }) => ({ ...p, body: JSON.parse(p.body) as unknown })),
      null,
      2,
    ),
  );
  // Their job pages (decision 0051): the page, every update and comment, and the photos.
  const jobs = await jobPagesOfLeads(
    services.db,
    leads.map((l) => l.id),
  );
  const jobPhotos = await listJobPhotos(
    services.db,
    jobs.map((j) => j.id),
  );
  const jobData = [];
  for (const [i, j] of jobs.entries()) {
    const posts = await listJobPosts(services.db, j.id);
    text.push(`— Job page ${i + 1}: ${j.name} —`, `Status: ${j.status_line}`, ...(j.consent_at ? [`Agreed ${j.consent_at}: ${j.consent_text ?? ""}`] : []), "");
    for (const p of [...posts].reverse()) text.push(`${p.created_at} (${p.author === "client" ? "your comment" : "update"}): ${p.body}`);
    text.push("");
    const { token_hash: _hash, ...page } = j;
    jobData.push({ ...page, posts: posts.map((p) => ({ ...p, photos: jobPhotos.filter((ph) => ph.post_id === p.id).map((ph) => ph.original_filename) })) });
    for (const [n, ph] of jobPhotos.filter((x) => x.job_id === j.id).entries()) {
      const file = await services.storage.get(ph.file_path);
      if (file) files[`photos/job-${i + 1}-photo-${n + 1}-${safeName(ph.original_filename)}`] = [new Uint8Array(file.body), { level: 0 }];
    }
  }
  if (jobs.length) files["job-pages.json"] = strToU8(JSON.stringify(jobData, null, 2));
  files["messages.txt"] = strToU8(text.join("\n"));
  files["messages.json"] = strToU8(
    JSON.stringify(
      leads.map((l) => ({
        ...l,
        photos: photos.filter((p) => p.message_id === l.id).map((p) => p.original_filename),
        siteVisits: visits.filter((v) => v.lead_id === l.id).map((v) => ({ start: v.start_at, end: v.end_at, status: v.status, bookedAt: v.created_at })),
      })),
      null,
      2,
    ),
  );
  return { zip: zipSync(files), leads: leads.length, photos: photos.length + jobPhotos.length };
}

/**
 * Deletes every lead of this person, with their photo files, job pages and unsigned proposals;
 * signed ones stay their 3 years (decision 0052).
 */
export async function deletePerson(services: Pick<AppServices, "db" | "storage" | "logger">, who: Person) {
  const leads = await personLeads(services.db, who);
  const address = who.email.trim().toLowerCase().slice(0, 254);
  const done = await eraseLeads(
    services,
    leads.map((l) => l.id),
  );
  if (address)
    await services.db
      .deleteFrom("proposals")
      .where((eb) => eb(eb.fn("lower", ["client_email"]), "=", address))
      .where("status", "!=", "signed")
      .execute();
  return done;
}
