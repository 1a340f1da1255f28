/** Rows of the work after the lead: site visits, proposals and their signatures, job pages (decisions 0050–0052). */
import type { PrivatePhotoColumns } from "./leads";

/**
 * One version of a proposal on a lead (decision 0052). draft → sent → signed; a sent or signed
 * version edited makes the next version (a sent one becomes "replaced", its link stops working).
 */
export interface ProposalsTable {
  id: string;
  lead_id: string;
  version: number;
  /** draft | sent | signed | replaced */
  status: string;
  client_name: string;
  client_email: string;
  job_address: string;
  /** 1: residential work (the RCW 18.27.114 disclosure applies from $1,000). */
  residential: number;
  /** JSON: lines, milestones, deposit, note (app/proposals/body.ts). */
  body: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  deposit_cents: number;
  /** Millionths: 8.4% = 84000. */
  tax_rate_ppm: number;
  tax_location_code: string;
  tax_location_name: string;
  /** The date the rate applies from (the rate table's quarter, or the day it was typed). */
  tax_rate_date: string;
  valid_until: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  opened_at: string | null;
  /** SHA-256 of the client's link; null before sending. */
  token_hash: string | null;
  token_expires_at: string | null;
  revoked_at: string | null;
  signed_at: string | null;
  deposit_paid_at: string | null;
  /** stripe | marked (by staff) */
  deposit_via: string | null;
  stripe_session_id: string | null;
  payment_failed_at: string | null;
  payment_note: string | null;
}

/** The frozen record of a signature: exactly what was shown, kept at least 3 years (RCW 18.27.114). */
export interface ProposalSignaturesTable {
  id: string;
  proposal_id: string;
  lead_id: string;
  client_email: string;
  signer_name: string;
  signed_at: string;
  signer_ip: string;
  user_agent: string;
  disclosure_shown: number;
  html: string;
  html_sha256: string;
  pdf_base64: string;
  pdf_sha256: string;
  keep_until: string;
}

/** A Stripe webhook event already handled (its id), so a replay changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** A job's private page for its client (decision 0051), made from a Won lead; its link holds a token whose SHA-256 only is kept. */
export interface JobPagesTable {
  id: string;
  lead_id: string;
  token_hash: string;
  name: string;
  town: string | null;
  status_line: string;
  next_step: string | null;
  /** YYYY-MM-DD (the business's calendar). */
  next_step_date: string | null;
  client_name: string;
  client_email: string | null;
  /** 1 when the client asked, on the page, to be e-mailed each new update. */
  notify_updates: number;
  /** When the client agreed, on the page, that the job's photos may be shown publicly, and the words they agreed to. */
  consent_at: string | null;
  consent_text: string | null;
  /** When staff handed the job over ("Make it a project"); the link stops working 90 days later (expires_at). */
  handover_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  project_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A dated update staff posted on a job page, or a comment the client added (author staff | client). */
export interface JobPostsTable {
  id: string;
  job_id: string;
  author: string;
  body: string;
  created_at: string;
  /** When the client was e-mailed about this update (null: not e-mailed). */
  notified_at: string | null;
}

/** A photo of a job page's update or comment: cleaned (EXIF gone, size-capped), stored under leads/jobs/ (never public by path). */
export interface JobPhotosTable extends PrivatePhotoColumns {
  job_id: string;
  post_id: string;
}

/** A site visit (decision 0050): `slot_start` is the start while it stands (unique), null once cancelled. */
export interface VisitsTable {
  id: string;
  lead_id: string;
  start_at: string;
  end_at: string;
  slot_start: string | null;
  /** booked | cancelled */
  status: string;
  /** Counts the changes, for the invite's SEQUENCE. */
  sequence: number;
  /** The lead's status before the booking, given back when the visit is cancelled. */
  status_before: string | null;
  /** "visitor" or the staff member's e-mail. */
  booked_by: string;
  reminder_sent_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A one-time link to book (purpose "book"), move or cancel a visit; only the token's SHA-256. */
export interface VisitLinksTable {
  id: string;
  token_hash: string;
  lead_id: string;
  visit_id: string | null;
  purpose: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The owner's calendar read for busy times: the last read, and its busy times as JSON [[start, end], …] in ms. */
export interface VisitFeedTable {
  id: string;
  url_hash: string;
  fetched_at: string;
  ok: number;
  error: string | null;
  busy: string;
  until_at: string;
}
