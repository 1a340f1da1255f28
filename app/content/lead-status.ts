/** A lead's place in the pipeline. Stored lower-case; shown with these labels. Plain module. */
export const LEAD_STATUSES = ["new", "contacted", "visit_booked", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  visit_booked: "Visit booked",
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

/** After a save: the view to go back to, remembering which lead was saved (so the page can say where it went). */
export function leadViewAfterSave(f: LeadFilter, savedId: string | null) {
  const p = new URLSearchParams(leadFilterQuery(f).slice(1));
  if (savedId && /^[A-Za-z0-9-]{1,64}$/.test(savedId)) p.set("saved", savedId);
  const s = p.toString();
  return `/admin/messages${s ? `?${s}` : ""}`;
}

/** How a view is named to staff: "New", "all statuses", with the search when there is one. */
export function leadViewName(f: LeadFilter) {
  const status = f.status ? LEAD_STATUS_LABELS[f.status] : "all statuses";
  return f.q ? `${status}, search “${f.q}”` : status;
}
