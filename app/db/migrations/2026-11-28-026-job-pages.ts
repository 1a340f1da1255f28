import { type Kysely, type Migration } from "kysely";

// Decision 0051: a private page for each job, made from a Won lead: its link's token (only its
// SHA-256 kept), the job's name, town, status line and next step, the dated updates staff post and
// the comments the client adds (job_posts), and their photos (job_photos, files under leads/jobs/).
// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("job_pages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("town", "text")
      .addColumn("status_line", "text", (c) => c.notNull())
      .addColumn("next_step", "text")
      .addColumn("next_step_date", "text")
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("client_email", "text")
      .addColumn("notify_updates", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("consent_at", "text")
      .addColumn("consent_text", "text")
      .addColumn("handover_at", "text")
      .addColumn("expires_at", "text")
      .addColumn("revoked_at", "text")
      .addColumn("project_id", "text")
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("job_pages_lead").on("job_pages").column("lead_id").execute();
    await db.schema
      .createTable("job_posts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("job_id", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("notified_at", "text")
      .execute();
    await db.schema.createIndex("job_posts_job").on("job_posts").columns(["job_id", "created_at"]).execute();
    await db.schema
      .createTable("job_photos")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("job_id", "text", (c) => c.notNull())
      .addColumn("post_id", "text", (c) => c.notNull())
      .addColumn("file_path", "text", (c) => c.notNull())
      .addColumn("original_filename", "text", (c) => c.notNull())
      .addColumn("mime_type", "text", (c) => c.notNull())
      .addColumn("file_size", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("job_photos_job").on("job_photos").columns(["job_id", "post_id"]).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ["job_photos", "job_posts", "job_pages"]) await db.schema.dropTable(t).ifExists().execute();
  },
};
