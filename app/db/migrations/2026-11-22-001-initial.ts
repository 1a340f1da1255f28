import { type Kysely, type Migration } from "kysely";

// Shipped: never edit this migration; add a new one.
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("content_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("page_path", "text", (c) => c.notNull())
      .addColumn("section_id", "text", (c) => c.notNull())
      .addColumn("title", "text")
      .addColumn("content", "text")
      .addColumn("type", "text", (c) => c.notNull().defaultTo("page"))
      .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("content_items_page_section").on("content_items").columns(["page_path", "section_id"]).execute();

    await db.schema
      .createTable("images")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("original_filename", "text", (c) => c.notNull())
      .addColumn("file_path", "text", (c) => c.notNull().unique())
      .addColumn("file_size", "integer")
      .addColumn("mime_type", "text")
      .addColumn("alt_text", "text")
      .addColumn("page_path", "text")
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("category", "text")
      .addColumn("caption", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("images_page_path_sort").on("images").columns(["page_path", "sort_order"]).execute();

    await db.schema
      .createTable("seo_settings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("page_path", "text", (c) => c.notNull().unique())
      .addColumn("title", "text")
      .addColumn("description", "text")
      .addColumn("h1_tag", "text")
      .addColumn("h2_tags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("h3_tags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("site_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("rate_limit_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("rate_limit_events_lookup").on("rate_limit_events").columns(["bucket", "key", "created_at"]).execute();

    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("project_type", "text")
      .addColumn("preferred_contact", "text")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("ip", "text")
      .addColumn("email_status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("email_attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ["contact_messages", "rate_limit_events", "site_settings", "seo_settings", "images", "content_items"]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
};
