import { strToU8, zipSync, type Zippable } from "fflate";
import type { AppServices } from "~/platform/services.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { leadSummary } from "~/mail/lead-mail.server";
import { deleteLeads } from "./retention.server";
import { visitsOfLeads } from "~/models/visits.server";
import { slotLabel } from "~/visits/slots";

/**
 * One person's data (decision 0033): every lead sent with their e-mail address (compared without
 * case), with its notes and photos. "Download this person's data" zips it; "Delete this person"
 * deletes it, photo files included.
 */
const MAX_LEADS = 500;

export async function personLeads(db: AppServices["db"], email: string) {
  const address = email.trim().toLowerCase().slice(0, 254);
  if (!address) return [];
  return db
    .selectFrom("contact_messages")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
    .orderBy("created_at", "asc")
    .limit(MAX_LEADS)
    .execute();
}

/** What "Delete this person" would delete: their leads and photo count. */
export async function personCounts(db: AppServices["db"], email: string) {
  const leads = await personLeads(db, email);
  const photos = await listLeadPhotos(
    db,
    leads.map((l) => l.id),
  );
  return { leads: leads.length, photos: photos.length, name: leads.at(-1)?.full_name ?? "" };
}

const safeName = (s: string) => s.replace(/[^\w.-]+/g, "_").slice(0, 80);

/** A zip of their leads (readable text and JSON), the staff's notes, and every photo they sent. */
export async function personZip(services: Pick<AppServices, "db" | "storage" | "logger">, email: string) {
  const leads = await personLeads(services.db, email);
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
  const text: string[] = [`Everything this website keeps about ${email.trim()} (${leads.length} message${leads.length === 1 ? "" : "s"}).`, ""];
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
  return { zip: zipSync(files), leads: leads.length, photos: photos.length };
}

/** Deletes every lead with this address and its photo files. */
export async function deletePerson(services: Pick<AppServices, "db" | "storage" | "logger">, email: string) {
  const leads = await personLeads(services.db, email);
  return deleteLeads(
    services,
    leads.map((l) => l.id),
  );
}
