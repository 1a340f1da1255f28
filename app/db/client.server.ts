import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

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
}

export interface Database {
  content_items: ContentItemsTable;
  images: ImagesTable;
  seo_settings: SeoSettingsTable;
  site_settings: SiteSettingsTable;
  rate_limit_events: RateLimitEventsTable;
  contact_messages: ContactMessagesTable;
}

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string) {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

/** Opens SQLite (a file: URL) in WAL mode with foreign keys on, or PostgreSQL (a postgres:// URL). */
export function openDatabase(url: string): DbHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

export function nowIso() {
  return new Date().toISOString();
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
