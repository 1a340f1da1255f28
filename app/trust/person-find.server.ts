import { sql } from "kysely";
import type { Db } from "~/db/schema";
import type { ContactMessage } from "~/models/contact-messages.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { listJobPhotos } from "~/models/job-posts.server";

/**
 * Who a person is, and everything the site holds about them (decision 0054), found from one lead:
 * that lead's e-mail address and phone number. What is theirs (their leads, with the visits,
 * photos, job pages, review requests and proposals hanging on them) is told apart from what is
 * someone else's (a lead another person sent that only mentions the address or the number): the
 * owner sees both lists before anything is exported or deleted, and only the first is exported as
 * theirs or erased whole.
 */
const MAX_ROWS = 500;
const MIN_PHONE_DIGITS = 7;

export interface PersonKeys {
  /** The lead's address, lower case; "" when the lead has none. */
  email: string;
  /** The lead's phone number, digits only (the last 15); "" when it has none or too few. */
  phone: string;
}

const digits = (s: string | null | undefined) => (s ?? "").replace(/\D+/g, "").slice(-15);

export function personKeys(lead: Pick<ContactMessage, "email" | "phone">): PersonKeys {
  const phone = digits(lead.phone);
  return { email: lead.email.trim().toLowerCase().slice(0, 254), phone: phone.length >= MIN_PHONE_DIGITS ? phone : "" };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for the address (any case) and the number (the last 10 digits, with the usual separators between them) inside free text. */
export function mentionPattern(k: PersonKeys): RegExp | null {
  const parts: string[] = [];
  if (k.email) parts.push(escapeRe(k.email));
  if (k.phone) parts.push(`(?:\\+?1[\\s.-]?)?\\(?${k.phone.slice(-10).split("").join("[\\s().-]{0,2}")}`);
  return parts.length ? new RegExp(parts.join("|"), "gi") : null;
}

/** The text columns of a lead that can hold someone else's address or number. */
export const MENTION_COLUMNS = ["full_name", "email", "phone", "message", "note", "street_address", "last_error"] as const;

/** A name's words, lower case, accents off: "José  Díaz" → ["jose", "diaz"]. */
const nameWords = (name: string) =>
  name
    .slice(0, 200)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether two names can be one person's: every word of the shorter is in the longer ("Ann" and
 * "Ann Lee", "ann lee" and "Ann Lee"), or one is empty. "Jim Doe" is not "Jane Doe".
 */
export function sameName(a: string, b: string) {
  const x = nameWords(a);
  const y = nameWords(b);
  if (!x.length || !y.length) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.every((w) => long.includes(w));
}

/**
 * A lead is hers when it came with her address (or, with no other address, her number) under a
 * name she could have given. The same address under another name (her husband, a neighbour using
 * her e-mail) is someone else's message that holds her address: listed apart, never exported or
 * erased as hers.
 */
const isHers = (k: PersonKeys, name: string, l: Pick<ContactMessage, "email" | "phone" | "full_name">) => {
  if (!sameName(name, l.full_name)) return false;
  const email = l.email.trim().toLowerCase();
  if (k.email && email === k.email) return true;
  // A lead with her number is hers when it has no other address (a lead staff noted from a call).
  return Boolean(k.phone) && digits(l.phone) === k.phone && (email === "" || email === k.email);
};

const lowered = (column: string) => sql<string>`lower(coalesce(${sql.ref(column)}, ''))`;

async function candidateLeads(db: Db, k: PersonKeys) {
  const like: string[] = [];
  if (k.email) like.push(`%${k.email}%`);
  if (k.phone) like.push(`%${k.phone.slice(-4)}%`);
  if (!like.length) return [];
  return db
    .selectFrom("contact_messages")
    .selectAll()
    .where((eb) => eb.or(like.flatMap((pattern) => MENTION_COLUMNS.map((c) => eb(lowered(c), "like", pattern)))))
    .orderBy("created_at", "asc")
    .limit(MAX_ROWS * 2)
    .execute();
}

export type PersonFound = Awaited<ReturnType<typeof findPerson>>;

/** Everything found for the person of this lead, theirs and mentioned apart. */
export async function findPerson(db: Db, lead: ContactMessage) {
  const keys = personKeys(lead);
  const pattern = mentionPattern(keys);
  const candidates = await candidateLeads(db, keys);
  if (!candidates.some((c) => c.id === lead.id)) candidates.unshift(lead as (typeof candidates)[number]);
  const leads = candidates.filter((c) => c.id === lead.id || isHers(keys, lead.full_name, c)).slice(0, MAX_ROWS);
  const ids = leads.map((l) => l.id);
  const mentioned = candidates
    .filter((c) => !ids.includes(c.id))
    .filter((c) => pattern && MENTION_COLUMNS.some((col) => new RegExp(pattern.source, "i").test(String(c[col] ?? ""))))
    .slice(0, MAX_ROWS);
  const byLeadOrEmail =
    <T extends string>(leadCol: T, emailCol: string) =>
    (eb: any) => {
      const ors = ids.length ? [eb(leadCol, "in", ids)] : [];
      if (keys.email) ors.push(eb(eb.fn("lower", [emailCol]), "=", keys.email));
      return ors.length ? eb.or(ors) : eb.val(false);
    };
  const [photos, visits, reviewRequests, jobPages, proposals] = await Promise.all([
    listLeadPhotos(db, ids),
    ids.length ? db.selectFrom("visits").selectAll().where("lead_id", "in", ids).orderBy("start_at").execute() : Promise.resolve([]),
    db.selectFrom("review_requests").selectAll().where(byLeadOrEmail("lead_id", "email")).orderBy("created_at").limit(MAX_ROWS).execute(),
    db.selectFrom("job_pages").selectAll().where(byLeadOrEmail("lead_id", "client_email")).orderBy("created_at").limit(MAX_ROWS).execute(),
    db
      .selectFrom("proposals")
      .leftJoin("proposal_signatures", "proposal_signatures.proposal_id", "proposals.id")
      .selectAll("proposals")
      .select([
        "proposal_signatures.signed_at as signature_at",
        "proposal_signatures.signer_ip",
        "proposal_signatures.user_agent",
        "proposal_signatures.pdf_base64",
        "proposal_signatures.pdf_sha256",
        "proposal_signatures.keep_until",
      ])
      .where(byLeadOrEmail("proposals.lead_id", "proposals.client_email"))
      .orderBy("proposals.created_at")
      .limit(MAX_ROWS)
      .execute(),
  ]);
  const jobPhotos = await listJobPhotos(
    db,
    jobPages.map((j) => j.id),
  );
  const names = [...new Set(leads.map((l) => l.full_name.trim()).filter((n) => n.length >= 3))];
  const activity = await activityNaming(db, keys, names);
  const kept = proposals.filter((p) => p.status === "signed");
  return {
    keys,
    name: lead.full_name,
    names,
    leads,
    mentioned,
    photos,
    visits,
    reviewRequests,
    jobPages,
    jobPhotos,
    proposals: proposals.filter((p) => p.status !== "signed"),
    kept,
    keptUntil:
      kept
        .map((p) => p.keep_until ?? "")
        .sort()
        .at(-1)
        ?.slice(0, 10) ?? null,
    activity,
    ips: [...new Set(leads.map((l) => l.ip ?? "").filter(Boolean))],
  };
}

/** The staff activity lines that name the person: by address, number or one of the names their leads gave. */
export async function activityNaming(db: Db, k: PersonKeys, names: string[]) {
  const like = [...(k.email ? [k.email] : []), ...(k.phone ? [k.phone.slice(-4)] : []), ...names.map((n) => n.toLowerCase())].map((x) => `%${x}%`);
  if (!like.length) return [];
  const rows = await db
    .selectFrom("activity_log")
    .select(["id", "at", "action", "detail"])
    .where((eb) => eb.or(like.map((p) => eb(lowered("detail"), "like", p))))
    .limit(MAX_ROWS * 4)
    .execute();
  const re = namingPattern(k, names);
  return rows.filter((r) => re && re.test(r.detail ?? "")).map((r) => ({ ...r, detail: r.detail ?? "" }));
}

/** The address, the number and the names, as one pattern (any case). */
export function namingPattern(k: PersonKeys, names: string[]): RegExp | null {
  const m = mentionPattern(k);
  // A name as a whole word in any alphabet: "Ann" is not in "Annual", and "José" is found before a space
  // (\b counts only ASCII letters as a word's).
  const parts = [...(m ? [m.source] : []), ...names.map((n) => `(?<![\\p{L}\\p{N}])${escapeRe(n)}(?![\\p{L}\\p{N}])`)];
  return parts.length ? new RegExp(parts.join("|"), "iu") : null;
}

const firstWords = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n).trimEnd()}…` : s);

/** What the owner is shown before anything is exported or deleted: theirs, mentioned elsewhere, and what is kept and why. */
export function personSummary(f: PersonFound) {
  const columnsNaming = (m: PersonFound["mentioned"][number]) => {
    const re = mentionPattern(f.keys);
    return re ? MENTION_COLUMNS.filter((c) => new RegExp(re.source, "i").test(String(m[c] ?? ""))) : [];
  };
  return {
    leads: f.leads.map((l) => ({
      id: l.id,
      at: l.created_at.slice(0, 10),
      name: l.full_name,
      what: l.project_type ?? "Message",
      words: firstWords(l.message),
    })),
    photos: f.photos.length + f.jobPhotos.length,
    visits: f.visits.length,
    jobPages: f.jobPages.map((j) => j.name),
    reviewRequests: f.reviewRequests.map((r) => ({ at: r.created_at.slice(0, 10), used: Boolean(r.used_at) })),
    proposals: f.proposals.map((p) => ({ version: p.version, status: p.status, address: p.job_address })),
    kept: f.kept.map((p) => ({
      version: p.version,
      address: p.job_address,
      signedAt: (p.signature_at ?? p.signed_at ?? "").slice(0, 10),
      until: (p.keep_until ?? "").slice(0, 10),
    })),
    keptUntil: f.keptUntil,
    activity: f.activity.length,
    mentioned: f.mentioned.map((m) => ({
      id: m.id,
      at: m.created_at.slice(0, 10),
      by: m.full_name || m.email || "someone",
      where: columnsNaming(m),
      // Sent with this person's own address, under another name.
      sentWithIt: m.email.trim().toLowerCase() === f.keys.email && f.keys.email !== "",
    })),
  };
}
export type PersonSummary = ReturnType<typeof personSummary>;
