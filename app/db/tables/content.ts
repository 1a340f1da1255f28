/** Rows of the site's content: items, images, SEO, settings, their versions, redirects and page-cache changes. */
import type { ContentItemRow } from "~/content/item-fields";

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
