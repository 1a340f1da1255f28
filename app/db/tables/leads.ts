/** Rows of the leads: messages, their photos and alerts, bounces, push devices, rate limits and phone taps. */

export interface RateLimitEventsTable {
  id: string;
  bucket: string;
  key: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  project_type: string | null;
  preferred_contact: string | null;
  message: string;
  ip: string | null;
  email_status: string;
  email_attempts: number;
  /** ISO UTC: when a failed e-mail is tried again (null: at the next pass). */
  email_next_at?: string | null;
  last_error: string | null;
  created_at: string;
  /** new | contacted | won | lost (app/content/lead-status.ts) */
  lead_status: string;
  note: string | null;
  /** The quote request's details (all optional): the site's town, street address, budget, timeline, how they heard of us. */
  town: string | null;
  street_address: string | null;
  budget: string | null;
  timeline: string | null;
  heard_from: string | null;
  /** The page that brought the visitor to /contact (a path on this site), and utm_source or the referring site. */
  landing_page: string | null;
  source: string | null;
  /** How the landing page was found: "visit" (the visitor's browser kept it) or "address" (matched by address and browser; decision 0041). */
  origin_basis?: string | null;
  /** quote | accessibility (a report of a barrier on the site, decision 0033). */
  kind?: string;
  /** When the lead last changed (status, note); retention counts from here (decision 0033). */
  updated_at?: string | null;
  /** Why a message was kept as spam (lead_status "spam"); null for a lead (decision 0031). */
  spam_reason?: string | null;
  /** ISO UTC: when staff first answered (status left New, Reply by e-mail, or Called), and how. */
  first_response_at?: string | null;
  /** status | email | call */
  first_response_via?: string | null;
  /** ISO UTC: when the "still New" push went out (decision 0031); claimed once across instances. */
  overdue_pushed_at?: string | null;
  /** How a lead staff added came (app/leads/came-by.ts: phone-call, text, walk-in…); null for the site's forms (decision 0051). */
  came_by?: string | null;
  /** "en" or "es": the language of the page it was sent from, so staff answer in it (decision 0068). */
  language?: string;
}

/** A staff member's device that turned on notifications (Web Push, decision 0031). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The browser and system, as staff see it in Your account ("Chrome on Android"). */
  device: string;
  created_at: string;
  last_ok_at: string | null;
}

/** Addresses the mail server refused (SHA-256 of the lower-cased address): no auto-reply goes there again. */
export interface MailBouncesTable {
  address_hash: string;
  reason: string;
  created_at: string;
}

/** A photo a visitor attached to a quote request: stored under leads/ (never public), cleaned like every upload. */
export interface LeadPhotosTable extends PrivatePhotoColumns {
  message_id: string;
}

/** The columns of a private photo (a lead's, a job page's): the cleaned file and where it sits among its siblings. */
export interface PrivatePhotoColumns {
  id: string;
  file_path: string;
  original_filename: string;
  mime_type: string;
  file_size: number;
  width: number;
  height: number;
  sort_order: number;
  created_at: string;
}

/** One alert about a new lead still to deliver (a webhook call, the visitor's auto-reply), retried with backoff. */
export interface LeadAlertsTable {
  id: string;
  message_id: string;
  /** webhook | auto-reply */
  channel: string;
  /** pending | sent | failed (will retry) | gave-up | skipped (a limit or a refused address, decision 0031) */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** An instance working on it holds it until then (several instances never send twice). */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** Editors who asked for an e-mail on every new lead (owners always get one). */
export interface LeadAlertOptinsTable {
  user_id: string;
  created_at: string;
}

/** Taps on the site's "Call" and "Text us" (decision 0051): a count per day, page and kind; nothing about who tapped. */
export interface PhoneTapsTable {
  day: string;
  /** A known site path, or "(other)". */
  path: string;
  /** call | text */
  kind: string;
  taps: number;
}
