// Longer than 300 lines: the row type of every table, in one Database interface as Kysely needs it.
import type { ContentItemRow } from "~/content/item-fields";
import type { Kysely } from "kysely";

/** Timestamps are ISO-8601 UTC strings on both databases; booleans are 0/1; lists are JSON text. */
/** A content item's row: its columns are listed once, in app/content/item-fields.ts (decision 0034). */
export type ContentItemsTable = ContentItemRow;

export interface ImagesTable {
  id: string;
  filename: string;
  original_filename: string;
  file_path: string;
  file_size: number | null;
  mime_type: string | null;
  alt_text: string | null;
  page_path: string | null;
  width: number | null;
  height: number | null;
  category: string | null;
  caption: string | null;
  sort_order: number;
  /** Where the picture's subject is, in percent from the left and top (null: the middle). */
  focal_x?: number | null;
  focal_y?: number | null;
  created_at: string;
}

export interface SeoSettingsTable {
  id: string;
  page_path: string;
  title: string | null;
  description: string | null;
  h1_tag: string | null;
  h2_tags: string;
  h3_tags: string;
  updated_at: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

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
  /** new | contacted | won | lost (app/leads/status.ts) */
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
export interface LeadPhotosTable {
  id: string;
  message_id: string;
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

export interface StaffTokensTable {
  id: string;
  /** invite | reset */
  kind: string;
  token_hash: string;
  email: string;
  role: string | null;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ActivityLogTable {
  id: string;
  at: string;
  actor_email: string | null;
  action: string;
  detail: string | null;
  ip: string | null;
}

/** A real job the company finished (decision 0023). */
export interface ProjectsTable {
  id: string;
  slug: string;
  title: string;
  /** One of the service area's towns (content/site.yaml). */
  town: string;
  /** The service it belongs to (content/paths.ts SERVICE_KEYS): its page links the project. */
  service_key: string;
  year: number | null;
  summary: string;
  /** Sanitized HTML. */
  story: string | null;
  client_words: string | null;
  is_published: number;
  created_at: string;
  updated_at: string;
}

/** A project's photo: a library image, alone or half of a before/after pair. */
export interface ProjectPhotosTable {
  id: string;
  project_id: string;
  image_id: string;
  /** photo | before | after */
  role: string;
  /** Before/after photos with the same pair number are compared side by side. */
  pair: number | null;
  caption: string | null;
  sort_order: number;
}

/** What a client said, as they agreed to show it, and where it was first posted. */
export interface ReviewsTable {
  id: string;
  client_name: string;
  town: string | null;
  project_id: string | null;
  service_key: string | null;
  /** YYYY-MM-DD */
  review_date: string;
  words: string;
  /** Google, Houzz, a letter… */
  source: string;
  source_url: string | null;
  is_published: number;
  created_at: string;
  updated_at: string;
  /** Set when the client wrote it through a review request (decision 0032): shown as "Verified client". */
  request_id?: string | null;
  /** The client's optional 1–5 rating (shown beside their words; never summed into markup). */
  rating?: number | null;
  /** When the client ticked "you may publish this". */
  consent_at?: string | null;
  /** When the owner approved a requested review (null: waiting). */
  approved_at?: string | null;
}

/** A one-time link asking a finished client for a review (decision 0032): only the token's SHA-256 is kept. */
export interface ReviewRequestsTable {
  id: string;
  token_hash: string;
  /** Who it is for: the e-mail address, or "project:{id}" when staff only copy the link. One open request each. */
  recipient: string;
  email: string | null;
  /** The client's name as staff recorded it: the only words of theirs the e-mail carries. */
  client_name: string;
  lead_id: string | null;
  project_id: string | null;
  service_key: string | null;
  town: string | null;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

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

/** A purge of CDN tags waiting to be sent (decision 0034). */
export interface CdnPurgesTable {
  id: string;
  /** JSON list of tags. */
  tags: string;
  attempts: number;
  next_at: string;
  claimed_until: string | null;
  done_at: string | null;
  last_error: string | null;
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
export interface JobPhotosTable {
  id: string;
  job_id: string;
  post_id: string;
  file_path: string;
  original_filename: string;
  mime_type: string;
  file_size: number;
  width: number;
  height: number;
  sort_order: number;
  created_at: string;
}

export interface Database {
  phone_taps: PhoneTapsTable;
  job_pages: JobPagesTable;
  job_posts: JobPostsTable;
  job_photos: JobPhotosTable;
  cdn_purges: CdnPurgesTable;
  content_items: ContentItemsTable;
  projects: ProjectsTable;
  project_photos: ProjectPhotosTable;
  reviews: ReviewsTable;
  review_requests: ReviewRequestsTable;
  proposals: ProposalsTable;
  proposal_signatures: ProposalSignaturesTable;
  stripe_events: StripeEventsTable;
  images: ImagesTable;
  seo_settings: SeoSettingsTable;
  site_settings: SiteSettingsTable;
  rate_limit_events: RateLimitEventsTable;
  contact_messages: ContactMessagesTable;
  staff_tokens: StaffTokensTable;
  activity_log: ActivityLogTable;
  change_counters: ChangeCountersTable;
  page_changes: PageChangesTable;
  versions: VersionsTable;
  redirects: RedirectsTable;
  lead_photos: LeadPhotosTable;
  lead_alerts: LeadAlertsTable;
  lead_alert_optins: LeadAlertOptinsTable;
  mail_bounces: MailBouncesTable;
  push_subscriptions: PushSubscriptionsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_raw: AnalyticsRawTable;
  analytics_days: AnalyticsDaysTable;
  analytics_pages: AnalyticsPagesTable;
  analytics_entries: AnalyticsEntriesTable;
  scheduled_jobs: ScheduledJobsTable;
  backups: BackupsTable;
  visits: VisitsTable;
  visit_links: VisitLinksTable;
  visit_feed: VisitFeedTable;
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

/** A daily job's schedule and lease, shared by every instance (decision 0033). */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: string;
  /** While set and in the future, the instance in lease_holder is running it. */
  lease_until: string | null;
  lease_holder: string | null;
  last_run_at: string | null;
  last_result: string | null;
}

/** A backup taken from the browser or on schedule, and what reading it back found (decision 0033). */
export interface BackupsTable {
  id: string;
  file_name: string;
  created_at: string;
  /** now | schedule */
  trigger: string;
  actor: string | null;
  bytes: number;
  rows: number;
  files: number;
  /** 1 when the archive opened and its counts matched what was written. */
  verified: number;
  check_note: string;
}

/** The salt of one day (business time zone), deleted when the day is over (decision 0026). */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** The day not yet rolled up: one row per visitor hash, page and status. */
export interface AnalyticsRawTable {
  day: string;
  /** A hash of the day's salt, the address and the browser: the same person on another day differs. */
  visitor: string;
  path: string;
  /** 200 for a page, 404 for a path the site does not have. */
  status: number;
  views: number;
  /** utm_source, or the referring site's host name, or "" (typed in, bookmarked). */
  source: string;
  first_at: string;
}

/** Visitors and page views of a whole day (kept two years). */
export interface AnalyticsDaysTable {
  day: string;
  views: number;
  visitors: number;
}

/** Views and visitors of one page on one day (404s too). */
export interface AnalyticsPagesTable {
  day: string;
  path: string;
  status: number;
  views: number;
  visitors: number;
}

/** Visitors who arrived on a page from a source on one day (where the visit began). */
export interface AnalyticsEntriesTable {
  day: string;
  path: string;
  source: string;
  visitors: number;
}

/** One saved state of a content item, an SEO row or the Settings: the history staff restore from. */
export interface VersionsTable {
  id: string;
  /** "content" | "seo" | "settings" */
  entity: string;
  /** The content item's id, the SEO row's page path, or "profile". */
  entity_id: string;
  /** The whole saved state, as JSON. */
  data: string;
  /** Who saved it (e-mail). */
  actor: string;
  /** What happened: "created", "saved", "restored from …", "deleted", "put back". */
  note: string | null;
  created_at: string;
}

/** An old public path that answers 301 to the page's current path. */
export interface RedirectsTable {
  from_path: string;
  to_path: string;
  actor: string;
  created_at: string;
}

/** A counter per kind of change; "pages" moves on every signed-in write (the page caches follow it). */
export interface ChangeCountersTable {
  name: string;
  value: number;
  updated_at: string;
}

/** What one write changed (JSON array of page-cache tags), numbered by the "pages" counter. */
export interface PageChangesTable {
  seq: number;
  tags: string;
  created_at: string;
}

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";
