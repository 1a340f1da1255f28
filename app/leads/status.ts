/** A lead's place in the pipeline. Stored lower-case; shown with these labels. Plain module. */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export function isLeadStatus(v: unknown): v is LeadStatus {
  return typeof v === "string" && (LEAD_STATUSES as readonly string[]).includes(v);
}

/** The filter a list or an export was asked for: a status (or all) and a search text. */
export interface LeadFilter {
  status: LeadStatus | null;
  q: string;
}

export function leadFilterFrom(params: URLSearchParams): LeadFilter {
  const status = params.get("status");
  return { status: isLeadStatus(status) ? status : null, q: (params.get("q") ?? "").trim().slice(0, 200) };
}

export function leadFilterQuery(f: LeadFilter) {
  const p = new URLSearchParams();
  if (f.status) p.set("status", f.status);
  if (f.q) p.set("q", f.q);
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** A mailto: link that answers a lead: their address, a subject, and their message quoted. */
export function replyMailto(m: { email: string; full_name: string; project_type: string | null; message: string; created_at: string }, company: string) {
  const subject = `Re: your ${m.project_type ? `${m.project_type} ` : ""}enquiry to ${company}`;
  const quoted = m.message
    .split(/\r?\n/)
    .map((l) => `> ${l}`)
    .join("\r\n");
  const body = `Hi ${m.full_name.split(/\s+/)[0]},\r\n\r\n\r\n\r\nOn ${m.created_at.slice(0, 10)} you wrote:\r\n${quoted}\r\n`;
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
