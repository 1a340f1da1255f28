import type { Kysely } from "kysely";

/** Timestamps are ISO-8601 UTC strings on both databases; booleans are 0/1; lists are JSON text. */
export interface ContentItemsTable {
  id: string;
  page_path: string;
  section_id: string;
  title: string | null;
  content: string | null;
  type: string;
  is_published: number;
  created_at: string;
  updated_at: string;
}

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
  last_error: string | null;
  created_at: string;
  /** new | contacted | won | lost (app/leads/status.ts) */
  lead_status: string;
  note: string | null;
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

export interface Database {
  content_items: ContentItemsTable;
  images: ImagesTable;
  seo_settings: SeoSettingsTable;
  site_settings: SiteSettingsTable;
  rate_limit_events: RateLimitEventsTable;
  contact_messages: ContactMessagesTable;
  staff_tokens: StaffTokensTable;
  activity_log: ActivityLogTable;
  change_counters: ChangeCountersTable;
}

/** A counter per kind of change; "pages" moves on every signed-in write (the page caches follow it). */
export interface ChangeCountersTable {
  name: string;
  value: number;
  updated_at: string;
}

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";
