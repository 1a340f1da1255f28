import { strToU8, zipSync, type Zippable } from "fflate";
import type { AppServices } from "~/platform/services.server";
import { listJobPosts } from "~/models/job-posts.server";
import { leadSummary } from "~/mail/lead-mail.server";
import { slotLabel } from "~/visits/slots";
import type { PersonFound } from "./person-find.server";

/**
 * One person's data as a zip (decisions 0033, 0054): what app/trust/person-find.server.ts found as
 * theirs — their leads with notes, photos and site visits, their job pages, review requests and
 * proposals. Messages other people sent that only mention their address are not theirs and are not
 * in it (the owner saw them listed apart before downloading).
 */

/** Who a person is: their e-mail address, or, for a lead staff added with a phone number only, that number. */
export interface Person {
  email: string;
  phone: string | null;
}

/** How a person is named to staff: their address, or their phone number. */
export const personLabel = (p: Person) => p.email.trim() || (p.phone ?? "").trim();

const safeName = (s: string) => s.replace(/[^\w.-]+/g, "_").slice(0, 80);

/** A zip of their leads (readable text and JSON), the staff's notes, and every photo they sent. */
export async function personZip(services: Pick<AppServices, "db" | "storage" | "logger">, who: Person, f: PersonFound) {
  const { leads, photos, visits } = f;
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
  if (f.mentioned.length)
    text.push(
      `This address or number also appears in ${f.mentioned.length} message${f.mentioned.length === 1 ? "" : "s"} other people sent; those are theirs and are not in this copy.`,
      "",
    );
  for (const r of f.reviewRequests)
    text.push(
      `Review request sent ${r.created_at.slice(0, 10)} to ${r.email ?? "a copied link"} for ${r.client_name}${r.used_at ? `, used ${r.used_at.slice(0, 10)}` : ""}.`,
    );
  if (f.reviewRequests.length) text.push("");
  const proposals = [...f.proposals, ...f.kept].map((p) => ({ ...p, signed_at: p.signature_at }));
  for (const p of proposals) {
    text.push(`— Proposal version ${p.version} (${p.status}), ${p.job_address}, total ${(p.total_cents / 100).toFixed(2)} USD —`);
    if (p.signed_at) text.push(`Signed ${p.signed_at} from ${p.signer_ip}; SHA-256 of the signed PDF: ${p.pdf_sha256}; kept until ${p.keep_until}.`, "");
    if (p.pdf_base64) files[`proposals/signed-proposal-version-${p.version}.pdf`] = [new Uint8Array(Buffer.from(p.pdf_base64, "base64")), { level: 0 }];
  }
  files["proposals.json"] = strToU8(
    JSON.stringify(
      proposals.map(({ pdf_base64: _pdf, token_hash: _token, ...p }) => ({ ...p, body: JSON.parse(p.body) as unknown })),
      null,
      2,
    ),
  );
  // Their job pages (decision 0051): the page, every update and comment, and the photos.
  const { jobPages: jobs, jobPhotos } = f;
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
